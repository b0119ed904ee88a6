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

/** Grand Canyon Helicopter: two adults, first date, its one option chosen; the option's radio. */
async function helicopterChosen(page: Page) {
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TO-LAS-01')}`);
  await page.getByRole('button', { name: 'Check availability' }).click();
  await page.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().click();
  const option = page.getByRole('radio', { name: 'Helicopter and landing' });
  // One click is enough: a choice made while prices are re-read is kept.
  await option.click();
  await expect(option).toBeChecked();
  return option;
}

/** Grand Canyon Helicopter: two adults, first date, its one option, a pickup point. */
async function reserveHelicopter(page: Page) {
  await helicopterChosen(page);
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

test("the options' and pickup points' radios are drawn in the brand's colours, and in forced colours a chosen one keeps its dot", async ({
  page,
}) => {
  const option = await helicopterChosen(page);
  const other = page.getByRole('radio', { name: 'Grand Hotel, Las Vegas' });
  /** The radio's own look and its dot (its ::before). */
  const look = (radio: typeof option) =>
    radio.evaluate((el) => {
      const own = getComputedStyle(el);
      const dot = getComputedStyle(el, '::before');
      return {
        appearance: own.appearance,
        border: own.borderTopColor,
        dot: dot.content === 'none' ? null : dot.backgroundColor,
      };
    });
  const primary = await main(page).evaluate((el) =>
    getComputedStyle(el).getPropertyValue('--tessera-primary').trim(),
  );
  const chosen = await look(option);
  expect(chosen.appearance).toBe('none');
  // The brand's primary, as the browser writes it (rgb), for the ring and the dot.
  const rgb = await page.evaluate((c) => {
    const probe = document.createElement('i');
    probe.style.color = c;
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, primary);
  expect(chosen).toEqual({ appearance: 'none', border: rgb, dot: rgb });
  expect((await look(other)).dot, 'no dot on a radio not chosen').toBeNull();

  // Forced colours draw no backgrounds: the dot is drawn in the system's text colour instead.
  await page.emulateMedia({ forcedColors: 'active' });
  const forced = await look(option);
  // Its label's colour is the system's text colour there.
  const text = await main(page)
    .locator('label', { hasText: 'Helicopter and landing' })
    .evaluate((el) => getComputedStyle(el).color);
  expect(forced.dot).toBe(text);
  expect(forced.dot).not.toBe(rgb);
});
