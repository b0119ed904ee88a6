import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './flow.js';
import { processBrand } from '../../src/brand/process.js';
import { surfaceLanguage } from '../../src/surfaces/words.js';

// The brand page's tabs Widget · Email · E-ticket show the brand being edited on each surface:
// for the three sample brands (a light one, a dark one and one that follows the system), in the
// light and the dark scheme. The email is rendered in the page (MJML), the e-ticket too (PDFKit's
// browser build, the Noto fonts fetched from the server) and drawn as images of its pages. The
// demo page has the same tabs around its live widget.

const BRANDS = ['grand-theatre', 'midnight-jazz', 'wanderlust-tours'] as const;
const TICKETS_IN_SAMPLE_BOOKING = 4;

/** The email's body colour: its colorScheme decides; `inherit` follows the scheme shown. */
function emailBackground(name: string, scheme: 'light' | 'dark'): string {
  const { brand, resolved } = processBrand(
    JSON.parse(readFileSync(`demo/brands/${name}.json`, 'utf8')),
  );
  const shown =
    brand.colorScheme === 'dark' ? 'dark' : brand.colorScheme === 'inherit' ? scheme : 'light';
  const hex = resolved[shown].values['page.background']!;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name })).toBeVisible();
}

/** With the email tab open: an edit to the brand file's page background shows in the email. */
async function expectEditShownInEmail(page: Page) {
  const email = page.frameLocator('iframe[title="Order confirmation email"]');
  await expect(email.getByText('Booking confirmed')).toBeVisible({ timeout: 30_000 });
  const editor = page.getByRole('textbox', { name: /Brand file/ });
  const json = JSON.parse(await editor.inputValue()) as { page: Record<string, string> };
  json.page.background = '#fff3e0';
  await editor.fill(JSON.stringify(json, null, 2));
  await expect(email.locator('.t-body').first()).toHaveCSS(
    'background-color',
    'rgb(255, 243, 224)',
    { timeout: 30_000 },
  );
  return email;
}

for (const name of BRANDS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${name}, ${scheme}: the widget, the email and the e-ticket tabs show the brand`, async ({
      page,
    }) => {
      await page.goto(`/demo/brand-panel/?brand=${name}&scheme=${scheme}`);
      const tabs = page.getByRole('tablist', { name: 'Surfaces' });
      await expect(tabs.getByRole('tab')).toHaveText(['Widget', 'Email', 'E-ticket']);

      // Widget: the specimen wears the brand.
      await expect(page.getByRole('tab', { name: 'Widget' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tabpanel', { name: 'Widget' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Book now' })).toBeVisible();

      // Email: the order confirmation, in the brand's colours, in an iframe.
      await openTab(page, 'Email');
      const email = page.frameLocator('iframe[title="Order confirmation email"]');
      await expect(email.getByText('Booking confirmed')).toBeVisible({ timeout: 30_000 });
      await expect(email.getByText('TSB-000001', { exact: true })).toBeVisible();
      await expect(email.locator('.t-body').first()).toHaveCSS(
        'background-color',
        emailBackground(name, scheme),
        { timeout: 15_000 },
      );
      // At phone width the same email narrows to the phone.
      await page.getByRole('radio', { name: 'Phone' }).check();
      await expect(page.getByTitle('Order confirmation email')).toHaveJSProperty(
        'clientWidth',
        375,
      );

      // E-ticket: one page per ticket, drawn from the PDF, and the PDF to download.
      await openTab(page, 'E-ticket');
      const ticket = page.getByRole('tabpanel', { name: 'E-ticket' });
      const pages = ticket.getByRole('img', { name: /^E-ticket page \d+ of \d+$/ });
      await expect(pages).toHaveCount(TICKETS_IN_SAMPLE_BOOKING, { timeout: 60_000 });
      expect(await pages.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
        Math.floor(595.28 * 1.5),
      );
      await expect(ticket.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
        'href',
        /^blob:/,
      );

      // The arrow keys move between the tabs.
      await page.getByRole('tab', { name: 'E-ticket' }).press('ArrowLeft');
      await expect(page.getByRole('tab', { name: 'Email' })).toBeFocused();
      await expect(page.getByRole('tab', { name: 'Email' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  }
}

test('an edit to the brand file shows at once in the open email tab', async ({ page }) => {
  await page.goto('/demo/brand-panel/?brand=grand-theatre&scheme=light');
  await openTab(page, 'Email');
  await expectEditShownInEmail(page);
});

test('?language=de: the email tab speaks German, its words from the German table', async ({
  page,
}) => {
  const { words } = surfaceLanguage('de');
  await page.goto('/demo/brand-panel/?brand=grand-theatre&scheme=light&language=de');
  await openTab(page, 'Email');
  const email = page.frameLocator('iframe[title="Order confirmation email"]');
  await expect(email.getByText(words.heading)).toBeVisible({ timeout: 30_000 });
  await expect(email.locator('html')).toHaveAttribute('lang', 'de');
  await expect(email.getByText(words.intro)).toBeVisible();
  await expect(email.getByText('Booking confirmed')).toHaveCount(0);
});

test('the demo page: tabs around the live widget follow the brand editor and the language', async ({
  page,
}) => {
  await page.goto(
    `/demo/?brand=grand-theatre&tessera=${encodeURIComponent('attraction/TH-LON-01')}`,
  );
  const heading = page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Surfaces' }).getByRole('tab')).toHaveText([
    'Widget',
    'Email',
    'E-ticket',
  ]);

  // The email of a sample booking in the brand being edited: an edit shows at once.
  await openTab(page, 'Email');
  await expect(heading).toBeHidden();
  const email = await expectEditShownInEmail(page);

  // The demo's language picker speaks for the email too.
  await page.getByLabel('Language').selectOption('fr');
  await expect(email.locator('html')).toHaveAttribute('lang', 'fr', { timeout: 30_000 });
  await expect(email.getByText(surfaceLanguage('fr').words.heading)).toBeVisible();

  // The e-ticket, rendered in the page.
  await openTab(page, 'E-ticket');
  await expect(
    page.getByRole('tabpanel', { name: 'E-ticket' }).getByRole('img', { name: /^E-ticket page/ }),
  ).toHaveCount(TICKETS_IN_SAMPLE_BOOKING, { timeout: 60_000 });

  // Back to the widget: where the buyer was, in the language picked meanwhile.
  await openTab(page, 'Widget');
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeVisible();
  await expect(page.locator('tessera-booking .root')).toHaveAttribute('lang', 'fr');
});
