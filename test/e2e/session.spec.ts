import {
  chooseGrandCanyon,
  expect,
  test,
  fillAttendees,
  fillLead,
  main,
  resetSandbox,
  sandboxRequests,
} from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('the session expiring during attendee entry is explained, and Start again books the tour again', async ({
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
  await chooseGrandCanyon(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await expect(page.getByRole('heading', { name: 'Who is going?' })).toBeVisible();

  // 21 minutes pass on the server while the buyer types.
  await request.post('/__sandbox/clock', { data: { advance_ms: 21 * 60_000 } });
  await fillAttendees(page);

  await expect(page.getByText(/released|expired|timed out/i).first()).toBeVisible();
  await page.getByRole('button', { name: 'Start again' }).first().click();
  // Back at the tour being booked, with the released tickets gone from the basket and its badge.
  await expect(page).toHaveURL(/tessera=book%2Ftour%2F/);
  await expect(page.getByRole('link', { name: 'Basket, empty' })).toBeVisible();
  await expect(page.getByText(/released|expired|timed out/i)).toHaveCount(0);
  // The tour's choice was kept: one click on Add puts one new reservation in the basket.
  await expect(page.getByRole('radio', { name: 'Helicopter and landing' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Central Station, Las Vegas' })).toBeChecked();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: /^Remove Grand Canyon/ })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Basket, \d+ tickets$/ })).toBeVisible();
  const reserves = (await sandboxRequests(request)).filter(
    (r) => r.method === 'POST' && r.path === '/v2/tours/reservations',
  );
  // The selection expired with the session: read again and booked by the same click (424, 200).
  expect(reserves.map((r) => r.status).filter((s) => s === 200)).toEqual([200, 200]);
});
