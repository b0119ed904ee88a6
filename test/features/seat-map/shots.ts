/**
 * Screenshots of the seat map on the sandbox venues, for looking at it (not a test): both venues at
 * 375 px and 1280 px, light and dark brand, three seats picked by "Find best seats" and one seat
 * focused by the keyboard. Run: node --import tsx test/features/seat-map/shots.ts [outDir]
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

async function shoot(page: Page, venue: string, width: number, brand: (typeof BRANDS)[number]) {
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await page.goto(
    `http://127.0.0.1:${port}/test/features/seat-map/shots.html?event=${venue}&${brand.query}`,
  );
  await page.waitForFunction(() => 'seatMap' in window, undefined, { timeout: 30000 });
  const map = page.locator('tessera-seat-map');
  await map.locator('#best-count').fill('3');
  await map.locator('#best-count').dispatchEvent('change');
  await map.getByRole('button', { name: 'Find best seats' }).click();
  await focusSeatByKeyboard(page);
  await page.waitForTimeout(150);
  const file = `${out}/${venue}-${width}-${brand.name}.png`;
  await page.screenshot({ path: file, fullPage: true });
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
      for (const brand of BRANDS) console.log(await shoot(page, venue, width, brand));
} finally {
  await browser.close();
  await server.close();
}
