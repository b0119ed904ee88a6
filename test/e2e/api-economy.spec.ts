/**
 * Issue 21, API economy: a theatre and a tour booked from the landing to PAID, and no step asks
 * the API the same GET twice (the same path and query). A step is one move of the buyer until the
 * screen it leads to is shown. The payment's status poll (GET users/{id}/transactions, asked
 * again with backoff until the transaction leaves PENDING) is the one GET asked again on purpose.
 * The requests are the page's own, with their query strings (the sandbox's log keeps paths only).
 */
import type { Page } from '@playwright/test';
import {
  chooseUntilHeld,
  expect,
  test,
  fillLead,
  main,
  payByCard,
  resetSandbox,
  sandboxRequests,
} from './flow.js';

const STATUS_POLL = /^\/v2\/users\/[^/]+\/transactions(\?|$)/;

test.beforeEach(({ request }) => resetSandbox(request));

/** Records the API requests of the page, each under the step that was running when it left. */
function recordSteps(page: Page) {
  let current = '';
  const calls: { step: string; method: string; url: string }[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/v[12]\//.test(url.pathname) && r.method() !== 'OPTIONS') {
      calls.push({ step: current, method: r.method(), url: url.pathname + url.search });
    }
  });
  return {
    calls,
    async step(name: string, act: () => Promise<void>) {
      current = name;
      await act();
    },
    /** GETs asked more than once within one step, status polls aside, with their counts. */
    repeated() {
      const seen = new Map<string, number>();
      for (const c of calls) {
        if (c.method !== 'GET' || STATUS_POLL.test(c.url)) continue;
        const key = `${c.step}: GET ${c.url}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      return [...seen].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`);
    },
  };
}

async function searchFor(page: Page, text: string, name: string) {
  await page.getByRole('searchbox', { name: 'Search attractions' }).fill(text);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
}

async function checkoutAndPay(steps: ReturnType<typeof recordSteps>, page: Page) {
  await steps.step('checkout', async () => {
    await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(main(page).getByRole('textbox', { name: 'Email' })).toBeVisible();
  });
  await steps.step('lead customer', async () => {
    await fillLead(page);
    await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();
  });
  await steps.step('pay', () => payByCard(page));
}

test('a theatre booking, landing to PAID, asks no GET twice within a step', async ({
  page,
  request,
}) => {
  const steps = recordSteps(page);
  await steps.step('landing', async () => {
    await page.goto('/demo/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await steps.step('search', () => searchFor(page, 'Phantom', 'The Phantom Lighthouse'));
  await steps.step('attraction', async () => {
    await page
      .getByRole('link', { name: /The Phantom Lighthouse/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /^Choose / }).first()).toBeVisible();
  });
  await steps.step('performance', async () => {
    await page
      .getByRole('button', { name: /^Choose / })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' }).selectOption('2');
    await page.getByRole('button', { name: 'Find best seats' }).click();
    await expect(page.getByRole('heading', { name: 'Your seats 2 of 2' })).toBeVisible();
  });
  await steps.step('add to basket', async () => {
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Basket, 2 tickets' })).toBeVisible();
  });
  await checkoutAndPay(steps, page);
  await expect(main(page)).toContainText(/Adult · Stalls, row \w+, seat\s\d+/);

  expect(steps.repeated()).toEqual([]);
  // What the page asked is what the API received: no request went unrecorded.
  const received = (await sandboxRequests(request)).filter((r) => /^\/v[12]\//.test(r.path));
  expect(received.length).toBe(steps.calls.length);
});

test('a tour booking, landing to PAID, asks no GET twice within a step', async ({
  page,
  request,
}) => {
  const steps = recordSteps(page);
  await steps.step('landing', async () => {
    await page.goto('/demo/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await steps.step('search', () => searchFor(page, 'Stonehenge', 'Stonehenge & Bath Day Trip'));
  await steps.step('attraction', async () => {
    await page
      .getByRole('link', { name: /Stonehenge & Bath Day Trip/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Check availability' })).toBeVisible();
  });
  await steps.step('date and option', async () => {
    await page.getByRole('button', { name: 'Check availability' }).click();
    await page.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().click();
    const option = page.getByRole('radio', { name: 'Full day with entry tickets' });
    await chooseUntilHeld(option);
    await page.getByRole('radio', { name: 'Central Station, London' }).check();
  });
  await steps.step('add to basket', async () => {
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  });
  await checkoutAndPay(steps, page);
  await expect(main(page)).toContainText('Stonehenge & Bath Day Trip');

  expect(steps.repeated()).toEqual([]);
  const received = (await sandboxRequests(request)).filter((r) => /^\/v[12]\//.test(r.path));
  expect(received.length).toBe(steps.calls.length);
});
