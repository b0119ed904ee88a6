/**
 * Issue #19 "Done when": one whole booking in Arabic, from search to PAID, driven only by the
 * Arabic accessible names a buyer's screen reader speaks (looked up in xliff/ar.xlf by their
 * English source). The sandbox's content (attraction, band and ticket names) stays English, and so
 * does the sandbox's stand-in for Stripe's card form; everything the widget says is Arabic.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './flow.js';
import { WORDS_AR } from '../../demo/sandbox/i18n/catalogue-ar.js';
import { escapeRegExp, chooseBestSeats, messagePattern, words } from './locale-names.js';

const ar = words('ar');
/** The Phantom Lighthouse as the sandbox names it in Arabic. */
const PHANTOM = WORDS_AR.attractions['TH-LON-01']?.name ?? 'no Arabic name in the sandbox';
const ARABIC = /[\u0600-\u06FF]/;

const main = (page: Page) => page.getByRole('main', { name: ar('Booking') });

async function resetSandbox(request: APIRequestContext) {
  expect((await request.post('/__sandbox/reset')).ok()).toBe(true);
}

test.beforeEach(({ request }) => resetSandbox(request));

test.use({ viewport: { width: 1280, height: 900 } });

test('a seated theatre booking in Arabic, from search to PAID, right to left', async ({ page }) => {
  // Every name the test drives by is Arabic, so an English page cannot pass it.
  for (const name of ['Booking', 'Search attractions', 'Add to basket', 'Pay {0}', 'Paid'])
    expect(ar(name, '')).toMatch(ARABIC);

  await page.goto('/demo/?language=ar');
  const root = page.locator('tessera-booking').locator('.root');
  await expect(root).toHaveAttribute('dir', 'rtl');
  await expect(root).toHaveAttribute('lang', 'ar');
  const m = main(page);
  await expect(m).toBeVisible();

  // Search from the navbar and open the show from the results.
  await page.getByRole('searchbox', { name: ar('Search attractions') }).fill('Phantom');
  await page
    .getByRole('search')
    .getByRole('button', { name: ar('Search'), exact: true })
    .click();
  const results = m.getByRole('region', { name: ar('Results') });
  await results
    .getByRole('link', { name: new RegExp(escapeRegExp(PHANTOM)) })
    .first()
    .click();
  await expect(m.getByRole('heading', { level: 1, name: PHANTOM })).toBeVisible();
  // The attraction's categories are joined with the Arabic comma.
  const category = m.locator('dt', { hasText: ar('Category') }).locator('+ dd');
  await expect(category).toContainText('، ');
  await expect(category).not.toContainText(', ');

  // The first performance, two adults in the Stalls, the best seats together.
  await chooseBestSeats(m, ar);
  await m.getByRole('button', { name: ar('Add to basket') }).click();
  await expect(m.getByRole('heading', { name: ar('Your basket') })).toBeVisible();
  await expect(
    page.getByRole('link', { name: ar('one{Basket, # ticket}other{Basket, # tickets}', 2) }),
  ).toBeVisible();

  // Checkout: the lead buyer, then the card (the stand-in's own English labels, as Stripe's).
  await m.getByRole('button', { name: ar('Continue to checkout') }).click();
  await m.getByRole('textbox', { name: ar('Email') }).fill('ada@example.com');
  await m.getByRole('textbox', { name: ar('First name') }).fill('Ada');
  await m.getByRole('textbox', { name: ar('Last name') }).fill('Lovelace');
  await m.getByRole('textbox', { name: ar('Mobile number') }).fill('+447700900123');
  await m.getByRole('button', { name: ar('Continue'), exact: true }).click();
  const card = page.getByRole('group', { name: 'Card details' });
  // The order summary's fee takes its name from the API, which names it in Arabic too.
  await expect(m).toContainText('رسوم الحجز');
  await expect(m).not.toContainText('Booking fee');
  await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await card.getByRole('textbox', { name: /Expiration date/ }).fill('12 / 34');
  await card.getByRole('textbox', { name: 'Security code' }).fill('123');
  await m.getByRole('button', { name: messagePattern(ar, 'Pay {0}') }).click();

  // Paid: the confirmation, its reference, and the amount paid, still right to left.
  const done = m.getByRole('region', { name: ar('Booking confirmed') });
  await expect(done).toBeVisible({ timeout: 20_000 });
  await expect(done).toContainText(new RegExp(`${escapeRegExp(ar('Paid'))}\\s*\\S*\\d`));
  await expect(done).toContainText(
    new RegExp(`${escapeRegExp(ar('Your booking reference is'))}\\s*[A-Z0-9-]{4,}`),
  );
  await expect(page.getByRole('link', { name: ar('Basket, empty') })).toBeVisible();
  await expect(root).toHaveAttribute('dir', 'rtl');
  expect(
    await root.evaluate((el) => getComputedStyle(el).direction),
    'the layout is right to left',
  ).toBe('rtl');
});
