// `npm run build:demo` as a distributor gets it: a folder of static files served by a plain file
// server (no Vite, no sandbox server). The sandbox answers from the page's service worker, its
// state in IndexedDB, and the demo books a seated theatre ticket to PAID through 3D Secure, the
// file server gone after the first page (offline) and the worker stopped once on the way. The
// folder is served at the host's root and on a sub-path (as a GitHub Pages project site).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Page } from '@playwright/test';
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

const ROOT = resolve('test-results/static-demo');
const PORT = Number(process.env.E2E_PORT ?? 5199) + 2;
const base = `http://127.0.0.1:${PORT}`;
/** The folder also served on a sub-path, as a GitHub Pages project site serves it. */
const SUB = '/shop/tessera-demo';
const folder = `${base}${SUB}`;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
let server: Server | undefined;

/**
 * A file server and nothing else: files by path, a folder's index.html, else 404; the folder at
 * the root and at SUB.
 */
function serveStatic(root: string): Server {
  return createServer((req, res) => {
    let path = decodeURIComponent(new URL(req.url ?? '/', base).pathname);
    if (path.startsWith(`${SUB}/`)) path = path.slice(SUB.length);
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) file = join(root, 'missing');
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (req.method !== 'GET' || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404);
      return void res.end();
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A child process: an in-process Vite build would set NODE_ENV for the specs after this one.
  const built = spawnSync('node_modules/.bin/tsx', ['scripts/build-demo.ts', ROOT], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  expect(built.status, 'npm run build:demo').toBe(0);
  server = serveStatic(ROOT);
  await new Promise<void>((ready) => server!.listen(PORT, '127.0.0.1', ready));
});
/** The host goes away (the buyer is offline): from then on only the worker answers. */
function stopServer() {
  return new Promise<void>((done) => {
    if (!server) return done();
    server.close(() => done());
    server.closeAllConnections();
    server = undefined;
  });
}
test.afterAll(stopServer);

let pageErrors: string[] = [];
let elsewhere: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = [];
  elsewhere = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  // Offline: nothing may leave this origin (no API, no Stripe, no fonts).
  page.on('request', (r) => {
    const url = r.url();
    if (![`${base}/`, `blob:${base}/`, 'data:'].some((p) => url.startsWith(p))) elsewhere.push(url);
  });
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
  expect(elsewhere).toEqual([]);
});

/** The browser stops the sandbox's worker, as it does whenever the worker is idle. */
async function stopWorker(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

test('the static demo renders the order email and the e-ticket in the page, in Arabic', async ({
  page,
}) => {
  // No server renders anything: MJML and PDFKit run in the page, the Noto fonts are files of the
  // folder (all but CJK). The e-ticket is the same module Node's `tessera-brand render` uses.
  test.setTimeout(120_000);
  // From the sub-path: the fonts are the folder's, wherever it is served.
  await page.goto(`${folder}/demo/?language=ar&brand=midnight-jazz`);
  await page.getByRole('tab', { name: 'Email' }).click();
  const email = page.frameLocator('iframe[title="Order confirmation email"]');
  await expect(email.getByText('TSB-000001', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(email.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByRole('tab', { name: 'E-ticket' }).click();
  const ticket = page.getByRole('tabpanel', { name: 'E-ticket' });
  await expect(ticket.getByRole('img', { name: /^E-ticket page \d+ of 4$/ })).toHaveCount(4, {
    timeout: 60_000,
  });
  // Every font Arabic needs came from the folder: nothing is noted missing.
  await expect(ticket.locator('.note')).toHaveCount(0);
  const href = await ticket.getByRole('link', { name: 'Download the PDF' }).getAttribute('href');
  const pdf = await page.evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url!)).arrayBuffer());
    return new TextDecoder('latin1').decode(bytes);
  }, href);
  expect(pdf.startsWith('%PDF-')).toBe(true);
  // The Arabic and the Latin Noto faces are embedded (subset names end in the family).
  expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic/);
  expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-/);

  // Japanese needs the CJK collections, which the folder leaves out: the tab says so.
  await page.getByLabel('Language').selectOption('ja');
  await expect(ticket.locator('.note')).toContainText('CJK');
});

test('the static demo at the root of its host: the worker serves the whole origin and the landing shows', async ({
  page,
}) => {
  await page.goto(`${base}/`);
  await expect(page).toHaveURL(`${base}/demo/`);
  await expect(main(page).getByRole('heading', { name: 'Highlights' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    `${base}/sandbox-sw.js`,
  );
});

test('the static demo on a sub-path books a seated theatre ticket to PAID through 3D Secure, and resets', async ({
  page,
}) => {
  // A whole booking, a worker restart and a reset on one page, on a machine that may be busy.
  test.setTimeout(120_000);
  await page.goto(`${folder}/`);
  await expect(page).toHaveURL(`${folder}/demo/`);
  // A first visit: the page is not yet controlled by the worker and must wait for it.
  await page.goto(`${folder}/demo/?tessera=${encodeURIComponent('attraction/TH-LON-01')}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    `${folder}/sandbox-sw.js`,
  );
  expect(await page.evaluate(() => 'litIssuedWarnings' in window)).toBe(false);

  // Offline from here: the worker keeps the folder's files and answers the API itself.
  await stopServer();
  expect((await fetch(`${folder}/demo/`).catch(() => null))?.status).toBeUndefined();

  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  const put = page.waitForResponse((r) => r.request().method() === 'PUT');
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  const confirmed = await put;
  const { user_id } = (await confirmed.json()) as { user_id: string };
  const headers = await confirmed.request().allHeaders();

  // The basket, the transaction and the payment intent outlive the worker (IndexedDB). The
  // browser stops only an idle worker: once the card form is up, nothing is in flight.
  await expect(
    page.getByRole('group', { name: 'Card details' }).getByRole('textbox', { name: 'Card number' }),
  ).toBeVisible();
  await stopWorker(page);
  await enterCard(page, CARDS.challenge);
  await payButton(page).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expectPaid(page);

  const transactions = () =>
    page.evaluate(
      async ({ path, headers }) => {
        const r = await fetch(path, { headers });
        return r.ok ? ((await r.json()) as { status: string }[]).map((t) => t.status) : r.status;
      },
      {
        path: `/v2/users/${user_id}/transactions`,
        headers: {
          'Service-Distributor': headers['service-distributor'],
          'Booking-Session': headers['booking-session'],
        },
      },
    );
  expect(await transactions()).toEqual(['PAID']);

  // The demo's reset empties the sandbox: the buyer's user and transaction are gone.
  await page.getByRole('button', { name: 'Reset sandbox' }).click();
  await expect(page).toHaveURL(`${folder}/demo/`);
  await expect(main(page)).toBeVisible();
  expect(await transactions()).toBe(404);

  // The host-isolation page, still offline, shows the landing from the same worker.
  await page.goto(`${folder}/demo/isolation.html`);
  await expect(main(page).getByRole('heading', { name: 'Highlights' })).toBeVisible();
});
