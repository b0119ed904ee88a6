/**
 * S6, the phone code, when the number is not the one the buyer meant: the code step changes it
 * (Change number), and a number changed after it was verified is verified again before the
 * payment. Both go on to PAID, which the sandbox allows only for a verified lead's number.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  test,
  LEAD,
  bookTheatre,
  expectAxeClean,
  fillLead,
  main,
  payByCard,
  resetSandbox,
  sandboxRequests,
  smsCode,
} from './flow.js';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
test.beforeEach(async ({ request }) => resetSandbox(request));

const OTHER_PHONE = '+447700900456';

async function toPhoneStep(page: Page) {
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TH-LON-03')}`);
  await bookTheatre(page, 'General Admission', 2, false);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await expect(
    main(page).getByRole('heading', { name: 'Verify your mobile number' }),
  ).toBeVisible();
}

/** The next PUT reservations answers with `fault`; then the code is texted, typed and checked. */
async function verifyBeforeFault(
  page: Page,
  request: APIRequestContext,
  fault: Record<string, unknown>,
) {
  const injected = await request.post('/__sandbox/faults', {
    data: { method: 'PUT', path: '/v2/reservations', count: 1, ...fault },
  });
  expect(injected.ok()).toBe(true);
  const m = main(page);
  await m.getByRole('button', { name: 'Text me a code' }).click();
  await m
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await smsCode(request, LEAD.phone));
  await m.getByRole('button', { name: 'Verify' }).click();
}

async function verify(page: Page, request: APIRequestContext, phone: string) {
  const m = main(page);
  await m.getByRole('button', { name: 'Text me a code' }).click();
  await expect(m).toContainText(`We sent a code by text message to ${phone}.`);
  await m.getByRole('textbox', { name: 'Verification code' }).fill(await smsCode(request, phone));
  await m.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();
}

test('Change number on the code step: the number field, as typed, then the new number verified, to PAID', async ({
  page,
  request,
}) => {
  await toPhoneStep(page);
  const m = main(page);
  await m.getByRole('button', { name: 'Text me a code' }).click();
  await expect(m).toContainText(`We sent a code by text message to ${LEAD.phone}.`);
  await expectAxeClean(page, 'phone code with Change number');

  await m.getByRole('button', { name: 'Change number' }).click();
  const number = m.getByRole('textbox', { name: 'Mobile number' });
  await expect(number).toBeFocused();
  await expect(number).toHaveValue(LEAD.phone);
  await expect(m.getByRole('textbox', { name: 'Email' })).toHaveValue(LEAD.email);
  // A move on, as a link: Back returns to the code step, Forward to the details.
  await page.goBack();
  await expect(m.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
  await page.goForward();
  await expect(number).toHaveValue(LEAD.phone);
  // Back with a number cut short: no code step for a number that is none; the details stay.
  await number.fill('+44');
  await page.goBack();
  await expect(number).toHaveValue('+44');
  await expect(page).toHaveURL(/checkout%2Fdetails|checkout\/details/);
  await expect(m.getByRole('heading', { name: 'Verify your mobile number' })).toBeHidden();
  await m.getByRole('button', { name: 'Continue' }).click();
  await expect(m).toContainText('Enter the number with its country code');

  await number.fill(OTHER_PHONE);
  await m.getByRole('button', { name: 'Continue' }).click();
  await expect(m).toContainText(`We will text a code to ${OTHER_PHONE}.`);
  await expect(m.getByRole('textbox', { name: 'Verification code' })).toHaveCount(0);
  await verify(page, request, OTHER_PHONE);
  await payByCard(page);
});

test('a number changed after it was verified, while the payment could not start: verified again before paying, to PAID', async ({
  page,
  request,
}) => {
  await toPhoneStep(page);
  // The payment cannot start once (PUT reservations, 503): the buyer is back on the details.
  await verifyBeforeFault(page, request, { kind: 'status', status: 503 });
  const m = main(page);
  await expect(m.getByRole('alert')).toBeVisible();
  const number = m.getByRole('textbox', { name: 'Mobile number' });
  await expect(number).toBeEditable();

  await number.fill(OTHER_PHONE);
  await m.getByRole('button', { name: 'Continue' }).click();
  await expect(m.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
  await expect(m).toContainText(`We will text a code to ${OTHER_PHONE}.`);
  await expect(m).not.toContainText('is verified');
  await verify(page, request, OTHER_PHONE);
  await payByCard(page);
  // The payment started once the new number was verified: the sandbox refused nothing for it.
  const puts = (await sandboxRequests(request)).filter(
    (r) => r.method === 'PUT' && r.path === '/v2/reservations',
  );
  expect(puts.map((r) => r.status)).toEqual([503, 200]);
});

test('the API says the number is not verified when the payment starts (28): the code step starts over, its button texts a code, to PAID', async ({
  page,
  request,
}) => {
  await toPhoneStep(page);
  await verifyBeforeFault(page, request, { kind: 'status', status: 400, code: 28 });
  const m = main(page);

  const alert = m.getByRole('alert').filter({ hasText: 'Request a code by text message first' });
  await expect(alert).toBeVisible();
  await expect(m).not.toContainText('is verified');
  await expect(m).toContainText(`We will text a code to ${LEAD.phone}.`);
  await alert.getByRole('button', { name: 'Send a new code' }).click();
  await expect(m).toContainText(`We sent a code by text message to ${LEAD.phone}.`);
  await m
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await smsCode(request, LEAD.phone));
  await m.getByRole('button', { name: 'Verify' }).click();
  await payByCard(page);
});
