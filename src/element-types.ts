/**
 * The markup of <tessera-booking> as frameworks type it (src/react.ts, src/vue.ts): its
 * attributes as written in HTML, its object and function properties, its public events.
 */
import type { PublicEventMap, PublicEventName } from './events.js';
import type { TesseraBooking } from './tessera-booking.js';

/** The attributes, by their HTML names (README "Embedding"). */
export interface TesseraBookingAttributes {
  'api-base'?: string;
  distributor?: string;
  brand?: string;
  language?: string;
  currency?: string;
  'api-version'?: 'v1' | 'v2';
  city?: string;
  'color-scheme'?: 'light' | 'dark' | 'inherit';
  'stripe-key'?: string;
  /** `min`, `max`, or a fraction `0`–`1`. */
  'booking-fee'?: string;
  'payment-method-id'?: string;
  /** Present: the public events also go to `window.dataLayer`. Leave it out to keep them off. */
  'data-layer'?: true | '';
  /** Where the route lives in the host URL: `query` (default), `hash` or `none`. */
  routing?: 'query' | 'hash' | 'none';
  /** @deprecated `routing="none"`. */
  'url-state'?: 'on' | 'off';
  /** The host's signed-in customer: a UUID4 user id the API knows. */
  'user-id'?: string;
  /** The distributor's analytics session id (UUID4). */
  'distributor-session-id'?: string;
}

/** The properties that have no attribute: set them as JS properties. */
export type TesseraBookingProperties = Partial<
  Pick<TesseraBooking, 'brandConfig' | 'getAuthToken'>
>;

/** A listener of one public event, its detail typed. */
export type TesseraEventHandler<K extends PublicEventName> = (
  event: CustomEvent<PublicEventMap[K]>,
) => void;
