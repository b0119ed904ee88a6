/**
 * BUYER-WALK "Double click, Enter pressed twice, slow network: one request, one reservation, one
 * confirmation", at every place. Each action's request is made slow (1.5 s), the buyer activates
 * it twice, and the sandbox's request log must hold that request once, with the outcome once.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import {
  CARDS,
  LEAD,
  enterCard,
  expect,
  expectPaid,
  main,
  payButton,
  resetSandbox,
  sandboxRequests,
  test,
  type LoggedRequest,
} from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

const SLOW_MS = 1500;

/** The next request matching method and path (a sandbox glob) answers 1.5 s late. */
async function slow(request: APIRequestContext, method: string, path: string) {
  const r = await request.post('/__sandbox/faults', {
    data: { method, path, kind: 'latency', latency_ms: SLOW_MS, count: 1 },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

/** The API's requests logged after `mark`, the log's length when the action started. */
async function since(request: APIRequestContext, mark: number): Promise<LoggedRequest[]> {
  return (await sandboxRequests(request)).slice(mark);
}
const mark = async (request: APIRequestContext) => (await sandboxRequests(request)).length;
const matching = (log: LoggedRequest[], method: string, path: RegExp) =>
  log.filter((r) => r.method === method && path.test(r.path));

/** Records the widget's requests of that method and path, query included, until stopped. */
function watch(page: Page, method: string, path: RegExp) {
  const urls: string[] = [];
  const seen = (r: Request) => {
    const url = new URL(r.url());
    if (r.method() === method && path.test(url.pathname)) urls.push(url.pathname + url.search);
  };
  page.on('request', seen);
  return { urls, stop: () => page.off('request', seen) };
}

/** No failure message anywhere in the widget. */
async function expectNoError(page: Page) {
  await expect(main(page).getByRole('alert')).toHaveCount(0);
}

test('search to PAID: every action pressed twice on a slow network is sent and done once', async ({
  page,
  request,
}) => {
  const m = main(page);
  await page.goto('/demo/');
  const box = page.getByRole('searchbox', { name: 'Search attractions' });
  await expect(box).toBeVisible();

  // S1: a double click on the navbar's Search button, then Enter twice in its search box.
  for (const [text, twice] of [
    ['Phantom', () => page.getByRole('search').getByRole('button', { name: 'Search' }).dblclick()],
    ['Lighthouse', async () => (await box.press('Enter'), box.press('Enter'))],
  ] as const) {
    const at = await mark(request);
    await slow(request, 'GET', '/v2/attractions');
    await box.fill(text);
    await twice();
    await expect(
      page.getByRole('heading', { level: 1, name: `Results for “${text}”` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /The Phantom Lighthouse/ }).first()).toBeVisible();
    expect(matching(await since(request, at), 'GET', /^\/v2\/attractions$/)).toHaveLength(1);
  }

  // S1 filters: a price typed and Enter pressed twice is one new search.
  let at = await mark(request);
  await slow(request, 'GET', '/v2/attractions');
  const filters = page.getByRole('form', { name: 'Search filters' });
  await filters.getByText('Price and distance').click();
  const max = filters.getByRole('spinbutton', { name: /Max price/ });
  await max.fill('500');
  await max.press('Enter');
  await max.press('Enter');
  await expect(page.getByRole('link', { name: /The Phantom Lighthouse/ }).first()).toBeVisible();
  await page.waitForTimeout(SLOW_MS);
  const searches = matching(await since(request, at), 'GET', /^\/v2\/attractions$/);
  expect(searches).toHaveLength(1);
  await expectNoError(page);

  // S2: a double click on a performance's Choose opens the theatre step once.
  await page
    .getByRole('link', { name: /The Phantom Lighthouse/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeVisible();
  const historyBefore = await page.evaluate(() => history.length);
  at = await mark(request);
  await slow(request, 'GET', '/v2/theater-events/TH-LON-01');
  const reads = watch(page, 'GET', /^\/v2\/theater-events\/TH-LON-01$/);
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .dblclick();
  await expect(page.getByRole('heading', { name: 'Book The Phantom Lighthouse' })).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' }),
  ).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
  // The step reads the page of performances and looks for the chosen one: each read once.
  reads.stop();
  expect(reads.urls.length).toBeGreaterThan(0);
  expect(new Set(reads.urls).size, reads.urls.join('\n')).toBe(reads.urls.length);
  expect(
    matching(await since(request, at), 'GET', /^\/v2\/theater-events\/TH-LON-01$/),
  ).toHaveLength(reads.urls.length);

  // S3: Find best seats twice is one block of two seats (chosen here, nothing is sent).
  await page.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' }).selectOption('2');
  at = await mark(request);
  await page.getByRole('button', { name: 'Find best seats' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Your seats 2 of 2' })).toBeVisible();
  expect(matching(await since(request, at), 'POST', /reservations/)).toEqual([]);

  // S3: Add to basket twice is one reservation.
  at = await mark(request);
  await slow(request, 'POST', '/v2/theater-events/reservations');
  await page.getByRole('button', { name: 'Add to basket' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(m.getByRole('button', { name: 'Remove The Phantom Lighthouse' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Basket, 2 tickets' })).toBeVisible();
  expect(
    matching(await since(request, at), 'POST', /^\/v2\/theater-events\/reservations$/),
  ).toHaveLength(1);
  await expectNoError(page);

  // S5: Continue to checkout twice opens the details once, read once.
  at = await mark(request);
  await slow(request, 'GET', '/v2/reservations');
  const historyAtBasket = await page.evaluate(() => history.length);
  await m.getByRole('button', { name: 'Continue to checkout' }).dblclick();
  await expect(m.getByRole('textbox', { name: 'Email' })).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(historyAtBasket + 1);
  expect(matching(await since(request, at), 'GET', /^\/v2\/reservations$/)).toHaveLength(1);

  // S7: Continue twice sends PUT reservations (the transaction) once.
  await m.getByRole('textbox', { name: 'Email' }).fill(LEAD.email);
  await m.getByRole('textbox', { name: 'First name' }).fill(LEAD.first);
  await m.getByRole('textbox', { name: 'Last name' }).fill(LEAD.last);
  await m.getByRole('textbox', { name: 'Mobile phone' }).fill(LEAD.phone);
  at = await mark(request);
  await slow(request, 'PUT', '/v2/reservations');
  await m.getByRole('button', { name: 'Continue' }).dblclick();
  await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();
  await expectNoError(page);
  expect(matching(await since(request, at), 'PUT', /^\/v2\/reservations$/)).toHaveLength(1);

  // S8: Pay twice is one confirmation to PAID.
  const confirms: string[] = [];
  page.on('request', (r) => {
    if (/payment_intents\/[^/]+\/confirm/.test(r.url())) confirms.push(r.url());
  });
  await enterCard(page, CARDS.ok);
  await payButton(page).dblclick();
  await expectPaid(page);
  expect(confirms).toHaveLength(1);
  const log = await sandboxRequests(request);
  expect(matching(log, 'PUT', /^\/v2\/reservations$/)).toHaveLength(1);
});
