/** /__sandbox/*: controls for tests and the demo; never part of the widget. */
import type { Hono } from 'hono';
import {
  SANDBOX_DISTRIBUTOR_ID,
  SANDBOX_LOGIN,
  SANDBOX_PASSWORD,
  SANDBOX_PUBLISHABLE_KEY,
  SANDBOX_USER_ID,
} from '../constants.js';
import type { Deps } from '../deps.js';
import { bodyChecker, queryChecker, readJson, type Env } from '../http.js';
import type { Fault } from '../state/types.js';
import { checkResponse } from '../contract.js';

const KINDS = [
  'status',
  'latency',
  'html',
  'malformed',
  'drop',
  'exception',
  'empty',
  'wrong-type',
  'validation',
  'http',
  'payment',
] as const;

/** `/v2/attractions*` -> a RegExp where `*` matches anything. */
const glob = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

export function controlRoutes(app: Hono<Env>, { store, stripe }: Deps): void {
  app.get('/__sandbox/info', (c) =>
    c.json({
      distributor_id: SANDBOX_DISTRIBUTOR_ID,
      login: SANDBOX_LOGIN,
      password: SANDBOX_PASSWORD,
      publishable_key: SANDBOX_PUBLISHABLE_KEY,
      user_id: SANDBOX_USER_ID,
    }),
  );

  app.post('/__sandbox/reset', (c) => {
    store.clock.reset();
    store.reset();
    stripe.reset();
    return c.body(null, 204);
  });

  app.post('/__sandbox/clock', async (c) => {
    const check = bodyChecker(await readJson(c));
    const ms = check.int('advance_ms', { required: true, min: 0 });
    check.done();
    store.clock.advance(ms ?? 0);
    store.sweep();
    return c.json({ now: new Date(store.now()).toISOString() });
  });

  app.get('/__sandbox/sms', (c) => {
    const check = queryChecker(c);
    const phone = check.str('phone_number', { required: true });
    check.done();
    const code = store.sms.get(phone ?? '');
    if (!code)
      return c.json(
        { title: '404 Not Found', description: 'No code was sent to that number.', code: null },
        404,
      );
    return c.json({ code });
  });

  app.post('/__sandbox/faults', async (c) => {
    const check = bodyChecker(await readJson(c));
    const method = (check.str('method') ?? '*').toUpperCase();
    const path = check.str('path', { required: true });
    const kind = check.str('kind', { required: true, oneOf: KINDS });
    const status = check.int('status', { min: 400, max: 599 });
    const code = check.int('code');
    const latency = check.int('latency_ms', { min: 0, max: 60_000 });
    const count = check.int('count', { min: 1 });
    const field = check.str('field');
    const paymentCode = check.str('payment_code');
    check.done();
    const fault: Fault = {
      method,
      pattern: path ?? '',
      path: glob(path ?? ''),
      kind: kind as Fault['kind'],
      // The status each kind answers with unless told: 503 for a provider fault, 400 for a
      // validation or payment refusal, 415 for a plain HTTP one.
      status:
        status ?? (kind === 'http' ? 415 : kind === 'validation' || kind === 'payment' ? 400 : 503),
      code: code ?? 0,
      field: field ?? 'date_start',
      paymentCode: paymentCode ?? 'processing_error',
      latencyMs: latency ?? 2000,
      remaining: count ?? 1,
    };
    store.faults.push(fault);
    return c.json(
      {
        method,
        path,
        kind,
        status: fault.status,
        code: fault.code,
        latency_ms: fault.latencyMs,
        count: fault.remaining,
      },
      201,
    );
  });

  app.delete('/__sandbox/faults', (c) => {
    store.faults = [];
    return c.body(null, 204);
  });

  app.get('/__sandbox/requests', (c) => c.json(store.log));

  // The ids each booking session was created with, as the API stores them for reporting.
  app.get('/__sandbox/sessions', (c) =>
    c.json(
      [...store.sessions.values()].map((s) => ({
        distributor_session_id: s.distributorSessionId,
        user_id: s.userId,
        language: s.language,
        status: s.status,
      })),
    ),
  );

  // For conformance tests: does this response match src/api/openapi.yaml?
  app.post('/__sandbox/contract-check', async (c) => {
    const raw = await readJson(c);
    const check = bodyChecker(raw);
    const method = check.str('method', { required: true });
    const path = check.str('path', { required: true });
    const status = check.int('status', { required: true });
    check.done();
    return c.json(await checkResponse(method!, path!, status!, raw.body));
  });
}
