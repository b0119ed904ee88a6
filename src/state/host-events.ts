/**
 * The events that reach the host page. One typed helper so every host event bubbles, crosses
 * shadow roots, carries GA4-shaped items, and lands in window.dataLayer when the embed asks for it.
 */

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
}

export interface HostEventMap {
  'tessera-view-item-list': { item_list_name: string; items: Ga4Item[] };
  'tessera-view-item': { currency?: string; value?: number; items: Ga4Item[] };
}

export type HostEventName = keyof HostEventMap;

/** GA4 event name for each host event (tessera-view-item -> view_item). */
export const GA4_EVENT: Record<HostEventName, string> = {
  'tessera-view-item-list': 'view_item_list',
  'tessera-view-item': 'view_item',
};

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
    // GA4 keeps ecommerce objects between pushes unless they are cleared first.
    w.dataLayer.push({ ecommerce: null });
    w.dataLayer.push({ event: GA4_EVENT[name], ecommerce: detail });
  }
  return result;
}

declare global {
  interface HTMLElementEventMap {
    'tessera-view-item-list': CustomEvent<HostEventMap['tessera-view-item-list']>;
    'tessera-view-item': CustomEvent<HostEventMap['tessera-view-item']>;
  }
}
