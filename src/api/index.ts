/**
 * Tessera's client for the Ticket Distribution API. Pure TypeScript: no DOM elements, no Lit; it
 * imports under Node (fetch and the tab's storage are looked up lazily and can be injected).
 *
 * ## Create
 * ```ts
 * const api = createApiClient({
 *   baseUrl: 'https://api.example.com', // no version segment; '' = same origin
 *   distributorId, language: 'en', currency: 'EUR',
 *   apiVersion: 'v2',                   // default; 'v1' switches every two-version endpoint
 *   fetch?, timeoutMs? (20000, per attempt), storage? (sessionStorage | null), now? (Date.now),
 *   getAuthToken?: () => Promise<string>, retry?: {attempts, baseDelayMs, maxDelayMs, random},
 *   logger?: {warn},
 * });
 * ```
 *
 * ## Endpoint methods (one per row of doc 2's table; the last argument is always `{signal?}`)
 * Two-version endpoints use `apiVersion`; one-version endpoints always call their version (v2
 * only: getAttraction, getTourAvailability; v1 only: listCategories, getTheaterInstance,
 * confirmWithSavedPayment, markReservationInBasket, addAttendees, updateAttendees,
 * requestPhoneVerification, confirmPhoneCode, getCommon, listCities).
 * - createBookingSession(body?), updateBookingSession(body)
 * - listAttractions(query), getAttraction(attractionId, query), listShowcases(),
 *   listAttractionTypes(), listCategories()
 * - getTheaterEvent(attractionId, query), getTheaterInstance(attractionId, instanceId, query?),
 *   getTheaterSeats(attractionId, instanceId, query?)
 * - getTour(attractionId, query), getTourAvailability(body)
 * - reserveTheater(body), reserveTour(body), getReservations(query?), deleteReservations(),
 *   deleteReservation(reservationId), markReservationInBasket(reservationId)
 * - confirmReservations(body) (card flow: returns client_secret), confirmWithSavedPayment(body)
 * - addAttendees(body), updateAttendees(body), requestPhoneVerification(body),
 *   confirmPhoneCode(body), listTransactions(userId), getCommon(query?), listCities(query?)
 * Queries and bodies are the generated OpenAPI types (`Schemas` re-exports
 * components['schemas']); `language_code`, `currency` (and `to_basket`) are optional because
 * the client fills them from the config. Results are the parsed JSON (undefined for 204).
 *
 * ## Booking session
 * - Created lazily by the first call that needs the Booking-Session header, kept through the
 *   widget's storage adapter (src/storage.ts) under `sessionKey(distributorId)`
 *   (`tessera.v1.booking-session.<distributor>`), so a reload resumes the basket. `storage: null`
 *   keeps it in memory only (Node, tests); a Storage-shaped object is used instead of the tab's.
 * - sessionStatus(): 'none' | 'active' | 'expired'; timeLeftMs(): ms until the 20-minute
 *   inactivity timeout (0 unless active); subscribeSession(listener) -> unsubscribe (called at
 *   once and on every change; poll timeLeftMs() for a ticking countdown).
 * - Expiry (deadline passed, or a 401 on a token call) is never repaired silently: calls needing
 *   the session reject with a TesseraError whose action is 'new-session' until the UI calls
 *   startNewSession(). A successful confirmation closes the session (status back to 'none').
 *
 * ## Errors
 * Every failure except a caller's abort is a `TesseraError` {status, kind, code, title,
 * description (the API's message, also `message`), field (the first a validation names),
 * fieldErrors, retryable, requestId, exceptionId, timestamp, action, contactSupport, body}; see
 * the action table in errors.ts. A caller's abort rejects with the DOMException 'AbortError': test with
 * `isAbortError(e)` and ignore it. The client's own timeout is a TesseraError of kind 'timeout'.
 * Network errors and 503 are retried (3 attempts, exponential backoff with jitter) only for GETs
 * and the tour availability POST.
 *
 * ## Authorization (saved payment method)
 * The browser client never handles a login or password and has no /auth call: the distributor's
 * own server calls POST /{v}/auth with its credentials and hands the page a token through the
 * `getAuthToken()` callback, which is asked before every confirmWithSavedPayment.
 */
export { createApiClient, DEFAULT_TIMEOUT_MS } from './client.js';
export type { ApiClient, ApiClientConfig } from './client.js';
export type { CallOptions, SessionIds } from './transport.js';
export type { ApiVersion } from './endpoints.js';
export { TesseraError, actionFor, adviceFor, isAbortError } from './errors.js';
export type { TesseraErrorAction, TesseraErrorKind, ErrorAdvice } from './errors.js';
export { SESSION_TIMEOUT_MS, sessionKey } from './session.js';
export type {
  SessionListener,
  SessionSnapshot,
  SessionStatus,
  SessionStorageLike,
} from './session.js';
export { formatDate } from './query.js';
export type { RetryOptions } from './retry.js';
export type { Schemas } from './types.js';
