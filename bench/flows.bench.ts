// Size and API economy of a whole booking: a buyer books a seated theatre performance and a tour
// with a pickup point from the landing to the confirmation, on a plain host page with the
// production build and the local sandbox (a fresh one per flow) in headless Chromium. Counted:
// every JavaScript file the page fetched (gzipped, chunk by chunk, with the step that first
// needed it) and every API request, step by step (a step is what follows one buyer action, until
// the screen it leads to is shown). The budgets live in test/node/flow-budget.test.ts.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium, type Locator, type Page } from 'playwright-core';
import { SANDBOX_DISTRIBUTOR_ID, SANDBOX_PUBLISHABLE_KEY } from '../demo/sandbox/constants.js';
import { buildDist } from './dist-build.js';
import { chunkName, serve, WIDGET_PATH } from './first-load.bench.js';

/**
 * GETs that are asked again on purpose: the payment's status, polled with backoff until the
 * transaction leaves PENDING (each answer may differ). Counted as calls, not as repeats.
 */
export const STATUS_POLLS = [/^\/v2\/users\/[^/]+\/transactions(\?|$)/];

/**
 * The budget test/node/flow-budget.test.ts holds for each booking's JavaScript, landing to
 * confirmation, in KB gzipped: a ratchet. Issue 21 asks for FLOW_AIM_KB. History: a theatre
 * booking loaded 126.7 KB in 20 files and a tour 106.6 KB in 18 when first measured; the theatre
 * 120.2 KB in 19 once the seat palette did its colour maths without culori; 127.8 KB (the tour
 * 114.5 KB) with issue 18's screens (the payment's order summary, the confirmation with its
 * calendar file and print styles, the phone bar), built beside it; 128.6 KB with issue 17's
 * wiring (the field table and light defaults now load with checkout, for the card form's default
 * appearance, rather than in the first load); 129.2 KB with the plural forms (their own chunk)
 * and the basket's Remove question, raised to 130 KB: the 0.2 KB is owed back. Lowered to 120 KB
 * when our own sanitizers replaced DOMPurify (theatre 129.8 to 119.4 KB, tour 116.6 to 105.6).
 * Lowered to 112 KB when our own windowed grid replaced @lit-labs/virtualizer in the result list
 * (theatre 119.4 to 111.7 KB, tour 104.9 to 97.1; the arena's drawing code, its own chunk, paid
 * for by merging eight small shared chunks into two). Lowered to 108 KB when the attendees' and
 * phone code's forms became chunks of their own, fetched only for a basket that needs them, and
 * checkout took the card form's default appearance written out rather than the brand's field
 * table (theatre 107.6 KB, tour 93.0). Lowered to 105 KB when what a booking fetches at one moment
 * became one chunk (three groups for eight files) and the calendar file's builder was fetched only
 * for Add to calendar (theatre 104.2 KB, tour 89.7: the tour within the aim). Lowered to 101 KB
 * when search and the attraction's page, a purchase step's frame and the basket, and the theatre
 * step and its seat map became one chunk each (theatre 100.9 KB in 9 files, tour 87.1 in 9).
 * Raised to 102 KB by the edge fixes a buyer's walk of the demo found (theatre 101.5 KB, tour
 * 87.7): a confirmation answered unreadably, a session ended with nothing held, seats all taken,
 * the basket in a new language, forms' own messages; nothing was found to take out for them
 * without a round trip on the buyer's way. Lowered to 101 KB when the widget's own context
 * replaced @lit/context and a theatre's or a tour's page came with its step's chunk (theatre
 * 100.01 KB, tour 87.38). Lowered to 100.5 KB when Stripe's loader came with the checkout's chunk
 * and the checkout stopped fetching the brand's font loader for one small function (theatre
 * 100.79 to 100.27 KB, tour 88.30 to 87.78). Lowered to 100 KB by a pass over the theatre step,
 * the seat map, checkout, the basket, the shell and search for code that was written twice or never
 * ran (a copy of formatMoney, three sets of retry actions, two templates of a reservation, unread
 * getters, CSS rules that never apply) and HTML comments dropped from templates by the build
 * (theatre 99.65 KB, tour 87.42). Lowered to 99 KB when the words of doc 1's codes became a chunk
 * a refusal fetches beside its error body's reader (theatre 98.56 KB, tour 86.36). Lowered to
 * 98.5 KB when the steps and the landing shared our own task controller instead of @lit/task and
 * the landing's own (theatre 98.08 KB, tour 85.86; the first load 29.40 to 29.64 KB). Lowered to 98
 * KB when the code that dresses Stripe's form in a brand came only for a page with a brand file
 * (theatre 97.55 KB in 7 files, tour 85.33). Lowered to 97.5 KB when the rules that pick the words of
 * an API's answer went into the codes' chunk (theatre 97.20 KB, tour 84.99). Lowered to 97 KB when
 * the shared modules and a purchase step's frame with the basket became one chunk, `booking`,
 * fetched with search (theatre 96.50 KB in 6 files, tour 84.29). Held at 97 KB while the widget
 * learned to stop waiting for code that does not come (a chunk, Stripe.js, the host page's token:
 * 20 s, then the buyer is told, with Try again), 0.45 KB nothing else could pay for without a
 * round trip on the buyer's way (theatre 96.95 KB, tour 84.67; the first load 29.64 to 29.92 KB).
 * Lowered to 95.5 KB when our own few lines found or fetched Stripe.js instead of
 * `@stripe/stripe-js/pure`'s loader (theatre 95.89 KB, tour 83.61) and terser ran a second pass
 * over the script-tag bundle (theatre 95.38 KB, tour 83.13; the first load 29.79 KB). Held there
 * while text buttons learned to line up with the text above them (theatre 95.48 KB; the tour 83.32
 * with its radios drawn in the brand's colours).
 * Lowered to 95 KB when search and the attraction's page joined `booking` (theatre 95.79 to 94.82
 * KB in 5 files, tour 83.57 to 82.59), which paid for a card confirmation that hangs being looked
 * up and told after 30 s rather than "Paying…" for ever (0.26 KB of checkout), and for focus
 * that a removed button leaves on the page's body going to the step's heading (theatre 94.88 KB,
 * tour 82.66; the first load 29.90 KB), and for a connection lost at Pay read again once it is
 * back, and for a hanging payment the buyer leaves or sees settled no longer holding the next
 * booking's timer (theatre 94.99 KB, tour 82.76).
 * Lower it as the flows shrink; a change that adds to a flow takes something out first.
 */
