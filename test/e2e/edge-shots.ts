/**
 * Screenshots of the buyer's edges, for looking at them (not a test): the expired session, a
 * refused PUT reservations, a declined card, the payment still being confirmed and the reloaded
 * confirmation, at 375 px and 1280 px in the light demo brand and the dark one.
 * Run: node --import tsx test/e2e/edge-shots.ts [outDir] (Vite on PORT, default 8215; PNGs to
 * /tmp/shots-edges unless told otherwise).
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'vite';
import { chromium, type Page } from 'playwright-core';

const port = Number(process.env.PORT ?? 8215);
const out = process.argv[2] ?? '/tmp/shots-edges';
const base = `http://127.0.0.1:${port}`;
const BRANDS = [
  { name: 'light', query: '' },
  { name: 'dark', query: 'brand=midnight-jazz&' },
];

const main = (page: Page) => page.getByRole('main', { name: 'Booking' });
const post = (page: Page, path: string, data: unknown) => page.request.post(base + path, { data });

async function toCheckout(page: Page, brand: string) {
  await page.goto(`${base}/demo/?${brand}tessera=${encodeURIComponent('attraction/TH-LON-01')}`);
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' }).selectOption('2');
  await page.getByRole('button', { name: 'Find best seats' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
}

async function fillLead(page: Page) {
  const m = main(page);
  await m.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await m.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await m.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await m.getByRole('textbox', { name: 'Mobile number' }).fill('+447700900123');
  await m.getByRole('button', { name: 'Continue' }).click();
}

async function card(page: Page, number: string) {
  const group = page.getByRole('group', { name: 'Card details' });
  await group.getByRole('textbox', { name: 'Card number' }).fill(number);
  await group.getByRole('textbox', { name: /Expiration date/ }).fill('12 / 34');
  await group.getByRole('textbox', { name: 'Security code' }).fill('123');
  await main(page).getByRole('button', { name: /^Pay / }).click();
}

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
}

const server = await createServer({
  server: { port, host: '127.0.0.1', strictPort: true, hmr: false, watch: null },
});
await server.listen();
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const width of [375, 1280]) {
    for (const brand of BRANDS) {
      const tag = `${width}-${brand.name}`;
      let page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 } });
      await post(page, '/__sandbox/reset', {});

      // The session expires at the basket; the buyer is told once, with Start again.
      await toCheckout(page, brand.query);
      await main(page).getByRole('textbox', { name: 'Email' }).waitFor();
      await post(page, '/__sandbox/clock', { advance_ms: 21 * 60_000 });
      await page.reload();
      await page
        .getByText(/released|expired/i)
        .first()
        .waitFor();
      await shoot(page, `expired-${tag}`);

      // PUT reservations refused: back on the details, the reason above them (a fresh tab).
      await page.close();
      page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 } });
      await post(page, '/__sandbox/reset', {});
      await toCheckout(page, brand.query);
      await post(page, '/__sandbox/faults', {
        method: 'PUT',
        path: '/v2/reservations',
        kind: 'status',
        status: 400,
        code: 99,
        count: 1,
      });
      await fillLead(page);
      await main(page).getByRole('alert').waitFor();
      await shoot(page, `put-refused-${tag}`);

      // A declined card, then the confirmation reloaded.
      await main(page).getByRole('button', { name: 'Continue' }).click();
      await card(page, '4000 0000 0000 9995');
      await main(page).getByRole('alert').waitFor();
      await shoot(page, `declined-${tag}`);
      await card(page, '4242 4242 4242 4242');
      await main(page).getByRole('region', { name: 'Booking confirmed' }).waitFor();
      await page.reload();
      await main(page).getByRole('region', { name: 'Booking confirmed' }).waitFor();
      await shoot(page, `confirmation-reloaded-${tag}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`screenshots in ${out}`);
