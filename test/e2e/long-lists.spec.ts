/**
 * Long lists (BUYER-WALK "20+ performances, 100+ results"): everything reachable by paging, and
 * the performance chosen on a later page of the attraction detail is the one the theatre step
 * opens with and the basket holds.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './flow.js';

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

let pageErrors: string[] = [];

test.beforeEach(async ({ request, page }) => {
  await resetSandbox(request);
  pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
});

// Any uncaught page error or unhandled rejection fails the flow.
test.afterEach(() => expect(pageErrors).toEqual([]));

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
  await expect(m.getByText(/2 × Adult/)).toBeVisible();
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
  await expect(m.getByText(/2 × Adult/)).toBeVisible();
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
