/**
 * The public API, shared by both entries: the element's class and the types a host page uses.
 * Importing it registers nothing by itself; see src/index.ts (script tag) and src/package.ts (npm).
 */
export { TESSERA_VERSION } from './version.js';

export { TesseraBooking } from './tessera-booking.js';
export type { OpenOptions } from './tessera-booking.js';
export type { RoutingMode } from './state/url-state.js';
export type { MessageOverrides } from './localization-choice.js';
export type { WidgetConfig, BookingFeePolicy } from './state/config-context.js';
export type { Route, SearchQuery, Party, BookKind } from './state/route.js';
/** The type of `processedBrand`: a brand file already validated and resolved by the brand tools. */
export type { ProcessedBrand } from './brand/process.js';
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
