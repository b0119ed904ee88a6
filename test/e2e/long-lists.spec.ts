/**
 * Long lists (BUYER-WALK "20+ performances, 100+ results"): everything reachable by paging, and
 * the performance chosen on a later page of the attraction detail is the one the theatre step
 * opens with and the basket holds.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { chooseUntilHeld, expect, test } from './flow.js';

/** The widget's main region: every step renders inside it. */
const main = (page: Page) => page.getByRole('main', { name: 'Booking' });

async function resetSandbox(request: APIRequestContext) {
  expect((await request.post('/__sandbox/reset')).ok()).toBe(true);
}

/** Opens the demo on a route of the widget, as a shared link would. */
async function openRoute(page: Page, route: string) {
  await page.goto(`/demo/?tessera=${encodeURIComponent(route)}`);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.beforeEach(({ request }) => resetSandbox(request));

test('a performance chosen on a later page of the detail is the one booked', async ({ page }) => {
  // Stand-Up Saturdays: 70+ performances, ten a page on the detail.
  await openRoute(page, 'attraction/TH-LON-03');
  const m = main(page);
  await expect(m.getByRole('heading', { level: 1, name: 'Stand-Up Saturdays' })).toBeVisible();
  await expect(m.getByText(/Page 1 of \d+/)).toBeVisible();
  const choose = m.getByRole('button', { name: /^Choose / });
  await expect(choose).toHaveCount(10);
  const firstOfPage1 = (await choose.first().getAttribute('aria-label'))!;
  await m.getByRole('button', { name: 'Later dates' }).click();
  await expect(m.getByText(/Page 2 of \d+/)).toBeVisible();
  await expect(choose.first()).not.toHaveAccessibleName(firstOfPage1);
  await expect(choose.first()).toBeEnabled();

  // The 13th performance: third of page 2, beyond the theatre step's own first page.
  const label = (await choose.nth(2).getAttribute('aria-label'))!;
  const when = label.replace(/^Choose /, '');
  await choose.nth(2).click();

  await expect(m.getByRole('heading', { name: 'Book Stand-Up Saturdays' })).toBeVisible();
  const chosen = m.getByRole('button', { pressed: true });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toHaveAccessibleName(new RegExp(escape(when)));

  await m.getByRole('combobox', { name: 'Adult tickets, General Admission' }).selectOption('2');
  await expect(m.getByText(/2\s×\sAdult/)).toBeVisible();
  await m.getByRole('button', { name: 'Add to basket' }).click();
  await expect(m.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(m.getByText(when)).toBeVisible();
});

test('the theatre step keeps its choice while the buyer pages through its performances', async ({
  page,
}) => {
  await openRoute(page, 'book/theatre/TH-LON-03');
  const m = main(page);
  const first = m.getByRole('button', { pressed: false }).filter({ hasText: /from / }).first();
  const when = await first.locator('time').getAttribute('datetime');
  await first.click();
  await expect(m.getByRole('button', { pressed: true })).toHaveCount(1);
  await m.getByRole('combobox', { name: 'Adult tickets, General Admission' }).selectOption('2');
  await m.getByRole('button', { name: 'Later dates' }).click();
  await expect(m.getByText(/Page 2 of \d+/)).toBeVisible();
  await expect(m.getByText(/Chosen: .* It stays chosen/)).toBeVisible();
  await expect(m.getByText(/2\s×\sAdult/)).toBeVisible();
  await m.getByRole('button', { name: 'Earlier dates' }).click();
  await expect(m.getByRole('button', { pressed: true }).locator('time')).toHaveAttribute(
    'datetime',
    when!,
  );
});

test('every search result is reachable by paging, and one on the last page opens', async ({
  page,
}) => {
  // The sandbox catalogue holds 34 attractions: 12 a page gives three pages.
  await openRoute(page, 'search?size=12');
  const m = main(page);
  const pager = m.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByText(/^Page 1 of (\d+)$/)).toBeVisible();
  const pages = Number(/of (\d+)/.exec((await pager.getByText(/^Page 1 of/).textContent())!)![1]);
  expect(pages).toBeGreaterThan(2);
  const seen = new Set<string>();
  for (let p = 1; p <= pages; p++) {
    await expect(pager.getByText(`Page ${p} of ${pages}`)).toBeVisible();
    const links = m.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(links.first()).toBeVisible();
    for (const name of await links.allTextContents()) seen.add(name.trim());
    if (p < pages) await pager.getByRole('button', { name: 'Next' }).click();
  }
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

  // All on one page of 100 (the sizes offered: 12, 24, 48, 100, 1000) is the same set.
  await pager.getByRole('combobox', { name: 'Per page' }).selectOption('100');
  await expect(pager.getByText('Page 1 of 1')).toBeVisible();
  const all = m.getByRole('heading', { level: 3 }).getByRole('link');
  await expect(all).toHaveCount(seen.size);

  // Back to pages of 12 and open a result from the last page.
  await pager.getByRole('combobox', { name: 'Per page' }).selectOption('12');
  for (let p = 1; p < pages; p++) await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  const last = m.getByRole('heading', { level: 3 }).getByRole('link').last();
  const name = (await last.textContent())!.trim();
  await last.click();
  await expect(m.getByRole('heading', { level: 1, name })).toBeVisible();
});

/** The accessible name of one control, as a screen reader announces it. */
async function nameOf(control: ReturnType<Page['getByRole']>): Promise<string> {
  const snapshot = await control.ariaSnapshot();
  return /"(.*)"/.exec(snapshot)![1];
}

/** "Monday, May 12, 2025" (a date button's name) as the basket's date: "May 12, 2025". */
function basketDate(longDate: string): string {
  const d = new Date(`${longDate.replace(/^\w+, /, '')} 12:00 UTC`);
  expect(Number.isNaN(d.getTime()), longDate).toBe(false);
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}

/** On the tour step: pages forward (or back) until "Page n of m" says `n`. */
async function tourPage(m: ReturnType<typeof main>, n: number) {
  const pager = m.getByText(/^Page \d+ of \d+$/);
  for (;;) {
    const at = Number(/^Page (\d+)/.exec((await pager.textContent())!.trim())![1]);
    if (at === n) break;
    await m.getByRole('button', { name: at < n ? 'Later dates' : 'Earlier dates' }).click();
    await expect(
      m.getByText(new RegExp(`^Page ${at < n ? at + 1 : at - 1} of \\d+$`)),
    ).toBeVisible();
  }
  await expect(m.getByRole('region', { name: '1. Choose a date' })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
}

for (const width of [320, 375]) {
  test(`at ${width} px the results' "Per page" stays beside its list, and the list changes the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // 34 attractions: 24 a page (the default) gives two pages, 12 three.
    await openRoute(page, 'search');
    const pager = main(page).getByRole('navigation', { name: 'Pages' });
    const size = pager.getByRole('combobox', { name: 'Per page' });
    await expect(size).toBeVisible();
    const label = (await pager.getByText('Per page', { exact: true }).boundingBox())!;
    const list = (await size.boundingBox())!;
    // One line: the label's middle at the list's middle, the label just before it.
    expect(Math.abs(label.y + label.height / 2 - (list.y + list.height / 2))).toBeLessThan(4);
    expect(list.x - (label.x + label.width)).toBeLessThan(16);
    await expect(pager.getByText('Page 1 of 2', { exact: true })).toBeVisible();
    await size.selectOption('12');
    await expect(pager.getByText('Page 1 of 3', { exact: true })).toBeVisible();
  });
}

test('a departure chosen on a later page of the tour step stays chosen while paging, and is the one booked', async ({
  page,
}) => {
  // Grand Canyon Helicopter leaves every day for four months: 14 departures a page.
  await openRoute(page, 'book/tour/TO-LAS-01');
  const m = main(page);
  await expect(m.getByRole('heading', { name: 'Book Grand Canyon Helicopter' })).toBeVisible();
  const pagerText = m.getByText(/^Page \d+ of \d+$/);
  await expect(pagerText).toHaveText(/^Page 1 of \d+$/);
  const pages = Number(/of (\d+)/.exec((await pagerText.textContent())!)![1]);
  expect(pages).toBeGreaterThan(2);
  const dates = m.getByRole('list', { name: 'Departure dates' }).getByRole('button');
  await expect(dates).toHaveCount(14);
  const firstOfPage1 = await nameOf(dates.first());

  await tourPage(m, 2);
  await expect(dates.first()).not.toHaveAccessibleName(firstOfPage1);
  const third = dates.nth(2);
  const when = await nameOf(third);
  await third.click();
  await expect(third).toHaveAttribute('aria-pressed', 'true');

  // The option, a third adult and a pickup point, all chosen while page 2 is shown.
  const option = m.getByRole('radio', { name: 'Helicopter and landing' });
  await chooseUntilHeld(option);
  await m.getByRole('button', { name: 'Add one Adult' }).click();
  await expect(m.getByRole('status', { name: 'Adult: 3' })).toBeVisible();
  await expect(m.getByRole('radiogroup', { name: '3. Choose an option' })).toContainText(
    '3 × Adult',
  );
  const pickup = m.getByRole('radio', { name: 'Central Station, Las Vegas' });
  await pickup.check();

  // Another page: no date of it is chosen, and the buyer is told which one is.
  await tourPage(m, 3);
  await expect(
    m.getByRole('list', { name: 'Departure dates' }).getByRole('button', { pressed: true }),
  ).toHaveCount(0);
  const chosenLine = m.getByRole('status').filter({ hasText: `Chosen: ${when}.` });
  await expect(chosenLine).toBeVisible();
  await expect(option).toBeChecked();
  await expect(pickup).toBeChecked();
  await expect(m.getByRole('status', { name: 'Adult: 3' })).toBeVisible();

  // Back on its page it is the one pressed, and the line is gone.
  await tourPage(m, 2);
  const pressed = m
    .getByRole('list', { name: 'Departure dates' })
    .getByRole('button', { pressed: true });
  await expect(pressed).toHaveCount(1);
  await expect(pressed).toHaveAccessibleName(when);
  await expect(m.getByText(/^Chosen: /)).toHaveCount(0);

  // The last page's last date is the last departure the step announces, and it can be chosen.
  await tourPage(m, pages);
  const range = await m.getByText(/^Departures from /).textContent();
  const lastDeparture = /to (.*)\.$/.exec(range!.trim())![1];
  const last = dates.last();
  await expect(last).toHaveAccessibleName(lastDeparture);
  await expect(last).toBeEnabled();
  await expect(chosenLine).toBeVisible();

  // Added from the last page: the basket holds the date chosen on page 2, with its choices.
  await m.getByRole('button', { name: 'Add to basket' }).click();
  await expect(m.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  const held = m.getByRole('article', { name: 'Grand Canyon Helicopter' });
  await expect(held).toContainText(basketDate(when));
  await expect(held).toContainText('Helicopter and landing');
  await expect(held).toContainText('Central Station, Las Vegas');
  await expect(page.getByRole('link', { name: 'Basket, 3 tickets' })).toBeVisible();
});

test('the last departure on the last page of the tour step can be booked', async ({ page }) => {
  await openRoute(page, 'book/tour/TO-LAS-01');
  const m = main(page);
  const pagerText = m.getByText(/^Page \d+ of \d+$/);
  await expect(pagerText).toHaveText(/^Page 1 of \d+$/);
  const pages = Number(/of (\d+)/.exec((await pagerText.textContent())!)![1]);
  const range = await m.getByText(/^Departures from /).textContent();
  const lastDeparture = /to (.*)\.$/.exec(range!.trim())![1];
  await tourPage(m, pages);
  await expect(m.getByRole('button', { name: 'Later dates' })).toBeDisabled();
  const last = m.getByRole('list', { name: 'Departure dates' }).getByRole('button').last();
  await expect(last).toHaveAccessibleName(lastDeparture);
  await last.click();
  const option = m.getByRole('radio', { name: 'Helicopter and landing' });
  await chooseUntilHeld(option);
  await m.getByRole('radio', { name: 'Central Station, Las Vegas' }).check();
  await m.getByRole('button', { name: 'Add to basket' }).click();
  await expect(m.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(m.getByRole('article', { name: 'Grand Canyon Helicopter' })).toContainText(
    basketDate(lastDeparture),
  );
});
