import {
  expect,
  test,
  CARDS,
  LEAD,
  expectAxeClean,
  bookTheatre,
  enterCard,
  expectPaid,
  fillLead,
  main,
  payButton,
  resetSandbox,
  smsCode,
} from './flow.js';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
test.beforeEach(async ({ request }) => resetSandbox(request));

test('on a phone: general admission with phone verification to PAID, axe clean at every step', async ({
  page,
  request,
}) => {
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TH-LON-03')}`);
  await bookTheatre(page, 'General Admission', 2, false);
  await expectAxeClean(page, 'basket');

  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(main(page).getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expectAxeClean(page, 'checkout details');
  await fillLead(page);

  await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
  await expectAxeClean(page, 'phone verification');
  const sendButton = main(page)
    .getByRole('button', { name: /Send|Text me/ })
    .first();
  if (await sendButton.isVisible()) await sendButton.click();
  const code = await smsCode(request, LEAD.phone);
  await main(page).getByRole('textbox', { name: 'Verification code' }).fill(code);
  await main(page).getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();
  await expect(payButton(page)).toBeEnabled();
  await expectAxeClean(page, 'payment');
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
  await expectAxeClean(page, 'confirmation');
});
