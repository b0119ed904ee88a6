/**
 * After Pay, only the transaction decides what the buyer is told: a connection lost after the
 * card was charged is never "failed", a connection lost before it reached Stripe lets the buyer
 * pay again, a reload mid-payment resumes it, and PAID is shown (and announced) exactly once and
 * survives a reload and Back.
 */
import type { APIRequestContext, Page, Route } from '@playwright/test';
import {
  bookTheatre,
  CARDS,
  theatreToCheckout,
  enterCard,
  expect,
  expectPaid,
  fillLead,
  main,
  payButton,
  resetSandbox,
  test,
} from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

const CONFIRM = '**/__sandbox/stripe/payment_intents/*/confirm';

/** Counts the host page's `tessera-purchase` events in `window.__purchases` (per page load). */
async function countPurchases(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __purchases: unknown[] };
    w.__purchases = [];
    document.addEventListener('tessera-purchase', (e) =>
      w.__purchases.push((e as CustomEvent).detail),
    );
  });
}
const purchases = (page: Page) =>
  page.evaluate(() => (window as unknown as { __purchases: unknown[] }).__purchases.length);

/** Two seats at The Phantom Lighthouse to the card form; resolves to the user and the headers. */
async function toPayment(page: Page) {
  const put = page.waitForResponse((r) => r.request().method() === 'PUT');
  await theatreToCheckout(page);
  await fillLead(page);
  await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();
  const confirmed = await put;
  const { user_id } = (await confirmed.json()) as { user_id: string };
  const sent = await confirmed.request().allHeaders();
  const headers = {
    'service-distributor': sent['service-distributor']!,
    'content-type': 'application/json',
  };
  return { user_id, headers };
}

/** The sandbox's own record of the buyer's transactions: what was really charged. */
async function transactions(
  request: APIRequestContext,
  who: { user_id: string; headers: Record<string, string> },
) {
  const r = await request.get(`/v2/users/${who.user_id}/transactions`, { headers: who.headers });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()) as { status: string; reference_id: string }[];
}

/**
 * Pay's connection problem is shown and nothing was charged (the transaction still waits for a
 * payment): Try again, the card typed again and Pay reach PAID, announced once.
 */
async function paysAgainAfterConnectionProblem(
  page: Page,
  request: APIRequestContext,
  who: Awaited<ReturnType<typeof toPayment>>,
) {
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText('Connection problem');
  expect((await transactions(request, who)).map((t) => t.status)).toEqual(['ADDED']);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
  expect(await purchases(page)).toBe(1);
  expect((await transactions(request, who)).map((t) => t.status)).toEqual(['PAID']);
}

test('the connection drops after Pay while the card is charged: confirmed, never "failed", paid once', async ({
  page,
  request,
}) => {
  await countPurchases(page);
  const who = await toPayment(page);
  let confirms = 0;
  // Stripe receives the confirmation and charges the card; its answer never reaches the page.
  await page.route(CONFIRM, async (route: Route) => {
    confirms += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
  const m = main(page);
  await expect(m.getByRole('alert')).toHaveCount(0);
  await expect(m).not.toContainText(/failed|connection problem|not completed/i);
  expect(confirms).toBe(1);
  expect(await purchases(page)).toBe(1);
  const list = await transactions(request, who);
  expect(list.map((t) => t.status)).toEqual(['PAID']);
  const reference = list[0]!.reference_id;
  await expect(m.getByRole('region', { name: 'Booking confirmed' })).toContainText(reference);

  // The confirmation survives a reload and Back, and is not announced again.
  await page.unroute(CONFIRM);
  await page.reload();
  await expect(m.getByRole('region', { name: 'Booking confirmed' })).toContainText(reference);
  expect(await purchases(page)).toBe(0);
  // Back leaves checkout for the basket, which is empty now and leads back to the booking.
  await page.goBack();
  await expect(m).toContainText(`Your booking ${reference} is confirmed.`);
  await m.getByRole('button', { name: 'View your confirmation' }).click();
  await expect(m.getByRole('region', { name: 'Booking confirmed' })).toContainText(reference);
  expect((await transactions(request, who)).map((t) => t.status)).toEqual(['PAID']);
});

test('the connection drops before Stripe gets the confirmation: nothing charged, paying again works', async ({
  page,
  request,
}) => {
  await countPurchases(page);
  const who = await toPayment(page);
  let dropped = false;
  await page.route(CONFIRM, async (route: Route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.abort('internetdisconnected');
  });
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await paysAgainAfterConnectionProblem(page, request, who);
});

test("Stripe's own failure (503) is not a decline: the card is kept, and paying again works", async ({
  page,
  request,
}) => {
  await countPurchases(page);
  const who = await toPayment(page);
  let failed = false;
  await page.route(CONFIRM, async (route: Route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'Service Unavailable' } }),
    });
  });
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  const alert = main(page).getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).not.toContainText(/Card not accepted|another card/);
  expect((await transactions(request, who)).map((t) => t.status)).toEqual(['ADDED']);
  // What the buyer typed is still there: Try again, then Pay.
  const card = page.getByRole('group', { name: 'Card details' });
  await expect(card.getByRole('textbox', { name: 'Card number' })).toHaveValue(CARDS.ok);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await payButton(page).click();
  await expectPaid(page);
  expect(await purchases(page)).toBe(1);
  expect((await transactions(request, who)).map((t) => t.status)).toEqual(['PAID']);
});

