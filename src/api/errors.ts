/**
 * One error type for everything that can go wrong in an API call (`TesseraError`: its kind, code,
 * status, the API's message, the first field a validation names, and whether sending the same
 * request again may succeed), a defensive parser for the five error body formats of doc 1, and
 * the table that turns an error into the action the UI offers.
 *
 * Action table (doc 1 "Known error codes" and "Handling patterns"):
 *
 * | Trigger                                         | action               | notes                      |
 * |-------------------------------------------------|----------------------|----------------------------|
 * | code 1, 31, 37, 38, 39, 51                      | 'adjust-selection'   | change ticket counts       |
 * | code 2                                          | 'one-price-band'     | one reservation per band   |
 * | code 24                                         | 'one-currency'       |                            |
 * | code 25, 52                                     | 'register-attendees' |                            |
 * | code 26                                         | 'choose-pickup'      | pickup from availability   |
 * | code 28                                         | 'verify-phone'       | request an SMS code first  |
 * | code 29                                         | 're-enter-code'      |                            |
 * | code 30                                         | 'omit-seats'         |                            |
 * | code 32                                         | 'one-row'            |                            |
 * | code 36                                         | 'remove-conflicting' | or complete separately     |
 * | code 33, or HTTP 424                            | 'rerun-availability' |                            |
 * | code 50                                         | 'fix-fee'            |                            |
 * | code 53                                         | 'new-reservation'    |                            |
 * | code 0-22 not listed above, 35, HTTP 503, 5xx   | 'retry-later'        | contactSupport: 8 11 14 35 |
 * | code 40                                         | 'generic'            | our bug: logged            |
 * | code 1000                                       | 'another-card'       | show the description       |
 * | code 1001                                       | 'wait'               |                            |
 * | code 1002, 1007                                 | 'generic'            | logged                     |
 * | code 1003                                       | 'check-details'      |                            |
 * | code 1004, kind 'network'                       | 'check-connection'   |                            |
 * | code 1005, 1006, kind 'timeout'                 | 'try-later'          |                            |
 * | kind 'unreadable' (a 2xx body we cannot read)   | 'try-again'          | logged                     |
 * | string code (format 4, payment provider)        | 'show-description'   | provider message           |
 * | HTTP 401 on a call that sent the session token  | 'new-session'        | set by the client          |
 * | HTTP 401 naming the Authorization token         | 'reauthorize'        | host's getAuthToken        |
 * | validation (format 2)                           | 'fix-fields'         | see fieldErrors            |
 * | HTTP 404 without a code                         | 'not-found'          |                            |
 * | any other numeric code                          | 'show-description'   | logged (unknown code)      |
 * | anything else                                   | 'show-description'   |                            |
 */

/**
 * 'unreadable': the service answered 2xx with a body the client cannot use (empty, not JSON, cut
 * short, or of another shape than the endpoint's); trying again is the only thing to do.
 */
export type TesseraErrorKind =
  | 'business'
  | 'validation'
  | 'http'
  | 'payment'
  | 'internal'
  | 'network'
  | 'timeout'
  | 'unreadable';

export type TesseraErrorAction =
  | 'adjust-selection'
  | 'one-price-band'
  | 'one-currency'
  | 'register-attendees'
  | 'choose-pickup'
  | 'verify-phone'
  | 're-enter-code'
  | 'omit-seats'
  | 'one-row'
  | 'remove-conflicting'
  | 'rerun-availability'
  | 'fix-fee'
  | 'new-reservation'
  | 'retry-later'
  | 'new-session'
  | 'reauthorize'
  | 'another-card'
  | 'wait'
  | 'generic'
  | 'check-details'
  | 'check-connection'
  | 'try-later'
  | 'try-again'
  | 'fix-fields'
  | 'not-found'
  | 'show-description';

export interface ErrorAdvice {
  action: TesseraErrorAction;
  /** Doc 1: for provider codes 8, 11, 14 and 35, contact support if the error persists. */
  contactSupport: boolean;
  /** The response should be logged (unknown code, or doc 1 says "log"). */
  log: boolean;
}

