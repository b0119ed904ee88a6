/**
 * The GA4 items of the public events (src/events.ts), built in one place: a search result, and the
 * reservations of a basket as one item per ticket type with its own price and quantity, so an
 * Adult and a Child ticket stay two items. Prices are major units with fees in (what the buyer
 * pays for one ticket).
 */
import { toMajorUnits } from '../components/format.js';
import { attractionCategory, type EcommerceDetail, type Ga4Item } from '../events.js';
import type { SummaryReservation } from './rules/basket.js';
import type { components } from '../api/schema.js';

type S = components['schemas'];
type ListItem = S['AttractionListItemV2'] | S['AttractionListItemV1'];

/** The one search results list the widget shows (GA4 item_list_id). */
export const SEARCH_RESULTS_LIST = 'search_results';

/** GA4 item of a search result; its price is the "from" price in `currency`, when sold in it. */
export function searchResultItem(
  item: ListItem,
  currency: string,
  index: number,
  listName: string,
): Ga4Item {
  const min = item.min_price?.[currency];
  return {
    item_id: item.attraction_id,
    item_name: item.attraction_name,
    item_category: attractionCategory(item.attraction_type_id),
    item_category2: item.city || undefined,
    item_list_id: SEARCH_RESULTS_LIST,
    item_list_name: listName,
    location_id: item.city || undefined,
    index,
    ...(typeof min === 'number' ? { price: toMajorUnits(min, currency), currency } : {}),
  };
}

/**
 * GA4 items of summary reservations: one per reservation and ticket type (its name and full
 * price), with the number of such tickets. A reservation whose tickets are not listed counts as
 * one type at its average price.
 */
export function reservationItems(reservations: readonly SummaryReservation[]): Ga4Item[] {
  const items: Ga4Item[] = [];
  for (const r of reservations) {
    const base = {
      item_id: r.attraction_id,
      item_name: r.attraction_name,
      item_category: attractionCategory(r.attraction_type_id),
      item_category2: r.city || undefined,
      location_id: r.city || undefined,
      currency: r.currency,
    };
    const types = new Map<string, { name: string; price: number; quantity: number }>();
    for (const t of r.tickets ?? []) {
      const key = `${t.price_type_id}\u0000${t.full_price}`;
      const seen = types.get(key);
      if (seen) seen.quantity += 1;
      else types.set(key, { name: t.name, price: t.full_price, quantity: 1 });
    }
    if (types.size === 0) {
      const quantity = r.number_of_tickets || 1;
      const price = toMajorUnits(Math.round(r.total_price / quantity), r.currency);
      items.push({ ...base, index: items.length, price, quantity });
      continue;
    }
    const option = r.attraction_type_id === 2 ? r.selection_name : '';
    for (const t of types.values()) {
      items.push({
        ...base,
        index: items.length,
        item_variant: option ? `${option} · ${t.name}` : t.name,
        price: toMajorUnits(t.price, r.currency),
        quantity: t.quantity,
      });
    }
  }
  return items;
}

/** The ecommerce detail of a set of reservations: their currency, total and items. */
export function ecommerceOf(reservations: readonly SummaryReservation[]): EcommerceDetail {
  const currency = reservations[0]?.currency ?? '';
  const total = reservations.reduce((n, r) => n + r.total_price, 0);
  return {
    currency,
    value: currency ? toMajorUnits(total, currency) : 0,
    items: reservationItems(reservations),
  };
}
