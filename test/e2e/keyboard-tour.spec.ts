/**
 * BUYER-WALK row "Keyboard only" at S4, the tour step: a tour is booked with the keyboard alone
 * (Tab, Shift+Tab, Enter, Space, the arrow keys of a radio group, typing into a search box), from
 * the tour's detail to the basket. Focus lands on the step's heading on arrival, every control
 * that takes focus shows a focus ring, and focus never falls to the page's <body>: not when a
 * page of dates loads, not when a stepper reaches its limit, not when the options are read again.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, main, resetSandbox, test } from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

interface Focus {
  /** Tag and accessible text, for messages. */
  what: string;
  onBody: boolean;
  inWidget: boolean;
  /** A heading that focus was moved to: where reading starts, not a control. */
  heading: boolean;
  ring: boolean;
}

/** What has focus, read through the shadow roots, and whether it shows a focus indicator. */
function focusNow(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    if (!a || a === document.body) {
      return { what: 'BODY', onBody: true, inWidget: false, heading: false, ring: false };
    }
    let inWidget = !!a.closest('tessera-booking');
    for (let n: Node = a; !inWidget && n.getRootNode() instanceof ShadowRoot;) {
      n = (n.getRootNode() as ShadowRoot).host;
      inWidget = (n as Element).localName === 'tessera-booking';
    }
    const s = getComputedStyle(a);
    const drawn = (el: Element) => {
      const c = getComputedStyle(el);
      return (
        (c.outlineStyle !== 'none' && parseFloat(c.outlineWidth) > 0) || c.boxShadow !== 'none'
      );
    };
    // The ring is on the control, or on a box around it drawn while focus is within (a search
    // form whose field and button share one ring).
    let ring = drawn(a);
    for (let p = a.parentElement; !ring && p; p = p.parentElement) {
      ring = p.matches(':focus-within') && drawn(p);
    }
    const host = (a.getRootNode() as ShadowRoot).host?.localName ?? 'document';
    const name =
      a.getAttribute('aria-label') ?? a.getAttribute('placeholder') ?? a.textContent ?? '';
    return {
      what: `<${a.localName}> in <${host}> ${s.outlineStyle} ${s.outlineWidth} ${name.replace(/\s+/g, ' ').trim().slice(0, 60)}`,
      onBody: false,
      inWidget,
      heading: /^h[1-6]$/.test(a.localName) && a.getAttribute('tabindex') === '-1',
      ring,
    };
  });
}

/** Focus is on a control of the widget (or a heading it moved focus to) that shows a ring. */
async function expectFocusShown(page: Page, after: string) {
  const f = await focusNow(page);
  expect(f.onBody, `focus fell to <body> after ${after}`).toBe(false);
  if (f.inWidget && !f.heading) expect(f.ring, `no focus ring on ${f.what}`).toBe(true);
}

const isFocused = (target: Locator) =>
  target.evaluate((el) => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a === el;
  });

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the ring at every stop. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 60) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
    await expectFocusShown(page, key);
  }
  throw new Error(`${key} ${max} times never reached ${target.toString()}`);
}

/** The accessible name of one control, as a screen reader announces it. */
async function nameOf(control: Locator): Promise<string> {
  return /"(.*)"/.exec(await control.ariaSnapshot())![1];
}

/** "Saturday, May 16, 2026" (a date button's name) as the basket shows it: "May 16, 2026". */
function basketDate(longDate: string): string {
  const d = new Date(`${longDate.replace(/^\w+, /, '')} 12:00 UTC`);
  expect(Number.isNaN(d.getTime()), longDate).toBe(false);
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}

/** Presses a key on the focused control; focus stays on it, with its ring. */
async function pressOn(page: Page, target: Locator, key: string) {
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
  await expectFocusShown(page, key);
  await expect(target).toBeFocused();
}

