/**
 * No dead end in checkout: a refusal or fault when the payment is prepared (PUT reservations)
 * keeps the buyer on the page with what they typed, says what to do, and the retry works.
 */
import {
  CARDS,
  LEAD,
  theatreToCheckout,
  enterCard,
  expect,
  expectPaid,
  fillLead,
  main,
  payButton,
  resetSandbox,
  sandboxRequests,
  test,
} from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

const FAULTS = [
  {
    name: 'an unknown business code (format 1, code 99)',
    fault: { kind: 'status', status: 400, code: 99 },
  },
  { name: 'a provider outage (503, code 0)', fault: { kind: 'status', status: 503, code: 0 } },
  { name: 'a 500 with an HTML page', fault: { kind: 'html' } },
  { name: 'a cut connection', fault: { kind: 'drop' } },
];

for (const { name, fault } of FAULTS) {
  test(`${name} at PUT reservations: explained, details kept, the retry pays`, async ({
    page,
    request,
  }) => {
    await theatreToCheckout(page);
    await request.post('/__sandbox/faults', {
      data: { method: 'PUT', path: '/v2/reservations', count: 1, ...fault },
    });
    await fillLead(page);
    const m = main(page);
    const alert = m.getByRole('alert');
    await expect(alert).toBeVisible();
    const action = alert.getByRole('button');
    await expect(action).toHaveCount(1);
    await action.click();
    // Either straight to the card form, or back on the details with everything kept.
    const card = page.getByRole('group', { name: 'Card details' });
    const email = m.getByRole('textbox', { name: 'Email' });
    await expect(card.or(email)).toBeVisible();
    if (await email.isVisible()) {
      await expect(email).toHaveValue(LEAD.email);
      await m.getByRole('button', { name: 'Continue' }).click();
    }
    await enterCard(page, CARDS.ok);
    await payButton(page).click();
    await expectPaid(page);
    const puts = (await sandboxRequests(request)).filter(
      (r) => r.method === 'PUT' && r.path === '/v2/reservations',
    );
    expect(puts).toHaveLength(2);
    expect(puts.at(-1)!.status).toBe(200);
  });
}

test('the lead details survive a reload of checkout', async ({ page }) => {
  await theatreToCheckout(page);
  const m = main(page);
  await m.getByRole('textbox', { name: 'Email' }).fill(LEAD.email);
  await m.getByRole('textbox', { name: 'First name' }).fill(LEAD.first);
  await page.reload();
  await expect(m.getByRole('textbox', { name: 'Email' })).toHaveValue(LEAD.email);
  await expect(m.getByRole('textbox', { name: 'First name' })).toHaveValue(LEAD.first);
});
