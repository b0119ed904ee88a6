import { test, expect } from './flow.js';
for (const [w, lang] of [[320, 'en'], [375, 'en'], [1280, 'en'], [320, 'fil']] as const) {
  test(`failed search ${w} ${lang}`, async ({ page, request }) => {
    await page.setViewportSize({ width: w, height: 800 });
    await request.post('/__sandbox/faults', { data: { method: 'GET', path: '/v2/attractions', count: 1, kind: 'html' } });
    await page.goto(`/demo/?language=${lang}&tessera=${encodeURIComponent('search?q=Phantom')}`);
    const failed = page.getByRole('alert').filter({ has: page.getByRole('button') });
    await expect(failed).toBeVisible({ timeout: 15000 });
    await page.waitForTimeout(500);
    await page.locator('tessera-booking').screenshot({ path: `/tmp/shots/fs-${w}-${lang}.png` });
  });
}
