// A sandbox with persistence (the static demo's service worker keeps it in IndexedDB) loads its
// state before its first request and saves it after each: a new sandbox over the same saved state,
// as after the browser stopped the worker, knows the sessions, the clock and the payment intents.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSandbox } from '../../demo/sandbox/app.js';
import { SANDBOX_DISTRIBUTOR_ID } from '../../demo/sandbox/constants.js';
import type { SandboxPersistence, SandboxState } from '../../demo/sandbox/persistence.js';

/** IndexedDB's semantics without IndexedDB: a structured clone kept aside. */
function keptAside(): SandboxPersistence & { saves: number } {
  let saved: SandboxState | undefined;
  return {
    saves: 0,
    load: async () => (saved ? structuredClone(saved) : undefined),
    async save(state) {
      this.saves++;
      saved = structuredClone(state);
    },
  };
}

const caller =
  (sandbox: ReturnType<typeof createSandbox>) =>
  (path: string, init: RequestInit = {}) =>
    sandbox.fetch(
      new Request(`http://sandbox.test${path}`, {
        ...init,
        headers: {
          'Service-Distributor': SANDBOX_DISTRIBUTOR_ID,
          'Content-Type': 'application/json',
          ...(init.headers as Record<string, string>),
        },
      }),
    );

test('a new sandbox over saved state goes on where the last one stopped', async () => {
  const persistence = keptAside();
  const first = caller(createSandbox({ log: () => {}, persistence }));
  const opened = await first('/v2/booking-session', { method: 'POST', body: '{}' });
  const token = ((await opened.json()) as Record<string, string>)['booking-session'];
  const intent = (await (
    await first('/__sandbox/stripe/intents', {
      method: 'POST',
      body: JSON.stringify({ amount: 1200, currency: 'EUR' }),
    })
  ).json()) as { id: string; client_secret: string };
  await first('/__sandbox/clock', { method: 'POST', body: JSON.stringify({ advance_ms: 60_000 }) });
  assert.equal(persistence.saves, 3);

  const second = caller(createSandbox({ log: () => {}, persistence }));
  const bs = { headers: { 'Booking-Session': token } };
  assert.equal((await second('/v2/reservations', bs)).status, 200);
  const found = await second(
    `/__sandbox/stripe/payment_intents/${intent.id}?client_secret=${intent.client_secret}`,
  );
  assert.equal(found.status, 200);
  // The clock kept its minute's advance.
  const clock = await second('/__sandbox/clock', {
    method: 'POST',
    body: JSON.stringify({ advance_ms: 0 }),
  });
  const ahead = Date.parse(((await clock.json()) as { now: string }).now) - Date.now();
  assert.ok(ahead > 50_000 && ahead <= 60_000, `the clock is ${ahead} ms ahead`);
});

test('without persistence a new sandbox starts empty (the Node hosts keep state in memory)', async () => {
  const first = caller(createSandbox({ log: () => {} }));
  const opened = await first('/v2/booking-session', { method: 'POST', body: '{}' });
  const token = ((await opened.json()) as Record<string, string>)['booking-session'];
  const second = caller(createSandbox({ log: () => {} }));
  assert.equal(
    (await second('/v2/reservations', { headers: { 'Booking-Session': token } })).status,
    401,
  );
});

test('requests run one at a time, each saved before its answer', async () => {
  const persistence = keptAside();
  const call = caller(createSandbox({ log: () => {}, persistence }));
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => call('/v2/booking-session', { method: 'POST', body: '{}' })),
  );
  assert.deepEqual(
    answers.map((a) => a.status),
    [200, 200, 200, 200, 200],
  );
  assert.equal(persistence.saves, 5);
});
