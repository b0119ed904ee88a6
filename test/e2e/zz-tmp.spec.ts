import { test, expect } from './flow.js';
test(`ar s2`, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/demo/?language=ar&tessera=${encodeURIComponent('search?q=Phantom')}`);
  await page.getByRole('region').getByRole('link').first().click();
  await page.waitForTimeout(1500);
  await page.locator('tessera-booking').screenshot({ path: `/tmp/shots/ar-s2.png` });
});
