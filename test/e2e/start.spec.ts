// `npm start` as a newcomer runs it: the production build of the demo and the widget (Lit in
// production mode, minified), with the sandbox on the same origin, books to PAID.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  expect,
  test,
  CARDS,
  bookTheatre,
  enterCard,
  expectPaid,
  fillLead,
  main,
  payButton,
} from './flow.js';

const PORT = Number(process.env.E2E_PORT ?? 5199) + 40;
const base = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, fail) => {
    server!.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`${base}/demo/`)) ready();
    });
    server!.on('exit', (code) => fail(new Error(`npm start exited with ${code}`)));
  });
});
test.afterAll(() => void server?.kill());

test('npm start: the production demo books a seated theatre ticket to PAID, Lit in production mode', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await fetch(`${base}/__sandbox/reset`, { method: 'POST' });
  await page.goto(`${base}/?tessera=${encodeURIComponent('attraction/TH-LON-01')}`);
  await expect(page).toHaveURL(/\/demo\//);
  await page.goto(`${base}/demo/?tessera=${encodeURIComponent('attraction/TH-LON-01')}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeVisible();
  // Lit's development build announces itself in this global; the production build does not.
  expect(await page.evaluate(() => 'litIssuedWarnings' in window)).toBe(false);
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
  expect(errors).toEqual([]);
});