export interface TesseraErrorInit {
  status: number;
  kind: TesseraErrorKind;
  code: number | string | null;
  title: string;
  description: string;
  fieldErrors?: Record<string, string[]>;
  requestId?: string | null;
  exceptionId?: string | null;
  timestamp?: string | null;
  /** Raw response text (or the thrown value for network errors), kept for logging. */
  body?: string;
  /** Set by the client when the error means the booking session is gone. */
  action?: TesseraErrorAction;
  /** A server's Retry-After hint in ms (503), used by the retry policy. */
  retryAfterMs?: number | null;
  cause?: unknown;
}

/**
 * Actions after which the same request, sent again unchanged, may succeed: the service or the
 * connection failed, not the request. The client repeats a safe request on its own only for a
 * network error or a 503 (src/api/retry.ts); these are the ones worth offering to try again.
 */
const RETRYABLE_ACTIONS = new Set<TesseraErrorAction>([
  'retry-later',
  'try-later',
  'try-again',
  'check-connection',
  'wait',
]);

/** The one error the API client throws (except for a caller's abort). */
export class TesseraError extends Error {
  override readonly name = 'TesseraError';
  readonly status: number;
  readonly kind: TesseraErrorKind;
  readonly code: number | string | null;
  readonly title: string;
  readonly description: string;
  readonly fieldErrors: Record<string, string[]>;
  readonly requestId: string | null;
  readonly exceptionId: string | null;
  readonly timestamp: string | null;
  readonly body: string;
  readonly retryAfterMs: number | null;
  readonly action: TesseraErrorAction;
  readonly contactSupport: boolean;
  readonly shouldLog: boolean;
  /** Sending the same request again, unchanged, may succeed (see RETRYABLE_ACTIONS). */
  readonly retryable: boolean;
  /** The first field a validation error (format 2) names, or null; all of them in fieldErrors. */
  readonly field: string | null;

