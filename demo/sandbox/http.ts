/** Request helpers shared by the routes: header checks, JSON bodies, query checkers. */
import type { Context } from 'hono';
import { SANDBOX_DISTRIBUTOR_ID } from './constants.js';
import { httpError, validationError } from './errors.js';
import type { Lang } from './i18n/language.js';
import type { Store } from './state/store.js';
import { Checker } from './validate.js';

export interface Env {
  /** `language`: what the request's words are in (see the language middleware). */
  Variables: { requestId: string; language: Lang };
}
export type Ctx = Context<Env>;

/** SD column of doc 2: the header must carry the sandbox's Distributor ID (else 401, format 3). */
export function requireDistributor(c: Ctx): void {
  const sd = c.req.header('Service-Distributor');
  if (!sd) throw httpError(401, 'Service-Distributor header is required.');
  if (sd !== SANDBOX_DISTRIBUTOR_ID) throw httpError(401, 'Unknown Service-Distributor.');
}

/** CT column: a body must be sent as application/json (415, format 3). */
export async function readJson(c: Ctx): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  const type = c.req.header('Content-Type') ?? '';
  // An empty body without a type is read as {} so calls whose fields are all optional work.
  if (!text.trim() && !type) return {};
  if (!/^application\/json\s*(;|$)/i.test(type))
    throw httpError(415, 'Content-Type must be application/json.');
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw validationError({ body: ['The request body is not valid JSON.'] });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw validationError({ body: ['The request body must be a JSON object.'] });
  return body as Record<string, unknown>;
}

export function bodyChecker(body: Record<string, unknown>): Checker {
  return new Checker(body, 'body');
}

export function queryChecker(c: Ctx): Checker {
  return new Checker(c.req.query(), 'query');
}

export const useSession = (c: Ctx, store: Store) =>
  store.useSession(c.req.header('Booking-Session'));

/** The version segment of the request path. */
export const versionOf = (c: Ctx): 1 | 2 => (c.req.path.startsWith('/v1/') ? 1 : 2);
