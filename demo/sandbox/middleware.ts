/** Cross-cutting behaviour: the request log and the injected faults of /__sandbox/faults. */
import type { MiddlewareHandler } from 'hono';
import {
  businessError,
  httpError,
  internalBody,
  paymentError,
  PROVIDER_CODES,
  validationError,
} from './errors.js';
import type { Env } from './http.js';
import { pickLanguage } from './i18n/language.js';
import { REFUSALS } from './i18n/refusals.js';
import type { Store } from './state/store.js';

const API = /^\/v[12]\//;
/** The catalogue's pictures: a fault may fail them too (a broken image host). */
const IMAGES = /^\/sandbox-assets\/images\//;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function requestLog(store: Store): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    if (!API.test(c.req.path) || c.req.method === 'OPTIONS') return;
    store.log.push({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      time: new Date(store.now()).toISOString(),
    });
  };
}

/** The language_code of a JSON body, if the request has one. */
async function bodyLanguage(c: Parameters<MiddlewareHandler<Env>>[0]): Promise<unknown> {
  if (!['POST', 'PUT'].includes(c.req.method)) return undefined;
  if (!/^application\/json/i.test(c.req.header('Content-Type') ?? '')) return undefined;
  try {
    // Hono keeps the text, so the route reads the same body afterwards.
    const body: unknown = JSON.parse(await c.req.text());
    return (body as Record<string, unknown> | null)?.language_code;
  } catch {
    return undefined;
  }
}

/**
 * The language of the request's words (names, descriptions, refusals): its `language_code`
 * (query or body), else its booking session's `language`, else English. Doc 2's 21 codes are
 * accepted; the sandbox translates into en, de, ar and ja and answers English for the rest.
 */
export function language(store: Store): MiddlewareHandler<Env> {
  return async (c, next) => {
    let code: unknown = c.req.query('language_code') ?? (await bodyLanguage(c));
    if (typeof code !== 'string' || !code) {
      const token = c.req.header('Booking-Session');
      code = token ? store.sessions.get(token)?.language : undefined;
    }
    c.set('language', pickLanguage(typeof code === 'string' ? code : undefined));
    await next();
  };
}

/**
 * Headers and the start of a body, then the connection is cut. Starting the body first matters:
 * Chromium silently retries a request whose connection closes before any byte arrives.
 */
function dropped(socket: { destroy(): void } | undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"results":['));
      if (socket) setTimeout(() => socket.destroy(), 50);
      else controller.error(new Error('connection dropped by a sandbox fault'));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

export function faults(store: Store): MiddlewareHandler<Env> {
  return async (c, next) => {
    const faultable = API.test(c.req.path) || IMAGES.test(c.req.path);
    if (!faultable || c.req.method === 'OPTIONS') return next();
    const fault = store.faults.find(
      (f) =>
        f.remaining > 0 &&
        (f.method === '*' || f.method === c.req.method) &&
        f.path.test(c.req.path),
    );
    if (!fault) return next();
    fault.remaining -= 1;
    store.faults = store.faults.filter((f) => f.remaining > 0);
    switch (fault.kind) {
      case 'latency':
        await sleep(fault.latencyMs);
        return next();
      case 'status': {
        // A 500 is an unhandled exception in doc 1's terms (format 5, no code).
        if (fault.status === 500) return c.json(internalBody(), 500);
        const name = PROVIDER_CODES[fault.code] ?? 'Provider error';
        throw businessError(fault.status, fault.code, name, REFUSALS.injected(name));
      }
      case 'exception':
        throw new Error('Injected unhandled exception (sandbox fault).');
      // Formats 2, 3 and 4, answered instead of the route (nothing is done).
      case 'validation':
        throw validationError({ [fault.field]: ['This field is required.'] });
      case 'http':
        throw httpError(fault.status, 'Refused by a sandbox fault.');
      case 'payment':
        throw paymentError(fault.status, fault.paymentCode, REFUSALS.paymentFault);
      case 'html':
        return c.html(
          '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>upstream proxy error</p></body></html>',
          500,
        );
      case 'malformed': {
        await next();
        const text = await c.res.text();
        const cut = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
        c.res = new Response(cut, {
          status: c.res.status === 204 ? 200 : c.res.status,
          headers: { 'Content-Type': 'application/json' },
        });
        return;
      }
      // The two below answer instead of the route, so nothing is booked or held meanwhile.
      case 'empty':
        return new Response(null, { status: 200, headers: { 'Content-Type': 'application/json' } });
      case 'wrong-type':
        // A 200 that is not the API's: a captive portal's or a proxy's sign-in page.
        return c.html(
          '<!DOCTYPE html><html><head><title>Sign in</title></head><body><h1>Sign in to continue</h1><form action="/login"></form></body></html>',
          200,
        );
      case 'drop': {
        // Under Node, cut the socket itself; a bare fetch host gets a body that errors instead.
        const env = c.env as { incoming?: { socket?: { destroy(): void } } } | undefined;
        return dropped(env?.incoming?.socket);
      }
    }
  };
}
