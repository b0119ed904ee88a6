/**
 * Doc 2's endpoint table, one row per client method: HTTP method, the path in each version that
 * has it, the headers of the "Headers" column (CT, Content-Type: application/json, is sent on every
 * call, so only SD/BS/AZ are listed), whether a call other than a GET may be retried (every GET
 * may), which of the config's language/currency defaults apply (none unless listed), and whether
 * success ends the booking session.
 */

export type ApiVersion = 'v1' | 'v2';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** SD Service-Distributor, BS Booking-Session, AZ Authorization: Bearer. */
export type HeaderNeed = 'SD' | 'BS' | 'AZ';
/** Fields the client fills from its config when the caller leaves them out. */
export type DefaultField = 'language_code' | 'currency' | 'language';

export interface EndpointSpec {
  method: HttpMethod;
  paths: Partial<Record<ApiVersion, string>>;
  headers: readonly HeaderNeed[];
  /** Safe to repeat though not a GET (every GET is): the tour availability POST. */
  retry?: true;
  /** Filled into the query for GET/DELETE, into the JSON body otherwise. */
  defaults?: readonly DefaultField[];
  /** A successful confirmation closes the booking session (doc 1). */
  closesSession?: boolean;
}

const both = (path: string) => ({ v1: `/v1${path}`, v2: `/v2${path}` });
const LANG_CUR = ['language_code', 'currency'] as const;

export const ENDPOINTS = {
  createBookingSession: {
    method: 'POST',
    paths: both('/booking-session'),
    headers: ['SD'],
    defaults: ['language'],
  },
  updateBookingSession: {
    method: 'PUT',
    paths: both('/booking-session'),
    headers: ['BS', 'SD'],
  },
  listAttractions: {
    method: 'GET',
    paths: both('/attractions'),
    headers: ['BS', 'SD'],
    defaults: LANG_CUR,
  },
  getAttraction: {
    method: 'GET',
    paths: { v2: '/v2/attractions/{attraction_id}' },
    headers: ['BS', 'SD'],
    defaults: LANG_CUR,
  },
  listShowcases: {
    method: 'GET',
    paths: both('/showcases'),
    headers: ['BS', 'SD'],
  },
  listAttractionTypes: {
    method: 'GET',
    paths: both('/attraction-types'),
    headers: ['SD'],
  },
  listCategories: {
    method: 'GET',
    paths: { v1: '/v1/categories' },
    headers: ['SD'],
  },
  getTheaterEvent: {
    method: 'GET',
    paths: both('/theater-events/{attraction_id}'),
    headers: ['BS', 'SD'],
    defaults: LANG_CUR,
  },
  getTheaterInstance: {
    method: 'GET',
    paths: { v1: '/v1/theater-events/{attraction_id}/instances/{instance_id}' },
    headers: ['BS', 'SD'],
    defaults: LANG_CUR,
  },
  getTheaterSeats: {
    method: 'GET',
    paths: both('/theater-events/{attraction_id}/instances/{instance_id}/seats'),
    headers: ['SD'],
    defaults: ['language_code'],
  },
  getTour: {
    method: 'GET',
    paths: both('/tours/{attraction_id}'),
    headers: ['BS', 'SD'],
    defaults: LANG_CUR,
  },
  getTourAvailability: {
    method: 'POST',
    paths: { v2: '/v2/tours/availability' },
    headers: ['BS', 'SD'],
    retry: true,
    defaults: LANG_CUR,
  },
  reserveTheater: {
    method: 'POST',
    paths: both('/theater-events/reservations'),
    headers: ['BS'],
    defaults: LANG_CUR,
  },
  reserveTour: {
    method: 'POST',
    paths: both('/tours/reservations'),
    headers: ['BS', 'SD'],
    defaults: LANG_CUR,
  },
  getReservations: {
    method: 'GET',
    paths: both('/reservations'),
    headers: ['BS', 'SD'],
    defaults: ['language_code'],
  },
  confirmReservations: {
    method: 'PUT',
    paths: both('/reservations'),
    headers: ['BS', 'SD'],
    closesSession: true,
  },
  confirmWithSavedPayment: {
    method: 'POST',
    paths: { v1: '/v1/reservations/confirm' },
    headers: ['BS', 'AZ'],
    closesSession: true,
  },
  deleteReservations: {
    method: 'DELETE',
    paths: both('/reservations'),
    headers: ['BS', 'SD'],
  },
  deleteReservation: {
    method: 'DELETE',
    paths: both('/reservations/{reservation_id}'),
    headers: ['BS', 'SD'],
  },
  markReservationInBasket: {
    method: 'PUT',
    paths: { v1: '/v1/reservations/{reservation_id}' },
    headers: ['BS', 'SD'],
  },
  addAttendees: {
    method: 'POST',
    paths: { v1: '/v1/attendees' },
    headers: ['BS'],
  },
  updateAttendees: {
    method: 'PUT',
    paths: { v1: '/v1/attendees' },
    headers: ['BS'],
  },
  listTransactions: {
    method: 'GET',
    paths: both('/users/{user_id}/transactions'),
    headers: ['SD'],
  },
  requestPhoneVerification: {
    method: 'POST',
    paths: { v1: '/v1/phone-number-verification' },
    headers: ['BS', 'SD'],
  },
  confirmPhoneCode: {
    method: 'POST',
    paths: { v1: '/v1/verification-code-confirmation' },
    headers: ['BS', 'SD'],
  },
  getCommon: {
    method: 'GET',
    paths: { v1: '/v1/common' },
    headers: ['SD'],
    defaults: ['language_code'],
  },
  listCities: {
    method: 'GET',
    paths: { v1: '/v1/cities' },
    headers: ['SD'],
    defaults: ['language_code'],
  },
} as const satisfies Record<string, EndpointSpec>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The configured version when the endpoint exists in it, else the only version it has. */
export function pathFor(name: EndpointName, version: ApiVersion): string {
  const paths: EndpointSpec['paths'] = ENDPOINTS[name].paths;
  const path = paths[version] ?? paths.v2 ?? paths.v1;
  if (!path) throw new Error(`No path for ${name}`);
  return path;
}

/** Fills `{name}` placeholders; ids are percent-encoded so a stray '/' cannot change the route. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}
