import type { Page } from '@playwright/test';
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

/** Two seats at The Phantom Lighthouse, through to the payment form. */
async function toPayment(page: Page) {
  await theatreToCheckout(page);
  await fillLead(page);
  await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();
}

test('a declined card is explained, then another card pays to PAID', async ({ page }) => {
  await toPayment(page);
  await enterCard(page, CARDS.declined);
  await payButton(page).click();
  await expect(main(page).getByRole('alert')).toContainText('Card not accepted');
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
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

const putReservations = async (request: Parameters<typeof sandboxRequests>[0]) =>
  (await sandboxRequests(request)).filter(
    (r) => r.method === 'PUT' && r.path === '/v2/reservations',
  );

test('a reload at the payment form brings back the same payment, then PAID', async ({
  page,
  request,
}) => {
  await toPayment(page);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();
  await expect(main(page)).toContainText('We kept your payment');
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
  await expect(
    m.getByRole('heading', { name: 'Your payment could not be completed' }),
  ).toBeVisible();
  await expect(m).toContainText('Nothing more will be charged');
  await expect(page.getByRole('group', { name: 'Card details' })).toBeHidden();
  await expect(payButton(page)).toHaveCount(0);
  await expectAxeClean(page, 'FAILED outcome');
  await m.getByRole('button', { name: 'Start a new booking' }).click();
  await expect(page.getByRole('link', { name: 'Basket, empty' })).toBeVisible();
});
