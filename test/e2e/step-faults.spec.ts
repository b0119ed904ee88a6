/**
 * BUYER-WALK "The API or network fails" at S1 to S6: each place's requests fail in every way the
 * row names (503, 500 HTML, bad JSON, a reset connection, each of the five error formats, 15 s of
 * latency); the buyer reads what to do, the retry works once the route heals, and what they typed
 * is still there. One test per place cycles through the faults on one page.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Fault as SandboxFaultRecord } from '../../demo/sandbox/state/types.js';
import {
  LEAD,
  expect,
  fillLead,
  main,
  resetSandbox,
  sandboxRequests,
  test,
  PERFORMANCE,
} from './flow.js';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  expect((await request.delete('/__sandbox/faults')).ok()).toBe(true);
});

type FaultKind = SandboxFaultRecord['kind'];

/** A fault the sandbox injects (`/__sandbox/faults`). */
interface SandboxFault {
  kind: FaultKind;
  status?: number;
  code?: number;
  latency_ms?: number;
  field?: string;
  payment_code?: string;
}

interface Fault {
  name: string;
  sandbox: SandboxFault;
}

/** Every fault of the row; the client repeats a safe request on a 503 or a cut connection. */
const FAULTS: Fault[] = [
  { name: '503, format 1 code 0', sandbox: { kind: 'status', status: 503, code: 0 } },
  { name: '500 with an HTML page', sandbox: { kind: 'html' } },
  { name: 'malformed JSON', sandbox: { kind: 'malformed' } },
  { name: 'a reset connection', sandbox: { kind: 'drop' } },
  { name: 'format 1, unknown code 99', sandbox: { kind: 'status', status: 400, code: 99 } },
  {
    name: 'format 2, validation with field errors',
    sandbox: { kind: 'validation', field: 'date_start' },
  },
  { name: 'format 3, standard HTTP', sandbox: { kind: 'http', status: 415 } },
  { name: 'format 4, payment', sandbox: { kind: 'payment', payment_code: 'processing_error' } },
  { name: 'format 5, an unhandled exception', sandbox: { kind: 'exception' } },
];

/**
 * For a request whose answer the client ignores (removal, attendees, phone code): a success cut
 * short is still a success, carried out by the API, and rightly shows no message.
 */
const BODYLESS_FAULTS = FAULTS.filter((f) => f.sandbox.kind !== 'malformed');
const MALFORMED = FAULTS.find((f) => f.sandbox.kind === 'malformed')!;

/** The client's attempts for a request it may repeat (src/api/retry.ts DEFAULT_RETRY). */
const ATTEMPTS = 3;

function repeated(fault: Fault, retried: boolean): number {
  const again =
    fault.sandbox.kind === 'drop' ||
    (fault.sandbox.kind === 'status' && fault.sandbox.status === 503);
  return retried && again ? ATTEMPTS : 1;
}

/**
 * Makes the next request(s) of `method path` fail with `fault`; `retried` says whether the
 * client repeats that request on its own, and `readers` how many parts of the widget send it at
 * once, so that the fault outlasts all their attempts.
 */
async function inject(
  request: APIRequestContext,
  method: string,
  path: string,
  fault: Fault,
  retried: boolean,
  readers = 1,
) {
  const count = repeated(fault, retried) * readers;
  // What an earlier fault left unused (a reader that did not ask) must not meet this step.
  expect((await request.delete('/__sandbox/faults')).ok()).toBe(true);
  const data = { method, path, count, ...fault.sandbox };
  // A connection the previous drop fault cut may still sit in the pool: one more try.
  const res = await request
    .post('/__sandbox/faults', { data })
    .catch(() => request.post('/__sandbox/faults', { data }));
  expect(res.ok()).toBe(true);
}

/** The message a fault leaves: an alert that names a next step, with one button to take it. */
async function expectMessage(where: Locator, fault: Fault): Promise<Locator> {
  const alert = where.getByRole('alert').filter({ has: where.page().getByRole('button') });
  await expect(alert, fault.name).toBeVisible({ timeout: 15_000 });
  // An unknown code refusing a request shows the API's own words with Dismiss (purchase steps) or
  // OK (checkout stages), after which the buyer sends it again (the rules' design).
  await expect(alert, fault.name).toContainText(/try again|check|continue|dismiss|\bOK\b/i);
  return alert;
}

/**
 * Takes the message's first action: Try again repeats the request; a refusal the buyer may only
 * dismiss is followed by pressing `again` (the step's own button) once the message is gone.
 */
