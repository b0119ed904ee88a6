/**
 * The buyer's edges (../shared/BUYER-WALK.md) in every language the widget speaks, on a 320 px
 * phone: the messages a buyer meets when something goes wrong are checked as the happy screens are
 * in locale-shots.spec.ts (no horizontal overflow, no clipped text, no button label on two lines
 * or past its box, axe clean), and each message's way on is taken and works:
 * - S1: the search fails (a 500 with an HTML page); Try again shows the results;
 * - S3: the API says another buyer holds a picked seat; dismissed, the seats go to the basket;
 * - S5: the session has ended (the sandbox clock 21 minutes on) when Continue to checkout is
 *   pressed; Start again returns to the performance, its tickets kept;
 * - S8: the card is declined; the message says so, the card form is emptied; then the bank's
 *   3D Secure challenge is failed; then Stripe never answers, and the payment is still being
 *   confirmed;
 * - S6: an attendee left out (the field marked and focused), then a wrong phone code; the right
 *   code then reaches the payment;
 * - S4: a tour's last tickets for the chosen option taken (code 41); Check availability, the
 *   choice made again, and the basket. On the way, the pickup search's example fits its field.
 * English and Arabic are walked again at 375 px in the dark demo brand; every screen's icons and
 * control boundaries are checked for 3:1 contrast too. PNGs in test-results/locale-edges/.
 * `LOCALE_SHOTS_WIDTH=1280` walks the 21 languages on a desktop instead (run locally).
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CARDS, chooseUntilHeld, expect, resetSandbox, smsCode, test } from './flow.js';
import { sourceLocale, targetLocales } from '../../src/generated/locale-codes.js';
import { checkShot } from './shot-checks.js';
import { chooseBestSeats, messagePattern, words, type Words } from './locale-names.js';
import { WORDS_AR } from '../../demo/sandbox/i18n/catalogue-ar.js';
import { WORDS_DE } from '../../demo/sandbox/i18n/catalogue-de.js';
import { WORDS_JA } from '../../demo/sandbox/i18n/catalogue-ja.js';

const SHOTS = 'test-results/locale-edges';
const WIDTH = Number(process.env.LOCALE_SHOTS_WIDTH ?? 320);
const MINUTES_21 = 21 * 60_000;

mkdirSync(SHOTS, { recursive: true });

// Each walk starts on a fresh sandbox; flow.ts's `test` fails a walk on any uncaught page error.
test.beforeEach(({ request }) => resetSandbox(request));

interface Walk {
  language: string;
  width: number;
  /** A demo brand's name, or '' for the demo's default (light) brand. */
  brand: string;
}

/**
 * Every language in the demo's default brand (light), and English and Arabic at 375 px in
 * Midnight Jazz, the dark demo brand.
 */
const WALKS: Walk[] = [
  ...[sourceLocale, ...targetLocales]
    .sort()
    .map((language) => ({ language, width: WIDTH, brand: '' })),
  ...['en', 'ar'].map((language) => ({ language, width: 375, brand: 'midnight-jazz' })),
];

const title = (w: Walk, what: string) =>
  `${w.language} at ${w.width} px${w.brand ? ` in ${w.brand}` : ''}: ${what}`;

/**
 * A walk's words and booking landmark, `open` for the demo at a widget route (in the walk's
 * language, width and brand, once the brand is applied), and `check` for the screen as it is.
 */
function walkOn(page: Page, walk: Walk) {
  const name = `${walk.language}-${walk.width}${walk.brand ? `-${walk.brand}` : ''}`;
  const t = words(walk.language);
  return {
    t,
    m: page.getByRole('main', { name: t('Booking') }),
    async open(route: string) {
      await page.setViewportSize({ width: walk.width, height: 812 });
      const query = `${walk.brand ? `brand=${walk.brand}&` : ''}language=${walk.language}`;
      await page.goto(`/demo/?${query}&tessera=${encodeURIComponent(route)}`);
      // The demo's brand panel applies the brand once its file has loaded.
      if (walk.brand)
        await expect
          .poll(() =>
            page.locator('tessera-booking').evaluate((el) => (el as HTMLElement).style.colorScheme),
          )
          .toBe('dark');
    },
    check: (step: string) =>
      checkShot(page, `${SHOTS}/${name}-${step}.png`, `${name} ${step}`, { contrast: true }),
  };
}

/** The Phantom Lighthouse as the sandbox names it in `language` (it answers en, de, ar, ja). */
function phantomIn(language: string): string {
  const names = { de: WORDS_DE, ar: WORDS_AR, ja: WORDS_JA }[language];
  return names?.attractions['TH-LON-01']?.name ?? 'The Phantom Lighthouse';
}

async function fault(request: APIRequestContext, data: Record<string, unknown>) {
  expect((await request.post('/__sandbox/faults', { data })).ok()).toBe(true);
}

/** The next POST of `path` is refused: another buyer holds what it asks for (code 41). */
const taken = (request: APIRequestContext, path: string) =>
  fault(request, { method: 'POST', path, count: 1, kind: 'status', status: 400, code: 41 });

