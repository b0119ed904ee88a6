/**
 * The production build, not the dev server's modules: the other specs run the widget's source
 * through Vite's dev server, while distributors get dist/ (one bundled, minified entry, its lazy
 * chunks, the build's template minifier and chunking). Here a plain host page on the sandbox's
 * origin loads a fresh build with one script tag, and buyers book through it, in a brand file and
 * in Spanish, so what only the build does is exercised by whole flows too.
 */
import type { APIRequestContext, Locator, Page, Request, Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { buildDist, type DistBuild } from '../../bench/dist-build.js';
import {
  expect,
  test,
  CARDS,
  bookTheatre,
  chooseTheatre,
  enterCard,
  expectAxeClean,
  expectPaid,
  fillLead,
  main,
  payButton,
  payByCard,
  resetSandbox,
} from './flow.js';

/** Where the host page loads the build from (served by the test from the temporary dist/). */
const BUILD = '/__tessera-build/';
const HOST = `${BUILD}host.html`;

let dist: DistBuild;
let info: { distributor_id: string; publishable_key: string };

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  dist = await buildDist();
  info = (await (await request.get('/__sandbox/info')).json()) as typeof info;
});
test.afterAll(() => dist?.remove());
test.beforeEach(async ({ request }) => resetSandbox(request));