async function pressRetry(alert: Locator, again: Locator) {
  const action = alert.getByRole('button').first();
  const label = (await action.innerText()).trim();
  await action.click();
  if (label !== 'Dismiss' && label !== 'OK') return;
  await expect(alert).toBeHidden();
  await again.click();
}

/**
 * Every fault in turn on one request the buyer sends: the first by `trigger`, each next one by
 * the retry of the message before, so each retry is seen to send the request again; the last
 * retry meets the healed route. `kept` checks, under each message, what the buyer entered.
 */
async function chain(
  request: APIRequestContext,
  where: Locator,
  target: { method: string; path: string },
  trigger: Locator,
  kept: (fault: Fault) => Promise<void>,
  faults = FAULTS,
) {
  let press = () => trigger.click();
  for (const fault of faults) {
    await inject(request, target.method, target.path, fault, false);
    await press();
    const alert = await expectMessage(where, fault);
    await kept(fault);
    press = () => pressRetry(alert, trigger);
  }
  await press();
}

// ---------------------------------------------------------------------------------------------
// S1 landing and search results

const SEARCHES = [
  ['Phantom', 'The Phantom Lighthouse'],
  ['Swan', 'Swan Lake'],
  ['Opera', 'Royal Opera Gala'],
  ['Westminster', 'Westminster Walking Tour'],
  ['Fringe', 'Fringe Highlights'],
  ['Stonehenge', 'Stonehenge & Bath Day Trip'],
  ['Midsummer', 'A Midsummer Night'],
  ['Versailles', 'Versailles Skip-the-Line'],
  ['Boxing', 'Championship Boxing Night'],
  ['Montmartre', 'Montmartre Food Tour'],
] as const;

test('S1 search results: every fault explained, the search kept, Try again shows the results', async ({
  page,
  request,
}) => {
  await page.goto('/demo/');
  const m = main(page);
  for (const [i, fault] of FAULTS.entries()) {
    const [text, name] = SEARCHES[i]!;
    await inject(request, 'GET', '/v2/attractions', fault, true);
    const box = page.getByRole('searchbox', { name: 'Search attractions' });
    await box.fill(text);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const alert = await expectMessage(m, fault);
    await expect(m.getByRole('heading', { level: 1 }), fault.name).toHaveText(
      `Results for “${text}”`,
    );
    await expect(m.getByRole('searchbox', { name: 'Keywords' }), fault.name).toHaveValue(text);
    await alert.getByRole('button').click();
    await expect(m.getByRole('link', { name: new RegExp(name) }).first(), fault.name).toBeVisible();
    await expect(m.getByRole('alert')).toHaveCount(0);
    // Try again went with its message: focus is on the step's heading, not the page's body.
    await expect(m.getByRole('heading', { level: 1 }), fault.name).toBeFocused();
  }
});

// ---------------------------------------------------------------------------------------------
// S2 attraction detail

