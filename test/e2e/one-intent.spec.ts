/**
 * BUYER-WALK "Double click, Enter pressed twice, slow network: one request, one reservation, one
 * confirmation", at every place. Each action's request is made slow (1.5 s), the buyer activates
 * it twice, and the sandbox's request log must hold that request once, with the outcome once.
 */
import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import {
  bookTheatre,
  CARDS,
  enterCard,
  expect,
  expectPaid,
  fillLead,
  LEAD,
  main,
  payButton,
  resetSandbox,
  sandboxRequests,
  slow,
  SLOW_MS,
  test,
  type LoggedRequest,
} from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

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
  // The details show at once, inert, while the basket is read: wait until they are live.
  await expect(m.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await page.evaluate(() => history.length)).toBe(historyAtBasket + 1);
  expect(matching(await since(request, at), 'GET', /^\/v2\/reservations$/)).toHaveLength(1);

  // S7: Continue twice sends PUT reservations (the transaction) once.
  await m.getByRole('textbox', { name: 'Email' }).fill(LEAD.email);
  await m.getByRole('textbox', { name: 'First name' }).fill(LEAD.first);
  await m.getByRole('textbox', { name: 'Last name' }).fill(LEAD.last);
  await m.getByRole('textbox', { name: 'Mobile number' }).fill(LEAD.phone);
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

test('a tour: Check availability, Add to basket and Remove pressed twice on a slow network act once', async ({
  page,
  request,
}) => {
  const m = main(page);
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TO-LAS-01')}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Grand Canyon Helicopter' }),
  ).toBeVisible();

  // S2: Check availability twice opens the tour step once, its tour read once.
  const historyBefore = await page.evaluate(() => history.length);
  let at = await mark(request);
  await slow(request, 'GET', '/v2/tours/TO-LAS-01');
  await page.getByRole('button', { name: 'Check availability' }).dblclick();
  const dates = page.getByRole('list', { name: 'Departure dates' });
  await expect(dates.getByRole('button').first()).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
  expect(matching(await since(request, at), 'GET', /^\/v2\/tours\/TO-LAS-01$/)).toHaveLength(1);

  // S4: Add to basket twice is one reservation.
  await dates.getByRole('button').first().click();
  const option = page.getByRole('radio', { name: 'Helicopter and landing' });
  await option.click();
  await expect(option).toBeChecked();
  await page.getByRole('radio', { name: 'Grand Hotel, Las Vegas' }).check();
  at = await mark(request);
  await slow(request, 'POST', '/v2/tours/reservations');
  await page.getByRole('button', { name: 'Add to basket' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  const remove = m.getByRole('button', { name: 'Remove Grand Canyon Helicopter' });
  await expect(remove).toHaveCount(1);
  expect(matching(await since(request, at), 'POST', /^\/v2\/tours\/reservations$/)).toHaveLength(1);
  await expectNoError(page);

  // S5: Remove asks first; its Yes pressed twice is one removal, the basket then empty, without
  // an error.
  at = await mark(request);
  await slow(request, 'DELETE', '/v2/reservations/*');
  await remove.click();
  await m
    .getByRole('group', { name: 'Remove Grand Canyon Helicopter?' })
    .getByRole('button', { name: 'Yes, remove' })
    .dblclick();
  await expect(m.getByText('Your basket is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, empty' })).toBeVisible();
  expect(matching(await since(request, at), 'DELETE', /^\/v2\/reservations\//)).toHaveLength(1);
  await expectNoError(page);
});

/** The Royal Opera Gala's attendee form: a first and last name and an email per ticket. */
async function fillGalaAttendees(page: Page) {
  const m = main(page);
  const firsts = m.getByRole('textbox', { name: /First name/ });
  await expect(firsts.first()).toBeVisible();
  for (let i = 0; i < (await firsts.count()); i++) {
    await firsts.nth(i).fill(['Ada', 'Charles'][i] ?? 'Guest');
    await m
      .getByRole('textbox', { name: /Last name/ })
      .nth(i)
      .fill('Lovelace');
    await m.getByRole('textbox', { name: /Email/ }).nth(i).fill(`guest${i}@example.com`);
  }
}

/** A saved payment method, as a merchant-of-record host page sets it up (see README). */
async function useSavedPaymentMethod(page: Page) {
  await page.locator('tessera-booking').evaluate((el) => {
    const widget = el as HTMLElement & { getAuthToken?: () => Promise<string> };
    widget.setAttribute('payment-method-id', 'pm_card_visa');
    widget.getAuthToken = async () => {
      const info = (await (await fetch('/__sandbox/info')).json()) as Record<string, string>;
      const auth = await fetch('/v1/auth', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login: info.login, password: info.password }),
      });
      return ((await auth.json()) as { token: string }).token;
    };
  });
}

