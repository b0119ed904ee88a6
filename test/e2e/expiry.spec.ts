/**
 * BUYER-WALK row "The session expires", at the attraction detail (S2), the theatre step (S3), the
 * tour step (S4), the basket (S5), the phone code (S6) and the checkout form (S7); attendees (S6)
 * are in `session`.
 * Two ways a session ends: the buyer acts after 20 minutes (the server answers 401), or the buyer
 * is away and the countdown reaches zero (the page's clock moved on with Playwright's clock).
 * Each test goes past the message: Start again, then the next booking, one reservation made.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import {
  bookTheatre,
  CARDS,
  chooseGrandCanyon,
  enterCard,
  expect,
  expectPaid,
  fillLead,
  LEAD,
  main,
  payButton,
  resetSandbox,
  sandboxRequests,
  smsCode,
  test,
} from './flow.js';

const MINUTES_21 = 21 * 60_000;

test.beforeEach(async ({ request }) => resetSandbox(request));

const open = (page: Page, route: string) =>
  page.goto(`/demo/?tessera=${encodeURIComponent(route)}`);

/** The tour step shows the choice made before: option and pickup chosen, the party of two. */
async function expectTourKept(page: Page) {
  await expect(page.getByRole('radio', { name: 'Helicopter and landing' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Central Station, Las Vegas' })).toBeChecked();
  await expect(page.getByRole('status', { name: 'Adult: 2' })).toBeVisible();
}

/** Tickets held: the Grand Canyon tour in the basket. */
async function holdTour(page: Page) {
  await open(page, 'book/tour/TO-LAS-01');
  await chooseGrandCanyon(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Basket, \d+ tickets?$/ })).toBeVisible();
}

/** 21 minutes pass on the server (and, when the page's clock is installed, in the page). */
async function twentyOneMinutesPass(page: Page, request: APIRequestContext, inPage: boolean) {
  expect((await request.post('/__sandbox/clock', { data: { advance_ms: MINUTES_21 } })).ok()).toBe(
    true,
  );
  if (inPage) await page.clock.fastForward(MINUTES_21);
}

/** One message, one way on, the released tickets gone, nothing left to pay with. */
async function expectOneExpiryMessage(page: Page) {
  const message = main(page).getByRole('alert').filter({ hasText: 'Your session has ended' });
  await expect(message).toBeVisible();
  await expect(message).toContainText('the tickets were released. Nothing was charged.');
  await expect(page.getByText('Nothing was charged').filter({ visible: true })).toHaveCount(1);
  await expect(
    page.getByRole('button', { name: 'Start again' }).filter({ visible: true }),
  ).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Basket, empty' })).toBeVisible();
  await expect(payButton(page).filter({ visible: true })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Add to basket' }).filter({ visible: true }),
  ).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveCount(0);
}

async function startAgain(page: Page) {
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByText('Your session has ended')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Basket, empty' })).toBeVisible();
}

async function reservations(request: APIRequestContext, path: string) {
  return (await sandboxRequests(request))
    .filter((r) => r.method === 'POST' && r.path === path)
    .map((r) => r.status);
}

test('S1 results with tickets held, buyer away: one message; Start again keeps the search, and booking from it works', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await holdTour(page);
  await open(page, 'search?q=lighthouse');
  const result = page.getByRole('link', { name: /The Phantom Lighthouse/ }).first();
  await expect(result).toBeVisible();
  await twentyOneMinutesPass(page, request, true);
  await expectOneExpiryMessage(page);
  await expect(result).toBeHidden();
  const searches = async () =>
    (await sandboxRequests(request)).filter(
      (r) => r.method === 'GET' && r.path === '/v2/attractions',
    ).length;
  const before = await searches();
  await startAgain(page);
  // The same results, read again for the new session (the step's element made anew).
  await expect(page.getByRole('searchbox', { name: 'Search attractions' })).toHaveValue(
    'lighthouse',
  );
  await expect(result).toBeVisible();
  await expect.poll(searches).toBe(before + 1);
  await result.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeVisible();
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await expect(
    main(page).getByRole('button', { name: /^Remove The Phantom Lighthouse/ }),
  ).toHaveCount(1);
  // The tour held before the session ended is gone; the new booking is the only one.
  await expect(main(page).getByRole('button', { name: /^Remove Grand Canyon/ })).toHaveCount(0);
  expect(await reservations(request, '/v2/theater-events/reservations')).toEqual([200]);
});

test('S2 detail, buyer away: one message; Start again stays on the attraction, and booking it works', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await holdTour(page);
  await open(page, 'attraction/TH-LON-01');
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeVisible();
  await twentyOneMinutesPass(page, request, true);
  await expectOneExpiryMessage(page);
  await startAgain(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeVisible();
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await expect(
    main(page).getByRole('button', { name: /^Remove The Phantom Lighthouse/ }),
  ).toHaveCount(1);
  expect(await reservations(request, '/v2/theater-events/reservations')).toEqual([200]);
});

