/**
 * Issue #8 "Done when": from search to a PAID booking in both kinds, on a phone-sized screen and on
 * desktop, in a light and a dark brand, axe clean on the confirmation in each.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  test,
  CARDS,
  bookTheatre,
  enterCard,
  expectAxeClean,
  expectPaid,
  fillLead,
  main,
  payButton,
  resetSandbox,
  searchAndOpen,
} from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

const SETUPS = [
  { name: 'desktop, light brand', viewport: DESKTOP, brand: 'default', os: 'light' },
  { name: 'desktop, dark brand', viewport: DESKTOP, brand: 'midnight-jazz', os: 'light' },
  { name: 'phone, light brand', viewport: PHONE, brand: 'grand-theatre', os: 'light' },
  // Wanderlust follows the device: a phone in dark mode gets its dark overrides.
  { name: 'phone, dark brand', viewport: PHONE, brand: 'wanderlust-tours', os: 'dark' },
] as const;

/** The widget's page background really is dark (or light) in this setup. */
async function expectScheme(page: Page, dark: boolean) {
  const luminance = await page.locator('tessera-booking').evaluate((el) => {
    const root = el.shadowRoot!.querySelector('.root')!;
    const rgb = getComputedStyle(root)
      .backgroundColor.match(/\d+(\.\d+)?/g)!
      .map(Number);
    return (0.2126 * rgb[0]! + 0.7152 * rgb[1]! + 0.0722 * rgb[2]!) / 255;
  });
  if (dark) expect(luminance).toBeLessThan(0.3);
  else expect(luminance).toBeGreaterThan(0.7);
}

async function pay(page: Page) {
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
}

for (const setup of SETUPS) {
  test.describe(setup.name, () => {
    test.use({ viewport: setup.viewport, colorScheme: setup.os });
    const query = `?brand=${setup.brand}`;
    const dark = setup.brand === 'midnight-jazz' || setup.os === 'dark';

    test('a seated theatre booking from search to PAID', async ({ page }) => {
      await searchAndOpen(page, 'Phantom', 'The Phantom Lighthouse', query);
      await expectScheme(page, dark);
      await bookTheatre(page, 'Stalls (Premium)', 2, true);
      await pay(page);
      // The confirmation lists the seats bought.
      await expect(main(page)).toContainText(/Adult · Stalls, row \w+, seat\s\d+/);
      await expectAxeClean(page, `theatre confirmation, ${setup.name}`);
    });

    test('a tour with a pickup point from search to PAID', async ({ page }) => {
      await searchAndOpen(page, 'Stonehenge', 'Stonehenge & Bath Day Trip', query);
      await expectScheme(page, dark);
      await page.getByRole('button', { name: 'Check availability' }).click();
      await page.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().click();
      const option = page.getByRole('radio', { name: 'Full day with entry tickets' });
      await option.click();
      await expect(option).toBeChecked();
      await page.getByRole('radio', { name: 'Central Station, London' }).click();
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
      await pay(page);
      await expect(main(page)).toContainText('Stonehenge & Bath Day Trip');
      await expectAxeClean(page, `tour confirmation, ${setup.name}`);
    });
  });
}
