/**
 * Events of the tour purchase step: `tessera-step-request` asks the shell to move on, and the host
 * event `tessera-add-to-cart` (GA4 add_to_cart shape) tells the distributor's page what was added.
 */
import { toMajorUnits } from '../../components/format.js';
import type { Ga4Item } from '../../state/host-events.js';
import { optionPricing, type TourReservationInput } from '../../state/rules/tour-option.js';

export interface StepRequestDetail {
  step: 'basket' | 'attraction' | 'search';
  params?: Record<string, string>;
}

/** GA4 add_to_cart item: the tour, with the option as the variant and one item per traveller type. */
export interface AddToCartItem extends Ga4Item {
  item_variant?: string;
}

export interface AddToCartDetail {
  currency: string;
  /** Major units, as GA4 expects. */
  value: number;
  items: AddToCartItem[];
  reservation_id: string;
}

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
      item_category: 'Tour',
      item_category2: tour.city || undefined,
      item_variant: `${input.option.name} · ${l.name}`,
      price: major(l.money.fullPrice),
      currency,
      quantity: l.count,
    })),
  };
}

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/** Asks the shell for another step (bubbles and crosses shadow roots up to <tessera-booking>). */
export function requestStep(target: EventTarget, detail: StepRequestDetail): void {
  target.dispatchEvent(
    new CustomEvent('tessera-step-request', { detail, bubbles: true, composed: true }),
  );
}

/**
 * Dispatches `tessera-add-to-cart`; with `dataLayer` also pushes GA4's `add_to_cart` (the
 * ecommerce object cleared first, as GA4 keeps it between pushes otherwise).
 */
export function emitAddToCart(target: EventTarget, detail: AddToCartDetail, dataLayer: boolean) {
  target.dispatchEvent(
    new CustomEvent('tessera-add-to-cart', { detail, bubbles: true, composed: true }),
  );
  if (!dataLayer) return;
  const w = globalThis as unknown as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push({ event: 'add_to_cart', ecommerce: detail });
}

declare global {
  interface HTMLElementEventMap {
    'tessera-step-request': CustomEvent<StepRequestDetail>;
    'tessera-add-to-cart': CustomEvent<AddToCartDetail>;
  }
}
