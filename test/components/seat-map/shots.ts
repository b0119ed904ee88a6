/**
 * Screenshots of the seat map on the sandbox venues, for looking at it (not a test): both venues at
 * 375 px and 1280 px, light and dark brand; the map alone with three seats picked by "Find best
 * seats" and one seat focused by the keyboard, and the theatre step with two Adult tickets and
 * their seats. Run: node --import tsx test/components/seat-map/shots.ts [outDir]
 * (Vite on PORT, default 8214; PNGs to /tmp/shots-seat-map unless told otherwise).
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'vite';
import { chromium, type Page } from 'playwright-core';

const port = Number(process.env.PORT ?? 8214);
const out = process.argv[2] ?? '/tmp/shots-seat-map';
const VENUES = ['TH-NYC-01', 'TH-LON-01'];
const WIDTHS = [375, 1280];
const BRANDS = [
  { name: 'light', query: 'brand=default&scheme=light' },
  { name: 'dark', query: 'brand=midnight-jazz&scheme=dark' },
];
type Brand = (typeof BRANDS)[number];

/** Keyboard only: Tab to the plan, then one seat to the right of the picked block. */
async function focusSeatByKeyboard(page: Page) {
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const onPlan = await page.evaluate(
      () =>
        (
          window as unknown as { seatMap: HTMLElement }
        ).seatMap.shadowRoot?.activeElement?.classList.contains('viewport') ?? false,
    );
    if (onPlan) break;
  }
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
}

async function pickBest(page: Page, count: number) {
  const map = page.locator('tessera-seat-map');
  await map.locator('#best-count').fill(String(count));
  await map.locator('#best-count').dispatchEvent('change');
  await map.getByRole('button', { name: 'Find best seats' }).click();
}

async function shootMap(page: Page, venue: string, width: number, brand: Brand) {
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await page.goto(
    `http://127.0.0.1:${port}/test/components/seat-map/shots.html?event=${venue}&${brand.query}`,
  );
  await page.waitForFunction(() => 'seatMap' in window, undefined, { timeout: 30000 });
  await pickBest(page, 3);
  await focusSeatByKeyboard(page);
  await page.waitForTimeout(150);
  const file = `${out}/${venue}-${width}-${brand.name}.png`;
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The theatre step: first performance, two Adult tickets in the first band, best two seats. */
async function shootStep(page: Page, venue: string, width: number, brand: Brand) {
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  const query = brand.name === 'dark' ? '&brand=midnight-jazz' : '';
  await page.goto(
    `http://127.0.0.1:${port}/test/features/theatre/shots.html?event=${venue}${query}`,
  );
  await page.locator('.performance').first().click({ timeout: 30000 });
  // An arena's bands are folded: open the first.
  const folded = page.locator('summary.band-head').first();
  if (await folded.isVisible({ timeout: 5000 }).catch(() => false)) await folded.click();
  await page
    .getByLabel(/^Adult tickets/)
    .first()
    .selectOption('2');
  await page.locator('tessera-seat-map circle.seat').first().waitFor({ timeout: 30000 });
  await pickBest(page, 2);
  await page.waitForTimeout(300);
  const file = `${out}/step-${venue}-${width}-${brand.name}.png`;
  await page.locator('tessera-seat-map').screenshot({ path: file });
  return file;
}

mkdirSync(out, { recursive: true });
const server = await createServer({
  configFile: 'vite.config.ts',
  server: { port, strictPort: true },
  logLevel: 'error',
});
await server.listen();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  for (const venue of VENUES)
    for (const width of WIDTHS)
      for (const brand of BRANDS) {
        console.log(await shootMap(page, venue, width, brand));
        console.log(await shootStep(page, venue, width, brand));
      }
} finally {
  await browser.close();
  await server.close();
}
