/**
 * BUYER-WALK row "Keyboard only, screen reader": every step change moves focus to the new step's
 * heading, so a keyboard or screen-reader user lands on it and hears where they are. Driven by the
 * keyboard (Enter on the focused control) from the search to the checkout's details, and the
 * session's end, whose message takes focus too.
 */
import type { Page } from '@playwright/test';
import { expect, main, resetSandbox, test } from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Focuses a control as Tab would reach it, then presses Enter on it. */
async function press(page: Page, control: ReturnType<Page['getByRole']>) {
  await control.focus();
  await page.keyboard.press('Enter');
}

test('each step change puts focus on the step heading, from the search to the details form', async ({
  page,
  request,
}) => {
  await page.goto('/demo/');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search attractions' });
  await search.focus();
  await page.keyboard.type('lighthouse');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /Results for/ })).toBeFocused();

  await press(page, page.getByRole('link', { name: /The Phantom Lighthouse/ }).first());
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeFocused();

  await press(page, page.getByRole('button', { name: /^Choose / }).first());
  await expect(
    page.getByRole('heading', { level: 2, name: 'Book The Phantom Lighthouse' }),
  ).toBeFocused();

  await page.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' }).selectOption('2');
  await press(page, page.getByRole('button', { name: 'Find best seats' }));
  await expect(page.getByRole('heading', { name: 'Your seats 2 of 2' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Add to basket' }));
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeFocused();

  await press(page, main(page).getByRole('button', { name: 'Continue to checkout' }));
  await expect(main(page).getByRole('heading', { name: 'Your details' })).toBeFocused();

  // Back with the keyboard's browser shortcut lands on the basket's heading again.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();

  // The session ends while the buyer acts: the message's heading takes focus.
  await request.post('/__sandbox/clock', { data: { advance_ms: 21 * 60_000 } });
  await press(page, main(page).getByRole('button', { name: 'Continue to checkout' }));
  await expect(page.getByRole('heading', { name: 'Your session has ended' })).toBeFocused();
  await press(page, page.getByRole('button', { name: 'Start again' }));
  await expect(
    page.getByRole('heading', { level: 2, name: 'Book The Phantom Lighthouse' }),
  ).toBeFocused();
});
