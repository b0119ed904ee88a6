/**
 * Host events of the basket and checkout steps. The event list, its detail types and the
 * dataLayer behaviour are src/state/host-events.ts's; this file adds the GA4 items of basket
 * reservations and the step requests the shell performs.
 */
import {
  emitHostEvent,
  type EcommerceDetail,
  type Ga4Item,
  type HostEventMap,
} from '../../state/host-events.js';
import { toMajorUnits } from '../../components/format.js';
import type { SummaryReservation } from '../../state/rules/basket.js';

export { emitHostEvent as emitCheckoutEvent };
export type { EcommerceDetail, HostEventMap };

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
  step: 'search' | 'basket' | 'attendees' | 'checkout' | 'confirmation' | 'start-again';
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
    'tessera-remove-from-cart': CustomEvent<HostEventMap['tessera-remove-from-cart']>;
    'tessera-begin-checkout': CustomEvent<HostEventMap['tessera-begin-checkout']>;
    'tessera-add-payment-info': CustomEvent<HostEventMap['tessera-add-payment-info']>;
    'tessera-purchase': CustomEvent<HostEventMap['tessera-purchase']>;
    'tessera-session-expired': CustomEvent<HostEventMap['tessera-session-expired']>;
    'tessera-error': CustomEvent<HostEventMap['tessera-error']>;
  }
}