/** A field's placeholder fits inside it, with room left for glyphs that reach past their advance. */
async function expectPlaceholderFits(field: Locator) {
  const { text, room, placeholder } = await field.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const padding = parseFloat(style.paddingInlineStart) + parseFloat(style.paddingInlineEnd);
    return {
      text: context.measureText(el.placeholder).width,
      room: el.clientWidth - padding,
      placeholder: el.placeholder,
    };
  });
  expect(placeholder).not.toBe('');
  expect(text + 12, `"${placeholder}" in ${Math.round(room)} px`).toBeLessThanOrEqual(room);
}

async function fillLead(m: Locator, t: Words) {
  await m.getByRole('textbox', { name: t('Email') }).fill('ada@example.com');
  await m.getByRole('textbox', { name: t('First name'), exact: true }).fill('Ada');
  await m.getByRole('textbox', { name: t('Last name'), exact: true }).fill('Lovelace');
  await m.getByRole('textbox', { name: t('Mobile number') }).fill('+447700900123');
  await m.getByRole('button', { name: t('Continue'), exact: true }).click();
}

/** The best two seats of the chosen tickets, then the basket. */
async function seatsToBasket(m: Locator, t: Words) {
  await m.getByRole('button', { name: t('Find best seats') }).click();
  await expect(
    m.getByRole('heading', { name: `${t('Your seats')} ${t('{0} of {1}', 2, 2)}` }),
  ).toBeVisible();
  await m.getByRole('button', { name: t('Add to basket') }).click();
  await expect(m.getByRole('heading', { name: t('Your basket') })).toBeVisible();
}

/** A card typed into the payment form, then Pay. */
async function payWith(page: Page, m: Locator, t: Words, number: string) {
  const card = page.getByRole('group', { name: 'Card details' });
  await card.getByRole('textbox', { name: 'Card number' }).fill(number);
  await card.getByRole('textbox', { name: /Expiration date/ }).fill('12 / 34');
  await card.getByRole('textbox', { name: 'Security code' }).fill('123');
  await m.getByRole('button', { name: messagePattern(t, 'Pay {0}') }).click();
}

for (const walk of WALKS) {
  test(
    title(
      walk,
      "a failed search, a seat taken, the session's end, a declined card, a failed bank check and a payment still being confirmed, each message fits",
    ),
    async ({ page, request }) => {
      test.setTimeout(90_000);
      const { t, m, open, check } = walkOn(page, walk);

      // S1: the search's answer is a proxy's HTML error page (not repeated by the client).
      await fault(request, { method: 'GET', path: '/v2/attractions', count: 1, kind: 'html' });
      await open('search?q=Phantom');
      const failed = m.getByRole('alert').filter({ has: page.getByRole('button') });
      await expect(failed).toBeVisible({ timeout: 15_000 });
      await check('1-search-failed');
      await failed.getByRole('button', { name: t('Try again') }).click();
      const phantom = m.getByRole('region', { name: t('Results') }).getByRole('link', {
        name: phantomIn(walk.language),
      });
      await expect(phantom.first()).toBeVisible();

      // S3: two seats picked, and the API answers that another buyer holds one (code 41).
      await phantom.first().click();
      await chooseBestSeats(m, t);
      await taken(request, '/v2/theater-events/reservations');
      await m.getByRole('button', { name: t('Add to basket') }).click();
      const seatTaken = m.getByRole('alert').filter({ hasText: t('Seat just taken') });
      await expect(seatTaken).toBeVisible();
      await check('1b-seat-taken');
      await seatTaken.getByRole('button').first().click();
      await expect(seatTaken).toBeHidden();

      // S5: the seats in the basket, then 21 minutes pass before Continue to checkout.
      await seatsToBasket(m, t);
      expect(
        (await request.post('/__sandbox/clock', { data: { advance_ms: MINUTES_21 } })).ok(),
      ).toBe(true);
      await m.getByRole('button', { name: t('Continue to checkout') }).click();
      const ended = m.getByRole('alert').filter({ has: page.getByRole('button') });
      await expect(ended.getByRole('button', { name: t('Start again') })).toBeVisible();
      await check('2-session-ended');
      await ended.getByRole('button', { name: t('Start again') }).click();
      await expect(
        m.getByRole('combobox', { name: t('{0} tickets, {1}', 'Adult', 'Stalls (Premium)') }),
      ).toHaveValue('2');

      // S8: a new session, the same seats' kind, and a card the bank declines.
      await seatsToBasket(m, t);
      await m.getByRole('button', { name: t('Continue to checkout') }).click();
      await fillLead(m, t);
      await payWith(page, m, t, CARDS.declined);
      const declined = m.getByRole('alert').filter({ hasText: t('Card not accepted') });
      await expect(declined).toBeVisible({ timeout: 20_000 });
      await expect(
        page
          .getByRole('group', { name: 'Card details' })
          .getByRole('textbox', { name: 'Card number' }),
      ).toHaveValue('');
      await check('3-card-declined');

      // S8: a card whose bank asks to confirm, and the buyer fails the bank's challenge.
      await payWith(page, m, t, CARDS.challenge);
      await page.getByRole('button', { name: 'Fail authentication' }).click();
      const unconfirmed = m
        .getByRole('alert')
        .filter({ hasText: t('Your bank did not confirm the payment') });
      await expect(unconfirmed).toBeVisible({ timeout: 20_000 });
      await check('3b-bank-not-confirmed');

      // S8: Stripe's answer to the next card never comes; 30 s on, the payment is still being
      // confirmed (the page's clock jumps there).
      await page.route('**/__sandbox/stripe/payment_intents/*/confirm', () => {});
      await page.clock.install();
      await payWith(page, m, t, CARDS.ok);
      await page.clock.fastForward(31_000);
      const stillConfirming = m.getByRole('heading', {
        name: t('Your payment is still being confirmed'),
      });
      await expect(stillConfirming).toBeFocused();
      await check('3c-still-confirming');
    },
  );
}

