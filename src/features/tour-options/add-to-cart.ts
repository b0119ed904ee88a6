/**
 * The host event of a tour reservation: `tessera-add-to-cart` in GA4's add_to_cart shape, one item
 * per traveller type. Its types and dispatch are shared with the theatre step.
 */
import { toMajorUnits } from '../../components/format.js';
import { attractionCategory, type AddToCartDetail } from '../../events.js';
import { optionPricing, type TourReservationInput } from '../../state/rules/tour-option.js';

/**
 * The add_to_cart payload of a tour reservation: one item per traveller type, priced per ticket
 * with the booking fee (what the buyer pays), in major units.
 */
export function addToCartDetail(
  input: TourReservationInput,
  reservationId: string,
  tour: { attraction_name: string; city?: string },
): AddToCartDetail {
  const { currency } = input;
  const priced = optionPricing(input.option, currency, input.policy);
  const major = (n: number) => toMajorUnits(n, currency);
  return {
    currency,
    value: major(priced?.totals.total ?? 0),
    reservation_id: reservationId,
    items: (priced?.lines ?? []).map((l) => ({
      item_id: input.attractionId,
      item_name: tour.attraction_name,
      item_category: attractionCategory(2),
      item_category2: tour.city || undefined,
      location_id: tour.city || undefined,
      item_variant: `${input.option.name} · ${l.name}`,
      price: major(l.money.fullPrice),
      currency,
      quantity: l.count,
    })),
  };
}
