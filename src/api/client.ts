/**
 * createApiClient: one typed method per row of doc 2's endpoint table, on top of the transport
 * (headers, session, timeout, retry, errors). Types come from the generated OpenAPI schema.
 */
import type { ApiVersion } from './endpoints.js';
import type { paths } from './schema.js';
import { DEFAULT_RETRY } from './retry.js';
import type { RetryOptions } from './retry.js';
import { BookingSessionStore } from './session.js';
import type {
  SessionListener,
  SessionSnapshot,
  SessionStatus,
  SessionStorageLike,
} from './session.js';
import { Transport } from './transport.js';
import type { CallOptions, SessionIds } from './transport.js';
import { resolveMediaUrls } from './media-urls.js';
import type {
  BodyOf,
  ConfigDefaults,
  Defaulted,
  Operation,
  QueryOf,
  ResponseOf,
  Versioned,
} from './types.js';

export interface ApiClientConfig<V extends ApiVersion = 'v2'> {
  /** e.g. 'https://api.example.com' or '' for the page's own origin; no version segment. */
  baseUrl: string;
  /** Service-Distributor header; also keys the stored booking session. */
  distributorId: string;
  /** Default language_code (ISO 639-1) and booking session language. */
  language: string;
  /** Default currency (three-letter code). */
  currency: string;
  apiVersion?: V;
  fetch?: typeof fetch;
  /** Per-attempt timeout; default 20000 ms. */
  timeoutMs?: number;
  /**
   * Where the session token is kept: default the tab's sessionStorage (through src/storage.ts),
   * null for memory only.
   */
  storage?: SessionStorageLike | null;
  /** Clock for the session deadline; default Date.now. */
  now?: () => number;
  /** Authorization bearer token for confirmWithSavedPayment, from the host's own server. */
  getAuthToken?: () => Promise<string>;
  retry?: RetryOptions;
  /**
   * The distributor's ids sent with each new booking session (POST booking-session): its own
   * analytics session and its signed-in customer. Read when a session is made.
   */
  sessionIds?: () => SessionIds;
  /** Receives logged responses (unknown codes, codes doc 1 says to log); default console. */
  logger?: Pick<Console, 'warn'>;
}

type Get<P extends string> = Operation<P & keyof paths, 'get'>;
type Post<P extends string> = Operation<P & keyof paths, 'post'>;
type Put<P extends string> = Operation<P & keyof paths, 'put'>;
type Delete<P extends string> = Operation<P & keyof paths, 'delete'>;
type Query<O> = Defaulted<QueryOf<O>, ConfigDefaults>;
type Body<O> = Defaulted<BodyOf<O>, ConfigDefaults>;
type Result<O> = Promise<ResponseOf<O>>;
type VGet<V extends ApiVersion, S extends string> = Get<Versioned<V, S>>;

export interface ApiClient<V extends ApiVersion = 'v2'> {
  readonly apiVersion: V;

  // Booking session, for the UI timer and the "session expired" dialog.
  sessionStatus(): SessionStatus;
  /**
   * The API refused the `user-id`/`distributor-session-id` sent for a session, which was made
   * without them: "Your bookings" has no customer to list.
   */
  idsRefused(): boolean;
  timeLeftMs(): number;
  /** Called at once and after every change of status or deadline; returns unsubscribe. */
  subscribeSession(listener: SessionListener): () => void;
  /**
   * Forgets the stored session without a request: the next call that needs one creates it. For an
   * expired session that held nothing, so the buyer loses nothing and is told nothing.
   */
  discardSession(): void;
  /** Replaces any stored (e.g. expired) session with a new one; the only way out of 'expired'. */
  startNewSession(
    body?: Body<Post<Versioned<V, '/booking-session'>>>,
    options?: CallOptions,
  ): Promise<SessionSnapshot>;

  createBookingSession(
    body?: Defaulted<BodyOf<Post<Versioned<V, '/booking-session'>>>, 'language'>,
    options?: CallOptions,
  ): Result<Post<Versioned<V, '/booking-session'>>>;
  updateBookingSession(
    body: BodyOf<Put<Versioned<V, '/booking-session'>>>,
    options?: CallOptions,
  ): Result<Put<Versioned<V, '/booking-session'>>>;

