/**
 * One HTTP call of the client: URL and headers from the endpoint table, config defaults, the
 * booking session token (created lazily), a per-attempt timeout distinct from the caller's abort,
 * error parsing, the retry policy, and the session deadline bookkeeping.
 */
import { ENDPOINTS, fillPath, pathFor } from './endpoints.js';
import type { ApiVersion, DefaultField, EndpointName, EndpointSpec } from './endpoints.js';
import {
  TesseraError,
  codeWithin,
  within,
  sessionExpiredError,
  timeoutError,
  networkError,
  unreadableError,
  withAction,
} from './errors.js';
import { buildHeaders } from './headers.js';
import { serializeQuery } from './query.js';
import { abortError, parseRetryAfter, raceAbort, withRetry } from './retry.js';
import type { RetryOptions } from './retry.js';
import type { BookingSessionStore } from './session.js';
import { SHAPES } from './shapes.js';

export interface CallOptions {
  /** Aborting rejects the call with a DOMException named 'AbortError' (not a TesseraError). */
  signal?: AbortSignal;
}

export interface CallInput {
  pathParams?: Record<string, string>;
  query?: object;
  body?: object;
}

export interface TransportOptions {
  baseUrl: string;
  distributorId: string;
  language: string;
  currency: string;
  apiVersion: ApiVersion;
  fetch: typeof fetch;
  timeoutMs: number;
  retry: Required<RetryOptions>;
  session: BookingSessionStore;
  getAuthToken?: () => Promise<string>;
  /** The distributor's reporting ids sent with every new booking session (doc 2). */
  sessionIds?: () => SessionIds;
  logger: Pick<Console, 'warn'>;
}

/** POST booking-session's optional ids: the distributor's analytics session and its customer. */
export interface SessionIds {
  distributor_session_id?: string;
  user_id?: string;
}

interface Credentials {
  sessionToken: string | null;
  authToken: string | null;
}

/** What a refusal waits for before it reaches its caller (see prepareForRefusals). */
const beforeRefusal = new Set<() => Promise<unknown>>();

/**
 * The longest a refusal waits for what was prepared for it: a fetch that stalls (a host that
 * stopped answering) must not hold the buyer's answer, which then reads in the API's own words.
 */
export const REFUSAL_WAIT_MS = 3000;

