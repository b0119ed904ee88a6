/**
 * Screens a buyer trusts (issue 18): the order summary beside the card form, the confirmation
 * (reference copied, calendar file, delivery and next steps), the phone's sticky total and next
 * action, images resolved and replaced when they fail, and search's way out of "no results".
 */
import type { Page } from '@playwright/test';
import {
  CARDS,
  enterCard,
  expect,
  expectPaid,
  fillLead,
  main,
  payButton,
  resetSandbox,
  test,
  theatreToCheckout,
} from './flow.js';

let pageErrors: string[] = [];

test.beforeEach(async ({ request, page }) => {
  await resetSandbox(request);
  pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
});

// Any uncaught page error or unhandled rejection fails the flow.
test.afterEach(() => expect(pageErrors).toEqual([]));

/** The page scrolls sideways: the document is wider than the viewport. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function toPayment(page: Page) {
  await theatreToCheckout(page);
  await fillLead(page);
  await expect(main(page).getByRole('heading', { name: 'Payment' })).toBeVisible();
}

test('S7 desktop: the order summary sits beside the card form with items, seats, fees and total', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await toPayment(page);
  const m = main(page);
  const summary = m.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('heading', { name: 'The Phantom Lighthouse' })).toBeVisible();
  await expect(summary).toContainText('Nov 28, 2026, 7:30 PM');
  await expect(summary.getByRole('list', { name: 'Seats' }).getByRole('listitem')).toHaveText([
    'Adult · Stalls, row A, seat 10',
    'Adult · Stalls, row A, seat 11',
  ]);
  await expect(summary).toContainText(/Tickets\s*€152\.00/);
  await expect(summary).toContainText(/Booking fee\s*€7\.80/);
  await expect(summary).toContainText(/Total, booking fees included\s*€159\.80/);
  // Beside the form, not above it: the summary starts level with the payment card, to its side.
  const card = m.getByRole('region', { name: 'Payment' });
  const [s, c] = [await summary.boundingBox(), await card.boundingBox()];
  expect(s!.x).toBeGreaterThan(c!.x + c!.width - 1);
  // Card brands by name, and who handles the card.
  const brands = m.getByRole('list', { name: 'Cards accepted' });
  for (const name of ['Visa', 'Mastercard', 'American Express'])
    await expect(brands.getByRole('img', { name })).toBeVisible();
  await expect(m).toContainText('Payments are processed by Stripe; we never see your card number.');
  // The total summarised is the one Pay commits to, and paying works from here.
  await expect(payButton(page)).toHaveText('Pay €159.80');
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
});

test('S7 phone: the order summary folds above the card form and opens on demand', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await toPayment(page);
  const m = main(page);
  const toggle = m.getByRole('button', { name: /Order summary\s*€159\.80/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const summary = m.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('heading', { name: 'The Phantom Lighthouse' })).toBeHidden();
  // Above the card form.
  const card = m.getByRole('region', { name: 'Payment' });
  expect((await toggle.boundingBox())!.y).toBeLessThan((await card.boundingBox())!.y);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(summary.getByRole('heading', { name: 'The Phantom Lighthouse' })).toBeVisible();
  await expect(summary).toContainText(/Booking fee\s*€7\.80/);
  expect(await sideways(page)).toBe(false);
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
});