export const FLOW_BUDGET_KB = 95;
/** Issue 21's limit for one booking's JavaScript, not reached yet. */
export const FLOW_AIM_KB = 90;

export interface FlowChunk {
  file: string;
  gzipKb: number;
  /** The step during which the page first fetched it. */
  step: string;
}

export interface ApiCall {
  method: string;
  /** Path and query, e.g. `/v2/attractions?text=Phantom&...`. */
  url: string;
  step: string;
}

export interface FlowReport {
  flow: string;
  gzipKb: number;
  chunks: FlowChunk[];
  calls: ApiCall[];
  /** The same GET (path and query) asked more than once within one step, status polls aside. */
  repeatedGets: { step: string; url: string; times: number }[];
}

const kb = (bytes: number) => bytes / 1024;
const TIMEOUT = 30_000;

function hostPage(origin: string) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Distributor page</title>
    <link rel="icon" href="data:," />
    <script src="/sandbox-assets/stripe.js"></script>
    <script type="module" src="${WIDGET_PATH}tessera.js"></script>
  </head>
  <body>
    <tessera-booking api-base="${origin}" distributor="${SANDBOX_DISTRIBUTOR_ID}" stripe-key="${SANDBOX_PUBLISHABLE_KEY}" currency="EUR"></tessera-booking>
  </body>