/** The distributor's page: Stripe's stand-in, the widget's one script tag and its element. */
function hostPage(attributes: Record<string, string>) {
  const attrs = Object.entries(attributes)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Distributor page</title>
    <link rel="icon" href="data:," />
    <script src="/sandbox-assets/stripe.js"></script>
    <script type="module" src="${BUILD}tessera.js"></script>
  </head>
  <body>
    <tessera-booking ${attrs}></tessera-booking>
  </body>
</html>`;
}

/**
 * Opens the host page with the build; returns the scripts the page fetched, so a test can show
 * that the widget came from the build and not from the dev server's source.
 */
async function openHost(page: Page, attributes: Record<string, string> = {}) {
  await page.route(
    (url) => url.pathname.startsWith(BUILD),
    async (route) => {
      const path = new URL(route.request().url()).pathname.slice(BUILD.length);
      if (path === 'host.html') {
        const base = new URL(route.request().url()).origin;
        return route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: hostPage({
            'api-base': base,
            distributor: info.distributor_id,
            'stripe-key': info.publishable_key,
            currency: 'EUR',
            ...attributes,
          }),
        });
      }
      const file = normalize(join(dist.outDir, path));
      if (!file.startsWith(dist.outDir + sep) || !dist.files.includes(path)) {
        return route.fulfill({ status: 404 });
      }
      return route.fulfill({
        contentType: 'text/javascript; charset=utf-8',
        body: readFileSync(file),
      });
    },
  );
  const scripts: string[] = [];
  page.on('request', (r: Request) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(HOST);
  return scripts;
}

/** Every script of the widget came from the build: none of the dev server's source modules. */
function expectOnlyTheBuild(scripts: string[]) {
  expect(scripts).toContain(`${BUILD}tessera.js`);
  expect(scripts.filter((s) => s.startsWith(`${BUILD}chunks/`)).length).toBeGreaterThan(0);
  expect(scripts.filter((s) => !s.startsWith(BUILD) && s !== '/sandbox-assets/stripe.js')).toEqual(
    [],
  );
}

/** Searches for `text` and opens `name` from the results. */
async function openFromResults(page: Page, text: string, name: string) {
  await page.getByRole('searchbox', { name: 'Search attractions' }).fill(text);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
}

async function searchAndOpen(page: Page, text: string, name: string) {
  await openFromResults(page, text, name);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** How light a colour is, 0 to 1 (relative luminance of its sRGB channels, roughly). */
const lightness = (rgb: string) => {
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
  return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
};

/** The card form's Card number field's background, as Stripe's form (the stand-in) shows it. */
const cardBackground = (page: Page) =>
  page
    .getByRole('group', { name: 'Card details' })
    .getByRole('textbox', { name: 'Card number' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** The chunk that dresses Stripe's form in a brand (src/brand/stripe.ts). */
const brandLook = (scripts: string[]) =>
  scripts.filter((s) => /\/chunks\/stripe-[\w-]{8}\.js$/.test(s));

/**
 * Checkout and a card to PAID. With `look`: a page with a brand file fetches the code that
 * dresses Stripe's form in it, and the form is dressed (Midnight Jazz is dark); a page without one
 * does not fetch it, and the form wears the built-in light look.
 */
async function pay(page: Page, look?: { scripts: string[]; branded: boolean }) {
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await enterCard(page, CARDS.ok);
  if (look) {
    const background = lightness(await cardBackground(page));
    if (look.branded) expect(background).toBeLessThan(0.3);
    else expect(background).toBeGreaterThan(0.9);
    expect(brandLook(look.scripts)).toHaveLength(look.branded ? 1 : 0);
  }
  await payButton(page).click();
  await expectPaid(page);
}

test('a seated theatre booking from search to PAID, in a dark brand file', async ({ page }) => {
  const scripts = await openHost(page, { brand: '/demo/brands/midnight-jazz.json' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find your next experience' }),
  ).toBeVisible();
  // The brand file was loaded, validated and applied by the build: the page background is dark.
  await expect
    .poll(() =>
      page.locator('tessera-booking').evaluate((el) => {
        const root = el.shadowRoot!.querySelector('.root')!;
        const [r, g, b] = getComputedStyle(root).backgroundColor.match(/\d+/g)!.map(Number);
        return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
      }),
    )
    .toBeLessThan(0.3);
  await searchAndOpen(page, 'Phantom', 'The Phantom Lighthouse');
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await pay(page, { scripts, branded: true });
  await expect(main(page)).toContainText(/Adult · Stalls, row \w+, seat\s\d+/);
  await expectAxeClean(page, 'theatre confirmation of the production build');
  expectOnlyTheBuild(scripts);
});

/** The tour's first date, its full-day option and a pickup point, ready to add to the basket. */
async function chooseStonehenge(page: Page) {
  await page.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().click();
  const option = page.getByRole('radio', { name: 'Full day with entry tickets' });
  await option.click();
  await expect(option).toBeChecked();
  await page.getByRole('radio', { name: 'Central Station, London' }).click();
}

test('a tour with a pickup point from search to PAID', async ({ page }) => {
  const scripts = await openHost(page);
  await stonehengeChosen(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await pay(page, { scripts, branded: false });
  await expect(main(page)).toContainText('Stonehenge & Bath Day Trip');
  expectOnlyTheBuild(scripts);
});

test('in Spanish: the landing, the search and its results', async ({ page }) => {
  const scripts = await openHost(page, { language: 'es' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Encuentra tu próxima experiencia' }),
  ).toBeVisible();
  await page.getByRole('searchbox').fill('Phantom');
  await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
  // The main region's name is in Spanish too.
  const region = page.getByRole('main');
  await expect(region).toContainText('Ordenar por');
  await expect(region).toContainText(/\d+ resultados?/);
  await expect(page.getByRole('link', { name: /The Phantom Lighthouse/ }).first()).toBeVisible();
  expectOnlyTheBuild(scripts);
});

/** A chunk of the build by its group's name (`theatre` for chunks/theatre-AbC123.js). */
const chunk = (name: string) => (url: URL) =>
  new RegExp(`^${BUILD}chunks/${name}-[\\w-]{8}\\.js$`).test(url.pathname);

test("the theatre step's chunk (the step with its seat map) cannot be fetched: No connection, Try again opens it, and the buyer pays", async ({
  page,
}) => {
  await openHost(page);
  // Routes added later are asked first: the build's theatre chunk fails as when the connection
  // is gone; everything else is still served from the build. A theatre's page fetches it (its
  // performances come with the step's code).
  const theatre = chunk('theatre');
  await page.route(theatre, (route) => route.abort('internetdisconnected'));
  await openFromResults(page, 'Phantom', 'The Phantom Lighthouse');
  const alert = main(page).getByRole('alert').filter({ hasText: 'No connection' });
  await expect(alert).toContainText('Check your internet connection, then try again.');
  await page.unroute(theatre);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeVisible();
  // The step and its plan, then what the buyer came for.
  await chooseTheatre(page, 'Stalls (Premium)', 2, true);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await pay(page);
});

/** The next POST of `path` is refused: another buyer holds what it asks for (code 41). */
async function taken(request: APIRequestContext, path: string) {
  const data = { method: 'POST', path, count: 1, kind: 'status', status: 400, code: 41 };
  expect((await request.post('/__sandbox/faults', { data })).ok()).toBe(true);
}

test("a refusal in the build: the words of its code load with it, not before, and its way on works (a tour's last tickets taken)", async ({
  page,
  request,
}) => {
  const scripts = await openHost(page);
  await stonehengeChosen(page);
  const words = chunk('guidance-codes');
  const fetched = () => scripts.filter((s) => words(new URL(s, 'http://h'))).length;
  expect(fetched(), "the happy path so far has not fetched the codes' words").toBe(0);
  await taken(request, '/v2/tours/reservations');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  const soldOut = main(page).getByRole('alert').filter({ hasText: 'Not enough tickets left' });
  await expect(soldOut).toBeVisible();
  expect(fetched()).toBe(1);
  await soldOut.getByRole('button', { name: 'Check availability' }).click();
  await expect(soldOut).toBeHidden();
  await chooseStonehenge(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await pay(page);
});

test("the codes' words cannot be fetched: the refusal reads in the API's own words with a support reference, and the buyer books", async ({
  page,
  request,
}) => {
  await openHost(page);
  await page.route(chunk('guidance-codes'), (route) => route.abort('internetdisconnected'));
  await stonehengeChosen(page);
  await taken(request, '/v2/tours/reservations');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  const refusal = main(page).getByRole('alert').filter({ hasText: 'Reference for support' });
  await expect(refusal).toBeVisible();
  await expect(refusal).not.toContainText('Not enough tickets left');
  await refusal.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refusal).toBeHidden();
  await chooseStonehenge(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
});

test('a reload at the basket shows the basket from the build without the theatre step, and the buyer pays', async ({
  page,
}) => {
  const scripts = await openHost(page);
  await searchAndOpen(page, 'Phantom', 'The Phantom Lighthouse');
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  scripts.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(main(page)).toContainText('The Phantom Lighthouse');
  // The basket comes with the booking chunk (search, the shared modules and the purchase steps'
  // frame, already in the tab's cache): not the theatre step's code.
  const names = scripts.map((s) => s.slice(BUILD.length));
  expect(names.some((s) => /^chunks\/booking-/.test(s))).toBe(true);
  expect(names.filter((s) => /^chunks\/(theatre|tour)-[\w-]{8}\.js$/.test(s))).toEqual([]);
  await pay(page);
});

// Code that does not come: a chunk of the build, the language's words or Stripe.js held back (a
// host that stopped answering). The page's clock flows as usual until a test jumps it past the
// 20 s the widget gives them (src/state/code-loads.ts); then the buyer is told, never left with a
// placeholder for ever.

/** Holds back every request `matching` asks: the routes, to answer later. */
async function holdBack(page: Page, matching: string | ((url: URL) => boolean)) {
  const held: Route[] = [];
  await page.route(matching, (route) => void held.push(route));
  return held;
}

/** Jumps the page's clock past the 20 s wait: `shown` shows only at its end. */
async function pastTheWait(page: Page, shown: Locator) {
  await page.clock.fastForward(19_000);
  await expect(shown).toBeHidden();
  await page.clock.fastForward(1_500);
  await expect(shown).toBeVisible();
}

const noConnection = (page: Page) =>
  main(page).getByRole('alert').filter({ hasText: 'No connection' });

/** The Stonehenge tour chosen on its step, ready for Add to basket. */
async function stonehengeChosen(page: Page) {
  await searchAndOpen(page, 'Stonehenge', 'Stonehenge & Bath Day Trip');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await chooseStonehenge(page);
}

test("the error body's reader does not arrive: after the call's 20 s the refusal reads as No connection, not a step that waits for ever, and Try again books", async ({
  page,
  request,
}) => {
  await page.clock.install();
  await openHost(page);
  const held = await holdBack(page, chunk('error-body'));
  await stonehengeChosen(page);
  await taken(request, '/v2/tours/reservations');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect.poll(() => held.length, 'the refusal asked for its reader').toBe(1);
  await pastTheWait(page, noConnection(page));
  await expect(noConnection(page)).toContainText('Check your internet connection, then try again.');
  await noConnection(page).getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await Promise.all(held.map((route) => route.abort()));
});

test("the theatre step's chunk does not arrive: after 20 s No connection rather than a skeleton for ever, and Try again opens the page once it comes", async ({
  page,
}) => {
  await page.clock.install();
  await openHost(page);
  const held = await holdBack(page, chunk('theatre'));
  await openFromResults(page, 'Phantom', 'The Phantom Lighthouse');
  await expect.poll(() => held.length, "the page asked for the step's code").toBe(1);
  await pastTheWait(page, noConnection(page));
  // The host answers after all (the build's own route serves the chunk).
  await held[0]!.fallback();
  await noConnection(page).getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeVisible();
  await chooseTheatre(page, 'Stalls (Premium)', 2, true);
});

test("the checkout's chunk does not arrive: after 20 s No connection rather than a skeleton for ever, and the checkout shows by itself once it comes", async ({
  page,
}) => {
  await page.clock.install();
  await openHost(page);
  const held = await holdBack(page, chunk('tessera-checkout'));
  await stonehengeChosen(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await expect.poll(() => held.length, 'the checkout asked for its code').toBe(1);
  await pastTheWait(page, noConnection(page));
  // The host answers after all: the checkout shows without the buyer doing anything.
  await held[0]!.fallback();
  await expect(main(page).getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(noConnection(page)).toBeHidden();
  await fillLead(page);
  await payByCard(page);
});

test("an arena's drawing code does not come in time: after 20 s the plan is drawn with an element per seat, and the buyer picks from it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await openHost(page);
  const held = await holdBack(page, chunk('drawn-plan'));
  await searchAndOpen(page, 'Titan Arena', 'Titan Arena: World Tour Live');
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect.poll(() => held.length, 'the plan asked for its drawing code').toBe(1);
  const seats = page.getByRole('region', { name: '3. Choose your seats' });
  await expect(seats.getByRole('status')).toHaveText('Loading the seating plan…');
  await page.clock.fastForward(20_500);
  await expect(seats.getByRole('status')).toHaveCount(0, { timeout: 30_000 });
  const band = 'Section 102 (Premium)';
  await page.getByRole('heading', { name: band }).click();
  await page.getByRole('combobox', { name: `Adult tickets, ${band}` }).selectOption('2');
  await expect(page.getByRole('application', { name: 'Seating plan' })).toBeVisible();
  const plan = page.locator('tessera-seat-map');
  expect(await plan.evaluate((el) => el.shadowRoot!.querySelectorAll('circle.seat').length)).toBe(
    20_000,
  );
  await expect(plan.locator('svg path[data-ts-drawn]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Find best seats' }).click();
  await expect(page.getByRole('heading', { name: 'Your seats 2 of 2' })).toBeVisible();
  await Promise.all(held.map((route) => route.abort()));
});

test('a Spanish page whose words do not come: after 20 s the widget in English rather than a skeleton, then in Spanish once they come', async ({
  page,
}) => {
  await page.clock.install();
  await openHost(page, { language: 'es' });
  const spanish = page.getByRole('heading', { level: 1, name: 'Encuentra tu próxima experiencia' });
  // In Spanish first, so no request of this page is left to hold; then the page again, its
  // Spanish words held back (asked before the build's own route).
  await expect(spanish).toBeVisible();
  const held = await holdBack(page, chunk('es'));
  await page.reload();
  await expect.poll(() => held.length, 'the page asked for the Spanish words').toBe(1);
  await pastTheWait(
    page,
    page.getByRole('heading', { level: 1, name: 'Find your next experience' }),
  );
  await held[0]!.fallback();
  await expect(spanish).toBeVisible();
});

test('Stripe.js does not come (a blocker, a stalled host): after 20 s the card form did not load and nothing was charged; once Stripe is allowed, Try again shows the form and the buyer pays', async ({
  page,
}) => {
  // The page's Stripe.js is blocked, and the one the widget then asks js.stripe.com for is held.
  await page.route('**/sandbox-assets/stripe.js', (route) => route.abort('blockedbyclient'));
  const held = await holdBack(page, 'https://js.stripe.com/**');
  await page.clock.install();
  await openHost(page);
  await stonehengeChosen(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await expect.poll(() => held.length, 'the checkout asked for Stripe.js').toBe(1);
  const alert = main(page).getByRole('alert').filter({ hasText: 'The card form did not load' });
  await pastTheWait(page, alert);
  await expect(alert).toContainText('Nothing was charged.');
  await expect(alert).toContainText('allow Stripe on this page');
  // The reason, not a placeholder of the form under it.
  await expect(main(page).locator('tessera-skeleton')).toHaveCount(0);
  // The buyer allows Stripe: its script runs, and the held request ends.
  await page.unroute('**/sandbox-assets/stripe.js');
  await page.addScriptTag({ url: '/sandbox-assets/stripe.js' });
  await held[0]!.fulfill({ contentType: 'text/javascript', body: '' });
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toBeHidden();
  await payByCard(page);
});
