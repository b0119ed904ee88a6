import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  test,
  CARDS,
  expectAxeClean,
  theatreToCheckout,
  enterCard,
  expectPaid,
  fillLead,
  main,
  payButton,
  resetSandbox,
  sandboxRequests,
} from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Stripe's test card whose security code the issuer always refuses. */
const INCORRECT_CVC = '4000 0000 0000 0127';

/** Two seats at The Phantom Lighthouse, through to the payment form. */
async function toPayment(page: Page) {
  await theatreToCheckout(page);
  await fillLead(page);
  await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();
}

const putReservations = async (request: Parameters<typeof sandboxRequests>[0]) =>
  (await sandboxRequests(request)).filter(
    (r) => r.method === 'PUT' && r.path === '/v2/reservations',
  );

/** The stand-in's record of what the card network answered for the payment (newest first). */
async function charges(request: APIRequestContext, clientSecret: string) {
  const intent = clientSecret.split('_secret_')[0]!;
  const r = await request.get(`/__sandbox/stripe/charges?payment_intent=${intent}`);
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: { status: string; failure_code: string | null }[] }).data;
}

/** To the card form; resolves to PUT reservations' answer and the headers to read its user. */
async function toPaymentTracked(page: Page) {
  const put = page.waitForResponse((r) => r.request().method() === 'PUT');
  await toPayment(page);
  const answer = await put;
  const done = (await answer.json()) as { user_id: string; client_secret: string };
  const sent = await answer.request().allHeaders();
  const headers = { 'service-distributor': sent['service-distributor']! };
  return { ...done, headers };
}

test('a declined card is explained with what to do, its reason takes focus and the form is emptied; another card pays to PAID with one charge', async ({
  page,
  request,
}) => {
  const done = await toPaymentTracked(page);
  const number = page
    .getByRole('group', { name: 'Card details' })
    .getByRole('textbox', { name: 'Card number' });
  await enterCard(page, CARDS.declined);
  await payButton(page).click();
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText('Card not accepted');
  await expect(alert).toContainText('Nothing was charged. Use another card');
  // The provider's reason, slotted into the alert.
  await expect(main(page).getByText('Your card has insufficient funds.')).toBeVisible();
  // The buyer's walk: focus on the reason, the card fields cleared.
  await expect(alert.getByText('Card not accepted')).toBeFocused();
  await expect(number).toHaveValue('');

  // "Use another card" puts the caret in the emptied form; the buyer types on.
  await alert.getByRole('button', { name: 'Use another card' }).click();
  await expect(alert).toHaveCount(0);
  await expect(number).toHaveValue('');
  await expect(number).toBeFocused();
  // The form moves on by itself once each field is complete, as Stripe's does.
  await page.keyboard.type(CARDS.ok.replaceAll(' ', ''));
  await page.keyboard.type('1234');
  await page.keyboard.type('123');
  await payButton(page).click();
  await expectPaid(page);

  // One charge held: the declined card's charge failed, the second card's succeeded once.
  const list = await charges(request, done.client_secret);
  expect(list.map((c) => [c.status, c.failure_code])).toEqual([
    ['succeeded', null],
    ['failed', 'insufficient_funds'],
  ]);
  const tx = await request.get(`/v2/users/${done.user_id}/transactions`, { headers: done.headers });
  expect(((await tx.json()) as { status: string }[]).map((t) => t.status)).toEqual(['PAID']);
  expect(await putReservations(request)).toHaveLength(1);
});

test('a card detail the bank refuses asks to check it, keeping the reason in view; another card pays once', async ({
  page,
  request,
}) => {
  const done = await toPaymentTracked(page);
  const number = page
    .getByRole('group', { name: 'Card details' })
    .getByRole('textbox', { name: 'Card number' });
  await enterCard(page, INCORRECT_CVC);
  await payButton(page).click();
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText('Check your card details');
  const reason = main(page).getByText("Your card's security code is incorrect.");
  await expect(reason).toBeVisible();
  // The reason takes focus; the details stay as typed, to be corrected.
  await expect(alert.getByText('Check your card details')).toBeFocused();
  await expect(number).toHaveValue(INCORRECT_CVC);
  // Checking the details keeps them and the reason; the caret goes back to the card.
  // The reason's own button is the next stop after it.
  const check = alert.getByRole('button', { name: 'Check the details' });
  await page.keyboard.press('Tab');
  await expect(check).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(number).toBeFocused();
  await expect(number).toHaveValue(INCORRECT_CVC);
  await expect(reason).toBeVisible();
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
  const list = await charges(request, done.client_secret);
  expect(list.filter((c) => c.status === 'succeeded')).toHaveLength(1);
  expect(list.map((c) => c.failure_code)).toEqual([null, 'incorrect_cvc']);
});

