/**
 * A buyer's moves through the demo, by role and accessible name, plus the sandbox controls the
 * tests use over HTTP. Shared by the whole-flow specs.
 */
import {
  expect,
  test as base,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Playwright's `test` whose page fails the test on any uncaught error or unhandled rejection
 * (Chromium reports both as `pageerror`), checked after the test's own steps.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});
export { expect };

export const CARDS = {
  ok: '4242 4242 4242 4242',
  challenge: '4000 0025 0000 3155',
  declined: '4000 0000 0000 9995',
  processingError: '4000 0000 0000 0119',
} as const;

export const LEAD = {
  email: 'ada@example.com',
  first: 'Ada',
  last: 'Lovelace',
  phone: '+447700900123',
};

export async function resetSandbox(request: APIRequestContext) {
  expect((await request.post('/__sandbox/reset')).ok()).toBe(true);
}

/** How late `slow` makes an answer: long enough to press again and look while it runs. */
export const SLOW_MS = 1500;

/** The next `count` requests matching method and path (a sandbox glob) answer `ms` late. */
export async function slow(
  request: APIRequestContext,
  method: string,
  path: string,
  ms = SLOW_MS,
  count = 1,
) {
  const r = await request.post('/__sandbox/faults', {
    data: { method, path, kind: 'latency', latency_ms: ms, count },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
}

export async function sandboxRequests(request: APIRequestContext): Promise<LoggedRequest[]> {
  const body = (await (await request.get('/__sandbox/requests')).json()) as
    LoggedRequest[] | { requests: LoggedRequest[] };
  return Array.isArray(body) ? body : body.requests;
}

/** The widget's main region: every step renders inside it. */
export const main = (page: Page) => page.getByRole('main', { name: 'Booking' });

/** A performance's button on the theatre step, named by its day and time ("Dec 1, 2026, 7:30 PM"). */
export const PERFORMANCE = /^\w{3} \d+, \d{4}, \d+:\d+/;

/** Opens the demo on an attraction's detail, as a shared link would. */
export async function openAttraction(page: Page, id: string) {
  await page.goto(`/demo/?tessera=${encodeURIComponent(`attraction/${id}`)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Finds an attraction with the navbar's text search and opens it from the results. */
export async function searchAndOpen(page: Page, text: string, name: string, demoQuery = '') {
  await page.goto(`/demo/${demoQuery}`);
  await page.getByRole('searchbox', { name: 'Search attractions' }).fill(text);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Theatre: first performance, `count` adult tickets in `band`, best seats when seated. */
export async function chooseTheatre(page: Page, band: string, count: number, seated: boolean) {
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await page.getByRole('combobox', { name: `Adult tickets, ${band}` }).selectOption(String(count));
  if (seated) {
    await page.getByRole('button', { name: 'Find best seats' }).click();
    await expect(
      page.getByRole('heading', { name: `Your seats ${count} of ${count}` }),
    ).toBeVisible();
  }
}

/** Theatre: chosen as `chooseTheatre` does, then added to the basket. */
export async function bookTheatre(page: Page, band: string, count: number, seated: boolean) {
  await chooseTheatre(page, band, count, seated);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
}

/** Two Stalls (Premium) seats at The Phantom Lighthouse in the basket, then on to checkout. */
export async function theatreToCheckout(page: Page) {
  await page.goto(`/demo/?tessera=${encodeURIComponent('attraction/TH-LON-01')}`);
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
}

/** On the Grand Canyon tour's step: the first date, the helicopter option and a pickup point. */
export async function chooseGrandCanyon(page: Page) {
  await page.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().click();
  await chooseUntilHeld(page.getByRole('radio', { name: 'Helicopter and landing' }));
  await page.getByRole('radio', { name: 'Central Station, Las Vegas' }).check();
}

/**
 * Chooses a tour option: the options may be drawn again for a new date while the click lands,
 * so it clicks until the choice holds.
 */
export async function chooseUntilHeld(option: Locator) {
  await expect(async () => {
    await option.click();
    await expect(option).toBeChecked({ timeout: 500 });
  }).toPass();
}

export async function fillLead(page: Page) {
  const m = main(page);
  await m.getByRole('textbox', { name: 'Email' }).fill(LEAD.email);
  await m.getByRole('textbox', { name: 'First name' }).fill(LEAD.first);
  await m.getByRole('textbox', { name: 'Last name' }).fill(LEAD.last);
  await m.getByRole('textbox', { name: 'Mobile number' }).fill(LEAD.phone);
  await m.getByRole('button', { name: 'Continue' }).click();
}

/** Types a card into the payment form (the sandbox's Stripe stand-in, same labels as Stripe). */
export async function enterCard(page: Page, number: string) {
  const card = page.getByRole('group', { name: 'Card details' });
  await card.getByRole('textbox', { name: 'Card number' }).fill(number);
  await card.getByRole('textbox', { name: /Expiration date/ }).fill('12 / 34');
  await card.getByRole('textbox', { name: 'Security code' }).fill('123');
}

export const payButton = (page: Page) => main(page).getByRole('button', { name: /^Pay / });

/** Types a card, presses Pay and waits for the confirmation of a PAID booking. */
export async function payByCard(page: Page, number: string = CARDS.ok) {
  await enterCard(page, number);
  await payButton(page).click();
  await expectPaid(page);
}

/** The code the sandbox texted to `phone`, once it has. */
export async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const r = await request.get(`/__sandbox/sms?phone_number=${encodeURIComponent(phone)}`);
      code = r.ok() ? ((await r.json()) as { code?: string }).code : undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

export async function expectPaid(page: Page) {
  const m = main(page);
  const done = m.getByRole('region', { name: 'Booking confirmed' });
  await expect(done).toBeVisible({ timeout: 20_000 });
  // The confirmation shows "Paid" only for a transaction the API reported PAID.
  await expect(done).toContainText('Paid');
}

/** axe-core over the widget (it pierces shadow roots); returns the violations' ids and targets. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (n: Element) => Promise<AxeResult> } }).axe;
    interface AxeResult {
      violations: { id: string; nodes: { target: unknown; failureSummary?: string }[] }[];
    }
    const result = await axe.run(document.querySelector('tessera-booking')!);
    return result.violations.map(
      (v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => [n.target, n.failureSummary]))}`,
    );
  });
}

export async function expectAxeClean(page: Page, where: string) {
  // Buttons fade between states in 120 ms; axe must see the settled colours.
  await page.waitForTimeout(250);
  expect(await axeViolations(page), `axe on ${where}`).toEqual([]);
}

/** Fills every attendee of the form (first, last name, date of birth, gender) and saves. */
export async function fillAttendees(page: Page) {
  const m = main(page);
  const firsts = m.getByRole('textbox', { name: /First name/ });
  const count = await firsts.count();
  for (let i = 0; i < count; i++) {
    await firsts.nth(i).fill(['Ada', 'Charles'][i] ?? 'Guest');
    await m
      .getByRole('textbox', { name: /Last name/ })
      .nth(i)
      .fill('Lovelace');
    await m
      .getByRole('textbox', { name: /Date of birth/ })
      .nth(i)
      .fill('1990-05-17');
    await m
      .getByRole('combobox', { name: /Gender/ })
      .nth(i)
      .selectOption({ index: 1 });
  }
  await m.getByRole('button', { name: 'Save attendee details' }).click();
}
