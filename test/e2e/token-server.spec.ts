// The authorization callback as a distributor wires it (examples/token-server): the demo with
// `?saved-payment` pays with the saved payment method, its token fetched from the demo's own
// server, which alone knows the API login and password.
import type { Request } from '@playwright/test';
import {
  expect,
  test,
  bookTheatre,
  expectPaid,
  fillLead,
  main,
  payButton,
  resetSandbox,
  sandboxRequests,
} from './flow.js';
import { SANDBOX_PASSWORD } from '../../demo/sandbox/constants.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('a saved payment method pays to PAID with a token from the distributor server; the browser never sees the password', async ({
  page,
  request,
}) => {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  await page.goto(`/demo/?saved-payment&tessera=${encodeURIComponent('attraction/TH-LON-01')}`);
  const m = main(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeVisible();
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await m.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await expect(
    m.getByText('You pay with the payment method saved for your account.'),
  ).toBeVisible();
  await payButton(page).click();
  await expectPaid(page);

  // The page asked its own server for the token, and sent it with the confirmation.
  const tokenCalls = seen.filter((r) => new URL(r.url()).pathname === '/demo/tessera-token');
  expect(tokenCalls.length).toBeGreaterThan(0);
  const confirm = seen.find((r) => new URL(r.url()).pathname === '/v1/reservations/confirm');
  expect(confirm?.headers()['authorization']).toMatch(/^Bearer \S+/);
  // The API's login went from the server: no request of the page asks for a token or holds the
  // password, and the API logged one POST /v2/auth.
  expect(seen.filter((r) => /\/v\d\/auth$/.test(new URL(r.url()).pathname))).toEqual([]);
  expect(seen.some((r) => (r.postData() ?? '').includes(SANDBOX_PASSWORD))).toBe(false);
  const auth = (await sandboxRequests(request)).filter((r) => r.path === '/v2/auth');
  expect(auth.map((r) => r.status)).toEqual([200]);
});

test('the demo token endpoint answers only GET, never cached, and holds no password', async ({
  request,
}) => {
  expect((await request.post('/demo/tessera-token')).status()).toBe(405);
  const token = await request.get('/demo/tessera-token');
  expect(token.status()).toBe(200);
  expect(token.headers()['cache-control']).toBe('no-store');
  expect(await token.text()).not.toContain(SANDBOX_PASSWORD);
});