test('a failed challenge leaves the booking SUSPENDED, and a retry pays to PAID', async ({
  page,
  request,
}) => {
  // The confirmation's answer names the user; its headers are the ones the API wants.
  const put = page.waitForResponse((r) => r.request().method() === 'PUT');
  await toPayment(page);
  const confirmed = await put;
  const { user_id } = (await confirmed.json()) as { user_id: string };
  const headers = await confirmed.request().allHeaders();
  const transactionStatus = async () => {
    const r = await request.get(`/v2/users/${user_id}/transactions`, { headers });
    const list = (await r.json()) as { status: string }[];
    return list.at(-1)?.status;
  };
  await enterCard(page, CARDS.challenge);
  await payButton(page).click();
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(main(page).getByRole('alert')).toContainText('Your bank did not confirm');
  await expect.poll(transactionStatus).toBe('SUSPENDED');
  await enterCard(page, CARDS.challenge);
  await payButton(page).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expectPaid(page);
});

test('faults injected while the payment is polled are recovered', async ({ page, request }) => {
  await toPayment(page);
  // The next reads of the transaction fail in three different ways, then the route heals.
  for (const kind of ['status', 'malformed', 'html']) {
    await request.post('/__sandbox/faults', {
      data: { method: 'GET', path: '/v2/users/*', kind, status: 503, code: 0, count: 1 },
    });
  }
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
  const polls = (await sandboxRequests(request)).filter((r) =>
    /^\/v2\/users\/.+\/transactions/.test(r.path),
  );
  expect(polls.filter((r) => r.status >= 500).length).toBeGreaterThanOrEqual(2);
});

test('a double click on pay sends one confirmation', async ({ page, request }) => {
  await toPayment(page);
  const confirms: string[] = [];
  page.on('request', (r) => {
    if (/payment_intents\/[^/]+\/confirm/.test(r.url())) confirms.push(r.url());
  });
  await enterCard(page, CARDS.ok);
  await payButton(page).dblclick();
  await expectPaid(page);
  expect(confirms).toHaveLength(1);
  const puts = (await sandboxRequests(request)).filter(
    (r) => r.method === 'PUT' && r.path === '/v2/reservations',
  );
  expect(puts).toHaveLength(1);
});

test('a reload at the payment form brings back the same payment, then PAID', async ({
  page,
  request,
}) => {
  await toPayment(page);
  // The tickets went from the basket into the payment: the navbar says so, before and after.
  const emptyBasket = page.getByRole('link', { name: 'Basket, empty' });
  await expect(emptyBasket).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();
  await expect(main(page)).toContainText('We kept your payment');
  await expect(emptyBasket).toBeVisible();
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
  // One PUT reservations: the reload reused its client secret and never re-opened a session.
  expect(await putReservations(request)).toHaveLength(1);
  expect((await sandboxRequests(request)).filter((r) => r.status === 401)).toEqual([]);
});

test('a reload during 3D Secure shows the challenge again and confirms only once', async ({
  page,
  request,
}) => {
  await toPayment(page);
  const confirms: string[] = [];
  page.on('request', (r) => {
    if (/payment_intents\/[^/]+\/confirm/.test(r.url())) confirms.push(r.url());
  });
  await enterCard(page, CARDS.challenge);
  await payButton(page).click();
  await expect(page.getByRole('button', { name: 'Complete authentication' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expectPaid(page);
  expect(confirms).toHaveLength(1);
  expect(await putReservations(request)).toHaveLength(1);
});

test('a transaction that ends FAILED is final: explained, the way forward offered, no card asked again', async ({
  page,
}) => {
  await toPayment(page);
  await enterCard(page, CARDS.processingError);
  await payButton(page).click();
  const m = main(page);
  // The Pay button pressed is gone: focus lands on what happened, not on the page's body.
  await expect(
    m.getByRole('heading', { name: 'Your payment could not be completed' }),
  ).toBeFocused();
  await expect(m).toContainText('Nothing more will be charged');
  await expect(page.getByRole('group', { name: 'Card details' })).toBeHidden();
  await expect(payButton(page)).toHaveCount(0);
  await expectAxeClean(page, 'FAILED outcome');
  await m.getByRole('button', { name: 'Start a new booking' }).click();
  await expect(page.getByRole('link', { name: 'Basket, empty' })).toBeVisible();
});
