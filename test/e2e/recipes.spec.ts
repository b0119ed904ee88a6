/**
 * The recipes in examples/, as a distributor's developer gets them: the package is built and
 * packed, each recipe copied to a temporary folder, the tarball installed into it and the recipe
 * built with its own `npm run build`. The built page is served on the sandbox's origin with the
 * distributor's placeholders filled in (api-base, distributor, stripe-key) and Stripe's stand-in
 * loaded as the real page would load Stripe.js. In each (plain HTML, Vite + TypeScript, React 19,
 * Vue 3, Astro rendering the element on the server) a buyer books a seated theatre ticket to PAID, and the recipe's own listener hears the
 * public `tessera-purchase` event.
 */
import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize, resolve, sep } from 'node:path';
import {
  expect,
  test,
  CARDS,
  bookTheatre,
  enterCard,
  expectPaid,
  fillLead,
  main,
  payButton,
  resetSandbox,
} from './flow.js';

const ROOT = resolve('.');
const RECIPES = ['plain-html', 'vite-ts', 'react', 'vue', 'astro'] as const;
type Recipe = (typeof RECIPES)[number];
const PREFIX = '/__recipe/';

let dir: string;
let info: { distributor_id: string; publishable_key: string };

/**
 * Runs a command as a developer would in the recipe's folder. Without this worker's NODE_ENV:
 * an earlier spec's in-process Vite build sets it to `production`, and npm then leaves out the
 * recipe's devDependencies (its Vite among them).
 */
function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const clean: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete clean.NODE_ENV;
  return execFileSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: clean,
  });
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(420_000);
  info = (await (await request.get('/__sandbox/info')).json()) as typeof info;
  dir = mkdtempSync(join(tmpdir(), 'tessera-recipes-'));
  run('npm', ['run', 'build', '--silent'], ROOT);
  const tarball = run(
    'npm',
    ['pack', '--ignore-scripts', '--silent', '--pack-destination', dir],
    ROOT,
  )
    .trim()
    .split('\n')
    .at(-1)!;
  for (const recipe of RECIPES) {
    const app = join(dir, recipe);
    cpSync(join(ROOT, 'examples', recipe), app, {
      recursive: true,
      filter: (src) => !/[\\/](node_modules|dist)$/.test(src),
    });
    run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        join(dir, tarball),
      ],
      app,
    );
    // Astro writes absolute asset URLs: it is told the folder the test serves it under.
    run('npm', ['run', 'build', '--silent'], app, { BASE: `${PREFIX}${recipe}/` });
  }
});
test.afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));
test.beforeEach(async ({ request }) => resetSandbox(request));

/** Serves the recipe's built folder under PREFIX, its page with the distributor's values. */
async function openRecipe(page: Page, recipe: Recipe) {
  const out = join(dir, recipe, 'dist');
  const base = `${PREFIX}${recipe}/`;
  await page.route(
    (url) => url.pathname.startsWith(base),
    async (route) => {
      const url = new URL(route.request().url());
      const path = url.pathname.slice(base.length) || 'index.html';
      const file = normalize(join(out, path));
      if (!file.startsWith(out + sep) || !existsSync(file)) return route.fulfill({ status: 404 });
      if (path !== 'index.html') {
        return route.fulfill({
          contentType: 'text/javascript; charset=utf-8',
          body: readFileSync(file),
        });
      }
      const html = readFileSync(file, 'utf8')
        .replace('<head>', '<head><script src="/sandbox-assets/stripe.js"></script>')
        .replace('https://api.example.com', url.origin)
        .replace('YOUR-DISTRIBUTOR-ID', info.distributor_id)
        .replace('pk_live_YOUR_KEY', info.publishable_key);
      return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
    },
  );
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(base);
  return scripts;
}

async function bookToPaid(page: Page) {
  await page.getByRole('searchbox', { name: 'Search attractions' }).fill('Phantom');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('link', { name: /The Phantom Lighthouse/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeVisible();
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
}

test('plain HTML: the script tag pinned by SRI, booked to PAID, the page hears the purchase', async ({
  page,
}) => {
  const scripts = await openRecipe(page, 'plain-html');
  await bookToPaid(page);
  await expect(page).toHaveTitle(/^Booked: \S+/);
  // The widget came from the recipe's copy of the package, entry and lazy chunks alike.
  const base = `${PREFIX}plain-html/tessera/`;
  expect(scripts).toContain(`${base}tessera.js`);
  expect(scripts.filter((s) => s.startsWith(`${base}chunks/`)).length).toBeGreaterThan(0);
  expect(scripts.filter((s) => !s.startsWith(base) && s !== '/sandbox-assets/stripe.js')).toEqual(
    [],
  );
  const tag = page.locator('script[type="module"][integrity^="sha384-"]');
  await expect(tag).toHaveCount(1);
});

const BUNDLED: [Recipe, string][] = [
  ['vite-ts', 'Vite + TypeScript'],
  ['react', 'React 19 (ontessera-purchase prop)'],
  ['vue', 'Vue 3 (@tessera-purchase in a template)'],
];

for (const [recipe, title] of BUNDLED) {
  test(`${title}: the npm build bundled by Vite, booked to PAID, the app hears the purchase`, async ({
    page,
  }) => {
    const scripts = await openRecipe(page, recipe);
    await bookToPaid(page);
    // The app's own status line (the widget has a live region of its own).
    const booked = page.getByRole('status').filter({ hasText: /^Booked / });
    await expect(booked).toHaveText(/^Booked \d+ item\(s\), transaction \S+/);
    expect(
      scripts.filter(
        (s) => !s.startsWith(`${PREFIX}${recipe}/`) && s !== '/sandbox-assets/stripe.js',
      ),
    ).toEqual([]);
  });
}

test('Astro: rendered on the server (which imported the package), upgraded in the browser, booked to PAID', async ({
  page,
}) => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const html = readFileSync(join(dir, 'astro', 'dist', 'index.html'), 'utf8');
  // The server rendered the element with what it read from the package's main entry.
  expect(html).toContain(`data-widget-version="${pkg.version}"`);
  expect(html).toMatch(/<tessera-booking [^>]*api-base=/);
  const scripts = await openRecipe(page, 'astro');
  await bookToPaid(page);
  const booked = page.getByRole('status').filter({ hasText: /^Booked / });
  await expect(booked).toHaveText(/^Booked \d+ item\(s\), transaction \S+/);
  expect(
    scripts.filter((s) => !s.startsWith(`${PREFIX}astro/`) && s !== '/sandbox-assets/stripe.js'),
  ).toEqual([]);
});
