/**
 * One error path (issue 15): every failure the buyer sees reaches the host page once as
 * `tessera-error` ({step, status, code, kind, title, message}, heard on `document`), the buyer
 * reads the one mapping's words for its kind whatever the step, and the action offered works.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { LEAD, expect, fillLead, main, resetSandbox, test, PERFORMANCE } from './flow.js';

interface ErrorDetail {
  step: string;
  status: number | null;
  code: number | string | null;
  kind: string;
  title: string;
  message: string;
}

/** The one mapping's words (src/state/rules/error-copy.ts), as the buyer reads them. */
const WORDS = {
  connection: ['No connection', 'Check your internet connection, then try again.'],
  unavailable: [
    'Temporarily unavailable',
    'The ticketing service is not answering right now. Please try again shortly.',
  ],
  unreadable: [
    'Unexpected answer',
    'The ticketing service sent an answer that could not be read. Please try again.',
  ],
  notFound: ['No longer available', 'This is no longer on sale. Please choose another.'],
} as const;
const KEPT = 'Your selection is kept.';

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  expect((await request.delete('/__sandbox/faults')).ok()).toBe(true);
  // What a distributor's page does to log failures: listen on the document.
  await page.addInitScript(() => {
    const w = window as unknown as { told: unknown[] };
    w.told = [];
    document.addEventListener('tessera-error', (e) => w.told.push((e as CustomEvent).detail));
  });
});

/** Every `tessera-error` the page heard so far. */
const told = (page: Page) =>
  page.evaluate(() => (window as unknown as { told: ErrorDetail[] }).told);

/** The next `count` requests of `method path` fail as the sandbox `fault` says. */
async function fault(
  request: APIRequestContext,
  method: string,
  path: string,
  sandbox: Record<string, unknown>,
  count = 1,
) {
  const data = { method, path, count, ...sandbox };
  // A connection an earlier drop cut may still sit in the pool: one more try.
  const res = await request
    .post('/__sandbox/faults', { data })
    .catch(() => request.post('/__sandbox/faults', { data }));
  expect(res.ok()).toBe(true);
}

/** The alert that says `title`: the error view, or a step's refusal notice. */
const alertSaying = (where: Locator, title: string) =>
  where.getByRole('alert').filter({ hasText: title });

/** The host page heard exactly `expected`, and still does a moment later (told once). */
async function expectTold(page: Page, expected: ErrorDetail[]) {
  await expect.poll(() => told(page)).toEqual(expected);
  await page.waitForTimeout(300);
  expect(await told(page)).toEqual(expected);
}

test('landing and search: a failed read is told once in the shared words; Try again shows it', async ({
  page,
  request,
}) => {
  // A 503 is repeated by the client three times before the buyer is told.
  await fault(request, 'GET', '/v2/showcases', { kind: 'status', status: 503, code: 0 }, 3);
  await page.goto('/demo/');
  const m = main(page);
  const [title, message] = WORDS.unavailable;
  const alert = alertSaying(m, title);
  await expect(alert).toContainText(message);
  const landing = { step: 'landing', status: 503, code: 0, kind: 'business', title, message };
  await expectTold(page, [landing]);
  // The demo embeds with data-layer: the same failure lands in GA4's dataLayer.
  const layer = await page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer);
  expect(layer).toContainEqual({ event: 'tessera_error', ...landing });

  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(m.getByRole('heading', { name: 'Featured' })).toBeVisible();
  await expect(m.getByRole('alert')).toHaveCount(0);

  // Another step, another kind: the connection cut on every attempt of the search.
  await fault(request, 'GET', '/v2/attractions', { kind: 'drop' }, 3);
  await page.getByRole('searchbox', { name: 'Search attractions' }).fill('Phantom');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const [offline, check] = WORDS.connection;
  const cut = alertSaying(m, offline);
  await expect(cut).toContainText(check);
  const search = {
    step: 'search',
    status: 0,
    code: null,
    kind: 'network',
    title: offline,
    message: check,
  };
  await expectTold(page, [landing, search]);
  await cut.getByRole('button', { name: 'Try again' }).click();
  await expect(m.getByRole('link', { name: /The Phantom Lighthouse/ }).first()).toBeVisible();
  expect(await told(page)).toEqual([landing, search]);
});

