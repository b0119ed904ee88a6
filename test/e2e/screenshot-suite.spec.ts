/**
 * Issue 18 item 9: the screenshot suite. Every place of the buyer's walk (S1 to S9, see
 * ../shared/BUYER-WALK.md) at 375 px and 1280 px, light and dark, in English and in Arabic (right
 * to left), each screen checked by code (no horizontal overflow, no clipped text, axe clean,
 * icons and control boundaries at 3:1) and kept as a PNG in test-results/screenshot-suite/.
 *
 * One test per width and language walks a theatre booking (S1, S2, S3, S5, S7, S8 with the
 * 3D Secure challenge open, S9) and a tour booking (S4, S6); at each place the screen is checked
 * light, then with the page's prefers-color-scheme dark. The demo wears Wanderlust Tours, the demo
 * brand whose colorScheme is `inherit` and which has dark overrides, so the widget follows the
 * page's scheme as a buyer's system setting would switch it.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { CARDS, expect, resetSandbox, test } from './flow.js';
import { chooseBestSeats, messagePattern, words, type Words } from './locale-names.js';
import { checkShot } from './shot-checks.js';

const SHOTS = 'test-results/screenshot-suite';
const BRAND = process.env.SUITE_BRAND ?? 'wanderlust-tours';

mkdirSync(SHOTS, { recursive: true });

let pageErrors: string[] = [];

test.beforeEach(async ({ request, page }) => {
  await resetSandbox(request);
  pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
});

// Any uncaught page error or unhandled rejection fails the walk.
test.afterEach(() => expect(pageErrors).toEqual([]));

/** The widget's scheme as the brand applied it (the host's `color-scheme`). */
const widgetScheme = (page: Page) =>
  page.locator('tessera-booking').evaluate((el) => (el as HTMLElement).style.colorScheme);

/** Checks the screen light, then dark, then returns the page to light for the next move. */
async function both(page: Page, name: string, place: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => widgetScheme(page)).toBe(scheme);
    await checkShot(page, `${SHOTS}/${name}-${place}-${scheme}.png`, `${name} ${place} ${scheme}`, {
      contrast: true,
      coloursOnly: scheme === 'dark',
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function fillLead(t: Words, m: Locator) {
  await m.getByRole('textbox', { name: t('Email') }).fill('ada@example.com');
  await m.getByRole('textbox', { name: t('First name') }).fill('Ada');
  await m.getByRole('textbox', { name: t('Last name') }).fill('Lovelace');
  await m.getByRole('textbox', { name: t('Mobile number') }).fill('+447700900123');
  await m.getByRole('button', { name: t('Continue'), exact: true }).click();
}

for (const language of ['en', 'ar'] as const)
  for (const width of [375, 1280]) {
    test(`S1 to S9 at ${width} px in ${language}, light and dark, each screen checked`, async ({
      page,
    }) => {
      // Twenty checked screens: generous for a loaded CI machine (about a minute when idle).
      test.setTimeout(240_000);
      const t = words(language);
      const name = `${language}-${width}`;
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.emulateMedia({ colorScheme: 'light' });
      const m = page.getByRole('main', { name: t('Booking') });
      const open = (route: string) =>
        page.goto(
          `/demo/?brand=${BRAND}&language=${language}&tessera=${encodeURIComponent(route)}`,
        );

      // S1: results of a search.
      await open('search?q=Phantom');
      await expect(page.locator('tessera-booking').locator('.root')).toHaveAttribute(
        'lang',
        language,
      );
      const results = m.getByRole('region', { name: t('Results') });
      const phantom = results.getByRole('link').first();
      await expect(phantom).toBeVisible();
      await both(page, name, 'S1-results');

      // S2: the show's detail.
      await phantom.click();
      await expect(m.getByRole('heading', { level: 1 })).toBeVisible();
      await both(page, name, 'S2-detail');

      // S3: a performance, two tickets, the best seats on the map.
      await chooseBestSeats(m, t);
      await both(page, name, 'S3-seats');

      // S5: the basket.
      await m.getByRole('button', { name: t('Add to basket') }).click();
      await expect(m.getByRole('heading', { name: t('Your basket') })).toBeVisible();
      await expect(m.getByRole('article')).toHaveCount(1);
      await both(page, name, 'S5-basket');

      // S7: checkout, the buyer's details, then the payment form.
      await m.getByRole('button', { name: t('Continue to checkout') }).click();
      await expect(m.getByRole('textbox', { name: t('Email') })).toBeVisible();
      await both(page, name, 'S7-details');
      await fillLead(t, m);
      const card = page.getByRole('group', { name: 'Card details' });
      await expect(card.getByRole('textbox', { name: 'Card number' })).toBeVisible();
      await both(page, name, 'S7-payment');

      // S8: the bank's 3D Secure challenge open over the payment.
      await card.getByRole('textbox', { name: 'Card number' }).fill(CARDS.challenge);
      await card.getByRole('textbox', { name: /Expiration date/ }).fill('12 / 34');
      await card.getByRole('textbox', { name: 'Security code' }).fill('123');
      await m.getByRole('button', { name: messagePattern(t, 'Pay {0}') }).click();
      const complete = page.getByRole('button', { name: 'Complete authentication' });
      await expect(complete).toBeVisible();
      await both(page, name, 'S8-challenge');

      // S9: the confirmation.
      await complete.click();
      const done = m.getByRole('region', { name: t('Booking confirmed') });
      await expect(done).toBeVisible({ timeout: 20_000 });
      await expect(done).toContainText(t('Paid'));
      await both(page, name, 'S9-confirmation');

      // S4: a tour's date, option and pickup point (the helicopter tour, two travellers).
      await open('attraction/TO-LAS-01');
      await m.getByRole('button', { name: t('Check availability') }).click();
      await m
        .getByRole('list', { name: t('Departure dates') })
        .getByRole('button')
        .first()
        .click();
      const option = m.getByRole('radiogroup').first().getByRole('radio').first();
      // The options may be re-rendered for the new date while the click lands: until it holds.
      await expect(async () => {
        await option.click();
        await expect(option).toBeChecked({ timeout: 500 });
      }).toPass();
      const pickup = m.getByRole('radiogroup').last().getByRole('radio').first();
      await pickup.check();
      await both(page, name, 'S4-tour');

      // S6: the attendees the tour asks for.
      await m.getByRole('button', { name: t('Add to basket') }).click();
      await expect(m.getByRole('heading', { name: t('Your basket') })).toBeVisible();
      await m.getByRole('button', { name: t('Continue to checkout') }).click();
      await fillLead(t, m);
      await expect(m.getByRole('heading', { name: t('Who is going?') })).toBeVisible();
      await both(page, name, 'S6-attendees');
    });
  }
