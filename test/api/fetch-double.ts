/**
 * A fetch double for the client tests: records every request and answers from a route function.
 * A route may return a Response, a Promise of one (that the request's abort signal rejects, like
 * real fetch), or throw to simulate a network failure.
 */
import { createApiClient, type ApiClientConfig } from '../../src/api/index.js';

export interface RecordedRequest {
  url: string;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  rawBody: string | undefined;
}

export type Route = (request: RecordedRequest, index: number) => Response | Promise<Response>;

export interface FetchDouble {
  fetch: typeof fetch;
  requests: RecordedRequest[];
}

/** A body of POST reservations/confirm, for a saved payment method (no real data needed). */
export const SAVED_CONFIRM = {
  email: 'e',
  first_name: 'f',
  second_name: 's',
  phone_number: 'p',
  reservations: ['r'],
  payment_method_id: 'pm',
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function text(body: string, status: number, statusText = ''): Response {
  return new Response(body, { status, statusText });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** Never answers; only the request's signal ends it. */
export function hang(): Promise<Response> {
  return new Promise(() => {});
}

export function createFetchDouble(route: Route): FetchDouble {
  const requests: RecordedRequest[] = [];
  const fetchDouble = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const parsed = new URL(url, 'http://test.invalid');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const rawBody = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      url,
      method: init.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      headers,
      body: rawBody === undefined ? undefined : JSON.parse(rawBody),
      rawBody,
    };
    requests.push(request);
    const signal = init.signal;
    if (signal?.aborted) throw signal.reason;
    const answer = Promise.resolve().then(() => route(request, requests.length - 1));
    if (!signal) return answer;
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      answer.then(resolve, reject);
    });
  };
  return { fetch: fetchDouble as typeof fetch, requests };
}

/** A route that hands out a booking session and answers everything else with `rest`. */
export function withSession(rest: Route, token = 'bs-token-1'): Route {
  return (request, index) =>
    request.path.endsWith('/booking-session') && request.method === 'POST'
      ? json({ 'booking-session': token })
      : rest(request, index);
}

/** An in-memory Storage stand-in shared between "page loads" of a test. */
export function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/**
 * The smallest success body of the right top-level shape for a request's endpoint, for tests
 * about requests rather than answers (the client refuses bodies of another shape).
 */
export function fitting(request: Pick<RecordedRequest, 'method' | 'path'>): Response {
  const { method, path } = request;
  const detail = { attraction: {}, instances: [] };
  const rules: [RegExp, unknown][] = [
    [/\/(attraction-types|categories|cities|seats|availability|transactions)$/, []],
    [/\/attractions$/, { results: [], alternative_results: [], total: 0 }],
    [/\/(attractions|theater-events)\/[^/]+$/, detail],
    [/\/instances\/[^/]+$/, { instance_id: 'i', price_bands: [] }],
    [/\/tours\/[^/]+$/, { ...detail, price_types: [] }],
    [/\/common$/, { continents: [], countries: [], cities: [], categories: [], airports: [] }],
    [/\/reservations\/confirm$/, { transaction_id: 't', user_id: 'u' }],
  ];
  if (/\/(theater-events|tours)\/reservations$/.test(path)) return json({ reservation_id: 'r' });
  if (path.endsWith('/reservations') && method === 'GET')
    return json({ reservations: [], total_price: {} });
  if (path.endsWith('/reservations') && method === 'PUT')
    return json({ transaction_id: 't', user_id: 'u', client_secret: 'cs' });
  for (const [pattern, body] of rules) if (pattern.test(path)) return json(body);
  return json({});
}

/**
 * A client on a fetch double answering from `route` (with the booking session), no storage, quick
 * retries, and the warnings it logs collected.
 */
export function clientOn(route: Route, extra: Partial<ApiClientConfig> = {}) {
  return clientFor(createFetchDouble(withSession(route)), extra);
}

/** The same client on a fetch double of the test's own (one that answers the session itself). */
export function clientFor(double: FetchDouble, extra: Partial<ApiClientConfig> = {}) {
  const warnings: unknown[][] = [];
  const client = createApiClient({
    baseUrl: '',
    distributorId: 'd',
    language: 'en',
    currency: 'EUR',
    fetch: double.fetch,
    storage: null,
    retry: { baseDelayMs: 1, maxDelayMs: 20 },
    logger: { warn: (...args: unknown[]) => warnings.push(args) },
    ...extra,
  });
  return { client, double, warnings };
}
