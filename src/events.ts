/**
 * Every event the widget dispatches, declared once: its name, its detail type, and whether it is
 * public. Nothing else in src calls dispatchEvent (ESLint enforces it), so this file is the whole
 * list.
 *
 * - Public events reach the host page: they bubble, cross shadow roots, are typed in
 *   HTMLElementEventMap below, documented on <tessera-booking> and in the custom-elements
 *   manifest, and covered by semver. The ecommerce ones carry GA4's shapes exactly
 *   (https://developers.google.com/analytics/devguides/collection/ga4/reference/events) and are
 *   pushed to window.dataLayer when the embed opts in (`data-layer`).
 * - Internal events carry a click from an element to the one that acts on it. Most stay inside
 *   the shadow root they start in; the few that must cross shadow roots to reach the root element
 *   are stopped there (`containInternalEvents`), so none leaves <tessera-booking>.
 */

import type { LocaleStatusEventDetail } from '@lit/localize';
import type { components } from './api/schema.js';
import type { TesseraErrorKind } from './api/errors.js';
import type { SearchQuery } from './state/route.js';
import type {
  SeatSelectionDetail,
  SeatToggleDetail,
} from './components/seat-map/seat-map-types.js';

/** A GA4 ecommerce item. One item per ticket type: its own price and quantity. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  /** "Theatre" or "Tour" (attractionCategory), the same spelling in every event. */
  item_category?: string;
  /** The city. */
  item_category2?: string;
  item_list_id?: string;
  item_list_name?: string;
  location_id?: string;
  index?: number;
  /** Major units, as GA4 expects (2.5 for 250 cents): the full price of one ticket, fees in. */
  price?: number;
  currency?: string;
  quantity?: number;
  /** The ticket type ("Stalls · Adult", "Private walk · Child"). */
  item_variant?: string;
}

/** GA4's item list events: the list's id and name, and its items. */
export interface ItemListDetail {
  item_list_id: string;
  item_list_name: string;
  items: Ga4Item[];
}

/** The ecommerce object of item, cart and purchase events. */
export interface EcommerceDetail {
  currency: string;
  /** Major units. */
  value: number;
  items: Ga4Item[];
}

/** What the buyer was told when something failed. */
export interface ErrorDetail {
  /** The step the buyer was on ("search", "attraction", "book", "basket", "checkout"...). */
  step: string;
  status: number | null;
  code: number | string | null;
  /**
   * The TesseraError's kind ('payment' for a payment the provider refused, 'unknown' for
   * anything else thrown).
   */
  kind: TesseraErrorKind | 'unknown';
  title: string;
  message: string;
}

/** The public events: what reaches the host page. */
export interface PublicEventMap {
  /** Search results were shown (GA4 view_item_list). */
  'tessera-view-item-list': ItemListDetail;
  /** The buyer opened a result (GA4 select_item). */
  'tessera-select-item': ItemListDetail;
  /** An attraction's page was shown (GA4 view_item). */
  'tessera-view-item': Partial<EcommerceDetail> & { items: Ga4Item[] };
  /** Tickets were reserved into the basket (GA4 add_to_cart). */
  'tessera-add-to-cart': EcommerceDetail & { reservation_id: string };
  /** A reservation was removed from the basket (GA4 remove_from_cart). */
  'tessera-remove-from-cart': EcommerceDetail;
  /** The basket was shown with something in it (GA4 view_cart). */
  'tessera-view-cart': EcommerceDetail;
  /** A basket reached checkout, once per basket (GA4 begin_checkout). */
  'tessera-begin-checkout': EcommerceDetail;
  /** The buyer chose how to pay (GA4 add_payment_info). */
  'tessera-add-payment-info': EcommerceDetail & { payment_type: string };
  /** The booking is paid (GA4 purchase), once per transaction. */
  'tessera-purchase': EcommerceDetail & {
    transaction_id: string;
    reference_id?: string;
    /** The API's user of the booking: the host's `user-id`, or the user the confirmation created. */
    user_id?: string;
  };
  /** The booking session timed out; its reservations were released. */
  'tessera-session-expired': { released: boolean };
  /** A failure the buyer was shown, with the words they read. */
  'tessera-error': ErrorDetail;
}

export type PublicEventName = keyof PublicEventMap;

/**
 * The GA4 event name of a public event: its name without `tessera-`, in snake case
 * (tessera-view-item -> view_item); the two that are not GA4 ecommerce events keep the prefix
 * (tessera_session_expired, tessera_error).
 */
export function ga4Name(name: PublicEventName): string {
  const ga4 = NOT_ECOMMERCE.has(name) ? name : name.slice('tessera-'.length);
  return ga4.replaceAll('-', '_');
}

/** The one spelling of each attraction type in events (doc 2: attraction_type_id 1 and 2). */
export function attractionCategory(typeId: number): string {
  return typeId === 1 ? 'Theatre' : typeId === 2 ? 'Tour' : String(typeId);
}

/** Navigation the root performs: the steps only ask. */
export interface StepRequest {
  step:
    'search' | 'attraction' | 'basket' | 'attendees' | 'checkout' | 'confirmation' | 'start-again';
  params?: Record<string, string>;
}

/**
 * The internal events, each with the detail it carries (`undefined`: a plain Event). Kept inside
 * the widget: see INTERNAL_COMPOSED.
 */
