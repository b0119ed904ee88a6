/**
 * Issue #6 "Done when": seats on the 5,760-seat Meridian Arena (TH-NYC-01) booked by mouse, by
 * touch emulation and by keyboard alone, each to the basket with the seats the buyer picked.
 */
import type { Page } from '@playwright/test';
import { expect, test, main, resetSandbox } from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

const seat = (page: Page, id: string) => page.locator(`tessera-seat-map svg #${id}`);

/** The arena's first performance, the band opened, two adult tickets (the arena folds its bands). */
async function twoAdults(page: Page, band: string) {
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TH-NYC-01')}`);
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await page.getByRole('heading', { name: band }).click();
  await page.getByRole('combobox', { name: `Adult tickets, ${band}` }).selectOption('2');
}

async function expectBasketSeats(page: Page, seats: string[]) {
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 2 tickets' })).toBeVisible();
  for (const s of seats) await expect(main(page)).toContainText(s);
}

/** Centre of a seat in page coordinates. */
async function centreOf(page: Page, id: string) {
  const box = await seat(page, id).boundingBox();
  if (!box) throw new Error(`seat ${id} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('by mouse: ctrl+wheel zooms about the pointer, two clicks pick two seats', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await twoAdults(page, 'Section E (Standard)');
  await page.getByRole('application', { name: 'Seating plan' }).scrollIntoViewIfNeeded();
  const before = (await seat(page, 'E-C-10').boundingBox())!;
  const at = await centreOf(page, 'E-C-10');
  await page.mouse.move(at.x, at.y);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -120);
  await page.keyboard.up('Control');
  // Zoomed in about the pointer: the seat grew and stayed under it.
  await expect
    .poll(async () => (await seat(page, 'E-C-10').boundingBox())!.width)
    .toBeGreaterThan(before.width * 2);
  const after = (await seat(page, 'E-C-10').boundingBox())!;
  const moved = await centreOf(page, 'E-C-10');
  expect(Math.hypot(moved.x - at.x, moved.y - at.y)).toBeLessThan(after.width);

  await seat(page, 'E-C-10').click();
  await seat(page, 'E-C-11').click();
  await expect(seat(page, 'E-C-10')).toHaveAttribute('data-ts-state', 'selected');
  await expect(page.getByRole('heading', { name: 'Your seats 2 of 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expectBasketSeats(page, ['Section E, row C, seat 10', 'Section E, row C, seat 11']);
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('by touch: a pinch zooms in on the section, two taps pick two seats', async ({ page }) => {
    await twoAdults(page, 'Section E (Standard)');
    const map = page.getByRole('application', { name: 'Seating plan' });
    await map.scrollIntoViewIfNeeded();
    const before = (await seat(page, 'E-C-10').boundingBox())!;
    const at = await centreOf(page, 'E-C-10');
    // Two fingers either side of the seat move apart: Chromium turns these into touch pointers.
    const cdp = await page.context().newCDPSession(page);
    const fingers = (spread: number) => [
      { x: at.x - spread, y: at.y, id: 1 },
      { x: at.x + spread, y: at.y, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(10) });
    for (let spread = 15; spread <= 100; spread += 5) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: fingers(spread),
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect
      .poll(async () => (await seat(page, 'E-C-10').boundingBox())!.width)
      .toBeGreaterThan(before.width * 4);
    const after = (await seat(page, 'E-C-10').boundingBox())!;
    // Big enough to tap with a finger now.
    expect(after.width).toBeGreaterThanOrEqual(16);

    await seat(page, 'E-C-10').tap();
    await seat(page, 'E-C-11').tap();
    await expect(seat(page, 'E-C-11')).toHaveAttribute('data-ts-state', 'selected');
    await expect(page.getByRole('heading', { name: 'Your seats 2 of 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to basket' }).tap();
    await expectBasketSeats(page, ['Section E, row C, seat 10', 'Section E, row C, seat 11']);
  });
});

/** Whether the focused element, followed through open shadow roots, matches the locator. */
async function focused(target: ReturnType<Page['locator']>) {
  return target.evaluate((el) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === el;
  });
}

/** Presses Tab until the target has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('by keyboard alone: tab to the plan, arrows to two seats, Enter, then Add to basket', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TH-NYC-01')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const choose = page.getByRole('button', { name: /^Choose / }).first();
  await tabTo(page, choose);
  await page.keyboard.press('Enter');

  const band = page.locator('summary', { hasText: 'Section A (Premium)' });
  await tabTo(page, band);
  await page.keyboard.press('Enter');
  const adults = page.getByRole('combobox', { name: 'Adult tickets, Section A (Premium)' });
  await tabTo(page, adults);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(adults).toHaveValue('2');

  const plan = page.getByRole('application', { name: 'Seating plan' });
  await tabTo(page, plan);
  const live = page.locator('tessera-seat-map [aria-live="polite"]');
  // Focus starts on the first seat of the plan and is announced.
  await expect(live).toHaveText(/^Section A, row A, seat 1, .*available\.$/);
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText(/^Section A, row B, seat 5, .*€.*available\.$/);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  await expect(live).toContainText('Section A, row B, seat 6');
  await expect(seat(page, 'A-B-5')).toHaveAttribute('data-ts-state', 'selected');
  await expect(seat(page, 'A-B-6')).toHaveAttribute('data-ts-state', 'selected');
  await expect(page.getByRole('heading', { name: 'Your seats 2 of 2' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Add to basket' }));
  await page.keyboard.press('Enter');
  await expectBasketSeats(page, ['Section A, row B, seat 5', 'Section A, row B, seat 6']);
});
