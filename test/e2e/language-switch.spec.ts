/**
 * The buyer changes language with tickets in the basket (the demo's picker sets the widget's
 * `language`): the basket reads the reservations again in the new language, once, and shows the
 * API's names in it; the buyer goes on to pay in the language they ended in.
 */
import type { Page } from '@playwright/test';
import { WORDS_AR } from '../../demo/sandbox/i18n/catalogue-ar.js';
import { WORDS_JA } from '../../demo/sandbox/i18n/catalogue-ja.js';
import {
  bookTheatre,
  CARDS,
  enterCard,
  expect,
  expectPaid,
  fillLead,
  main,
  payButton,
  resetSandbox,
  test,
} from './flow.js';

test.beforeEach(({ request }) => resetSandbox(request));

const basketText = (page: Page) =>
  page.locator('tessera-basket').evaluate((el) => el.shadowRoot!.textContent!.replace(/\s+/g, ' '));

/** The widget's reads of the basket in `language`, as the page sent them. */
const basketReads = (sent: string[], language: string) =>
  sent.filter((url) => url === `GET /v2/reservations?language_code=${language}`).length;

test("the basket follows the buyer's language, one read per change, and the buyer pays", async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/v2/')) sent.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  const phantom = {
    ar: WORDS_AR.attractions['TH-LON-01']!.name!,
    ja: WORDS_JA.attractions['TH-LON-01']!.name!,
  };
  const london = { ar: WORDS_AR.cities[10]!, ja: WORDS_JA.cities[10]! };
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TH-LON-01')}`);
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await expect(main(page)).toContainText('The Phantom Lighthouse');

  await page.locator('#language').selectOption('ar');
  await expect.poll(() => basketText(page)).toContain(phantom.ar);
  expect(await basketText(page)).toContain(london.ar);
  expect(basketReads(sent, 'ar')).toBe(1);

  await page.locator('#language').selectOption('ja');
  await expect.poll(() => basketText(page)).toContain(phantom.ja);
  expect(await basketText(page)).toContain(london.ja);
  expect(await basketText(page)).not.toContain(phantom.ar);
  expect(basketReads(sent, 'ja')).toBe(1);

  // Back to English, and on to pay: the names the buyer checks are English again.
  await page.locator('#language').selectOption('en');
  await expect.poll(() => basketText(page)).toContain('The Phantom Lighthouse');
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await enterCard(page, CARDS.ok);
  await expect(main(page)).toContainText('The Phantom Lighthouse');
  await payButton(page).click();
  await expectPaid(page);
});
