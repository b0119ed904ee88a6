/**
 * The host event of a theatre reservation: `tessera-add-to-cart` in GA4's add_to_cart shape, one
 * item per price type. Its type and dispatch are src/events.ts's.
 */
import { toMajorUnits } from '../../components/format.js';
import { attractionCategory, type AddToCartDetail } from '../../events.js';
import type { TheatreOrder } from '../../state/rules/theatre.js';

/** The add_to_cart payload: full price per ticket (fee included) in major units, as GA4 expects. */
export function theatreAddToCart(
  order: TheatreOrder,
  reservationId: string,
  attractionId: string,
  attraction: { attraction_name: string; city?: string },
): AddToCartDetail {
  const major = (n: number) => toMajorUnits(n, order.currency);
  return {
    currency: order.currency,
    value: major(order.totals.total),
    reservation_id: reservationId,
    items: order.lines.map((l) => ({
      item_id: attractionId,
      item_name: attraction.attraction_name,
      item_category: attractionCategory(1),
      item_category2: attraction.city || undefined,
      location_id: attraction.city || undefined,
      // The ticket type, as the basket's and the purchase's items name it (the reservation does
      // not name the price band): one variant through the whole funnel.
      item_variant: l.name,
      price: major(l.money.fullPrice),
      currency: order.currency,
      quantity: l.count,
    })),
  };
}