test('a reload while the payment is being confirmed resumes it to PAID without paying again', async ({
  page,
  request,
}) => {
  const who = await toPayment(page);
  let confirms = 0;
  // The confirmation reaches Stripe; the page is reloaded before its answer arrives.
  const reached = new Promise<void>((resolve) => {
    void page.route(CONFIRM, async (route: Route) => {
      confirms += 1;
      await route.fetch();
      resolve();
    });
  });
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await reached;
  await page.unroute(CONFIRM);
  await page.reload();
  await expectPaid(page);
  await expect(page.getByRole('group', { name: 'Card details' })).toBeHidden();
  expect(confirms).toBe(1);
  expect((await transactions(request, who)).map((t) => t.status)).toEqual(['PAID']);
});

// A confirmation that hangs (a connection that neither answers nor fails): after
// CONFIRM_STALL_MS (30 s, src/features/checkout/payment-flow.ts) the flow looks where the payment
// stands, never sends it again, and never leaves "Paying…" for ever. The page's clock jumps there.

const stillConfirming = (page: Page) =>
  main(page).getByRole('heading', { name: 'Your payment is still being confirmed' });

/** Jumps the page's clock past the wait for Stripe's answer (it holds until then). */
async function pastTheStall(page: Page) {
  await page.clock.fastForward(29_000);
  await expect(main(page).getByRole('button', { name: 'Paying…' })).toBeVisible();
  await page.clock.fastForward(1_500);
}

/**
 * On a page whose clock can jump, the buyer pays with a card while Stripe's confirmation is held
 * by `hold`, which resolves to what releases it; resolves once it is held.
 */
async function payWhileHeld(page: Page, hold: (route: Route) => Promise<() => Promise<void>>) {
  await page.clock.install();
  await countPurchases(page);
  const who = await toPayment(page);
  let release!: () => Promise<void>;
  const held = new Promise<void>((resolve) => {
    void page.route(CONFIRM, async (route: Route) => {
      release = await hold(route);
      resolve();
    });
  });
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await held;
  return { who, release };
}

test("Stripe's answer hangs after the card is charged: PAID is shown once, and the late answer changes nothing", async ({
  page,
  request,
}) => {
  // Stripe receives the confirmation and charges the card; its answer is held.
  const { who, release: answer } = await payWhileHeld(page, async (route) => {
    const response = await route.fetch();
    return () => route.fulfill({ response });
  });
  await pastTheStall(page);
  await expectPaid(page);
  expect(await purchases(page)).toBe(1);
  const reference = (await transactions(request, who))[0]!.reference_id;
  const done = main(page).getByRole('region', { name: 'Booking confirmed' });
  await expect(done).toContainText(reference);

  // Stripe's answer arrives at last: the flow would poll and announce again if it followed it.
  const polled = watchPolls(page);
  await answer();
  await page.waitForTimeout(1_500);
  expect(polled()).toBe(0);
  expect(await purchases(page)).toBe(1);
  await expect(done).toContainText(reference);
  expect((await transactions(request, who)).map((t) => t.status)).toEqual(['PAID']);
});