/**
 * S6 in every language: the Royal Opera Gala asks a name and email for every ticket and the lead's
 * phone verified. Save with the second ticket empty, then a wrong code.
 */
for (const walk of WALKS) {
  test(
    title(
      walk,
      'an attendee left out and a wrong phone code, each message fits and its way on works',
    ),
    async ({ page, request }) => {
      test.setTimeout(90_000);
      const { t, m, open, check } = walkOn(page, walk);
      await open('attraction/TH-LON-05');
      await m
        .getByRole('button', { name: messagePattern(t, 'Choose {0}') })
        .first()
        .click();
      await m
        .getByRole('combobox', { name: t('{0} tickets, {1}', 'Adult', 'General Admission') })
        .selectOption('2');
      await m.getByRole('button', { name: t('Add to basket') }).click();
      await m.getByRole('button', { name: t('Continue to checkout') }).click();
      await fillLead(m, t);

      // S6 attendees: the first ticket is the lead's, the second left empty.
      await expect(m.getByRole('heading', { name: t('Who is going?') })).toBeVisible();
      await m.getByRole('checkbox', { name: t('Same as the lead customer') }).check();
      await m.getByRole('button', { name: t('Save attendee details') }).click();
      const secondFirst = m.getByRole('textbox', { name: t('First name'), exact: true }).nth(1);
      await expect(secondFirst).toHaveAttribute('aria-invalid', 'true');
      await expect(secondFirst).toBeFocused();
      await check('4-attendee-missing');
      await secondFirst.fill('Charles');
      await m
        .getByRole('textbox', { name: t('Last name'), exact: true })
        .nth(1)
        .fill('Babbage');
      await m
        .getByRole('textbox', { name: t('Email') })
        .nth(1)
        .fill('charles@example.com');
      await m.getByRole('button', { name: t('Save attendee details') }).click();

      // S6 phone code: texted, then a wrong code.
      await m.getByRole('button', { name: t('Text me a code') }).click();
      const codeBox = m.getByRole('textbox', { name: t('Verification code') });
      await expect(codeBox).toBeVisible();
      const code = await smsCode(request, '+447700900123');
      await codeBox.fill(code === '000000' ? '111111' : '000000');
      await m.getByRole('button', { name: t('Verify'), exact: true }).click();
      const refused = m.getByRole('alert').filter({ hasText: t('That code is not right') });
      await expect(refused).toBeVisible();
      await check('5-wrong-code');
      await codeBox.fill(code);
      await m.getByRole('button', { name: t('Verify'), exact: true }).click();
      await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();
    },
  );
}

/**
 * S4 in every language: the tour's last tickets for the chosen option go to another buyer while
 * this one adds them (code 41); Check availability, the choice made again, and to the basket.
 */
for (const walk of WALKS) {
  test(
    title(walk, "a tour's last tickets taken, the message fits and its way on works"),
    async ({ page, request }) => {
      const { t, m, open, check } = walkOn(page, walk);
      await open('book/tour/TO-LAS-01');
      const choose = async () => {
        await m
          .getByRole('list', { name: t('Departure dates') })
          .getByRole('button')
          .first()
          .click();
        await chooseUntilHeld(m.getByRole('radiogroup').first().getByRole('radio').first());
        await m.getByRole('radiogroup').last().getByRole('radio').first().check();
      };
      await choose();
      // The pickup search's example fits its field: a placeholder is cut, never wrapped.
      await expectPlaceholderFits(m.getByRole('searchbox', { name: t('Find a pickup point') }));
      await taken(request, '/v2/tours/reservations');
      await m.getByRole('button', { name: t('Add to basket') }).click();
      const soldOut = m.getByRole('alert').filter({ hasText: t('Not enough tickets left') });
      await expect(soldOut).toBeVisible();
      await check('6-tour-taken');
      await soldOut.getByRole('button', { name: t('Check availability') }).click();
      await expect(soldOut).toBeHidden();
      await choose();
      await m.getByRole('button', { name: t('Add to basket') }).click();
      await expect(m.getByRole('heading', { name: t('Your basket') })).toBeVisible();
    },
  );
}