export interface InternalEventMap {
  /** A step asks the root for another step. Crosses shadow roots; stopped at the root. */
  'tessera-step-request': StepRequest;
  /**
   * The checkout offers the root its light-DOM payment node (Stripe refuses shadow roots); the
   * root takes it by cancelling. Crosses shadow roots; stopped at the root.
   */
  'tessera-payment-mount': HTMLElement;
  'tessera-attendees-saved': { attendees: components['schemas']['Attendee'][] };
  'tessera-phone-verified': { phone: string };
  /** The code step's Change number: the buyer goes back to the number in their details. */
  'tessera-change-phone': undefined;
  'tessera-seat-toggle': SeatToggleDetail;
  'tessera-seat-selection-change': SeatSelectionDetail;
  /** A search result was chosen. */
  'open-attraction': { id: string };
  /** The search filters changed (detail: the next query). */
  'query-change': SearchQuery;
  'city-change': { searchKey?: string };
  'navigate-home': undefined;
  'navigate-basket': undefined;
  'navigate-bookings': undefined;
  /** The buyer picked a currency in the navbar. */
  'currency-change': { currency: string };
  /** The navbar's search box was sent. */
  search: { q: string };
  'performances-page': { page: number };
  'choose-performance': { performanceId: string };
  /** An error view's action (newSession: start a new booking session before reading again). */
  retry: { newSession: boolean };
  /** An error view's way out of the step. */
  back: undefined;
  /** A form control of ours changed (like the native `change`). */
  change: undefined;
  /** A dialog closed. */
  close: undefined;
  /**
   * @lit/localize's own event, sent on window by src/localization.ts when a locale or the
   * distributor's messages are ready: every `@localized()` element renders again.
   */
  'lit-localize-status': LocaleStatusEventDetail;
}

export type InternalEventName = keyof InternalEventMap;

/**
 * The internal events that cross shadow roots to reach the root element, which acts on them and
 * stops them there. Every other internal event is not composed: it ends at the shadow root it was
 * dispatched in.
 */
export const INTERNAL_COMPOSED: readonly InternalEventName[] = [
  'tessera-step-request',
  'tessera-payment-mount',
];

const COMPOSED = new Set<string>(INTERNAL_COMPOSED);

/**
 * The context protocol's request (src/state/context.ts) from `target`: bubbling and composed, the
 * request's fields on the event itself, as the protocol has them (not in a `detail`).
 */
export function requestContext(
  target: Element,
  request: {
    context: unknown;
    callback: (value: unknown, unsubscribe: () => void) => void;
    subscribe: boolean;
  },
): void {
  const event = new Event('context-request', { bubbles: true, composed: true });
  target.dispatchEvent(Object.assign(event, { contextTarget: target }, request));
}

/**
 * Dispatches an internal event from `target`: bubbling, composed only when the root must hear it
 * from another shadow root. Returns false when a listener cancelled it (`cancelable`).
 */
export function emit<K extends InternalEventName>(
  target: EventTarget,
  name: K,
  detail?: InternalEventMap[K],
  options?: { cancelable?: boolean },
): boolean {
  const init = {
    bubbles: true,
    composed: COMPOSED.has(name),
    cancelable: options?.cancelable ?? false,
  };
  const event =
    detail === undefined ? new Event(name, init) : new CustomEvent(name, { ...init, detail });
  return target.dispatchEvent(event);
}

/**
 * Keeps the composed internal events inside `root`: they reach its own listeners (same target),
 * then go no further. Returns the function that removes the guard.
 */
export function containInternalEvents(root: HTMLElement): () => void {
  const stop = (e: Event) => e.stopPropagation();
  for (const name of INTERNAL_COMPOSED) root.addEventListener(name, stop);
  return () => {
    for (const name of INTERNAL_COMPOSED) root.removeEventListener(name, stop);
  };
}

/** Public events that are not GA4 ecommerce events go to the dataLayer as plain fields. */
const NOT_ECOMMERCE = new Set<PublicEventName>(['tessera-session-expired', 'tessera-error']);

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/**
 * Dispatches a public event from `target` (any element inside the widget): it bubbles and crosses
 * shadow roots to the host page. With `dataLayer` (the root's `data-layer` attribute) it is also
 * pushed to window.dataLayer in the shape GA4's gtag expects ({event, ecommerce}).
 */
export function emitHostEvent<K extends PublicEventName>(
  target: EventTarget,
  name: K,
  detail: PublicEventMap[K],
  dataLayer = false,
): boolean {
  // A view reported by a step already taken off the page (its late answer arriving) is not sent:
  // the buyer never saw it. What the buyer did (add, remove, pay) is always reported.
  if (name.startsWith('tessera-view-') && target instanceof Node && !target.isConnected)
    return true;
  const result = target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true }),
  );
  if (dataLayer) {
    const w = globalThis as unknown as DataLayerWindow;
    w.dataLayer ??= [];
    if (NOT_ECOMMERCE.has(name)) {
      w.dataLayer.push({ event: ga4Name(name), ...detail });
    } else {
      // GA4 keeps ecommerce objects between pushes unless they are cleared first.
      w.dataLayer.push({ ecommerce: null });
      w.dataLayer.push({ event: ga4Name(name), ecommerce: detail });
    }
  }
  return result;
}

type PublicEvents = { [K in PublicEventName]: CustomEvent<PublicEventMap[K]> };

declare global {
  /**
   * The public events, typed for host pages:
   * `booking.addEventListener('tessera-purchase', (e) => e.detail.transaction_id)`.
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends PublicEvents {}
}

export type AddToCartDetail = PublicEventMap['tessera-add-to-cart'];

/** Asks the root element for another step. */
export function requestStep(target: EventTarget, request: StepRequest): void {
  emit(target, 'tessera-step-request', request);
}