test("Stripe's answer hangs before the card is charged: still being confirmed, Check again, then the late answer pays once", async ({
  page,
  request,
}) => {
  // The confirmation is held before it reaches Stripe.
  const { who, release: reach } = await payWhileHeld(page, (route) =>
    Promise.resolve(() => route.continue()),
  );
  await pastTheStall(page);
  const m = main(page);
  // Where "Paying…" was, focus lands on what the buyer must read.
  await expect(stillConfirming(page)).toBeFocused();
  await expect(m).toContainText('Do not pay again');
  await expect(payButton(page)).toHaveCount(0);
  expect((await transactions(request, who)).map((t) => t.status)).toEqual(['ADDED']);

  // Check again reads the transaction (and Stripe's word): nothing settled, so it says the same.
  const check = m.getByRole('button', { name: 'Check again' });
  const read = page.waitForResponse((r) => /\/v2\/users\/[^/]+\/transactions/.test(r.url()));
  await check.click();
  await read;
  await expect(check).toBeEnabled();
  await expect(stillConfirming(page)).toBeFocused();
  await expect(payButton(page)).toHaveCount(0);

  // The confirmation reaches Stripe at last: its answer is followed to PAID, announced once.
  await reach();
  await expectPaid(page);
  expect(await purchases(page)).toBe(1);
  expect((await transactions(request, who)).map((t) => t.status)).toEqual(['PAID']);
});

test('a 3D Secure challenge open past the wait is not interrupted: it completes to PAID', async ({
  page,
}) => {
  await page.clock.install();
  await toPayment(page);
  await enterCard(page, CARDS.challenge);
  await payButton(page).click();
  const complete = page.getByRole('button', { name: 'Complete authentication' });
  await expect(complete).toBeVisible();
  // Twice past the wait: each time the flow asks Stripe, finds the challenge and waits again.
  for (let i = 0; i < 2; i += 1) {
    const asked = page.waitForResponse(
      (r) => r.request().method() === 'GET' && /\/stripe\/payment_intents\/[^/?]+\?/.test(r.url()),
    );
    await pastTheStall(page);
    await asked;
  }
  await expect(stillConfirming(page)).toBeHidden();
  await expect(complete).toBeVisible();
  await complete.click();
  await expectPaid(page);
});

/** Counts the widget's reads of the transaction from now on. */
function watchPolls(page: Page) {
  let count = 0;
  page.on('request', (r) => {
    if (/\/v2\/users\/[^/]+\/transactions/.test(r.url())) count += 1;
  });
  return () => count;
}

test('the connection is lost at Pay and comes back: the payment is confirmed as not made, and paying again works once', async ({
  page,
  context,
  request,
}) => {
  await countPurchases(page);
  const who = await toPayment(page);
  await enterCard(page, CARDS.ok);
  // Offline: Stripe's confirmation fails, and so does the read of the transaction after it.
  await context.setOffline(true);
  await payButton(page).click();
  const m = main(page);
  await expect(m).toContainText('Confirming your payment');
  await expect(m.getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
  // Read once the connection is back: Stripe never charged, so the form again, with why.
  await paysAgainAfterConnectionProblem(page, request, who);
});

test('a buyer who leaves a payment Stripe never answers starts a new booking whose timer runs', async ({
  page,
}) => {
  await payWhileHeld(page, () => Promise.resolve(() => Promise.resolve()));
  await pastTheStall(page);
  const m = main(page);
  await expect(stillConfirming(page)).toBeVisible();
  await m.getByRole('button', { name: 'Start a new booking' }).click();
  // The same page on: the next booking's tickets are held against its session's clock, not
  // "while you pay".
  const search = page.getByRole('searchbox', { name: 'Search attractions' });
  await search.fill('Phantom');
  await search.press('Enter');
  await m
    .getByRole('link', { name: /The Phantom Lighthouse/ })
    .first()
    .click();
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText('Your tickets stay held while you pay.')).toHaveCount(0);
});
