import type { Page } from '@playwright/test';
import {
  expect,
  test,
  CARDS,
  enterCard,
  expectAxeClean,
  expectPaid,
  fillAttendees,
  fillLead,
  main,
  payButton,
  resetSandbox,
} from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Grand Canyon Helicopter: two adults, first date, its one option, a pickup point. */
async function reserveHelicopter(page: Page) {
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TO-LAS-01')}`);
  await page.getByRole('button', { name: 'Check availability' }).click();
  await page.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().click();
  const option = page.getByRole('radio', { name: 'Helicopter and landing' });
  // One click is enough: a choice made while prices are re-read is kept.
  await option.click();
  await expect(option).toBeChecked();
  await page.getByRole('radio', { name: 'Grand Hotel, Las Vegas' }).check();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(main(page).getByText('Grand Hotel, Las Vegas')).toBeVisible();
}

test('a tour with attendees and a pickup point is paid through a 3D Secure challenge to PAID', async ({
  page,
}) => {
  await reserveHelicopter(page);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await expect(page.getByRole('heading', { name: 'Who is going?' })).toBeVisible();
  await expectAxeClean(page, 'attendees');
  await fillAttendees(page);
  await enterCard(page, CARDS.challenge);
  await payButton(page).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expectPaid(page);
});
