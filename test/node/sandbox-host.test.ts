// One process, several sandboxes: an instance chosen by X-Sandbox-Instance has its own clock and
// state, so a test that advances time does not expire sessions of the main sandbox.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSandboxHost } from '../../demo/sandbox/host.js';
import { SANDBOX_DISTRIBUTOR_ID } from '../../demo/sandbox/constants.js';

const host = createSandboxHost({ log: () => {} });
const call = (path: string, init: RequestInit = {}, instance?: string) =>
  host.fetch(
    new Request(`http://sandbox.test${path}`, {
      ...init,
      headers: {
        'Service-Distributor': SANDBOX_DISTRIBUTOR_ID,
        'Content-Type': 'application/json',
        ...(instance ? { 'X-Sandbox-Instance': instance } : {}),
        ...(init.headers as Record<string, string>),
      },
    }),
  );

test('advancing the clock of an instance leaves the main sandbox alone', async () => {
  const session = async (instance?: string) =>
    (
      (await (
        await call('/v2/booking-session', { method: 'POST', body: '{}' }, instance)
      ).json()) as Record<string, string>
    )['booking-session'];
  const main = await session();
  const isolated = await session('a');
  await call(
    '/__sandbox/clock',
    { method: 'POST', body: JSON.stringify({ advance_ms: 21 * 60_000 }) },
    'a',
  );
  const bs = (token: string) => ({ headers: { 'Booking-Session': token } });
  assert.equal((await call('/v2/reservations', bs(main))).status, 200);
  assert.equal((await call('/v2/reservations', bs(isolated), 'a')).status, 401);
  // Tokens do not cross instances either.
  assert.equal((await call('/v2/reservations', bs(main), 'b')).status, 401);
});
