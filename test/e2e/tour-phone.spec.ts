/**
 * Issue #7 "Done when": on a phone, two adults and a child on Stonehenge & Bath (TO-LON-03, pickup
 * required, three tour languages), a pickup point found by search, Spanish, paid to PAID.
 */
import {
  expect,
  test,
  CARDS,
  chooseGrandCanyon,
  chooseUntilHeld,
  enterCard,
  expectAxeClean,
  expectPaid,
  fillLead,
  main,
  payButton,
  resetSandbox,
  sandboxRequests,
} from './flow.js';
import type { Page } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
test.beforeEach(async ({ request }) => resetSandbox(request));

test('on a phone: two adults and a child, a language and a pickup point, to PAID', async ({
  page,
  request,
}) => {
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TO-LON-03')}`);
  await page.getByRole('button', { name: 'Check availability' }).tap();
  await page.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().tap();

  await page.getByRole('button', { name: 'Add one Adult' }).tap();
  await page.getByRole('button', { name: 'Add one Child' }).tap();
  await expect(page.getByRole('status', { name: 'Adult: 2' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Child: 1' })).toBeVisible();

  const option = page.getByRole('radio', { name: 'Full day with entry tickets' });
  // The options' prices follow the mix: wait for the child's line before choosing.
  await expect(page.getByRole('radiogroup', { name: '3. Choose an option' })).toContainText(
    '1 × Child',
  );
  await option.tap();
  await expect(option).toBeChecked();
  await expectAxeClean(page, 'tour options on a phone');

  await page.getByRole('combobox', { name: 'Tour language' }).selectOption({ label: 'Spanish' });
  await page.getByRole('searchbox', { name: 'Find a pickup point' }).fill('grand');
  await expect(page.getByRole('radio', { name: /London$/ })).toHaveCount(1);
  await page.getByRole('radio', { name: 'Grand Hotel, London' }).tap();
  await page.getByRole('button', { name: 'Add to basket' }).tap();

  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 3 tickets' })).toBeVisible();
  const basket = main(page);
  await expect(basket).toContainText('Grand Hotel, London');
  await expect(basket).toContainText('Spanish');
  await expectAxeClean(page, 'basket with a tour on a phone');

  // What the API received: the mix, the language and the pickup point.
  const reserve = (await sandboxRequests(request)).filter(
    (r) => r.method === 'POST' && r.path.endsWith('/tours/reservations'),
  );
  expect(reserve.map((r) => r.status)).toEqual([200]);

  await basket.getByRole('button', { name: 'Continue to checkout' }).tap();
  await fillLead(page);
  await enterCard(page, CARDS.ok);
  await payButton(page).tap();
  await expectPaid(page);
  // The confirmation says what was bought: travellers, language and where to be picked up.
  const done = main(page).getByRole('region', { name: 'Booking confirmed' });
  await expect(done).toContainText('Grand Hotel, London');
  await expect(done).toContainText('Spanish');
  await expect(done).toContainText('Child');
});

/**
 * How dark the pickup list's box is along its top and bottom edges (mean luminance 0 to 255 of a
 * 4 px strip across its middle third), with the cards hidden so only the box's own paint counts,
 * and of its middle.
 */
async function pickupEdges(page: Page) {
  const list = main(page).getByRole('radiogroup', { name: '4. Pickup point' });
  await list.evaluate((el) => el.classList.add('shade-probe'));
  const png = await list.screenshot({ style: '.shade-probe > * { visibility: hidden }' });
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const { width, height } = bitmap;
    const strip = (y0: number) => {
      const x0 = Math.round(width / 3);
      const data = ctx.getImageData(x0, y0, Math.round(width / 3), 4).data;
      let sum = 0;
      for (let i = 0; i < data.length; i += 4)
        sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
      return sum / (data.length / 4);
    };
    // Inside the box's 1 px edges (none: the box has no border, but the card's outline may).
    return { top: strip(1), middle: strip(Math.round(height / 2)), bottom: strip(height - 5) };
  }, png.toString('base64'));
}

test('the pickup list shades its top and bottom edges where more points lie beyond', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TO-LON-03')}`);
  await page.getByRole('button', { name: 'Check availability' }).tap();
  await page.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().tap();
  const option = page.getByRole('radio', { name: 'Full day with entry tickets' });
  await chooseUntilHeld(option);
  const list = main(page).getByRole('radiogroup', { name: '4. Pickup point' });
  await expect(list.getByRole('radio')).not.toHaveCount(0);
  const scrollable = () => list.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
  expect(await scrollable()).toBe(true);

  // At the top: more below, none above.
  const atTop = await pickupEdges(page);
  expect(atTop.bottom).toBeLessThan(atTop.middle - 8);
  expect(Math.abs(atTop.top - atTop.middle)).toBeLessThan(3);

  // At the end: more above, none below.
  await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  const atEnd = await pickupEdges(page);
  expect(atEnd.top).toBeLessThan(atEnd.middle - 8);
  expect(Math.abs(atEnd.bottom - atEnd.middle)).toBeLessThan(3);

  // A list that fits its box has no shade at either edge.
  await page.getByRole('searchbox', { name: 'Find a pickup point' }).fill('grand');
  await expect(list.getByRole('radio')).toHaveCount(1);
  expect(await scrollable()).toBe(false);
  const fits = await pickupEdges(page);
  expect(Math.abs(fits.top - fits.middle)).toBeLessThan(3);
  expect(Math.abs(fits.bottom - fits.middle)).toBeLessThan(3);
});

test("at 320 px each ticket's name heads its attendee card inside the border, and names the group", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`/demo/?tessera=${encodeURIComponent('book/tour/TO-LAS-01')}`);
  const m = main(page);
  await chooseGrandCanyon(page);
  await m.getByRole('button', { name: 'Add to basket' }).click();
  await m.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  const name = 'Ticket 1 of 2: Adult, Grand Canyon Helicopter';
  const card = m.getByRole('group', { name });
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  const legend = (await card.getByText(name).boundingBox())!;
  // The name takes two lines at this width; both sit inside the card, under its top edge.
  expect(legend.height).toBeGreaterThan(30);
  expect(legend.y).toBeGreaterThan(box.y);
  expect(legend.x).toBeGreaterThan(box.x);
});
