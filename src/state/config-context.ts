import { createContext } from './context.js';
import type { RoutingMode } from './url-state.js';

/** The distributor's fee policy: the minimum fee, the maximum, or a fraction of the range. */
export type BookingFeePolicy = 'min' | 'max' | number;

/** Settings of the embed that every step reads: locale, currency, fee policy, analytics. */
export interface WidgetConfig {
  /** ISO 639-1 language sent to the API and used for Intl formatting. */
  language: string;
  /** Currency of prices (ISO 4217). */
  currency: string;
  apiVersion: 'v1' | 'v2';
  bookingFee: BookingFeePolicy;
  /** Push host events to window.dataLayer. */
  dataLayer: boolean;
  /** Initial city search_key. */
  city?: string;
  /** Where the route lives in the host URL, for the links the steps make. */
  routing?: RoutingMode;
}

export const DEFAULT_CONFIG: WidgetConfig = {
  language: 'en',
  currency: 'EUR',
  apiVersion: 'v2',
  bookingFee: 'min',
  dataLayer: false,
};

export const configContext = createContext<WidgetConfig>(Symbol('tessera-config'));

/** Reads the `booking-fee` attribute: min (default), max, or a fraction between 0 and 1. */
export function parseBookingFee(value: string | null | undefined): BookingFeePolicy {
  if (value === 'max') return 'max';
  const n = value ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : 'min';
}
