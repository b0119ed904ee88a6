/**
 * BUYER-WALK "Back and forward" and "Reload, or opening the shared URL in a new tab": every step
 * and every checkout stage is one history entry, so Back and Forward move one step as the step
 * indicator shows, with what the buyer chose and typed kept; a reload returns to the same step; a
 * new tab (its own sessionStorage, so no basket) opens the same step or says what happened and
 * offers a way on. Each move is followed by the next action, to PAID with one transaction.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  CARDS,
  LEAD,
  bookTheatre,
  chooseGrandCanyon,
  enterCard,
  expect,
  expectPaid,
  fillAttendees,
  fillLead,
  main,
  payButton,
  resetSandbox,
  sandboxRequests,
  test,
} from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

const steps = (page: Page) => main(page).getByRole('navigation', { name: 'Booking steps' });

/** The step indicator marks `name` as the current step (and nothing else). */
async function expectStep(page: Page, name: string) {
  const current = steps(page).getByRole('listitem').filter({ hasText: name });
  await expect(current).toHaveAttribute('aria-current', 'step');
  await expect(steps(page).locator('[aria-current="step"]')).toHaveCount(1);
}

const searchHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Results for “lighthouse”' });
const detailHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' });
const theatreHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Book The Phantom Lighthouse' });
const basketHeading = (page: Page) => page.getByRole('heading', { name: 'Your basket' });
const leadEmail = (page: Page) => main(page).getByRole('textbox', { name: 'Email' });
const cardForm = (page: Page) => page.getByRole('group', { name: 'Card details' });

/** The same URL in a new tab of the same browser (its own sessionStorage: no basket there). */
async function inNewTab(page: Page, check: (tab: Page) => Promise<void>) {
  const tab = await page.context().newPage();
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.goto(page.url());
  await check(tab);
  await tab.close();
  expect(errors, 'uncaught errors in the new tab').toEqual([]);
}

/** The buyer's transactions as the sandbox records them: what was really charged. */
async function transactionsOf(
  request: APIRequestContext,
  put: ReturnType<Page['waitForResponse']>,
) {
  const response = await put;
  const { user_id } = (await response.json()) as { user_id: string };
  const sent = await response.request().allHeaders();
  const headers = {
    'service-distributor': sent['service-distributor']!,
    'content-type': 'application/json',
  };
  return async () => {
    const r = await request.get(`/v2/users/${user_id}/transactions`, { headers });
    expect(r.status()).toBe(200);
    return ((await r.json()) as { status: string }[]).map((t) => t.status);
  };
}

const isPutReservations = (r: { request(): { method(): string }; url(): string }) =>
  r.request().method() === 'PUT' && new URL(r.url()).pathname === '/v2/reservations';

const puts = async (request: APIRequestContext) =>
  (await sandboxRequests(request)).filter(
    (r) => r.method === 'PUT' && r.path === '/v2/reservations',
  );

async function reloadShows(page: Page, shown: Locator) {
  await page.reload();
  await expect(shown).toBeVisible();
}

