/**
 * Events of the purchase steps: `tessera-step-request` asks the shell to move on, and the host
 * event `tessera-add-to-cart`, whose detail type and dispatch (with the GA4 dataLayer push) are
 * src/state/host-events.ts's.
 */
import { emitHostEvent, type HostEventMap } from '../state/host-events.js';

export type AddToCartDetail = HostEventMap['tessera-add-to-cart'];

export interface StepRequestDetail {
  step: 'basket' | 'attraction' | 'search';
  params?: Record<string, string>;
}

/** Asks the shell for another step (bubbles and crosses shadow roots up to <tessera-booking>). */
export function requestStep(target: EventTarget, detail: StepRequestDetail): void {
  target.dispatchEvent(
    new CustomEvent('tessera-step-request', { detail, bubbles: true, composed: true }),
  );
}

/** `tessera-add-to-cart` after a reservation; with `dataLayer` also GA4's `add_to_cart`. */
export function emitAddToCart(target: EventTarget, detail: AddToCartDetail, dataLayer: boolean) {
  emitHostEvent(target, 'tessera-add-to-cart', detail, dataLayer);
}

declare global {
  interface HTMLElementEventMap {
    'tessera-step-request': CustomEvent<StepRequestDetail>;
    'tessera-add-to-cart': CustomEvent<AddToCartDetail>;
  }
}