  listAttractions(
    query: Query<VGet<V, '/attractions'>>,
    options?: CallOptions,
  ): Result<VGet<V, '/attractions'>>;
  getAttraction(
    attractionId: string,
    query: Query<Get<'/v2/attractions/{attraction_id}'>>,
    options?: CallOptions,
  ): Result<Get<'/v2/attractions/{attraction_id}'>>;
  listShowcases(options?: CallOptions): Result<VGet<V, '/showcases'>>;
  listAttractionTypes(options?: CallOptions): Result<VGet<V, '/attraction-types'>>;
  listCategories(options?: CallOptions): Result<Get<'/v1/categories'>>;

  getTheaterEvent(
    attractionId: string,
    query: Query<VGet<V, '/theater-events/{attraction_id}'>>,
    options?: CallOptions,
  ): Result<VGet<V, '/theater-events/{attraction_id}'>>;
  getTheaterInstance(
    attractionId: string,
    instanceId: string,
    query?: Query<Get<'/v1/theater-events/{attraction_id}/instances/{instance_id}'>>,
    options?: CallOptions,
  ): Result<Get<'/v1/theater-events/{attraction_id}/instances/{instance_id}'>>;
  getTheaterSeats(
    attractionId: string,
    instanceId: string,
    query?: Query<VGet<V, '/theater-events/{attraction_id}/instances/{instance_id}/seats'>>,
    options?: CallOptions,
  ): Result<VGet<V, '/theater-events/{attraction_id}/instances/{instance_id}/seats'>>;
  getTour(
    attractionId: string,
    query: Query<VGet<V, '/tours/{attraction_id}'>>,
    options?: CallOptions,
  ): Result<VGet<V, '/tours/{attraction_id}'>>;
  getTourAvailability(
    body: Body<Post<'/v2/tours/availability'>>,
    options?: CallOptions,
  ): Result<Post<'/v2/tours/availability'>>;