</html>`;
}

const main = (page: Page) => page.getByRole('main', { name: 'Booking' });
const visible = (locator: Locator) =>
  locator.first().waitFor({ state: 'visible', timeout: TIMEOUT });

/** A buyer's steps: each a name and what the buyer does, ending once its screen is shown. */
type Step = [name: string, act: (page: Page) => Promise<void>];

async function openFromSearch(page: Page, text: string, name: string) {
  await page.getByRole('searchbox', { name: 'Search attractions' }).fill(text);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await visible(page.getByRole('link', { name: new RegExp(name) }));
}

async function payWithCard(page: Page) {
  const card = page.getByRole('group', { name: 'Card details' });
  await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await card.getByRole('textbox', { name: /Expiration date/ }).fill('12 / 34');
  await card.getByRole('textbox', { name: 'Security code' }).fill('123');
  await main(page).getByRole('button', { name: /^Pay / }).click();
  const done = main(page).getByRole('region', { name: 'Booking confirmed' });
  await visible(done.getByText('Paid'));
}

const checkoutSteps: Step[] = [
  [
    'basket to checkout',
    async (page) => {
      await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
      await visible(main(page).getByRole('textbox', { name: 'Email' }));
    },
  ],
  [
    'lead customer',
    async (page) => {
      const m = main(page);
      await m.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
      await m.getByRole('textbox', { name: 'First name' }).fill('Ada');
      await m.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
      await m.getByRole('textbox', { name: 'Mobile number' }).fill('+447700900123');
      await m.getByRole('button', { name: 'Continue' }).click();
      await visible(page.getByRole('group', { name: 'Card details' }));
    },
  ],
  ['pay', payWithCard],
];

const landing: Step = [
  'landing',
  async (page) => {
    await page.goto('/', { waitUntil: 'load' });
    await visible(page.getByRole('heading', { level: 1, name: 'Find your next experience' }));
    await visible(page.getByRole('heading', { level: 2 }));
  },
];

export const FLOWS: Record<string, Step[]> = {
  'theatre booking': [
    landing,
    ['search', (page) => openFromSearch(page, 'Phantom', 'The Phantom Lighthouse')],
    [
      'attraction',
      async (page) => {
        await page
          .getByRole('link', { name: /The Phantom Lighthouse/ })
          .first()
          .click();
        await visible(page.getByRole('button', { name: /^Choose / }));
      },
    ],
    [
      'performance',
      async (page) => {
        await page
          .getByRole('button', { name: /^Choose / })
          .first()
          .click();
        await visible(page.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' }));
      },
    ],
    [
      'tickets',
      async (page) => {
        await page
          .getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' })
          .selectOption('2');
        await visible(page.getByRole('button', { name: 'Find best seats' }));
      },
    ],
    [
      'seats',
      async (page) => {
        await page.getByRole('button', { name: 'Find best seats' }).click();
        await visible(page.getByRole('heading', { name: 'Your seats 2 of 2' }));
      },
    ],
    [
      'add to basket',
      async (page) => {
        await page.getByRole('button', { name: 'Add to basket' }).click();
        await visible(page.getByRole('heading', { name: 'Your basket' }));
      },
    ],
    ...checkoutSteps,
  ],
  'tour booking': [
    landing,
    ['search', (page) => openFromSearch(page, 'Stonehenge', 'Stonehenge & Bath Day Trip')],
    [
      'attraction',
      async (page) => {
        await page
          .getByRole('link', { name: /Stonehenge & Bath Day Trip/ })
          .first()
          .click();
        await visible(page.getByRole('button', { name: 'Check availability' }));
      },
    ],
    [
      'dates',
      async (page) => {
        await page.getByRole('button', { name: 'Check availability' }).click();
        await visible(page.getByRole('list', { name: 'Departure dates' }).getByRole('button'));
      },
    ],
    [
      'date',
      async (page) => {
        await page
          .getByRole('list', { name: 'Departure dates' })
          .getByRole('button')
          .first()
          .click();
        await visible(page.getByRole('radio', { name: 'Full day with entry tickets' }));
      },
    ],
    [
      'option and pickup',
      async (page) => {
        const option = page.getByRole('radio', { name: 'Full day with entry tickets' });
        // The options may be drawn again for the date while the click lands: until it holds.
        for (let i = 0; i < 20 && !(await option.isChecked()); i++) {
          await option.click();
          await page.waitForTimeout(100);
        }
        await page.getByRole('radio', { name: 'Central Station, London' }).check();
      },
    ],
    [
      'add to basket',
      async (page) => {
        await page.getByRole('button', { name: 'Add to basket' }).click();
        await visible(page.getByRole('heading', { name: 'Your basket' }));
      },
    ],
    ...checkoutSteps,
  ],
};

/** Runs one flow against the build in `distDir` and reports what it loaded and asked. */
export async function measureFlow(distDir: string, flow: string): Promise<FlowReport> {
  const { server, origin } = await serve(distDir, 0, hostPage);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
    headless: true,
  });
  try {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    let step = '';
    const scripts: { file: string; step: string; body: Promise<Buffer> }[] = [];
    const calls: ApiCall[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (/^\/v[12]\//.test(url.pathname) && r.method() !== 'OPTIONS') {
        calls.push({ method: r.method(), url: url.pathname + url.search, step });
      }
    });
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith(WIDGET_PATH) && path.endsWith('.js')) {
        scripts.push({ file: path.slice(WIDGET_PATH.length), step, body: response.body() });
      }
    });
    for (const [name, act] of FLOWS[flow]!) {
      step = name;
      await act(page);
      if (errors.length) throw new Error(`${flow}, ${name}: the page threw: ${errors.join('; ')}`);
    }
    const chunks: FlowChunk[] = [];
    for (const s of scripts) {
      if (chunks.some((c) => c.file === s.file)) continue;
      chunks.push({
        file: s.file,
        step: s.step,
        gzipKb: kb(gzipSync(await s.body, { level: 9 }).length),
      });
    }
    const counts = new Map<string, { step: string; url: string; times: number }>();
    const polls = (url: string) => STATUS_POLLS.some((p) => p.test(url));
    for (const c of calls.filter((c) => c.method === 'GET' && !polls(c.url))) {
      const key = `${c.step}\u0000${c.url}`;
      const entry = counts.get(key) ?? { step: c.step, url: c.url, times: 0 };
      entry.times++;
      counts.set(key, entry);
    }
    return {
      flow,
      gzipKb: chunks.reduce((sum, c) => sum + c.gzipKb, 0),
      chunks,
      calls,
      repeatedGets: [...counts.values()].filter((c) => c.times > 1),
    };
  } finally {
    await browser.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

/** Both flows on one production build. */
export async function measureFlows(distDir?: string): Promise<FlowReport[]> {
  const dist = distDir ? null : await buildDist();
  try {
    const reports: FlowReport[] = [];
    for (const flow of Object.keys(FLOWS))
      reports.push(await measureFlow(distDir ?? dist!.outDir, flow));
    return reports;
  } finally {
    dist?.remove();
  }
}

export async function run(): Promise<{ name: string; value: number | string; unit: string }[]> {
  const rows: { name: string; value: number | string; unit: string }[] = [];
  for (const r of await measureFlows()) {
    rows.push({
      name: `${r.flow}: JavaScript, landing to confirmation, gzipped (${r.chunks.length} files)`,
      value: r.gzipKb,
      unit: `KB (budget ${FLOW_BUDGET_KB} KB, aim ${FLOW_AIM_KB} KB)`,
    });
    for (const c of r.chunks) {
      rows.push({
        name: `  ${r.flow}: ${chunkName(c.file)} (${c.step})`,
        value: c.gzipKb,
        unit: 'KB gz',
      });
    }
    rows.push({ name: `${r.flow}: API calls`, value: r.calls.length, unit: 'calls' });
    const steps = [...new Set(r.calls.map((c) => c.step))];
    for (const step of steps) {
      const here = r.calls.filter((c) => c.step === step);
      rows.push({
        name: `  ${r.flow}: ${step}`,
        value: here.length,
        // In the unit column, which is not padded: the table stays as wide as its names.
        unit: `calls: ${here.map((c) => `${c.method} ${c.url.split('?')[0]}`).join(', ')}`,
      });
    }
    rows.push({
      name: `${r.flow}: repeated identical GETs within a step`,
      value: r.repeatedGets.length,
      unit: `GETs${r.repeatedGets.map((g) => ` [${g.step}: ${g.url} ×${g.times}]`).join('')}`,
    });
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const r of await run()) console.log(`${r.name}: ${r.value} ${r.unit}`);
}
