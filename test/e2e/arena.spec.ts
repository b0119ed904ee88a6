/**
 * Issue 21, arena scale: the sandbox's 20,000-seat Titan Arena (TH-LAS-03), found by search like
 * any venue; two seats booked to the basket by keyboard alone on the plan, by mouse, and two through
 * list mode (a section's seats as a table of checkboxes); the plan's drawing code fetched while the
 * step still shows its loading state.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test, main, resetSandbox, searchAndOpen } from './flow.js';
import { VENUES, venueSeats } from '../../demo/sandbox/catalogue/venues.js';

// Opening a 20,000-seat plan on the dev server (Lit in development mode) takes seconds.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request, page }) => {
  await resetSandbox(request);
  await page.setViewportSize({ width: 1280, height: 900 });
});

const BAND = 'Section 102 (Premium)';

/** Whether the focused element, followed through open shadow roots, is the target. */
async function focused(target: Locator) {
  return target.evaluate((el) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === el;
  });
}

/** Presses Tab until the target has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let i = 0; i < limit; i++) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Found by search, its first performance, two adult tickets in Section 102; the plan is drawn. */
async function twoAdultsInSection102(page: Page) {
  await searchAndOpen(page, 'Titan Arena', 'Titan Arena: World Tour Live');
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await page.getByRole('heading', { name: BAND }).click();
  await page.getByRole('combobox', { name: `Adult tickets, ${BAND}` }).selectOption('2');
  const plan = page.getByRole('application', { name: 'Seating plan' });
  await expect(plan).toBeVisible({ timeout: 60_000 });
  // The plan is interactive once its seats are drawn with their state (an arena-sized plan has
  // no element per seat: each row is a path per paint state).
  await expect(page.locator('tessera-seat-map svg path[data-ts-drawn]').first()).toBeAttached({
    timeout: 60_000,
  });
  return plan;
}

async function expectInBasket(page: Page, seats: string[]) {
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Basket, 2 tickets' })).toBeVisible();
  for (const s of seats) await expect(main(page)).toContainText(s);
}

test('the arena holds 20,000 seats in 40 sections, and search finds it', async ({ page }) => {
  await twoAdultsInSection102(page);
  const counts = await page.locator('tessera-seat-map').evaluate((el) => {
    const svg = el.shadowRoot!.querySelector('svg')!;
    const drawn = [...svg.querySelectorAll('path[data-ts-drawn]')];
    return {
      // One circle of path data per seat, drawn, and no element of its own.
      seats: drawn.reduce((n, p) => n + (p.getAttribute('d')!.match(/M/g) ?? []).length, 0),
      elements: svg.querySelectorAll('circle:not(.ts-focus-ring)').length,
      sections: svg.querySelectorAll('[data-section]').length,
    };
  });
  expect(counts).toEqual({ seats: 20_000, elements: 0, sections: 40 });
});

