/**
 * Host events of the basket and checkout steps. Same shape and dataLayer behaviour as
 * src/state/host-events.ts (bubbles, composed, GA4 ecommerce objects), for the events that file
 * does not list yet.
 */
import type { Ga4Item } from '../../state/host-events.js';
import { toMajorUnits } from '../../components/format.js';
import type { SummaryReservation } from '../../state/rules/basket.js';

export interface EcommerceDetail {
  currency: string;
  /** Major units. */
  value: number;
  items: Ga4Item[];
}

export interface CheckoutEventMap {
  'tessera-remove-from-cart': EcommerceDetail;
  'tessera-begin-checkout': EcommerceDetail;
  'tessera-add-payment-info': EcommerceDetail & { payment_type: string };
  'tessera-purchase': EcommerceDetail & { transaction_id: string; reference_id?: string };
  'tessera-session-expired': { released: boolean };
  'tessera-error': {
    step: string;
    status: number | null;
    code: number | string | null;
    title: string;
    message: string;
  };
}

export type CheckoutEventName = keyof CheckoutEventMap;

const GA4: Record<CheckoutEventName, string> = {
  'tessera-remove-from-cart': 'remove_from_cart',
  'tessera-begin-checkout': 'begin_checkout',
  'tessera-add-payment-info': 'add_payment_info',
  'tessera-purchase': 'purchase',
  'tessera-session-expired': 'tessera_session_expired',
  'tessera-error': 'tessera_error',
};

const ECOMMERCE = new Set<CheckoutEventName>([
  'tessera-remove-from-cart',
  'tessera-begin-checkout',
  'tessera-add-payment-info',
  'tessera-purchase',
]);

export function emitCheckoutEvent<K extends CheckoutEventName>(
  target: EventTarget,
  name: K,
  detail: CheckoutEventMap[K],
  dataLayer = false,
): boolean {
  const result = target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true }),
  );
  if (dataLayer) {
    const w = globalThis as unknown as { dataLayer?: unknown[] };
    w.dataLayer ??= [];
    if (ECOMMERCE.has(name)) {
      // GA4 keeps ecommerce objects between pushes unless they are cleared first.
      w.dataLayer.push({ ecommerce: null });
      w.dataLayer.push({ event: GA4[name], ecommerce: detail });
    } else {
      w.dataLayer.push({ event: GA4[name], ...detail });
    }
  }
  return result;
}

/** GA4 items of summary reservations: one item per reservation, priced per ticket. */
export function itemsOf(reservations: readonly SummaryReservation[]): Ga4Item[] {
  return reservations.map((r, index) => {
    const quantity = r.number_of_tickets || r.tickets.length || 1;
    return {
      item_id: r.attraction_id,
      item_name: r.attraction_name,
      item_category: r.attraction_type_id === 2 ? 'Tour' : 'Theater',
      location_id: r.city,
      index,
      price: toMajorUnits(Math.round(r.total_price / quantity), r.currency),
      currency: r.currency,
      quantity,
    };
  });
}

/** The ecommerce detail of a set of reservations. */
export function ecommerceOf(reservations: readonly SummaryReservation[]): EcommerceDetail {
  const currency = reservations[0]?.currency ?? '';
  const total = reservations.reduce((n, r) => n + r.total_price, 0);
  return {
    currency,
    value: currency ? toMajorUnits(total, currency) : 0,
    items: itemsOf(reservations),
  };
}

/** Navigation the shell performs: the step elements only ask. */
export interface StepRequest {
  step: 'search' | 'basket' | 'attendees' | 'checkout' | 'confirmation';
  params?: Record<string, string>;
}

export function requestStep(target: EventTarget, request: StepRequest): void {
  target.dispatchEvent(
    new CustomEvent<StepRequest>('tessera-step-request', {
      detail: request,
      bubbles: true,
      composed: true,
    }),
  );
}

declare global {
  interface HTMLElementEventMap {
    'tessera-remove-from-cart': CustomEvent<CheckoutEventMap['tessera-remove-from-cart']>;
    'tessera-begin-checkout': CustomEvent<CheckoutEventMap['tessera-begin-checkout']>;
    'tessera-add-payment-info': CustomEvent<CheckoutEventMap['tessera-add-payment-info']>;
    'tessera-purchase': CustomEvent<CheckoutEventMap['tessera-purchase']>;
    'tessera-session-expired': CustomEvent<CheckoutEventMap['tessera-session-expired']>;
    'tessera-error': CustomEvent<CheckoutEventMap['tessera-error']>;
  }
}
