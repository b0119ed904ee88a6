/**
 * Issue #7 "Done when": on a phone, two adults and a child on Stonehenge & Bath (TO-LON-03, pickup
 * required, three tour languages), a pickup point found by search, Spanish, paid to PAID.
 */
import {
  expect,
  test,
  CARDS,
  enterCard,
  expectAxeClean,
  expectPaid,
  fillLead,
  main,
  payButton,
  resetSandbox,
  sandboxRequests,
} from './flow.js';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
test.beforeEach(async ({ request }) => resetSandbox(request));

test('on a phone: two adults and a child, a language and a pickup point, to PAID', async ({
  page,
  request,
}) => {
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TO-LON-03')}`);
  await page.getByRole('button', { name: 'Check availability' }).tap();
  await page.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().tap();

  await page.getByRole('button', { name: 'Add one Adult' }).tap();
  await page.getByRole('button', { name: 'Add one Child' }).tap();
  await expect(page.getByRole('status', { name: 'Adult: 2' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Child: 1' })).toBeVisible();

  const option = page.getByRole('radio', { name: 'Full day with entry tickets' });
  // The options' prices follow the mix: wait for the child's line before choosing.
  await expect(page.getByRole('radiogroup', { name: '3. Choose an option' })).toContainText(
    '1 × Child',
  );
  await option.tap();
  await expect(option).toBeChecked();
  await expectAxeClean(page, 'tour options on a phone');

  await page.getByRole('combobox', { name: 'Tour language' }).selectOption({ label: 'Spanish' });
  await page.getByRole('searchbox', { name: 'Find a pickup point' }).fill('grand');
  await expect(page.getByRole('radio', { name: /London$/ })).toHaveCount(1);
  await page.getByRole('radio', { name: 'Grand Hotel, London' }).tap();
  await page.getByRole('button', { name: 'Add to basket' }).tap();

  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 3 tickets' })).toBeVisible();
  const basket = main(page);
  await expect(basket).toContainText('Grand Hotel, London');
  await expect(basket).toContainText('Spanish');
  await expectAxeClean(page, 'basket with a tour on a phone');

  // What the API received: the mix, the language and the pickup point.
  const reserve = (await sandboxRequests(request)).filter(
    (r) => r.method === 'POST' && r.path.endsWith('/tours/reservations'),
  );
  expect(reserve.map((r) => r.status)).toEqual([200]);

  await basket.getByRole('button', { name: 'Continue to checkout' }).tap();
  await fillLead(page);
  await enterCard(page, CARDS.ok);
  await payButton(page).tap();
  await expectPaid(page);
  // The confirmation says what was bought: travellers, language and where to be picked up.
  const done = main(page).getByRole('region', { name: 'Booking confirmed' });
  await expect(done).toContainText('Grand Hotel, London');
  await expect(done).toContainText('Spanish');
  await expect(done).toContainText('Child');
});