/** One prepared load, given at most REFUSAL_WAIT_MS; it never rejects. */
function prepared(load: () => Promise<unknown>): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, REFUSAL_WAIT_MS)));
  return Promise.race([load().catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

/**
 * Settles once what was prepared for a refusal is there, or after REFUSAL_WAIT_MS: what the
 * client waits for before it hands on a refusal, and what a refusal from elsewhere (Stripe.js)
 * waits for too.
 */
export function refusalReady(): Promise<unknown> {
  return Promise.all([...beforeRefusal].map(prepared));
}

/**
 * Has every answer that is not OK wait for `load` too, started with the error body's reader: the
 * rules fetch their words for the API's codes this way (src/state/rules/guidance.ts), so a step
 * that words a refusal has them without a happy path loading them. A load that fails, or takes
 * longer than REFUSAL_WAIT_MS, is not the refusal's failure: the rules then fall back to the
 * API's own words.
 */
export function prepareForRefusals(load: () => Promise<unknown>): void {
  beforeRefusal.add(load);
}

export class Transport {
  private pendingSession: Promise<string> | null = null;
  /** The API refused the host page's ids for a session, made without them. */
  idsRefused = false;

  constructor(private readonly options: TransportOptions) {}

  async call(name: EndpointName, input: CallInput = {}, callOptions: CallOptions = {}) {
    const spec: EndpointSpec = ENDPOINTS[name];
    const { signal } = callOptions;
    // An already-aborted call sends nothing, not even the booking-session creation.
    if (signal?.aborted) throw abortError(signal);
    try {
      // Resolved once, outside the retry loop, so a retried GET never re-creates a session.
      const credentials = await this.credentials(spec, signal);
      const attempt = () => this.attempt(name, spec, input, credentials, signal);
      const safe = spec.method === 'GET' || spec.retry;
      return safe ? await withRetry(attempt, this.options.retry, signal) : await attempt();
    } catch (error) {
      if (error instanceof TesseraError && error.shouldLog) this.log(name, error);
      throw error;
    }
  }

  /** POST booking-session; the new token replaces whatever session was stored. */
  async createSession(body: object = {}, signal?: AbortSignal): Promise<Record<string, unknown>> {
    const ids = this.options.sessionIds?.() ?? {};
    const create = (sent: object) =>
      this.call('createBookingSession', { body: sent }, { signal }) as Promise<Record<
        string,
        unknown
      > | null>;
    let result;
    try {
      result = await create({ ...ids, ...body });
    } catch (error) {
      // A refused id (an unknown user, a malformed id) must not stop the buyer: the developer is
      // told, and the session is made without the ids.
      if (!(error instanceof TesseraError) || error.status !== 400 || !Object.keys(ids).length)
        throw error;
      this.idsRefused = true;
      this.options.logger.warn(
        '[tessera] booking-session refused user-id/distributor-session-id (UUID4s the API knows)',
        error.fieldErrors,
      );
      result = await create(body);
    }
    const token = result?.['booking-session'];
    if (typeof token !== 'string' || token === '') {
      const error = unreadableError(200, 'shape', JSON.stringify(result) ?? '');
      this.log('createBookingSession', error);
      throw error;
    }
    this.options.session.start(token);
    return result as Record<string, unknown>;
  }

  /** The active token; creates a session when there is none, refuses when it has expired. */
  private ensureSession(signal?: AbortSignal): Promise<string> {
    const { session } = this.options;
    const token = session.token;
    if (token) return Promise.resolve(token);
    if (session.status === 'expired') return Promise.reject(sessionExpiredError());
    // Concurrent first calls share one creation, which no single caller's abort cancels.
    this.pendingSession ??= this.createSession()
      .then(() => this.options.session.token ?? '')
      .finally(() => {
        this.pendingSession = null;
      });
    return raceAbort(this.pendingSession, signal);
  }

  private async credentials(spec: EndpointSpec, signal?: AbortSignal): Promise<Credentials> {
    const sessionToken = spec.headers.includes('BS') ? await this.ensureSession(signal) : null;
    let authToken: string | null = null;
    if (spec.headers.includes('AZ')) {
      try {
        if (!this.options.getAuthToken) throw new Error('getAuthToken is not configured');
        // The host page's callback is given a call's time: a token server that stopped answering
        // must not hold the step for ever.
        const token = within(this.options.getAuthToken(), this.options.timeoutMs, 'getAuthToken');
        authToken = await raceAbort(token, signal);
        if (!authToken) throw new Error('getAuthToken resolved to an empty token');
      } catch (cause) {
        if (signal?.aborted) throw abortError(signal);
        // A refusal of the payment, for the buyer: its words load as for any (no answer came to
        // load them with).
        await refusalReady();
        throw new TesseraError({
          status: 0,
          kind: 'http',
          code: null,
          title: 'Authorization unavailable',
          description: 'The host page did not provide an authorization token.',
          action: 'reauthorize',
          cause,
        });
      }
    }
    return { sessionToken, authToken };
  }

  private withDefaults(values: object | undefined, fields: readonly DefaultField[] = []) {
    const out: Record<string, unknown> = { ...(values ?? {}) };
    for (const field of fields) {
      if (out[field] !== undefined) continue;
      out[field] = field === 'currency' ? this.options.currency : this.options.language;
    }
    return out;
  }

  private async attempt(
    name: EndpointName,
    spec: EndpointSpec,
    input: CallInput,
    credentials: Credentials,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const { options } = this;
    if (signal?.aborted) throw abortError(signal);
    const inQuery = spec.method === 'GET' || spec.method === 'DELETE';
    const query = inQuery ? this.withDefaults(input.query, spec.defaults) : input.query;
    const body = inQuery ? undefined : this.withDefaults(input.body, spec.defaults);
    const url =
      options.baseUrl.replace(/\/+$/, '') +
      fillPath(pathFor(name, options.apiVersion), input.pathParams ?? {}) +
      serializeQuery(query);
    const init: RequestInit = {
      method: spec.method,
      headers: buildHeaders(spec.headers, { distributorId: options.distributorId, ...credentials }),
    };
    // A body-less PUT (mark in basket) sends none rather than '{}'.
    if (body && (Object.keys(body).length > 0 || input.body)) init.body = JSON.stringify(body);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    init.signal = controller.signal;
    let response: Response;
    let text: string;
    try {
      response = await options.fetch(url, init);
      text = await response.text();
    } catch (cause) {
      if (signal?.aborted) throw abortError(signal);
      if (timedOut) throw timeoutError(options.timeoutMs);
      throw networkError(cause);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
    return await this.settle(name, spec, response, text, credentials.sessionToken);
  }

  private async settle(
    name: EndpointName,
    spec: EndpointSpec,
    response: Response,
    text: string,
    sessionToken: string | null,
  ): Promise<unknown> {
    const { session } = this.options;
    if (!response.ok) {
      // The body reader is its own chunk: a landing that never meets an error never loads it.
      // One that cannot load (the widget's host went offline), or not within a call's time (the
      // host stopped answering), reads as the network fault it is: the step offers to try again
      // rather than waiting for ever. What the rules prepare for a refusal loads beside it.
      const [{ parseErrorResponse }] = await Promise.all([
        codeWithin(import('./error-body.js'), "The error body's reader", this.options.timeoutMs),
        refusalReady(),
      ]);
      const error = parseErrorResponse(
        response.status,
        response.statusText,
        text,
        parseRetryAfter(response.headers.get('Retry-After')),
      );
      if (sessionToken && response.status === 401 && error.action !== 'reauthorize') {
        session.expire(sessionToken);
        throw withAction(error, 'new-session');
      }
      if (sessionToken) session.touch(sessionToken);
      throw error;
    }
    if (sessionToken) session.touch(sessionToken);
    if (!spec.closesSession) return readBody(name, response, text);
    try {
      const body = readBody(name, response, text);
      session.clear();
      return body;
    } catch (error) {
      // The server did it (a 2xx) and closed the session, but what it made cannot be read: the
      // session has ended for the buyer, who starts again (never a new session in its place).
      if (sessionToken && error instanceof TesseraError) {
        session.expire(sessionToken);
        throw withAction(error, 'new-session');
      }
      session.clear();
      throw error;
    }
  }

  private log(name: EndpointName, error: TesseraError) {
    this.options.logger.warn(`[tessera] ${name} failed: ${error.status} code ${error.code}`, {
      title: error.title,
      description: error.description,
      requestId: error.requestId,
      exceptionId: error.exceptionId,
      body: error.body.slice(0, 4000),
    });
  }
}

/**
 * A success body as the endpoint's callers expect it, or an unreadable TesseraError: no body where one
 * is needed, another content type than JSON, JSON cut short, or another top-level shape. Answers
 * the client ignores (204 or any JSON, see SHAPES) are never refused.
 */
function readBody(name: EndpointName, response: Response, text: string): unknown {
  const check = SHAPES[name];
  const empty = text.trim() === '';
  if (check === null) {
    if (empty) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  const { status } = response;
  if (empty) throw unreadableError(status, 'empty', text);
  const type = response.headers.get('Content-Type');
  // No Content-Type at all is read as JSON; any other declared type (an HTML page) is not.
  if (type && !/json/i.test(type)) throw unreadableError(status, 'content-type', text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw unreadableError(status, 'malformed', text, cause);
  }
  if (!check(body)) throw unreadableError(status, 'shape', text);
  return body;
}
