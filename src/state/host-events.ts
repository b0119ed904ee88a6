/**
 * The events that reach the host page: the one documented list, with their GA4 names. One typed
 * helper so every host event bubbles, crosses shadow roots, carries GA4-shaped items, and lands in
 * window.dataLayer when the embed asks for it.
 */
import type { TesseraErrorKind } from '../api/errors.js';

/** A GA4 ecommerce item (https://developers.google.com/analytics/devguides/collection/ga4/reference/events). */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_category2?: string;
  item_list_name?: string;
  location_id?: string;
  index?: number;
  /** Major units, as GA4 expects (2.5 for 250 cents). */
  price?: number;
  currency?: string;
  quantity?: number;
  /** The option or price type of what was bought ("Private walk · Adult"). */
  item_variant?: string;
}

/** The ecommerce object of cart and purchase events. */
export interface EcommerceDetail {
  currency: string;
  /** Major units. */
  value: number;
  items: Ga4Item[];
}

export interface HostEventMap {
  'tessera-view-item-list': { item_list_name: string; items: Ga4Item[] };
  'tessera-view-item': { currency?: string; value?: number; items: Ga4Item[] };
  'tessera-add-to-cart': EcommerceDetail & { reservation_id: string };
  'tessera-remove-from-cart': EcommerceDetail;
  'tessera-begin-checkout': EcommerceDetail;
  'tessera-add-payment-info': EcommerceDetail & { payment_type: string };
  'tessera-purchase': EcommerceDetail & { transaction_id: string; reference_id?: string };
  /** The booking session timed out; its reservations were released. */
  'tessera-session-expired': { released: boolean };
  /**
   * A failure the buyer sees (a load, a refused request, a payment), once each: where, the
   * TesseraError's status, code and kind ('payment' for a payment the provider refused,
   * 'unknown' for anything else thrown), and what the buyer was told.
   */
  'tessera-error': {
    step: string;
    status: number | null;
    code: number | string | null;
    kind: TesseraErrorKind | 'unknown';
    title: string;
    message: string;
  };
}

export type HostEventName = keyof HostEventMap;

/** GA4 event name for each host event (tessera-view-item -> view_item). */
export const GA4_EVENT: Record<HostEventName, string> = {
  'tessera-view-item-list': 'view_item_list',
  'tessera-view-item': 'view_item',
  'tessera-add-to-cart': 'add_to_cart',
  'tessera-remove-from-cart': 'remove_from_cart',
  'tessera-begin-checkout': 'begin_checkout',
  'tessera-add-payment-info': 'add_payment_info',
  'tessera-purchase': 'purchase',
  'tessera-session-expired': 'tessera_session_expired',
  'tessera-error': 'tessera_error',
};

/** Events that are not GA4 ecommerce events go to the dataLayer as plain fields. */
const NOT_ECOMMERCE = new Set<HostEventName>(['tessera-session-expired', 'tessera-error']);

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/**
 * Dispatches a host event from `target` (any element inside the widget). `dataLayer` mirrors the
 * root element's `data-layer` attribute: when set, the event is also pushed to window.dataLayer
 * in the shape GA4's gtag expects ({event, ecommerce}).
 */
export function emitHostEvent<K extends HostEventName>(
  target: EventTarget,
  name: K,
  detail: HostEventMap[K],
  dataLayer = false,
): boolean {
  const event = new CustomEvent(name, { detail, bubbles: true, composed: true });
  const result = target.dispatchEvent(event);
  if (dataLayer) {
    const w = globalThis as unknown as DataLayerWindow;
    w.dataLayer ??= [];
    if (NOT_ECOMMERCE.has(name)) {
      w.dataLayer.push({ event: GA4_EVENT[name], ...detail });
    } else {
      // GA4 keeps ecommerce objects between pushes unless they are cleared first.
      w.dataLayer.push({ ecommerce: null });
      w.dataLayer.push({ event: GA4_EVENT[name], ecommerce: detail });
    }
  }
  return result;
}

declare global {
  interface HTMLElementEventMap {
    'tessera-view-item-list': CustomEvent<HostEventMap['tessera-view-item-list']>;
    'tessera-view-item': CustomEvent<HostEventMap['tessera-view-item']>;
  }
}