test('S2 attraction detail: every fault explained, Try again shows the attraction, back to the same results', async ({
  page,
  request,
}) => {
  const m = main(page);
  const result = m.getByRole('link', { name: /The Phantom Lighthouse/ }).first();
  for (const fault of FAULTS) {
    // Attraction details are kept for the session once answered: each fault in a fresh page.
    await page.goto(`/demo/?tessera=${encodeURIComponent('search?q=Phantom')}`);
    await inject(request, 'GET', '/v2/attractions/TH-LON-01', fault, true);
    await result.click();
    const alert = await expectMessage(m, fault);
    await alert.getByRole('button').click();
    await expect(m.getByRole('heading', { level: 1 }), fault.name).toHaveText(
      'The Phantom Lighthouse',
    );
    await expect(m.getByRole('heading', { level: 1 }), fault.name).toBeFocused();
    await expect(m.getByRole('button', { name: /^Choose / }).first(), fault.name).toBeVisible();
    await m.getByRole('button', { name: 'Back to results' }).click();
    await expect(m.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('Phantom');
  }
});

// ---------------------------------------------------------------------------------------------
// S3 theatre step

/** `adults` General Admission tickets for Stand-Up Saturdays (TH-LON-03) put in the basket. */
async function holdStandUp(page: Page, adults: number) {
  await page.goto(`/demo/?tessera=${encodeURIComponent('book/theatre/TH-LON-03')}`);
  const m = main(page);
  await m.getByRole('button', { name: PERFORMANCE }).first().click();
  await m
    .getByRole('combobox', { name: 'Adult tickets, General Admission' })
    .selectOption(String(adults));
  await m.getByRole('button', { name: 'Add to basket' }).click();
}

const THEATRE = `/demo/?tessera=${encodeURIComponent('book/theatre/TH-LON-01')}`;
const STALLS = 'Adult tickets, Stalls (Premium)';

test('S3 theatre performances: a failed page of dates is explained, Try again shows it, the tickets chosen are kept', async ({
  page,
  request,
}) => {
  await page.goto(THEATRE);
  const m = main(page);
  await m.getByRole('button', { name: PERFORMANCE }).first().click();
  await m.getByRole('combobox', { name: STALLS }).selectOption('2');
  for (const [i, fault] of FAULTS.entries()) {
    const move = i % 2 === 0 ? 'Later dates' : 'Earlier dates';
    await inject(request, 'GET', '/v2/theater-events/TH-LON-01', fault, true);
    await m.getByRole('button', { name: move }).click();
    const alert = await expectMessage(m, fault);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(m.getByText(i % 2 === 0 ? 'Page 2 of' : 'Page 1 of'), fault.name).toBeVisible();
    await expect(m.getByRole('combobox', { name: STALLS }), fault.name).toHaveValue('2');
  }
});

test('S3 seat map: a failed seats answer is explained, loading it again shows the plan', async ({
  page,
  request,
}) => {
  await page.goto(THEATRE);
  const m = main(page);
  const performances = m.getByRole('button', { name: PERFORMANCE });
  await expect(performances.first()).toBeVisible();
  // A 400 with a business code is the endpoint's documented "no seat map": tickets by count.
  const faults = FAULTS.filter((f) => f.sandbox.status !== 400);
  for (const [i, fault] of faults.entries()) {
    await inject(request, 'GET', '/v2/theater-events/TH-LON-01/instances/*/seats', fault, true);
    await performances.nth(i % 2).click();
    await m.getByRole('combobox', { name: STALLS }).selectOption('2');
    const alert = await expectMessage(m, fault);
    await alert.getByRole('button').click();
    await m.getByRole('button', { name: 'Find best seats' }).click();
    await expect(m.getByRole('heading', { name: 'Your seats 2 of 2' }), fault.name).toBeVisible();
  }
});

test('S3 reservation: a failed Add to basket is explained, tickets and seats kept, the retry reserves them once', async ({
  page,
  request,
}) => {
  // A fresh step and an empty basket for each fault.
  test.setTimeout(150_000);
  const m = main(page);
  for (const fault of FAULTS) {
    await page.goto(THEATRE);
    await m.getByRole('button', { name: PERFORMANCE }).first().click();
    await m.getByRole('combobox', { name: STALLS }).selectOption('2');
    await m.getByRole('button', { name: 'Find best seats' }).click();
    const seats = m.getByRole('heading', { name: 'Your seats 2 of 2' });
    await expect(seats).toBeVisible();
    await inject(request, 'POST', '/v2/theater-events/reservations', fault, false);
    await m.getByRole('button', { name: 'Add to basket' }).click();
    // A success cut short was carried out: the step finds the reservation in the basket rather
    // than offering to hold the same seats twice.
    if (fault !== MALFORMED) {
      const alert = await expectMessage(m, fault);
      await expect(m.getByRole('combobox', { name: STALLS }), fault.name).toHaveValue('2');
      await expect(seats, fault.name).toBeVisible();
      await pressRetry(alert, m.getByRole('button', { name: 'Add to basket' }));
    }
    await expect(m.getByRole('heading', { name: 'Your basket' }), fault.name).toBeVisible();
    const items = m.getByRole('article');
    await expect(items, fault.name).toHaveCount(1);
    await expect(items).toContainText('2 tickets');
    await m.getByRole('button', { name: /^Remove The Phantom/ }).click();
    await m
      .getByRole('group', { name: /^Remove The Phantom/ })
      .getByRole('button', { name: 'Yes, remove' })
      .click();
    await expect(m.getByText('Your basket is empty.')).toBeVisible();
  }
});

// ---------------------------------------------------------------------------------------------
// S4 tour step

const TOUR = `/demo/?tessera=${encodeURIComponent('book/tour/TO-LON-01')}`;

test('S4 tour availability: every fault explained, the travellers kept, Try again shows the options', async ({
  page,
  request,
}) => {
  await page.goto(TOUR);
  const m = main(page);
  await m.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().click();
  const morning = m.getByRole('radio', { name: 'Morning group walk' });
  await expect(morning).toBeVisible();
  const party = { Adult: 1, Child: 0 };
  for (const [i, fault] of FAULTS.entries()) {
    const who = i % 2 === 0 ? 'Adult' : 'Child';
    await inject(request, 'POST', '/v2/tours/availability', fault, true);
    await m.getByRole('button', { name: `Add one ${who}` }).click();
    party[who] += 1;
    const alert = await expectMessage(m, fault);
    for (const [type, n] of Object.entries(party)) {
      await expect(m.getByRole('status', { name: `${type}: ${n}` }), fault.name).toBeVisible();
    }
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(morning, fault.name).toBeVisible();
    await expect(m.getByRole('radiogroup')).toContainText(`${party.Adult} × Adult`);
  }
});

test('S4 tour reservation: each fault in turn, the choices kept, the last Try again reserves once', async ({
  page,
  request,
}) => {
  await page.goto(TOUR);
  const m = main(page);
  await m.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().click();
  await m.getByRole('button', { name: 'Add one Adult' }).click();
  const morning = m.getByRole('radio', { name: 'Morning group walk' });
  await morning.check();
  const add = m.getByRole('button', { name: 'Add to basket' });
  await chain(
    request,
    m,
    { method: 'POST', path: '/v2/tours/reservations' },
    add,
    async (f) => {
      await expect(m.getByRole('status', { name: 'Adult: 2' }), f.name).toBeVisible();
      await expect(morning, f.name).toBeChecked();
    },
    FAULTS.filter((f) => f !== MALFORMED),
  );
  const items = m.getByRole('article', { name: 'Westminster Walking Tour' });
  await expect(m.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('2 tickets');

  // A success cut short was carried out: the step finds it in the basket, one more, not two.
  await page.goto(TOUR);
  await m.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().click();
  await morning.check();
  await inject(request, 'POST', '/v2/tours/reservations', MALFORMED, false);
  await add.click();
  await expect(m.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(items).toHaveCount(2);
});

// ---------------------------------------------------------------------------------------------
// S5 basket

test('S5 basket: a failed listing and a failed removal are explained; Try again lists it, then removes it', async ({
  page,
  request,
}) => {
  const m = main(page);
  await holdStandUp(page, 2);
  const item = m.getByRole('article', { name: 'Stand-Up Saturdays' });
  await expect(item).toBeVisible();
  for (const fault of FAULTS) {
    // The basket, the navbar's ticket count and the timer read it: enough for all, and what
    // is left unused is cleared before the retry (the fault is gone).
    await inject(request, 'GET', '/v2/reservations', fault, true, 3);
    await page.reload();
    const alert = await expectMessage(m, fault);
    expect((await request.delete('/__sandbox/faults')).ok()).toBe(true);
    await alert.getByRole('button').click();
    await expect(item, fault.name).toBeVisible();
  }
  // Remove asks first; its Yes sends the removal, and stays open after each refusal.
  await m.getByRole('button', { name: 'Remove Stand-Up Saturdays' }).click();
  const remove = m
    .getByRole('group', { name: 'Remove Stand-Up Saturdays?' })
    .getByRole('button', { name: 'Yes, remove' });
  await chain(
    request,
    m,
    { method: 'DELETE', path: '/v2/reservations/*' },
    remove,
    async (f) => {
      await expect(item, f.name).toBeVisible();
    },
    BODYLESS_FAULTS,
  );
  await expect(m.getByText('Your basket is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket' })).toBeVisible();
});

// ---------------------------------------------------------------------------------------------
// S6 attendees and phone code

/** A Paris tour that needs attendees (two travellers), to checkout, the lead's details sent. */
async function tourToAttendees(page: Page) {
  await page.goto(`/demo/?tessera=${encodeURIComponent('book/tour/TO-PAR-02')}`);
  const m = main(page);
  await m.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().click();
  await m.getByRole('button', { name: 'Add one Adult' }).click();
  await m.getByRole('radio').first().check();
  await m.getByRole('button', { name: 'Add to basket' }).click();
  await m.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  return m;
}

test('S6 attendees: each fault in turn, the names kept, the last Try again saves them and opens the payment form', async ({
  page,
  request,
}) => {
  const m = await tourToAttendees(page);
  await expect(m.getByRole('heading', { name: 'Who is going?' })).toBeVisible();
  const people = [
    ['Grace', 'Hopper', 'grace@example.com'],
    ['Alan', 'Turing', 'alan@example.com'],
  ] as const;
  const field = (name: RegExp, i: number) => m.getByRole('textbox', { name }).nth(i);
  for (const [i, [first, last, email]] of people.entries()) {
    await field(/First name/, i).fill(first);
    await field(/Last name/, i).fill(last);
    await field(/Email/, i).fill(email);
  }
  const save = m.getByRole('button', { name: 'Save attendee details' });
  await chain(
    request,
    m,
    { method: 'POST', path: '/v1/attendees' },
    save,
    async (f) => {
      for (const [i, [first, last, email]] of people.entries()) {
        await expect(field(/First name/, i), f.name).toHaveValue(first);
        await expect(field(/Last name/, i), f.name).toHaveValue(last);
        await expect(field(/Email/, i), f.name).toHaveValue(email);
      }
    },
    BODYLESS_FAULTS,
  );
  await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();
  const posts = (await sandboxRequests(request)).filter((r) => r.path === '/v1/attendees');
  expect(posts.at(-1)!.status).toBe(204);
});

test("S6 attendees: their form's code cannot be fetched; the stage says so, the details are kept, Try again shows the form", async ({
  page,
}) => {
  // The attendees' form is a chunk of its own, fetched once the basket is known to need it.
  const blocked = /tessera-attendees[^/]*\.(ts|js)(\?|$)/;
  await page.route(blocked, (route) => route.abort('internetdisconnected'));
  const m = await tourToAttendees(page);
  const retry = m.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await expect(m.getByRole('heading', { name: 'Who is going?' })).toHaveCount(0);
  await page.unroute(blocked);
  await retry.click();
  await expect(m.getByRole('heading', { name: 'Who is going?' })).toBeVisible();
  await expect(m.getByRole('textbox', { name: /First name/ }).first()).toBeEditable();
  // Back to the details: what the buyer typed there is kept.
  await page.goBack();
  await expect(m.getByRole('textbox', { name: 'Email' })).toHaveValue(LEAD.email);
});

test('S6 phone code: a failed code request and a failed confirmation are explained; Try again sends, then verifies', async ({
  page,
  request,
}) => {
  const m = main(page);
  await holdStandUp(page, 1);
  await m.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await expect(m.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
  const send = m.getByRole('button', { name: 'Text me a code' });
  await chain(
    request,
    m,
    { method: 'POST', path: '/v1/phone-number-verification' },
    send,
    async () => {},
    BODYLESS_FAULTS,
  );
  const code = m.getByRole('textbox', { name: 'Verification code' });
  await expect(code).toBeVisible();
  const sms = await request.get(`/__sandbox/sms?phone_number=${encodeURIComponent(LEAD.phone)}`);
  const { code: sent } = (await sms.json()) as { code: string };
  await code.fill(sent);
  const verify = m.getByRole('button', { name: 'Verify' });
  await chain(
    request,
    m,
    { method: 'POST', path: '/v1/verification-code-confirmation' },
    verify,
    async (f) => {
      await expect(code, f.name).toHaveValue(sent);
    },
    BODYLESS_FAULTS,
  );
  await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();
});

// ---------------------------------------------------------------------------------------------
// 15 s of latency: a loading state all along, never a blank, then the answer

test('15 s latency at S1 and S4: the results and the tour options show a loading state, then arrive', async ({
  page,
  request,
}) => {
  const slow: Fault = { name: '15 s latency', sandbox: { kind: 'latency', latency_ms: 15_000 } };
  const m = main(page);
  await page.goto('/demo/');
  await inject(request, 'GET', '/v2/attractions', slow, false);
  await page.getByRole('searchbox', { name: 'Search attractions' }).fill('Phantom');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(m.getByLabel('Loading results')).toBeVisible();
  await page.waitForTimeout(10_000);
  await expect(m.getByLabel('Loading results')).toBeVisible();
  await expect(m.getByRole('link', { name: /The Phantom Lighthouse/ }).first()).toBeVisible({
    timeout: 10_000,
  });

  await page.goto(TOUR);
  await m.getByRole('list', { name: 'Departure dates' }).getByRole('button').first().click();
  await expect(m.getByRole('radio', { name: 'Morning group walk' })).toBeVisible();
  await inject(request, 'POST', '/v2/tours/availability', slow, false);
  await m.getByRole('button', { name: 'Add one Adult' }).click();
  await page.waitForTimeout(10_000);
  // The options of one adult stay on screen, marked as being updated, until two adults' arrive.
  await expect(m.getByRole('radiogroup')).toContainText('1 × Adult');
  await expect(m.getByRole('radiogroup')).toContainText('2 × Adult', { timeout: 10_000 });
  await expect(m.getByRole('alert')).toHaveCount(0);
});
