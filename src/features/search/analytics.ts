import type { Ga4Item } from '../../state/host-events.js';
import { toMajorUnits } from '../../components/format.js';
import type { AttractionItem } from './types.js';

const KIND: Record<number, string> = { 1: 'Theater', 2: 'Tour' };

/** GA4 item of a search result; price is the "from" price in major units. */
export function ga4Item(
  item: AttractionItem,
  currency: string,
  index: number,
  listName: string,
): Ga4Item {
  const min = item.min_price?.[currency];
  return {
    item_id: item.attraction_id,
    item_name: item.attraction_name,
    item_category: KIND[item.attraction_type_id] ?? String(item.attraction_type_id),
    item_category2: item.city || undefined,
    item_list_name: listName,
    location_id: item.city || undefined,
    index,
    ...(typeof min === 'number' ? { price: toMajorUnits(min, currency), currency } : {}),
  };
}
