/**
 * JSX types for React 19 (`import type {} from '@tessera-booking/widget/react'` once in the app):
 * <tessera-booking> with its attributes, its object properties and its public events as the
 * `on<event name>` props React 19 adds as listeners (`ontessera-purchase={(e) => e.detail...}`).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { PublicEventName } from './events.js';
import type {
  TesseraBookingAttributes,
  TesseraBookingProperties,
  TesseraEventHandler,
} from './element-types.js';
import type { TesseraBooking } from './tessera-booking.js';

/** `ontessera-purchase` and the others: React 19 listens to `tessera-purchase` for it. */
export type TesseraBookingReactEvents = {
  [K in PublicEventName as `on${K}`]?: TesseraEventHandler<K>;
};

export type TesseraBookingReactProps = DetailedHTMLProps<
  HTMLAttributes<TesseraBooking>,
  TesseraBooking
> &
  TesseraBookingAttributes &
  TesseraBookingProperties &
  TesseraBookingReactEvents;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'tessera-booking': TesseraBookingReactProps;
    }
  }
}
