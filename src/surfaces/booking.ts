/**
 * The booking the email and the e-ticket are rendered from: the confirmation the widget shows
 * (src/state/kept-booking.ts PaidBooking: reference, transaction, the reservations of the GET
 * reservations summary, total, currency, email) plus the buyer's language and, optionally, the
 * lead customer's name and the seller. A distributor's server builds it from the same API answers.
 * Plain data: importable in Node and the browser.
 */
import type { SummaryReservation } from '../state/rules/basket.js';

export interface SurfaceBooking {
  /** The booking reference the buyer quotes (reference_id), printed and encoded in the QR code. */
  reference: string;
  transaction_id?: string;
  /** The buyer's language: a BCP 47 tag of the widget's languages (en when unknown). */
  language: string;
  /** Minor units, in `currency`. */
  total: number;
  currency: string;
  /** The lead customer's email. */
  email: string;
  customer?: { first_name?: string; second_name?: string };
  /** Who sold the tickets: named in the header's logo text and the footer. */
  seller?: { name?: string; url?: string; email?: string };
  reservations: SummaryReservation[];
}

export class BookingShapeError extends Error {
  override name = 'BookingShapeError';
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks the fields the renderers rely on and returns the booking; throws a BookingShapeError
 * naming the first field that is missing or of the wrong type.
 */
export function parseBooking(input: unknown): SurfaceBooking {
  const fail = (path: string, what: string): never => {
    throw new BookingShapeError(`booking${path}: ${what}`);
  };
  if (!isRecord(input)) return fail('', 'must be an object');
  if (typeof input.reference !== 'string' || input.reference === '')
    fail('.reference', 'must be a non-empty string');
  if (typeof input.total !== 'number' || !Number.isInteger(input.total))
    fail('.total', 'must be an integer of minor units');
  if (typeof input.currency !== 'string' || !/^[A-Z]{3}$/.test(input.currency))
    fail('.currency', 'must be an ISO 4217 code');
  if (input.language !== undefined && typeof input.language !== 'string')
    fail('.language', 'must be a language tag');
  if (!Array.isArray(input.reservations)) return fail('.reservations', 'must be a list');
  input.reservations.forEach((r: unknown, i) => {
    const at = `.reservations[${i}]`;
    if (!isRecord(r)) return fail(at, 'must be an object');
    for (const key of ['attraction_name', 'start_datetime', 'timezone', 'currency'])
      if (typeof r[key] !== 'string') fail(`${at}.${key}`, 'must be a string');
    if (r.attraction_type_id !== 1 && r.attraction_type_id !== 2)
      fail(`${at}.attraction_type_id`, 'must be 1 (theatre) or 2 (tour)');
    if (!Array.isArray(r.tickets)) fail(`${at}.tickets`, 'must be a list');
    if (typeof r.total_price !== 'number') fail(`${at}.total_price`, 'must be a number');
  });
  const booking = input as unknown as SurfaceBooking;
  return {
    ...booking,
    email: typeof input.email === 'string' ? input.email : '',
    language: typeof input.language === 'string' && input.language ? input.language : 'en',
  };
}