test('the drawing code is fetched with the plan: until it is here the step shows its loading state, not an empty plan', async ({
  page,
}) => {
  // The drawing code of an arena-sized plan is a chunk of its own, fetched once the plan arrives.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let asked = false;
  await page.route(/drawn-plan[^/]*\.(ts|js)(\?|$)/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await searchAndOpen(page, 'Titan Arena', 'Titan Arena: World Tour Live');
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect.poll(() => asked, { timeout: 60_000 }).toBe(true);
  const seats = page.getByRole('region', { name: '3. Choose your seats' });
  await expect(seats.getByRole('status')).toHaveText('Loading the seating plan…');
  await expect(page.getByRole('application', { name: 'Seating plan' })).toHaveCount(0);
  release();
  await expect(seats.getByRole('status')).toHaveCount(0, { timeout: 60_000 });
  await page.getByRole('heading', { name: BAND }).click();
  await page.getByRole('combobox', { name: `Adult tickets, ${BAND}` }).selectOption('2');
  await expect(page.locator('tessera-seat-map svg path[data-ts-drawn]').first()).toBeAttached({
    timeout: 60_000,
  });
});

test('by keyboard alone: tab to the plan, arrows to two seats of Section 102, Enter, Add to basket', async ({
  page,
}) => {
  const plan = await twoAdultsInSection102(page);
  await tabTo(page, plan);
  const live = page.locator('tessera-seat-map [aria-live="polite"]');
  // Focus starts on the plan's first seat, in Section 101; right along row A, past its end and
  // across the gap, into Section 102.
  await expect(live).toHaveText(/^Section 101, row A, seat 1, .*available\.$/);
  for (let i = 0; i < 40 && !(await live.textContent())!.startsWith('Section 102,'); i++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(live).toHaveText(/^Section 102, row A, seat 1, /);
  // Two rows down, then along the row to seat 5 and 6.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText(/^Section 102, row C, seat \d+, .*available\.$/);
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText(/^Section 102, row C, seat 5, .*€[\d.,]+, available\.$/);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  await expect(live).toHaveText(/^Section 102, row C, seat 6, .*selected\.$/);
  await expect(page.getByRole('heading', { name: 'Your seats 2 of 2' })).toBeVisible();
  // Both drawn picked on the plan, each under its check mark.
  await expect(page.locator('tessera-seat-map .ts-picked')).toHaveCount(2);

  await tabTo(page, page.getByRole('button', { name: 'Add to basket' }));
  await page.keyboard.press('Enter');
  await expectInBasket(page, ['Section 102, row C, seat 5', 'Section 102, row C, seat 6']);
});

/** Where a seat of the arena is on screen: its centre in the venue file, through the plan's zoom. */
async function seatPoint(page: Page, id: string): Promise<{ x: number; y: number }> {
  const seat = venueSeats(VENUES['titan-arena']).find((s) => s.mapId === id)!;
  return page.locator('tessera-seat-map').evaluate(
    (el, [cx, cy]) => {
      const svg = el.shadowRoot!.querySelector('.stage svg') as SVGSVGElement;
      const p = new DOMPoint(cx, cy).matrixTransform(svg.getScreenCTM()!);
      return { x: p.x, y: p.y };
    },
    [seat.cx, seat.cy],
  );
}

test('by mouse: zoomed in with Ctrl + wheel, two seats of Section 102 clicked, Add to basket', async ({
  page,
}) => {
  const plan = await twoAdultsInSection102(page);
  await plan.scrollIntoViewIfNeeded();
  let at = await seatPoint(page, '102-E-9');
  const pitch = (await seatPoint(page, '102-E-10')).x - at.x;
  // Seats under 2 px apart: too small to click before zooming in.
  expect(pitch).toBeLessThan(2);
  await page.mouse.move(at.x, at.y);
  await page.keyboard.down('Control');
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  // Zoomed about the pointer as far as it goes (8 times); near the plan's edge the plan stays
  // in its frame, so the seat may move a little from under the pointer.
  at = await seatPoint(page, '102-E-9');
  await page.mouse.click(at.x, at.y);
  const next = await seatPoint(page, '102-E-10');
  expect(next.x - at.x).toBeCloseTo(pitch * 8, 1);
  await page.mouse.click(next.x, next.y);
  await expect(page.getByRole('heading', { name: 'Your seats 2 of 2' })).toBeVisible();
  await expect(page.locator('tessera-seat-map .ts-picked')).toHaveCount(2);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expectInBasket(page, ['Section 102, row E, seat 9', 'Section 102, row E, seat 10']);
});

test('through list mode: the section chosen, two seats ticked by name, Add to basket', async ({
  page,
}) => {
  // Time flows as usual until the test jumps it past the 20 s a chunk of code is given.
  await page.clock.install();
  await twoAdultsInSection102(page);
  // List mode's code comes on the first switch: when it does not come in time, or cannot be
  // fetched, the buyer is told and Try again fetches it.
  const listCode = /seat-list-mode/;
  const held: Route[] = [];
  await page.route(listCode, (route) => void held.push(route));
  await page.getByRole('button', { name: 'Show seats as a list' }).click();
  await expect.poll(() => held.length).toBe(1);
  const again = main(page).getByRole('button', { name: 'Try again' });
  await page.clock.fastForward(19_000);
  await expect(again).toBeHidden();
  await page.clock.fastForward(1_500);
  await expect(again).toBeVisible();
  await expect(main(page).getByRole('alert')).toContainText('No connection');
  // The host answers after all (unrouted, the held request goes on), and Try again shows the list.
  await page.unroute(listCode);
  await again.click();
  await expect(page.getByRole('button', { name: 'Show seating plan' })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Section', exact: true })
    .selectOption({ label: 'Section 102' });
  const table = page.getByRole('table', { name: 'Available seats in Section 102' });
  await expect(table).toBeVisible();
  // One section at a time: its 500 seats, not the venue's 20,000.
  await expect(table.getByRole('checkbox')).toHaveCount(500);
  const seatD7 = table.getByRole('checkbox', { name: /^Section 102, row D, seat 7, / });
  const seatD8 = table.getByRole('checkbox', { name: /^Section 102, row D, seat 8, / });
  await seatD7.check();
  await seatD8.check();
  await expect(seatD7).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Your seats 2 of 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expectInBasket(page, ['Section 102, row D, seat 7', 'Section 102, row D, seat 8']);
});
