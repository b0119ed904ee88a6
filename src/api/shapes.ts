/**
 * Light checks of a success body's top level, one per endpoint: the objects the widget opens and
 * the lists it maps over without looking first. Not a schema validator (the bundle stays small);
 * a body that fails its check is reported as unreadable rather than failing later in a view.
 */
import type { EndpointName } from './endpoints.js';

/** True when the body has the top-level shape the widget relies on. */
export type ShapeCheck = (body: unknown) => boolean;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const object: ShapeCheck = isObject;
const list: ShapeCheck = Array.isArray;

/** An object whose `lists` are arrays and whose `objects` are objects. */
const fields =
  (lists: readonly string[], objects: readonly string[] = []): ShapeCheck =>
  (body) =>
    isObject(body) &&
    lists.every((k) => Array.isArray(body[k])) &&
    objects.every((k) => isObject(body[k]));

/** An object naming what was created by a non-empty string id. */
const withId =
  (key: string): ShapeCheck =>
  (body) =>
    isObject(body) && typeof body[key] === 'string' && body[key] !== '';

/**
 * Per endpoint: the check of its body, or null when the client ignores the answer (doc 2 "not
 * shown", 204 or any JSON): such an answer may be empty and is never refused for its body.
 */
export const SHAPES: Record<EndpointName, ShapeCheck | null> = {
  createBookingSession: object,
  updateBookingSession: null,
  listAttractions: fields(['results']),
  getAttraction: fields(['instances'], ['attraction']),
  listShowcases: object,
  listAttractionTypes: list,
  listCategories: list,
  getTheaterEvent: fields(['instances'], ['attraction']),
  getTheaterInstance: fields(['price_bands']),
  getTheaterSeats: list,
  getTour: fields(['instances', 'price_types'], ['attraction']),
  getTourAvailability: list,
  reserveTheater: withId('reservation_id'),
  reserveTour: withId('reservation_id'),
  getReservations: fields(['reservations']),
  confirmReservations: withId('transaction_id'),
  confirmWithSavedPayment: withId('transaction_id'),
  deleteReservations: null,
  deleteReservation: null,
  markReservationInBasket: null,
  addAttendees: null,
  updateAttendees: null,
  listTransactions: list,
  requestPhoneVerification: null,
  confirmPhoneCode: null,
  getCommon: fields(['continents', 'countries', 'cities']),
  listCities: list,
};
