import {
  expect,
  test,
  CARDS,
  bookTheatre,
  enterCard,
  expectPaid,
  fillLead,
  main,
  payButton,
  resetSandbox,
  searchAndOpen,
} from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('a seated theatre booking found by search is paid with 4242 to PAID', async ({ page }) => {
  await searchAndOpen(page, 'Phantom', 'The Phantom Lighthouse');
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await expect(page.getByRole('link', { name: 'Basket, 2 tickets' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  // A reload resumes: the basket, its count and the countdown come back from the live session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 2 tickets' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
  await expect(page.getByRole('link', { name: 'Basket, empty' })).toBeVisible();
});