test('attendees, phone code and a saved payment method whose answer is lost: each sent once, one confirmation', async ({
  page,
  request,
}) => {
  const m = main(page);
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TH-LON-05')}`);
  await useSavedPaymentMethod(page);
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Adult tickets, General Admission' }).selectOption('2');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await m.getByRole('button', { name: 'Continue to checkout' }).click();
  await m.getByRole('textbox', { name: 'Email' }).fill(LEAD.email);
  await m.getByRole('textbox', { name: 'First name' }).fill(LEAD.first);
  await m.getByRole('textbox', { name: 'Last name' }).fill(LEAD.last);
  await m.getByRole('textbox', { name: 'Mobile number' }).fill(LEAD.phone);
  await m.getByRole('button', { name: 'Continue' }).click();

  // S6: Save attendee details twice sends them once and moves on once.
  await expect(page.getByRole('heading', { name: 'Who is going?' })).toBeVisible();
  await fillGalaAttendees(page);
  let at = await mark(request);
  await slow(request, 'POST', '/v1/attendees');
  await m.getByRole('button', { name: 'Save attendee details' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
  expect(matching(await since(request, at), 'POST', /^\/v1\/attendees$/)).toHaveLength(1);
  expect(matching(await since(request, at), 'PUT', /^\/v1\/attendees$/)).toHaveLength(0);

  // S6 phone: Text me a code twice is one text message; Enter twice in the code is one check.
  at = await mark(request);
  await slow(request, 'POST', '/v1/phone-number-verification');
  await m.getByRole('button', { name: 'Text me a code' }).dblclick();
  const codeBox = m.getByRole('textbox', { name: 'Verification code' });
  await expect(codeBox).toBeVisible();
  expect(
    matching(await since(request, at), 'POST', /^\/v1\/phone-number-verification$/),
  ).toHaveLength(1);
  const sms = await request.get(`/__sandbox/sms?phone_number=${encodeURIComponent(LEAD.phone)}`);
  const { code } = (await sms.json()) as { code: string };
  await codeBox.fill(code);
  at = await mark(request);
  await slow(request, 'POST', '/v1/verification-code-confirmation');
  await codeBox.press('Enter');
  await codeBox.press('Enter');
  await expect(
    m.getByText('You pay with the payment method saved for your account.'),
  ).toBeVisible();
  expect(
    matching(await since(request, at), 'POST', /^\/v1\/verification-code-confirmation$/),
  ).toHaveLength(1);
  await expectNoError(page);

  // The saved method's confirmation reaches the API, and its answer is lost on the way back.
  let lost = false;
  await page.route('**/v1/reservations/confirm', async (route: Route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  at = await mark(request);
  await payButton(page).dblclick();
  const unknown = m.getByRole('heading', { name: 'Your payment is still being confirmed' });
  await expect(unknown).toBeVisible();
  await expect(m).toContainText('Do not pay again');
  await expect(payButton(page)).toHaveCount(0);
  await expect(m.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  // The buyer may have been charged: nothing is held or counted down as if they were not.
  await expect(page.getByRole('link', { name: 'Basket, empty' })).toBeVisible();
  await expect(page.getByText(/Tickets held for/)).toHaveCount(0);
  const confirms = matching(await since(request, at), 'POST', /^\/v1\/reservations\/confirm$/);
  expect(confirms.map((r) => r.status)).toEqual([200]);

  // A new booking starts cleanly, and the confirmation is still never sent again.
  await m.getByRole('button', { name: 'Start a new booking' }).click();
  await expect(
    page.getByRole('link', { name: /The Phantom Lighthouse|Royal Opera Gala/ }).first(),
  ).toBeVisible();
  await expectNoError(page);
  expect(matching(await since(request, at), 'POST', /^\/v1\/reservations\/confirm$/)).toHaveLength(
    1,
  );
  expect((await since(request, at)).filter((r) => r.status === 401)).toEqual([]);
});

/** Two Stalls seats at The Phantom Lighthouse, paid with a saved method: up to its Pay button. */
async function toSavedPayment(page: Page) {
  const m = main(page);
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TH-LON-01')}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeVisible();
  await useSavedPaymentMethod(page);
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await m.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await expect(
    m.getByText('You pay with the payment method saved for your account.'),
  ).toBeVisible();
}

/** What the buyer sees of a saved payment whose answer never came: wait, never pay again. */
async function expectBeingChecked(page: Page) {
  const m = main(page);
  await expect(
    m.getByRole('heading', { name: 'Your payment is still being confirmed' }),
  ).toBeVisible();
  await expect(m).toContainText('Do not pay again');
  await expect(m).toContainText(LEAD.email);
  await expect(m).toContainText('it cannot be checked from here');
  await expect(payButton(page)).toHaveCount(0);
  await expect(m.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(m.getByRole('button', { name: 'Check again' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Card details' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Basket, empty' })).toBeVisible();
  await expect(page.getByText(/Tickets held for/)).toHaveCount(0);
}

const confirmsOf = async (request: APIRequestContext, at: number) =>
  matching(await since(request, at), 'POST', /^\/v1\/reservations\/confirm$/).map((r) => r.status);

test('a saved payment method whose answer is lost: after a reload the buyer still reads it is being checked, and it is never sent again', async ({
  page,
  request,
}) => {
  const m = main(page);
  await toSavedPayment(page);
  // The confirmation reaches the API (which charges), and its answer is lost on the way back.
  await page.route('**/v1/reservations/confirm', async (route: Route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  const at = await mark(request);
  await payButton(page).click();
  await expectBeingChecked(page);

  await page.reload();
  await expectBeingChecked(page);
  // The basket leads back to the same payment, not to paying again.
  await page.getByRole('link', { name: 'Basket, empty' }).click();
  await m.getByRole('button', { name: 'Return to payment' }).click();
  await expectBeingChecked(page);
  await page.reload();
  await expectBeingChecked(page);
  expect(await confirmsOf(request, at)).toEqual([200]);

  // A new booking starts cleanly: nothing kept, nothing sent on a closed session.
  await m.getByRole('button', { name: 'Start a new booking' }).click();
  await expect(page.getByRole('link', { name: /The Phantom Lighthouse/ }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: /The Phantom Lighthouse/ }).first()).toBeVisible();
  await expect(
    m.getByRole('heading', { name: 'Your payment is still being confirmed' }),
  ).toHaveCount(0);
  await expectNoError(page);
  expect(await confirmsOf(request, at)).toEqual([200]);
  expect((await since(request, at)).filter((r) => r.status === 401)).toEqual([]);
});

test('a reload while a saved payment is being confirmed shows it as being checked, never sends it again', async ({
  page,
  request,
}) => {
  await toSavedPayment(page);
  const at = await mark(request);
  await slow(request, 'POST', '/v1/reservations/confirm');
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && /\/v1\/reservations\/confirm$/.test(r.url()),
  );
  await payButton(page).click();
  await sent;
  // The page goes away before the answer; the API still confirms (and charges) behind it.
  await page.reload();
  await expectBeingChecked(page);
  await expect.poll(() => confirmsOf(request, at), { timeout: 10_000 }).toEqual([200]);
  await page.reload();
  await expectBeingChecked(page);
  expect(await confirmsOf(request, at)).toEqual([200]);
});