test('S3 theatre step, buyer acts: one message; Start again keeps the performance and tickets, one Add books', async ({
  page,
  request,
}) => {
  await holdTour(page);
  await open(page, 'attraction/TH-LON-01');
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  const adults = page.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' });
  await adults.selectOption('2');
  await page.getByRole('button', { name: 'Find best seats' }).click();
  await expect(page.getByRole('heading', { name: 'Your seats 2 of 2' })).toBeVisible();
  const url = page.url();

  await twentyOneMinutesPass(page, request, false);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expectOneExpiryMessage(page);
  await startAgain(page);
  expect(page.url()).toBe(url);
  await expect(adults).toHaveValue('2');
  await expect(page.getByRole('heading', { name: 'Your seats 2 of 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(
    main(page).getByRole('button', { name: /^Remove The Phantom Lighthouse/ }),
  ).toHaveCount(1);
  await expect(main(page).getByRole('button', { name: /^Remove Grand Canyon/ })).toHaveCount(0);
});

test('S4 tour step, buyer acts: one message; Start again keeps date, option and pickup, one Add books', async ({
  page,
  request,
}) => {
  await open(page, 'attraction/TH-LON-01');
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await open(page, 'book/tour/TO-LAS-01');
  await chooseGrandCanyon(page);

  await twentyOneMinutesPass(page, request, false);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expectOneExpiryMessage(page);
  await startAgain(page);
  await expect(page.getByRole('radio', { name: 'Helicopter and landing' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Central Station, Las Vegas' })).toBeChecked();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: /^Remove Grand Canyon/ })).toHaveCount(1);
  await expect(
    main(page).getByRole('button', { name: /^Remove The Phantom Lighthouse/ }),
  ).toHaveCount(0);
  // Refused once for the ended session; then the one click after Start again books it (the
  // selection, expired meanwhile, is read again and booked unchanged: 424 then 200).
  const statuses = await reservations(request, '/v2/tours/reservations');
  expect(statuses[0]).toBe(401);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.at(-1)).toBe(200);
});

test('S5 basket, buyer away: one message; Start again returns to the tour with its choice kept, one Add books', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await holdTour(page);
  await twentyOneMinutesPass(page, request, true);
  await expectOneExpiryMessage(page);
  await expect(
    main(page).getByRole('button', { name: 'Continue to checkout' }).filter({ visible: true }),
  ).toHaveCount(0);
  await startAgain(page);
  await expect(page).toHaveURL(/tessera=book%2Ftour%2FTO-LAS-01/);
  await expectTourKept(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(main(page).getByRole('button', { name: /^Remove Grand Canyon/ })).toHaveCount(1);
  const statuses = await reservations(request, '/v2/tours/reservations');
  expect(statuses.filter((s) => s === 200)).toHaveLength(2);
});

test('S7 checkout form, buyer away: one message, no Pay; after Start again the typed details are kept', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await holdTour(page);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  const email = main(page).getByRole('textbox', { name: 'Email' });
  await email.fill(LEAD.email);
  await main(page).getByRole('textbox', { name: 'First name' }).fill(LEAD.first);

  await twentyOneMinutesPass(page, request, true);
  await expectOneExpiryMessage(page);
  await startAgain(page);
  await expect(page).toHaveURL(/tessera=book%2Ftour%2FTO-LAS-01/);
  await expectTourKept(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(email).toHaveValue(LEAD.email);
  await expect(main(page).getByRole('textbox', { name: 'First name' })).toHaveValue(LEAD.first);
});

test('a reload on the message keeps it, and Start again still works', async ({ page, request }) => {
  await holdTour(page);
  await twentyOneMinutesPass(page, request, false);
  await page.reload();
  await expectOneExpiryMessage(page);
  await startAgain(page);
  await expectTourKept(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(main(page).getByRole('button', { name: /^Remove Grand Canyon/ })).toHaveCount(1);
});

/** The theatre step shows the choice made before: its performance and two Stalls (Premium) adults. */
async function expectTheatreKept(page: Page, url: string) {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' })).toHaveValue(
    '2',
  );
}

/** Seats again (seats are never kept: others may hold them now), and to the basket. */
async function seatsToBasket(page: Page) {
  await page.getByRole('button', { name: 'Find best seats' }).click();
  await expect(page.getByRole('heading', { name: 'Your seats 2 of 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
}

/** The theatre's first performance chosen; resolves to its step's URL. */
async function firstPerformance(page: Page, attraction: string): Promise<string> {
  await open(page, `attraction/${attraction}`);
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  return page.url();
}

/** Two Stalls (Premium) adults with seats in the basket; resolves to the theatre step's URL. */
async function theatreInBasket(page: Page): Promise<string> {
  const step = await firstPerformance(page, 'TH-LON-01');
  await page.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' }).selectOption('2');
  await seatsToBasket(page);
  return step;
}

test('S5 basket, theatre, buyer acts: Start again returns to the performance with its tickets, and the buyer pays', async ({
  page,
  request,
}) => {
  const step = await theatreInBasket(page);

  await twentyOneMinutesPass(page, request, false);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await expectOneExpiryMessage(page);
  await startAgain(page);
  await expectTheatreKept(page, step);
  await seatsToBasket(page);
  await expect(
    main(page).getByRole('button', { name: /^Remove The Phantom Lighthouse/ }),
  ).toHaveCount(1);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
});

test('S6 phone code, buyer acts: one message; Start again keeps the tickets and the details, and the new session verifies the number before paying', async ({
  page,
  request,
}) => {
  const m = main(page);
  const step = await firstPerformance(page, 'TH-LON-03');
  const tickets = page.getByRole('combobox', { name: 'Adult tickets, General Admission' });
  await tickets.selectOption('2');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await m.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await expect(m.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();

  // 21 minutes later the buyer asks for the code: the session is gone with its tickets.
  await twentyOneMinutesPass(page, request, false);
  await m.getByRole('button', { name: 'Text me a code' }).click();
  await expectOneExpiryMessage(page);
  await expect(m.getByRole('button', { name: /^(Text me a code|Verify)$/ })).toHaveCount(0);
  await startAgain(page);
  await expect(page).toHaveURL(step);
  await expect(tickets).toHaveValue('2');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await m.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(m.getByRole('textbox', { name: 'Email' })).toHaveValue(LEAD.email);
  await m.getByRole('button', { name: 'Continue' }).click();

  // A new session: the number is verified in it, then the buyer pays once.
  await m.getByRole('button', { name: 'Text me a code' }).click();
  await m
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await smsCode(request, LEAD.phone));
  await m.getByRole('button', { name: 'Verify' }).click();
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
  expect(await reservations(request, '/v2/theater-events/reservations')).toEqual([200, 200]);
});

test('S7 to S8: PUT reservations done but its answer unreadable: the session has ended, Start again, and the buyer pays', async ({
  page,
  request,
}) => {
  const step = await theatreInBasket(page);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  // The server confirms the reservations into a transaction and closes the session; its answer
  // arrives cut short, so the widget has no transaction to pay. Never "Try again" into a new,
  // empty session: the session has ended, and nothing was charged.
  const fault = { method: 'PUT', path: '/v2/reservations', kind: 'malformed', count: 1 };
  expect((await request.post('/__sandbox/faults', { data: fault })).ok()).toBe(true);
  await fillLead(page);
  await expectOneExpiryMessage(page);
  await startAgain(page);
  await expectTheatreKept(page, step);
  await seatsToBasket(page);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  // The details typed before are kept: Continue takes them on.
  await expect(main(page).getByRole('textbox', { name: 'Email' })).toHaveValue(LEAD.email);
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
  const puts = (await sandboxRequests(request)).filter(
    (r) => r.method === 'PUT' && r.path === '/v2/reservations',
  );
  expect(puts.map((r) => r.status)).toEqual([200, 200]);
});

test('S3 theatre step, nothing held, buyer acts: no message, the one click books in a new session', async ({
  page,
  request,
}) => {
  await open(page, 'attraction/TH-LON-01');
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' }).selectOption('2');
  await page.getByRole('button', { name: 'Find best seats' }).click();
  await expect(page.getByRole('heading', { name: 'Your seats 2 of 2' })).toBeVisible();

  await twentyOneMinutesPass(page, request, false);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(page.getByText('Your session has ended')).toHaveCount(0);
  await expect(
    main(page).getByRole('button', { name: /^Remove The Phantom Lighthouse/ }),
  ).toHaveCount(1);
  const statuses = await reservations(request, '/v2/theater-events/reservations');
  expect(statuses).toEqual([401, 200]);
});

test('S4 tour step, nothing held, buyer acts: no message, the one click books in a new session', async ({
  page,
  request,
}) => {
  await open(page, 'book/tour/TO-LAS-01');
  await chooseGrandCanyon(page);
  await twentyOneMinutesPass(page, request, false);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(page.getByText('Your session has ended')).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: /^Remove Grand Canyon/ })).toHaveCount(1);
  const statuses = await reservations(request, '/v2/tours/reservations');
  expect(statuses.at(0)).toBe(401);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
});
