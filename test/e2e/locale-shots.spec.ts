/**
 * Issue #19 "Done when": the landing, the search results, the theatre's seat map, checkout (lead details and the
 * payment form), the confirmation and the customer's "Your bookings" in Arabic, German, Japanese and Thai on a 375 px phone, and
 * in all 21 languages on a 320 px one (item 5), each checked by code (no horizontal overflow, no clipped button, label or heading text, axe clean)
 * and kept as a screenshot in test-results/locale-shots/ to be looked at. A second walk per language
 * at 320 px takes the tour's way (S2, S4, S5, S6 of ../shared/BUYER-WALK.md): the tour's page, its
 * departure dates, an option and pickup point chosen, the basket and the attendees' form.
 */
import { WORDS_AR } from '../../demo/sandbox/i18n/catalogue-ar.js';
import { WORDS_DE } from '../../demo/sandbox/i18n/catalogue-de.js';
import { WORDS_JA } from '../../demo/sandbox/i18n/catalogue-ja.js';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { chooseUntilHeld, expect, test } from './flow.js';
import { sourceLocale, targetLocales } from '../../src/generated/locale-codes.js';
import { checkShot } from './shot-checks.js';
import { chooseBestSeats, messagePattern, words, type Words } from './locale-names.js';

const SHOTS = 'test-results/locale-shots';
/**
 * The width of the every-language walks: 320 px, the narrowest phone; `LOCALE_SHOTS_WIDTH=1280`
 * walks them on a desktop instead, where the steps' columns are narrow too (run locally).
 */
const EVERY_LANGUAGE_WIDTH = Number(process.env.LOCALE_SHOTS_WIDTH ?? 320);
/**
 * The four of the "Done when" at 375 px, and every language the widget speaks at 320 px (issue 19
 * item 5: no clipped or overflowing label at 320 px in any language).
 */
const WALKS = [
  ...(['ar', 'de', 'ja', 'th'] as const).map((language) => ({ language, width: 375 })),
  ...[sourceLocale, ...targetLocales]
    .sort()
    .map((language) => ({ language, width: EVERY_LANGUAGE_WIDTH })),
];

async function resetSandbox(request: APIRequestContext) {
  expect((await request.post('/__sandbox/reset')).ok()).toBe(true);
}

test.beforeEach(({ request }) => resetSandbox(request));

/** The step as it is now: no overflow, nothing clipped, axe clean, and a screenshot. */
const check = (page: Page, language: string, width: number, step: string) =>
  checkShot(page, `${SHOTS}/${language}-${width}-${step}.png`, `${language} ${width} ${step}`);

/** The Phantom Lighthouse as the sandbox names it in `language` (it answers en, de, ar, ja). */
function phantomIn(language: string): string {
  const words = { de: WORDS_DE, ar: WORDS_AR, ja: WORDS_JA }[language];
  return words?.attractions['TH-LON-01']?.name ?? 'The Phantom Lighthouse';
}

async function searchResults(page: Page, t: Words, name: string) {
  await page.getByRole('searchbox', { name: t('Search attractions') }).fill('Phantom');
  await page
    .getByRole('search')
    .getByRole('button', { name: t('Search'), exact: true })
    .click();
  const results = page.getByRole('region', { name: t('Results') });
  await expect(results.getByRole('link', { name })).toBeVisible();
  return results;
}

mkdirSync(SHOTS, { recursive: true });