test('theatre, search to basket: Back and Forward move one step each, search and performance kept; reload and a new tab at each step', async ({
  page,
}) => {
  // S1: the search results.
  await page.goto('/demo/');
  await page.getByRole('searchbox', { name: 'Search attractions' }).fill('lighthouse');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(searchHeading(page)).toBeVisible();
  await expect(steps(page)).toHaveCount(0);
  await reloadShows(page, searchHeading(page));
  await inNewTab(page, (tab) => expect(searchHeading(tab)).toBeVisible());

  // S2: the attraction's detail.
  await page
    .getByRole('link', { name: /The Phantom Lighthouse/ })
    .first()
    .click();
  await expect(detailHeading(page)).toBeVisible();
  await reloadShows(page, detailHeading(page));
  await inNewTab(page, (tab) => expect(detailHeading(tab)).toBeVisible());

  // S3: the theatre step, on the second performance.
  await page
    .getByRole('button', { name: /^Choose / })
    .nth(1)
    .click();
  await expect(theatreHeading(page)).toBeVisible();
  await expectStep(page, 'Tickets');
  const performanceUrl = page.url();
  expect(decodeURIComponent(performanceUrl)).toMatch(/[?&]performance=TH-/);
  await reloadShows(page, theatreHeading(page));
  await expect(page).toHaveURL(performanceUrl);
  await inNewTab(page, async (tab) => {
    await expect(theatreHeading(tab)).toBeVisible();
    await expect(
      tab.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' }),
    ).toBeVisible();
  });

  // S5: the basket.
  await page.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' }).selectOption('2');
  await page.getByRole('button', { name: 'Find best seats' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(basketHeading(page)).toBeVisible();
  await expectStep(page, 'Basket');
  const remove = main(page).getByRole('button', { name: /^Remove The Phantom Lighthouse/ });
  await expect(remove).toHaveCount(1);
  await reloadShows(page, basketHeading(page));
  await expect(remove).toHaveCount(1);
  // A new tab has no booking session: its basket is empty and says so, with a way on.
  await inNewTab(page, async (tab) => {
    await expect(basketHeading(tab)).toBeVisible();
    await expect(main(tab)).toContainText('Your basket is empty.');
    await main(tab).getByRole('button', { name: 'Find something to book' }).click();
    // The search kept in the URL: the same results.
    await expect(searchHeading(tab)).toBeVisible();
  });

  // Back: one step at a time, the indicator with it, focus on each step's heading (as a button's
  // step change puts it), not left on the page's body.
  await page.goBack();
  await expect(theatreHeading(page)).toBeFocused();
  await expectStep(page, 'Tickets');
  await expect(page).toHaveURL(performanceUrl);
  await page.goBack();
  await expect(detailHeading(page)).toBeFocused();
  await expect(steps(page)).toHaveCount(0);
  await page.goBack();
  await expect(searchHeading(page)).toBeFocused();
  await expect(page.getByRole('searchbox', { name: 'Search attractions' })).toHaveValue(
    'lighthouse',
  );

  // Forward: the same steps again, and the basket still holds the two seats.
  await page.goForward();
  await expect(detailHeading(page)).toBeVisible();
  await page.goForward();
  await expect(theatreHeading(page)).toBeVisible();
  await expect(page).toHaveURL(performanceUrl);
  await expectStep(page, 'Tickets');
  await page.goForward();
  await expect(basketHeading(page)).toBeVisible();
  await expectStep(page, 'Basket');
  await expect(remove).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Basket, 2 tickets' })).toBeVisible();

  // And on: checkout opens at the details.
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(leadEmail(page)).toBeVisible();
  await expectStep(page, 'Your details');
});

test('theatre checkout: Back from payment to the details keeps them, Forward returns to the same payment, one transaction PAID', async ({
  page,
  request,
}) => {
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TH-LON-01')}`);
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(leadEmail(page)).toBeVisible();
  await expect(page).toHaveURL(/tessera=checkout%2Fdetails/);

  // Reload and a new tab on the details: the typed details are kept in this tab only.
  await leadEmail(page).fill(LEAD.email);
  await reloadShows(page, leadEmail(page));
  await expect(leadEmail(page)).toHaveValue(LEAD.email);
  await expectStep(page, 'Your details');
  await inNewTab(page, async (tab) => {
    await expect(basketHeading(tab)).toBeVisible();
    await expect(main(tab)).toContainText(
      'Your basket is empty, so there is nothing to pay for yet.',
    );
  });

  const put = page.waitForResponse(isPutReservations);
  await fillLead(page);
  await expect(cardForm(page)).toBeVisible();
  await expectStep(page, 'Payment');
  await expect(page).toHaveURL(/tessera=checkout%2Fpayment/);
  const statuses = await transactionsOf(request, put);

  // Back: the details as typed, shown as sent with the payment (they can no longer change).
  await page.goBack();
  await expect(leadEmail(page)).toHaveValue(LEAD.email);
  await expect(main(page).getByRole('textbox', { name: 'Last name' })).toHaveValue(LEAD.last);
  await expect(leadEmail(page)).not.toBeEditable();
  await expect(main(page)).toContainText('part of the payment you started');
  await expectStep(page, 'Your details');
  await expect(cardForm(page)).toBeHidden();
  // Back once more: the basket, whose payment is open.
  await page.goBack();
  await expect(basketHeading(page)).toBeVisible();
  await expectStep(page, 'Basket');
  await expect(main(page).getByRole('button', { name: 'Return to payment' })).toBeVisible();

  // Forward twice: the details, then the same payment (no second PUT reservations).
  await page.goForward();
  await expect(leadEmail(page)).toHaveValue(LEAD.email);
  await expectStep(page, 'Your details');
  await page.goForward();
  await expect(cardForm(page)).toBeVisible();
  await expectStep(page, 'Payment');
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
  await expectStep(page, 'Confirmation');
  expect(await puts(request)).toHaveLength(1);
  expect(await statuses()).toEqual(['PAID']);

  // The confirmation survives a reload; Back leaves the paid checkout for the basket.
  await reloadShows(page, main(page).getByRole('region', { name: 'Booking confirmed' }));
  await page.goBack();
  await expect(main(page)).toContainText(/Your booking .* is confirmed\./);
  await main(page).getByRole('button', { name: 'View your confirmation' }).click();
  await expectPaid(page);
  expect(await statuses()).toEqual(['PAID']);
});

test('tour with attendees: each checkout stage is one history entry, typed attendees kept, a reload at each stage returns to it, then PAID', async ({
  page,
  request,
}) => {
  await page.goto(`/demo/?tessera=${encodeURIComponent('search?q=canyon')}`);
  await page
    .getByRole('link', { name: /Grand Canyon Helicopter/ })
    .first()
    .click();
  const tourHeading = page.getByRole('heading', { name: /^Book Grand Canyon Helicopter/ });
  await page.getByRole('button', { name: 'Check availability' }).click();
  // S4: the tour step.
  await expect(tourHeading).toBeVisible();
  await expectStep(page, 'Tickets');
  await reloadShows(page, tourHeading);
  await inNewTab(page, (tab) =>
    expect(tab.getByRole('heading', { name: /^Book Grand Canyon/ })).toBeVisible(),
  );
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: /Grand Canyon Helicopter/ }),
  ).toBeVisible();
  await page.goForward();
  await expect(tourHeading).toBeVisible();

  await chooseGrandCanyon(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(basketHeading(page)).toBeVisible();
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);

  // S6: attendees, its own entry.
  const attendees = page.getByRole('heading', { name: 'Who is going?' });
  await expect(attendees).toBeVisible();
  await expectStep(page, 'Your details');
  await expect(page).toHaveURL(/tessera=checkout%2Fattendees/);
  const firstAttendee = main(page)
    .getByRole('textbox', { name: /First name/ })
    .first();
  await firstAttendee.fill('Grace');

  // Back to the details and Forward again: both as typed.
  await page.goBack();
  await expect(leadEmail(page)).toHaveValue(LEAD.email);
  await expect(leadEmail(page)).toBeEditable();
  await expect(attendees).toBeHidden();
  await page.goForward();
  await expect(attendees).toBeFocused();
  await expect(firstAttendee).toHaveValue('Grace');

  // A reload on attendees returns to attendees (the details are kept in this tab).
  await reloadShows(page, attendees);
  await expect(page).toHaveURL(/tessera=checkout%2Fattendees/);
  const put = page.waitForResponse(isPutReservations);
  await fillAttendees(page);

  // S8: payment; Back goes to the attendees (sent with the payment), Forward returns.
  await expect(cardForm(page)).toBeVisible();
  await expectStep(page, 'Payment');
  const statuses = await transactionsOf(request, put);
  await page.goBack();
  await expect(attendees).toBeVisible();
  await expect(main(page)).toContainText('part of the payment you started');
  await expect(cardForm(page)).toBeHidden();
  await page.goBack();
  await expect(leadEmail(page)).toHaveValue(LEAD.email);
  await page.goForward();
  await expect(attendees).toBeVisible();
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(cardForm(page)).toBeVisible();
  await expect(page).toHaveURL(/tessera=checkout%2Fpayment/);

  // A reload at payment resumes the same payment.
  await reloadShows(page, cardForm(page));
  await expectStep(page, 'Payment');
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
  expect(await puts(request)).toHaveLength(1);
  expect(await statuses()).toEqual(['PAID']);
});

test('a shared link to a checkout stage the basket cannot reach yet opens the first stage it needs, or the basket', async ({
  page,
}) => {
  // Nothing held: a link to payment opens the basket and says why.
  await page.goto(`/demo/?tessera=${encodeURIComponent('checkout/payment')}`);
  await expect(basketHeading(page)).toBeVisible();
  await expect(main(page)).toContainText(
    'Your basket is empty, so there is nothing to pay for yet.',
  );

  // Tickets held, no details yet: payment and an unknown stage both open the details.
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TH-LON-01')}`);
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await page.goto(`/demo/?tessera=${encodeURIComponent('checkout/payment')}`);
  await expect(leadEmail(page)).toBeVisible();
  await expect(page).toHaveURL(/tessera=checkout%2Fdetails/);
  await expectStep(page, 'Your details');
  await page.goto(`/demo/?tessera=${encodeURIComponent('checkout/bogus')}`);
  await expect(leadEmail(page)).toBeVisible();
  await expect(page).toHaveURL(/tessera=checkout%2Fdetails/);
  // And on from there.
  await fillLead(page);
  await expect(cardForm(page)).toBeVisible();
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
});
