/**
 * Talks to the sandbox over real HTTP from the test page (same origin, through the dev server),
 * in an isolated sandbox instance of its own (X-Sandbox-Instance), and checks every API response
 * against src/api/openapi.yaml through POST /__sandbox/contract-check.
 */
export interface Info {
  distributor_id: string;
  login: string;
  password: string;
  publishable_key: string;
}

// Test code reads many shapes; each read is still checked against the contract first.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface Reply<T = Loose> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface CallOptions {
  body?: unknown;
  /** Raw body text (sent as is). */
  raw?: string;
  headers?: Record<string, string>;
  /** Send no Booking-Session, or this token instead of the current one. */
  session?: string | null;
  /** Send no Service-Distributor, or this value. */
  distributor?: string | null;
  /** Skip the contract check (for bodies that are not JSON on purpose). */
  unchecked?: boolean;
}

export const today = () => new Date().toISOString().slice(0, 10);
export const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export class SandboxClient {
  readonly instance = `conformance-${crypto.randomUUID()}`;
  token = '';
  info!: Info;
  /** Operations whose responses were checked, for the coverage test. */
  static checked = new Set<string>();

  static async create(): Promise<SandboxClient> {
    const client = new SandboxClient();
    client.info = (await client.control('GET', '/__sandbox/info')).body as Info;
    return client;
  }

  /** A /__sandbox control call on this client's instance. */
  async control(method: string, path: string, body?: unknown): Promise<Reply> {
    const res = await fetch(path, {
      method,
      headers: {
        'X-Sandbox-Instance': this.instance,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers, text };
  }

  /** An API call; its response must match the contract unless `unchecked`. */
  async call<T = Loose>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'X-Sandbox-Instance': this.instance };
    const sd = options.distributor === undefined ? this.info.distributor_id : options.distributor;
    if (sd !== null) headers['Service-Distributor'] = sd;
    const bs = options.session === undefined ? this.token : options.session;
    if (bs) headers['Booking-Session'] = bs;
    if (options.body !== undefined || options.raw !== undefined)
      headers['Content-Type'] = 'application/json';
    Object.assign(headers, options.headers);
    const res = await fetch(path, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await res.text();
    let body: unknown = null;
    if (text && !options.unchecked) body = JSON.parse(text);
    if (!options.unchecked) {
      const verdict = await this.control('POST', '/__sandbox/contract-check', {
        method,
        path,
        status: res.status,
        body,
      });
      const v = verdict.body as { ok: boolean; operation: string | null; errors: string[] };
      if (v.operation) SandboxClient.checked.add(v.operation);
      if (!v.ok)
        throw new Error(
          `${method} ${path} -> ${res.status} breaks the contract: ${v.errors.join('; ')}\n${text.slice(0, 400)}`,
        );
    }
    return { status: res.status, body: body as T, headers: res.headers, text };
  }

  async newSession(body: unknown = {}): Promise<string> {
    const r = await this.call('POST', '/v2/booking-session', { body, session: null });
    if (r.status !== 200) throw new Error(`booking session: ${r.status} ${r.text}`);
    this.token = r.body['booking-session'];
    return this.token;
  }

  advance(ms: number) {
    return this.control('POST', '/__sandbox/clock', { advance_ms: ms });
  }

  reset() {
    return this.control('POST', '/__sandbox/reset');
  }
}

/** Business error (format 1) with the given status and code. */
export function expectBusiness(r: Reply, status: number, code: number): void {
  const b = r.body as Record<string, unknown>;
  const ok =
    r.status === status &&
    b?.code === code &&
    typeof b.timestamp === 'string' &&
    typeof b.exception_id === 'string' &&
    typeof b.request_id === 'string';
  if (!ok)
    throw new Error(`expected ${status} code ${code} (business format), got ${r.status} ${r.text}`);
}

/** Standard HTTP error (format 3): title, description, code null, nothing else. */
export function expectHttp(r: Reply, status: number): void {
  const b = r.body as Record<string, unknown>;
  const ok =
    r.status === status &&
    b?.code === null &&
    typeof b.title === 'string' &&
    !('timestamp' in b) &&
    !('errors' in b);
  if (!ok)
    throw new Error(`expected ${status} in the standard HTTP format, got ${r.status} ${r.text}`);
}

/** Validation error (format 2) naming `field`. */
export function expectValidation(r: Reply, field: string): void {
  const b = r.body as { code?: unknown; errors?: Record<string, string[]> };
  const ok = r.status === 400 && b?.code === null && Array.isArray(b.errors?.[field]);
  if (!ok) throw new Error(`expected a validation error on ${field}, got ${r.status} ${r.text}`);
}