for (const { language, width } of WALKS) {
  test(`${language} at ${width} px: landing, search, seat map, checkout, confirmation and bookings fit`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 812 });
    const t = words(language);
    const main = page.getByRole('main', { name: t('Booking') });
    // A signed-in customer (the demo's `signed-in`), so "Your bookings" can be walked at the end.
    await page.goto(`/demo/?signed-in&language=${language}`);
    await expect(page.locator('tessera-booking').locator('.root')).toHaveAttribute(
      'lang',
      language,
    );
    // The landing: its cities and showcases shown.
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await check(page, language, width, '0-landing');

    const phantom = phantomIn(language);
    const results = await searchResults(page, t, phantom);
    await check(page, language, width, '1-search-results');

    await results.getByRole('link', { name: phantom }).click();
    await chooseBestSeats(main, t);
    await check(page, language, width, '2-seat-map');

    await main.getByRole('button', { name: t('Add to basket') }).click();
    await main.getByRole('button', { name: t('Continue to checkout') }).click();
    await expect(main.getByRole('textbox', { name: t('Email') })).toBeVisible();
    await check(page, language, width, '3-checkout-lead');

    await main.getByRole('textbox', { name: t('Email') }).fill('ada@example.com');
    await main.getByRole('textbox', { name: t('First name'), exact: true }).fill('Ada');
    await main.getByRole('textbox', { name: t('Last name'), exact: true }).fill('Lovelace');
    await main.getByRole('textbox', { name: t('Mobile number') }).fill('+447700900123');
    await main.getByRole('button', { name: t('Continue'), exact: true }).click();
    const card = page.getByRole('group', { name: 'Card details' });
    await expect(card.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await check(page, language, width, '4-checkout-payment');

    await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await card.getByRole('textbox', { name: /Expiration date/ }).fill('12 / 34');
    await card.getByRole('textbox', { name: 'Security code' }).fill('123');
    await main.getByRole('button', { name: messagePattern(t, 'Pay {0}') }).click();
    const done = main.getByRole('region', { name: t('Booking confirmed') });
    await expect(done).toBeVisible({ timeout: 20_000 });
    await expect(done).toContainText(t('Paid'));
    await check(page, language, width, '5-confirmation');

    await page.getByRole('link', { name: t('Your bookings') }).click();
    await expect(main.getByRole('heading', { name: t('Your bookings') })).toBeFocused();
    await expect(main.getByRole('row')).not.toHaveCount(0);
    await check(page, language, width, '6-your-bookings');
  });
}

/** Every language at 320 px, the tour's way: its page, dates, options, the basket, attendees. */
for (const language of [sourceLocale, ...targetLocales].sort()) {
  const width = EVERY_LANGUAGE_WIDTH;
  test(`${language} at ${width} px: a tour's page, dates, options, basket and attendees fit`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 812 });
    const t = words(language);
    const main = page.getByRole('main', { name: t('Booking') });
    await page.goto(
      `/demo/?language=${language}&tessera=${encodeURIComponent('attraction/TO-LAS-01')}`,
    );
    await expect(page.locator('tessera-booking').locator('.root')).toHaveAttribute(
      'lang',
      language,
    );
    const available = main.getByRole('button', { name: t('Check availability') });
    await expect(available).toBeVisible();
    await check(page, language, width, '6-tour-page');

    await available.click();
    const dates = main.getByRole('list', { name: t('Departure dates') });
    await expect(dates.getByRole('button').first()).toBeVisible();
    await check(page, language, width, '7-tour-dates');

    await dates.getByRole('button').first().click();
    await chooseUntilHeld(main.getByRole('radiogroup').first().getByRole('radio').first());
    await main.getByRole('radiogroup').last().getByRole('radio').first().check();
    await check(page, language, width, '8-tour-options');

    await main.getByRole('button', { name: t('Add to basket') }).click();
    await expect(main.getByRole('heading', { name: t('Your basket') })).toBeVisible();
    await check(page, language, width, '9-tour-basket');

    // The basket's two questions, each answered with its safe choice.
    const tour = main.getByRole('article');
    await tour.getByRole('button', { name: messagePattern(t, 'Remove {0}') }).click();
    await expect(tour.getByRole('button', { name: t('Keep it') })).toBeFocused();
    await check(page, language, width, '9b-basket-remove-ask');
    await tour.getByRole('button', { name: t('Keep it') }).click();
    await main.getByRole('button', { name: t('Remove all') }).click();
    await expect(main.getByRole('button', { name: t('Keep my basket') })).toBeFocused();
    await check(page, language, width, '9c-basket-remove-all-ask');
    await main.getByRole('button', { name: t('Keep my basket') }).click();

    await main.getByRole('button', { name: t('Continue to checkout') }).click();
    await main.getByRole('textbox', { name: t('Email') }).fill('ada@example.com');
    await main.getByRole('textbox', { name: t('First name'), exact: true }).fill('Ada');
    await main.getByRole('textbox', { name: t('Last name'), exact: true }).fill('Lovelace');
    await main.getByRole('textbox', { name: t('Mobile number') }).fill('+447700900123');
    await main.getByRole('button', { name: t('Continue'), exact: true }).click();
    await expect(main.getByRole('heading', { name: t('Who is going?') })).toBeVisible();
    await check(page, language, width, '10-attendees');
  });
}