test('attraction gone: no Try again, the way back to the same results', async ({
  page,
  request,
}) => {
  await page.goto(`/demo/?tessera=${encodeURIComponent('search?q=Phantom')}`);
  const m = main(page);
  await fault(request, 'GET', '/v2/attractions/TH-LON-01', { kind: 'http', status: 404 });
  await m
    .getByRole('link', { name: /The Phantom Lighthouse/ })
    .first()
    .click();
  const [title, message] = WORDS.notFound;
  const alert = alertSaying(m, title);
  await expect(alert).toContainText(message);
  await expect(alert.getByRole('button')).toHaveCount(0);
  await expectTold(page, [
    { step: 'attraction', status: 404, code: null, kind: 'http', title, message },
  ]);
  await m.getByRole('button', { name: 'Back to results' }).click();
  await expect(m.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('Phantom');
  await expect(m.getByRole('link', { name: /The Phantom Lighthouse/ }).first()).toBeVisible();
});

test('theatre and tour steps: the same kind reads the same on both, and Try again loads each', async ({
  page,
  request,
}) => {
  const m = main(page);
  const [title, message] = WORDS.unreadable;
  const unreadable = { status: 200, code: null, kind: 'unreadable', title, message };

  await fault(request, 'GET', '/v2/theater-events/TH-LON-01', { kind: 'malformed' });
  await page.goto(`/demo/?tessera=${encodeURIComponent('book/theatre/TH-LON-01')}`);
  const theatre = alertSaying(m, title);
  await expect(theatre).toContainText(message);
  await expect(theatre.getByRole('button', { name: 'Back to the show' })).toBeVisible();
  await expectTold(page, [{ step: 'theatre', ...unreadable }]);
  await theatre.getByRole('button', { name: 'Try again' }).click();
  await expect(m.getByRole('button', { name: PERFORMANCE }).first()).toBeVisible();

  await fault(request, 'GET', '/v2/tours/TO-LON-01', { kind: 'malformed' });
  await page.goto(`/demo/?tessera=${encodeURIComponent('book/tour/TO-LON-01')}`);
  const tour = alertSaying(m, title);
  await expect(tour).toContainText(message);
  await expectTold(page, [{ step: 'tour', ...unreadable }]);
  // The way back: the tour's detail, from which the buyer books again.
  await tour.getByRole('button', { name: 'Back to the tour' }).click();
  await expect(
    m.getByRole('heading', { level: 1, name: 'Westminster Walking Tour' }),
  ).toBeVisible();
});

test('tour: a failed availability read and a refused reservation are each told once; the buyer books', async ({
  page,
  request,
}) => {
  await page.goto(`/demo/?tessera=${encodeURIComponent('book/tour/TO-LON-01')}`);
  const m = main(page);
  await m.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().click();
  const morning = m.getByRole('radio', { name: 'Morning group walk' });
  await expect(morning).toBeVisible();

  // Availability is read again for two adults; every attempt meets a 503.
  await fault(
    request,
    'POST',
    '/v2/tours/availability',
    { kind: 'status', status: 503, code: 0 },
    3,
  );
  await m.getByRole('button', { name: 'Add one Adult' }).click();
  const [title, message] = WORDS.unavailable;
  const notice = alertSaying(m, title);
  await expect(notice).toContainText(`${message} ${KEPT}`);
  const availability = {
    step: 'tour',
    status: 503,
    code: 0,
    kind: 'business',
    title,
    message: `${message} ${KEPT}`,
  };
  await expectTold(page, [availability]);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(morning).toBeVisible();
  await expect(m.getByRole('radiogroup')).toContainText('2 × Adult');
  await morning.check();

  // The API refuses the reservation with a business code: its own words, told with its code.
  await fault(request, 'POST', '/v2/tours/reservations', { kind: 'status', status: 400, code: 37 });
  await m.getByRole('button', { name: 'Add to basket' }).click();
  const refusal = alertSaying(m, 'More travellers needed');
  await expect(refusal).toBeVisible();
  const detail = (await told(page))[1]!;
  expect(detail).toMatchObject({ step: 'tour', status: 400, code: 37, kind: 'business' });
  expect(detail.title).toBe('More travellers needed');
  await expect(refusal).toContainText(detail.message);
  await refusal.getByRole('button', { name: 'Change travellers' }).click();
  await m.getByRole('button', { name: 'Add to basket' }).click();
  await expect(m.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  expect(await told(page)).toHaveLength(2);
});

test('basket and checkout: a failed listing and a failed code request, each told once; Try again goes on', async ({
  page,
  request,
}) => {
  const m = main(page);
  await page.goto(`/demo/?tessera=${encodeURIComponent('book/theatre/TH-LON-03')}`);
  await m.getByRole('button', { name: PERFORMANCE }).first().click();
  await m.getByRole('combobox', { name: 'Adult tickets, General Admission' }).selectOption('2');
  await m.getByRole('button', { name: 'Add to basket' }).click();
  const item = m.getByRole('article', { name: 'Stand-Up Saturdays' });
  await expect(item).toBeVisible();

  // The basket, the navbar's count and the timer read it: a 500 page for all three.
  await fault(request, 'GET', '/v2/reservations', { kind: 'html' }, 3);
  await page.reload();
  const [title, message] = WORDS.unavailable;
  const listing = alertSaying(m, title);
  await expect(listing).toContainText(message);
  await expectTold(page, [
    { step: 'basket', status: 500, code: null, kind: 'internal', title, message },
  ]);
  expect((await request.delete('/__sandbox/faults')).ok()).toBe(true);
  await listing.getByRole('button', { name: 'Try again' }).click();
  await expect(item).toBeVisible();

  // Continue to checkout; the code request's connection is cut.
  await m.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await fault(request, 'POST', '/v1/phone-number-verification', { kind: 'drop' });
  await m.getByRole('button', { name: 'Text me a code' }).click();
  const [offline, check] = WORDS.connection;
  const cut = alertSaying(m, offline);
  await expect(cut).toContainText(`${check} ${KEPT}`);
  await expect
    .poll(async () => (await told(page)).slice(1))
    .toEqual([
      {
        step: 'phone',
        status: 0,
        code: null,
        kind: 'network',
        title: offline,
        message: `${check} ${KEPT}`,
      },
    ]);
  await cut.getByRole('button', { name: 'Try again' }).click();
  await expect(m.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
  const sent = `We sent a code by text message to ${LEAD.phone}.`;
  // Said to a screen reader, and on the page.
  await expect(m.getByRole('status').filter({ hasText: sent })).toBeAttached();
  await expect(m.locator('p').filter({ hasText: sent })).toBeVisible();
  expect(await told(page)).toHaveLength(2);
});

test('a step whose code cannot be fetched: No connection, told once; Try again opens it', async ({
  page,
}) => {
  await page.goto('/demo/');
  const m = main(page);
  await expect(m.getByRole('heading', { name: 'Featured' })).toBeVisible();
  // The search step's module cannot be fetched, as when the connection is gone.
  const blocked = '**/src/features/search/tessera-search.ts*';
  await page.route(blocked, (route) => route.abort('internetdisconnected'));
  await page.getByRole('searchbox', { name: 'Search attractions' }).fill('Phantom');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const [title, message] = WORDS.connection;
  const alert = alertSaying(m, title);
  await expect(alert).toContainText(message);
  await expectTold(page, [
    { step: 'search', status: 0, code: null, kind: 'network', title, message },
  ]);
  await page.unroute(blocked);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(m.getByRole('link', { name: /The Phantom Lighthouse/ }).first()).toBeVisible();
  expect(await told(page)).toHaveLength(1);
});