  reserveTheater(
    body: Body<Post<Versioned<V, '/theater-events/reservations'>>>,
    options?: CallOptions,
  ): Result<Post<Versioned<V, '/theater-events/reservations'>>>;
  reserveTour(
    body: Body<Post<Versioned<V, '/tours/reservations'>>>,
    options?: CallOptions,
  ): Result<Post<Versioned<V, '/tours/reservations'>>>;
  getReservations(
    query?: Query<VGet<V, '/reservations'>>,
    options?: CallOptions,
  ): Result<VGet<V, '/reservations'>>;
  /** Card flow (PUT reservations); success closes the booking session. */
  confirmReservations(
    body: BodyOf<Put<Versioned<V, '/reservations'>>>,
    options?: CallOptions,
  ): Result<Put<Versioned<V, '/reservations'>>>;
  /** Saved payment method; Authorization comes from config.getAuthToken(). Closes the session. */
  confirmWithSavedPayment(
    body: BodyOf<Post<'/v1/reservations/confirm'>>,
    options?: CallOptions,
  ): Result<Post<'/v1/reservations/confirm'>>;
  deleteReservations(options?: CallOptions): Result<Delete<Versioned<V, '/reservations'>>>;
  deleteReservation(
    reservationId: string,
    options?: CallOptions,
  ): Result<Delete<Versioned<V, '/reservations/{reservation_id}'>>>;
  markReservationInBasket(
    reservationId: string,
    options?: CallOptions,
  ): Result<Put<'/v1/reservations/{reservation_id}'>>;
  addAttendees(
    body: BodyOf<Post<'/v1/attendees'>>,
    options?: CallOptions,
  ): Result<Post<'/v1/attendees'>>;
  updateAttendees(
    body: BodyOf<Put<'/v1/attendees'>>,
    options?: CallOptions,
  ): Result<Put<'/v1/attendees'>>;
  listTransactions(
    userId: string,
    options?: CallOptions,
  ): Result<VGet<V, '/users/{user_id}/transactions'>>;
  requestPhoneVerification(
    body: BodyOf<Post<'/v1/phone-number-verification'>>,
    options?: CallOptions,
  ): Result<Post<'/v1/phone-number-verification'>>;
  confirmPhoneCode(
    body: BodyOf<Post<'/v1/verification-code-confirmation'>>,
    options?: CallOptions,
  ): Result<Post<'/v1/verification-code-confirmation'>>;
  getCommon(query?: Query<Get<'/v1/common'>>, options?: CallOptions): Result<Get<'/v1/common'>>;
  listCities(query?: Query<Get<'/v1/cities'>>, options?: CallOptions): Result<Get<'/v1/cities'>>;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

function defaultFetch(): typeof fetch {
  // Bound lazily so that importing the module never touches a global a Node script may lack.
  return (input, init) => globalThis.fetch(input, init);
}

export function createApiClient<V extends ApiVersion = 'v2'>(
  config: ApiClientConfig<V>,
): ApiClient<V> {
  const apiVersion = (config.apiVersion ?? 'v2') as V;
  const session = new BookingSessionStore({
    distributorId: config.distributorId,
    storage: config.storage,
    now: config.now,
  });
  const transport = new Transport({
    baseUrl: config.baseUrl,
    distributorId: config.distributorId,
    language: config.language,
    currency: config.currency,
    apiVersion,
    fetch: config.fetch ?? defaultFetch(),
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: { ...DEFAULT_RETRY, ...config.retry },
    session,
    getAuthToken: config.getAuthToken,
    sessionIds: config.sessionIds,
    logger: config.logger ?? console,
  });
  // The generated types describe what the server sends; the transport returns it unchanged but
  // for relative media URLs, made absolute against the API's base.
  const send = transport.call.bind(transport);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const call = async (...args: Parameters<Transport['call']>): Promise<any> =>
    resolveMediaUrls(await send(...args), config.baseUrl);

  return {
    apiVersion,
    sessionStatus: () => session.status,
    idsRefused: () => transport.idsRefused,
    timeLeftMs: () => session.timeLeftMs(),
    subscribeSession: (listener) => session.subscribe(listener),
    discardSession: () => session.clear(),
    startNewSession: async (body, options) => {
      await transport.createSession(body, options?.signal);
      return session.snapshot();
    },
    createBookingSession: (body, options) =>
      transport.createSession(body, options?.signal) as ReturnType<
        ApiClient<V>['createBookingSession']
      >,
    updateBookingSession: (body, options) => call('updateBookingSession', { body }, options),
    listAttractions: (query, options) => call('listAttractions', { query }, options),
    getAttraction: (attraction_id, query, options) =>
      call('getAttraction', { pathParams: { attraction_id }, query }, options),
    listShowcases: (options) => call('listShowcases', {}, options),
    listAttractionTypes: (options) => call('listAttractionTypes', {}, options),
    listCategories: (options) => call('listCategories', {}, options),
    getTheaterEvent: (attraction_id, query, options) =>
      call('getTheaterEvent', { pathParams: { attraction_id }, query }, options),
    getTheaterInstance: (attraction_id, instance_id, query, options) =>
      call('getTheaterInstance', { pathParams: { attraction_id, instance_id }, query }, options),
    getTheaterSeats: (attraction_id, instance_id, query, options) =>
      call('getTheaterSeats', { pathParams: { attraction_id, instance_id }, query }, options),
    getTour: (attraction_id, query, options) =>
      call('getTour', { pathParams: { attraction_id }, query }, options),
    getTourAvailability: (body, options) => call('getTourAvailability', { body }, options),
    reserveTheater: (body, options) => call('reserveTheater', { body }, options),
    reserveTour: (body, options) => call('reserveTour', { body }, options),
    getReservations: (query, options) => call('getReservations', { query }, options),
    confirmReservations: (body, options) => call('confirmReservations', { body }, options),
    confirmWithSavedPayment: (body, options) => call('confirmWithSavedPayment', { body }, options),
    deleteReservations: (options) => call('deleteReservations', {}, options),
    deleteReservation: (reservation_id, options) =>
      call('deleteReservation', { pathParams: { reservation_id } }, options),
    markReservationInBasket: (reservation_id, options) =>
      call('markReservationInBasket', { pathParams: { reservation_id } }, options),
    addAttendees: (body, options) => call('addAttendees', { body }, options),
    updateAttendees: (body, options) => call('updateAttendees', { body }, options),
    listTransactions: (user_id, options) =>
      call('listTransactions', { pathParams: { user_id } }, options),
    requestPhoneVerification: (body, options) =>
      call('requestPhoneVerification', { body }, options),
    confirmPhoneCode: (body, options) => call('confirmPhoneCode', { body }, options),
    getCommon: (query, options) => call('getCommon', { query }, options),
    listCities: (query, options) => call('listCities', { query }, options),
  };
}
