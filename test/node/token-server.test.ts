// examples/token-server against the sandbox API: the token the widget's getAuthToken receives,
// reused for a while, and a refusal told to the page without its reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createSandboxHost } from '../../demo/sandbox/host.js';
import { SANDBOX_LOGIN, SANDBOX_PASSWORD } from '../../demo/sandbox/constants.js';
// @ts-expect-error: a plain JavaScript example, without types.
import { createTokenHandler } from '../../examples/token-server/token-server.mjs';

async function listen(listener: RequestListener): Promise<{ server: Server; origin: string }> {
  const server = createServer(listener);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test('the token server hands out the API token, reuses it, and hides why the API refused', async (t) => {
  const api = await listen(getRequestListener(createSandboxHost().fetch));
  t.after(() => api.server.close());
  const good = await listen(
    createTokenHandler({ apiBase: api.origin, login: SANDBOX_LOGIN, password: SANDBOX_PASSWORD }),
  );
  const bad = await listen(
    createTokenHandler({ apiBase: api.origin, login: SANDBOX_LOGIN, password: 'not-it' }),
  );
  t.after(() => good.server.close());
  t.after(() => bad.server.close());
  const logged = async () =>
    ((await (await fetch(`${api.origin}/__sandbox/requests`)).json()) as { path: string }[]).filter(
      (r) => r.path === '/v2/auth',
    ).length;

  const first = await fetch(`${good.origin}/`);
  assert.equal(first.status, 200);
  assert.equal(first.headers.get('cache-control'), 'no-store');
  const token = await first.text();
  assert.match(token, /^\S{10,}$/);
  // Asked again within its 5 minutes: the same token, and no second login.
  const again = await (await fetch(`${good.origin}/`)).text();
  assert.equal(again, token);
  assert.equal(await logged(), 1, 'one POST /v2/auth for two tokens handed out');

  const refused = await fetch(`${bad.origin}/`);
  assert.equal(refused.status, 502);
  assert.equal(await refused.text(), 'No token');
  assert.equal((await fetch(`${good.origin}/`, { method: 'POST' })).status, 405);
});
