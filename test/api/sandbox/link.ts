/**
 * Connects the real API client to the sandbox over real HTTP (same origin, through the test
 * runner's dev server), in an isolated sandbox instance per link (X-Sandbox-Instance).
 *
 * The link's `fetch` is the browser's own fetch plus that header: it records what the client
 * sent (to compare with doc 2's header column) and hands every JSON response it can read to
 * POST /__sandbox/contract-check, so the bodies the tests rely on are also checked against
 * src/api/openapi.yaml. Nothing here answers for the sandbox.
 */
import { TesseraError, createApiClient } from '../../../src/api/index.js';
import type {
  ApiClient,
  ApiClientConfig,
  ApiVersion,
  SessionStorageLike,
} from '../../../src/api/index.js';

export interface Info {
  distributor_id: string;
  login: string;
  password: string;
  publishable_key: string;
}

export interface Sent {
  method: string;
  url: URL;
  /** Lower-case header names. */
  headers: Record<string, string>;
}

export interface LogEntry {
  method: string;
  path: string;
  status: number;
  time: string;
}

export interface FaultSpec {
  method?: string;
  path: string;
  kind: 'status' | 'latency' | 'html' | 'malformed' | 'drop' | 'exception' | 'empty' | 'wrong-type';
  status?: number;
  code?: number;
  latency_ms?: number;
  count?: number;
}

/** sessionStorage-shaped memory, so tests do not share a stored session by accident. */
export function memoryStorage(): SessionStorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

export const today = () => new Date().toISOString().slice(0, 10);

export class SandboxLink {
  readonly instance = `client-${crypto.randomUUID()}`;
  info!: Info;
  readonly sent: Sent[] = [];
  /** What the client logged (unknown codes and the like); kept off the console. */
  readonly warnings: unknown[][] = [];
  private readonly checks: Promise<string | null>[] = [];
  /** How many responses went through the contract check. */
  checked = 0;

  static async create(): Promise<SandboxLink> {
    const link = new SandboxLink();
    link.info = (await link.control('GET', '/__sandbox/info')) as Info;
    return link;
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('X-Sandbox-Instance', this.instance);
    const method = (init?.method ?? 'GET').toUpperCase();
    const url = new URL(String(input), location.href);
    const seen: Record<string, string> = {};
    headers.forEach((value, name) => {
      if (name !== 'x-sandbox-instance') seen[name] = value;
    });
    this.sent.push({ method, url, headers: seen });
    const response = await globalThis.fetch(input, { ...init, headers });
    this.checks.push(this.check(method, url, response.clone()));
    return response;
  };

  /** Sends a readable JSON (or empty) body to the contract check; null when it passes. */
  private async check(method: string, url: URL, response: Response): Promise<string | null> {
    let body: unknown = null;
    try {
      const text = await response.text();
      body = text.trim() === '' ? null : JSON.parse(text);
    } catch {
      return null; // an HTML page, a cut body or a dropped connection: nothing to validate
    }
    this.checked += 1;
    const verdict = (await this.control('POST', '/__sandbox/contract-check', {
      method,
      path: url.pathname,
      status: response.status,
      body,
    })) as { ok: boolean; errors: string[] };
    return verdict.ok
      ? null
      : `${method} ${url.pathname} -> ${response.status}: ${verdict.errors.join('; ')}`;
  }

  /** Every response read so far matched src/api/openapi.yaml. */
  async contractViolations(): Promise<string[]> {
    const results = await Promise.all(this.checks);
    return results.filter((r): r is string => r !== null);
  }

  /** A /__sandbox control call on this link's instance; returns the parsed body (or null). */
  async control(method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await globalThis.fetch(path, {
      method,
      headers: {
        'X-Sandbox-Instance': this.instance,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }

  fault(spec: FaultSpec) {
    return this.control('POST', '/__sandbox/faults', spec);
  }

  advanceClock(ms: number) {
    return this.control('POST', '/__sandbox/clock', { advance_ms: ms });
  }

  /** The sandbox's own log of API requests, optionally only one method and path. */
  async requests(method?: string, path?: string): Promise<LogEntry[]> {
    const log = (await this.control('GET', '/__sandbox/requests')) as LogEntry[];
    return log.filter((e) => (!method || e.method === method) && (!path || e.path === path));
  }

  /** POST /v2/auth with the sandbox credentials, as a distributor's server would. */
  async authToken(): Promise<string> {
    const res = await globalThis.fetch('/v2/auth', {
      method: 'POST',
      headers: { 'X-Sandbox-Instance': this.instance, 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: this.info.login, password: this.info.password }),
    });
    const body = (await res.json()) as { token: string };
    if (res.status !== 200) throw new Error(`auth: ${res.status}`);
    return body.token;
  }

  /** The real client, wired to this sandbox; fast retries and in-memory storage by default. */
  client<V extends ApiVersion = 'v2'>(config: Partial<ApiClientConfig<V>> = {}): ApiClient<V> {
    return createApiClient<V>({
      baseUrl: '',
      distributorId: this.info.distributor_id,
      language: 'en',
      currency: 'GBP',
      storage: memoryStorage(),
      retry: { baseDelayMs: 20, maxDelayMs: 100 },
      logger: { warn: (...args: unknown[]) => void this.warnings.push(args) },
      ...config,
      fetch: this.fetch,
    } as ApiClientConfig<V>);
  }
}

/** The TesseraError a call rejects with; fails when it resolves or rejects with anything else. */
export async function failure(call: Promise<unknown>): Promise<TesseraError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TesseraError) return error;
    throw new Error(`expected a TesseraError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the call to fail, it succeeded');
}
