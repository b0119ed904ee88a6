/**
 * Issue 14: a whole booking under a strict Content Security Policy raises no violation. The demo
 * page itself is served with the policy as a response header (Vite's dev page has no inline script
 * or style: its client and main.ts are module files, demo.css a <link>); every
 * `securitypolicyviolation` event and every CSP console message is recorded from the first script on.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  CARDS,
  bookTheatre,
  chooseGrandCanyon,
  enterCard,
  expectPaid,
  fillAttendees,
  fillLead,
  main,
  payButton,
  resetSandbox,
} from './flow.js';

/** The policy the README's embedding section documents (widget and sandbox on the page's origin). */
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const PAGE = '/demo/';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

/** Serves the demo page with STRICT_CSP and records violations from before any page script. */
async function withStrictCsp(page: Page) {
  await page.route(
    (url) => url.pathname === PAGE,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': STRICT_CSP },
      });
    },
  );
  await page.addInitScript(() => {
    window.__cspViolations = [];
    // Composed and bubbling: a violation inside a shadow root reaches the document too.
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        window.__cspViolations.push({
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          source: e.sourceFile,
          line: e.lineNumber,
          sample: e.sample,
        }),
      true,
    );
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Page errors and CSP console messages, recorded; the policy set on the demo page. */
async function underStrictCsp(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  await withStrictCsp(page);
  return problems;
}

/**
 * A probe the policy forbids proves the policy is in force and the recorder hears it; once its
 * report and its console message are in, every earlier one is in too (both arrive in order).
 */
async function expectOnlyTheProbe(page: Page, problems: string[]) {
  await page.evaluate(() => document.body.setAttribute('style', 'outline: 1px solid red'));
  await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(0);
  await expect.poll(() => problems.length).toBeGreaterThan(0);
  expect(await violations(page), 'violations: only the probe').toEqual([
    expect.objectContaining({ directive: 'style-src-attr' }),
  ]);
  expect(problems, 'page errors and CSP messages: only the probe').toEqual([
    expect.stringMatching(/^console error: .*Content Security Policy/),
  ]);
}

test('a seated theatre booking to PAID under a strict CSP raises no violation', async ({
  page,
}) => {
  const problems = await underStrictCsp(page);

  await page.goto(`${PAGE}?tessera=${encodeURIComponent('attraction/TH-LON-01')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' })).toBeVisible(
    { timeout: 20_000 },
  );
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await enterCard(page, CARDS.ok);
  // The Stripe stand-in's stylesheet applies under the policy (a 44 px tap target is its rule).
  const cardNumber = page
    .getByRole('group', { name: 'Card details' })
    .getByRole('textbox', { name: 'Card number' });
  expect(await cardNumber.evaluate((el) => getComputedStyle(el).minHeight)).toBe('44px');
  await payButton(page).click();
  await expectPaid(page);
  await expectOnlyTheProbe(page, problems);
});

test('a tour with its attendees to PAID under a strict CSP raises no violation', async ({
  page,
}) => {
  const problems = await underStrictCsp(page);
  await page.goto(`${PAGE}?tessera=${encodeURIComponent('book/tour/TO-LAS-01')}`);
  await chooseGrandCanyon(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await expect(page.getByRole('heading', { name: 'Who is going?' })).toBeVisible();
  await fillAttendees(page);
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
  await expectOnlyTheProbe(page, problems);
});