test('a tour booked with the keyboard alone: date on a later page, travellers, option, language and pickup', async ({
  page,
}) => {
  // Stonehenge & Bath: two options, three tour languages for the first, pickup required.
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TO-LON-03')}`);
  const m = main(page);
  await expect(
    m.getByRole('heading', { level: 1, name: 'Stonehenge & Bath Day Trip' }),
  ).toBeVisible();

  const check = m.getByRole('button', { name: 'Check availability' });
  await tabTo(page, check);
  await page.keyboard.press('Enter');
  const heading = m.getByRole('heading', { level: 2, name: 'Book Stonehenge & Bath Day Trip' });
  await expect(heading).toBeFocused();

  // Dates: through the first page to "Later dates", which keeps focus while page 2 loads.
  const dates = m.getByRole('list', { name: 'Departure dates' }).getByRole('button');
  await expect(dates.first()).toBeVisible();
  const firstOfPage1 = await dates.first().textContent();
  const later = m.getByRole('button', { name: 'Later dates' });
  await tabTo(page, later);
  await pressOn(page, later, 'Enter');
  await expect(m.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(dates.first()).not.toHaveText(firstOfPage1!);
  await expect(later).toBeFocused();

  // Back over "Earlier dates" to the last date of page 2, chosen with Space.
  const chosen = dates.last();
  await tabTo(page, chosen, 'Shift+Tab');
  await pressOn(page, chosen, 'Space');
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  const when = await nameOf(chosen);

  // Travellers: a second adult; a child added, removed down to none and added again. "Remove one
  // Child" at none keeps focus (it is only marked unavailable).
  const addAdult = m.getByRole('button', { name: 'Add one Adult' });
  await tabTo(page, addAdult);
  await pressOn(page, addAdult, 'Enter');
  await expect(m.getByRole('status', { name: 'Adult: 2' })).toBeVisible();
  const addChild = m.getByRole('button', { name: 'Add one Child' });
  const removeChild = m.getByRole('button', { name: 'Remove one Child' });
  await tabTo(page, addChild);
  await pressOn(page, addChild, 'Enter');
  await expect(m.getByRole('status', { name: 'Child: 1' })).toBeVisible();
  await tabTo(page, removeChild, 'Shift+Tab');
  await pressOn(page, removeChild, 'Enter');
  await expect(m.getByRole('status', { name: 'Child: 0' })).toBeVisible();
  await expect(removeChild).toHaveAttribute('aria-disabled', 'true');
  await pressOn(page, removeChild, 'Enter');
  await expect(m.getByRole('status', { name: 'Child: 0' })).toBeVisible();
  await tabTo(page, addChild);
  await pressOn(page, addChild, 'Enter');
  await expect(m.getByRole('status', { name: 'Child: 1' })).toBeVisible();

  // Options, once priced for two adults and a child: Space chooses the first, the arrow keys
  // move the choice and back. Its language is changed by typing its name on the list.
  const options = m.getByRole('radiogroup', { name: '3. Choose an option' });
  await expect(options).toContainText('1 × Child');
  const entry = options.getByRole('radio', { name: 'Full day with entry tickets' });
  const lunch = options.getByRole('radio', { name: 'Full day with pub lunch' });
  await tabTo(page, entry);
  await pressOn(page, entry, 'Space');
  await expect(entry).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expectFocusShown(page, 'ArrowDown');
  await expect(lunch).toBeFocused();
  await expect(lunch).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expectFocusShown(page, 'ArrowUp');
  await expect(entry).toBeFocused();
  await expect(entry).toBeChecked();
  const language = m.getByRole('combobox', { name: 'Tour language' });
  await tabTo(page, language);
  await page.keyboard.type('Spanish');
  await expect(language).toHaveValue('es');
  await expectFocusShown(page, 'typing on the language list');

  // Pickup: a search typed, then the one point found chosen with Space.
  const search = m.getByRole('searchbox', { name: 'Find a pickup point' });
  await tabTo(page, search);
  await page.keyboard.type('grand');
  const point = m.getByRole('radio', { name: 'Grand Hotel, London' });
  await expect(
    m.getByRole('radiogroup', { name: '4. Pickup point' }).getByRole('radio'),
  ).toHaveCount(1);
  await tabTo(page, point);
  await pressOn(page, point, 'Space');
  await expect(point).toBeChecked();

  // Everything chosen is still chosen; Enter on "Add to basket" opens the basket, focus on it.
  await expect(entry).toBeChecked();
  await expect(language).toHaveValue('es');
  const add = m.getByRole('button', { name: 'Add to basket' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(m.getByRole('heading', { name: 'Your basket' })).toBeFocused();

  const held = m.getByRole('article', { name: 'Stonehenge & Bath Day Trip' });
  await expect(held).toContainText(basketDate(when));
  await expect(held).toContainText('Full day with entry tickets');
  await expect(held).toContainText('Spanish');
  await expect(held).toContainText('Grand Hotel, London');
  await expect(page.getByRole('link', { name: 'Basket, 3 tickets' })).toBeVisible();
});

test('paging to the last and back to the first page of dates with Enter keeps focus in the step', async ({
  page,
}) => {
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TO-LON-03')}`);
  const m = main(page);
  await tabTo(page, m.getByRole('button', { name: 'Check availability' }));
  await page.keyboard.press('Enter');
  await expect(m.getByRole('heading', { level: 2, name: /^Book / })).toBeFocused();
  const pager = m.getByText(/^Page \d+ of \d+$/);
  await expect(pager).toHaveText(/^Page 1 of \d+$/);
  const pages = Number(/of (\d+)/.exec((await pager.textContent())!)![1]);

  const later = m.getByRole('button', { name: 'Later dates' });
  await tabTo(page, later);
  for (let p = 2; p < pages; p++) {
    await pressOn(page, later, 'Enter');
    await expect(pager).toHaveText(`Page ${p} of ${pages}`);
  }
  // The last page: "Later dates" is marked unavailable and keeps focus; another press does nothing.
  await page.keyboard.press('Enter');
  await expect(pager).toHaveText(`Page ${pages} of ${pages}`);
  await expect(later).toBeFocused();
  await expect(later).toHaveAttribute('aria-disabled', 'true');
  await expectFocusShown(page, 'the last page');
  await page.keyboard.press('Enter');
  await expect(pager).toHaveText(`Page ${pages} of ${pages}`);
  await expect(later).toBeFocused();

  // Its last date, just before the pager, is reached with Shift+Tab and chosen with Enter.
  const last = m.getByRole('list', { name: 'Departure dates' }).getByRole('button').last();
  await tabTo(page, last, 'Shift+Tab');
  await pressOn(page, last, 'Enter');
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  await expect(m.getByRole('radio', { name: 'Full day with entry tickets' })).toBeVisible();
  await expect(last).toBeFocused();

  // Back to the first page: "Earlier dates" keeps focus all the way, unavailable on page 1.
  const earlier = m.getByRole('button', { name: 'Earlier dates' });
  await tabTo(page, earlier);
  for (let p = pages - 1; p > 1; p--) {
    await pressOn(page, earlier, 'Enter');
    await expect(pager).toHaveText(`Page ${p} of ${pages}`);
  }
  await page.keyboard.press('Enter');
  await expect(pager).toHaveText(`Page 1 of ${pages}`);
  await expect(earlier).toBeFocused();
  await expect(earlier).toHaveAttribute('aria-disabled', 'true');
  await expect(
    m.getByRole('status').filter({ hasText: /Chosen: .* It stays chosen/ }),
  ).toBeVisible();
});
