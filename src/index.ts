/**
 * Script-tag entry: registers <tessera-booking> once and exports the public types.
 */
export const TESSERA_VERSION = '0.1.0';

export { TesseraBooking } from './tessera-booking.js';
export type { WidgetConfig, BookingFeePolicy } from './state/config-context.js';
export type { Route, SearchQuery } from './state/route.js';
export type {
  EcommerceDetail,
  ErrorDetail,
  Ga4Item,
  ItemListDetail,
  PublicEventMap,
  PublicEventName,
  /** @deprecated since 0.2: PublicEventMap. */
  PublicEventMap as HostEventMap,
  /** @deprecated since 0.2: PublicEventName. */
  PublicEventName as HostEventName,
} from './events.js';
