import { expect, test, fillAttendees, fillLead, main, resetSandbox } from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('the session expiring during attendee entry is explained and the search is kept', async ({
  page,
  request,
}) => {
  // A search first, so there is something to go back to.
  await page.goto(`/demo/?tessera=${encodeURIComponent('search?q=canyon')}`);
  await page
    .getByRole('link', { name: /Grand Canyon Helicopter/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Check availability' }).click();
  await page.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().click();
  const option = page.getByRole('radio', { name: 'Helicopter and landing' });
  await expect(async () => {
    await option.click();
    await expect(option).toBeChecked({ timeout: 500 });
  }).toPass();
  await page.getByRole('radio', { name: 'Central Station, Las Vegas' }).check();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await expect(page.getByRole('heading', { name: 'Who is going?' })).toBeVisible();

  // 21 minutes pass on the server while the buyer types.
  await request.post('/__sandbox/clock', { data: { advance_ms: 21 * 60_000 } });
  await fillAttendees(page);

  await expect(page.getByText(/released|expired|timed out/i).first()).toBeVisible();
  await page.getByRole('button', { name: 'Back to my search' }).first().click();
  await expect(page).toHaveURL(/tessera=search%3Fq%3Dcanyon/);
  await expect(page.getByRole('link', { name: /Grand Canyon Helicopter/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, empty' })).toBeVisible();
});