  constructor(init: TesseraErrorInit) {
    super(
      textOf(init.description) || textOf(init.title),
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.status = init.status;
    this.kind = init.kind;
    this.code = init.code;
    this.title = init.title;
    this.description = init.description;
    this.fieldErrors = init.fieldErrors ?? {};
    this.requestId = init.requestId ?? null;
    this.exceptionId = init.exceptionId ?? null;
    this.timestamp = init.timestamp ?? null;
    this.body = init.body ?? '';
    this.retryAfterMs = init.retryAfterMs ?? null;
    const advice = adviceFor(this);
    this.action = init.action ?? advice.action;
    this.contactSupport = advice.contactSupport;
    this.shouldLog = init.action === undefined && advice.log;
    this.retryable = RETRYABLE_ACTIONS.has(this.action);
    this.field = Object.keys(this.fieldErrors)[0] ?? null;
  }
}

/** A string field as given, anything else (a broken caller's object) as none. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A request that got no HTTP response at all (DNS, offline, CORS, reset connection). */
export function networkError(cause: unknown): TesseraError {
  return new TesseraError({
    status: 0,
    kind: 'network',
    code: null,
    title: 'Network error',
    description: 'The ticketing service could not be reached.',
    cause,
  });
}

/** The longest a chunk of the widget's own code is waited for: the client's own time for a call. */
export const CODE_WAIT_MS = 20_000;

/** `promise`, or a rejection once `ms` pass without it settling; `what` names it in the cause. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not settle in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * `code` (a chunk of the widget's own code, imported), or the network fault for it: it could not
 * be fetched, or did not come within `ms` (its host stopped answering), so nothing waits for ever.
 * `what` names the code in the fault's cause, for the log.
 */
export function codeWithin<T>(code: Promise<T>, what: string, ms = CODE_WAIT_MS): Promise<T> {
  return within(code, ms, what).catch((cause: unknown) => {
    throw networkError(cause);
  });
}

export function timeoutError(timeoutMs: number): TesseraError {
  return new TesseraError({
    status: 0,
    kind: 'timeout',
    code: null,
    title: 'Request timed out',
    description: `The ticketing service did not answer within ${Math.round(timeoutMs / 1000)} s.`,
  });
}

/** What was wrong with a success body the client could not use (for the log, not the buyer). */
export type UnreadableReason = 'empty' | 'content-type' | 'malformed' | 'shape';

const UNREADABLE_TITLES: Record<UnreadableReason, string> = {
  empty: 'Unreadable response: empty body',
  'content-type': 'Unreadable response: not JSON',
  malformed: 'Unreadable response: malformed JSON',
  shape: 'Unreadable response: unexpected shape',
};

/**
 * A 2xx answer the client cannot use: no body where one is needed, another content type (a
 * proxy's HTML page), JSON cut short, or JSON of another shape than the endpoint's. Logged.
 */
export function unreadableError(
  status: number,
  reason: UnreadableReason,
  body: string,
  cause?: unknown,
): TesseraError {
  return new TesseraError({
    status,
    kind: 'unreadable',
    code: null,
    title: UNREADABLE_TITLES[reason],
    description: 'The ticketing service sent an answer that could not be read. Please try again.',
    body,
    cause,
  });
}

/** The same error with the action fixed by the caller (e.g. 'new-session' for a 401). */
export function withAction(error: TesseraError, action: TesseraErrorAction): TesseraError {
  // Its own fields are its init's (the derived ones are worked out again from them).
  return new TesseraError({ ...error, action, cause: error.cause });
}

/** Local stand-in for the server's 401 when the session is already known to be expired. */
export function sessionExpiredError(): TesseraError {
  return new TesseraError({
    status: 401,
    kind: 'http',
    code: null,
    title: 'Booking session expired',
    description: 'The booking session has expired; its reservations were released.',
    action: 'new-session',
  });
}

const CODE_ACTIONS = new Map<number, TesseraErrorAction>([
  [1, 'adjust-selection'],
  [31, 'adjust-selection'],
  [37, 'adjust-selection'],
  [38, 'adjust-selection'],
  [39, 'adjust-selection'],
  [51, 'adjust-selection'],
  [2, 'one-price-band'],
  [24, 'one-currency'],
  [25, 'register-attendees'],
  [52, 'register-attendees'],
  [26, 'choose-pickup'],
  [28, 'verify-phone'],
  [29, 're-enter-code'],
  [30, 'omit-seats'],
  [32, 'one-row'],
  [36, 'remove-conflicting'],
  [33, 'rerun-availability'],
  [50, 'fix-fee'],
  [53, 'new-reservation'],
  [35, 'retry-later'],
  [40, 'generic'],
  [1000, 'another-card'],
  [1001, 'wait'],
  [1002, 'generic'],
  [1003, 'check-details'],
  [1004, 'check-connection'],
  [1005, 'try-later'],
  [1006, 'try-later'],
  [1007, 'generic'],
]);
const LOGGED_CODES = new Set([40, 1002, 1007]);
const SUPPORT_CODES = new Set([8, 11, 14, 35]);

type AdviceInput = Pick<TesseraError, 'status' | 'kind' | 'code' | 'title' | 'description'>;

/** The action the UI should offer for an error (see the table at the top of this file). */
export function adviceFor(error: AdviceInput): ErrorAdvice {
  const { code, kind } = error;
  const status = typeof error.status === 'number' ? error.status : 0;
  const contactSupport = typeof code === 'number' && SUPPORT_CODES.has(code);
  const advice = (action: TesseraErrorAction, log = false): ErrorAdvice => ({
    action,
    contactSupport,
    log,
  });
  if (kind === 'network') return advice('check-connection');
  if (kind === 'timeout') return advice('try-later');
  if (kind === 'unreadable') return advice('try-again', true);
  if (typeof code === 'number') {
    const known = CODE_ACTIONS.get(code);
    if (known) return advice(known, LOGGED_CODES.has(code));
    // Doc 1: "Codes 0 to 22: show 'temporarily unavailable' and offer a retry."
    if (Number.isInteger(code) && code >= 0 && code <= 22) return advice('retry-later');
    if (status === 503) return advice('retry-later');
    return advice('show-description', true);
  }
  if (typeof code === 'string') return advice('show-description');
  if (kind === 'validation') return advice('fix-fields');
  if (
    status === 401 &&
    /authori[sz]ation/i.test(`${textOf(error.title)} ${textOf(error.description)}`)
  ) {
    return advice('reauthorize');
  }
  if (status === 424) return advice('rerun-availability');
  if (status === 404) return advice('not-found');
  if (status >= 500) return advice('retry-later');
  return advice('show-description');
}

/** Shorthand for UI code: the action of any thrown value that is a TesseraError. */
export function actionFor(error: unknown): TesseraErrorAction | null {
  return error instanceof TesseraError ? error.action : null;
}

/** True for the AbortError a caller's own AbortSignal produces: UI code ignores these. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}
