/**
 * What a distributor wires in (issue 17): the customer and reporting ids sent with the booking
 * session and handed back on purchase, "Your bookings", deep links with the performance and party,
 * and the routing modes with the methods that drive the widget.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  CARDS,
  bookTheatre,
  chooseGrandCanyon,
  enterCard,
  expect,
  expectPaid,
  fillAttendees,
  fillLead,
  main,
  payButton,
  resetSandbox,
  searchAndOpen,
  test,
} from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

const DSID = '9b2f4c1e-7a3d-4e5f-8a6b-1c2d3e4f5a6b';

interface SessionRecord {
  distributor_session_id: string | null;
  user_id: string | null;
}

const info = async (request: APIRequestContext) =>
  (await (await request.get('/__sandbox/info')).json()) as {
    distributor_id: string;
    user_id: string;
  };

const sessions = async (request: APIRequestContext) =>
  (await (await request.get('/__sandbox/sessions')).json()) as SessionRecord[];

/** Records the host page's `tessera-purchase` details in `window.__purchases`. */
async function recordPurchases(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __purchases: unknown[] };
    w.__purchases = [];
    document.addEventListener('tessera-purchase', (e) =>
      w.__purchases.push((e as CustomEvent).detail),
    );
  });
}

/** From the basket to PAID with a card that needs no challenge. */
async function payFromBasket(page: Page) {
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);
}

test('the signed-in customer and the analytics session reach the API, come back on purchase, and "Your bookings" lists the booking', async ({
  page,
  request,
}) => {
  const { user_id } = await info(request);
  await recordPurchases(page);
  await page.goto(
    `/demo/?signed-in&distributor-session-id=${DSID}&tessera=${encodeURIComponent('attraction/TH-LON-01')}`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeVisible();
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await payFromBasket(page);
  const confirmed = main(page).getByRole('region', { name: 'Booking confirmed' });
  const reference = (await confirmed.locator('.reference').innerText()).trim();
  expect(reference).not.toBe('');

  // The API stored both ids with the session (doc 2: for the distributor's reporting).
  const made = await sessions(request);
  expect(made.length).toBeGreaterThan(0);
  for (const s of made) expect(s).toMatchObject({ distributor_session_id: DSID, user_id });
  const purchases = await page.evaluate(
    () => (window as unknown as { __purchases: unknown[] }).__purchases,
  );
  expect(purchases).toHaveLength(1);
  expect(purchases[0]).toMatchObject({ user_id, reference_id: reference });

  // The customer looks at their bookings from the widget's header.
  await page.getByRole('link', { name: 'Your bookings' }).click();
  await expect(page.getByRole('heading', { name: 'Your bookings' })).toBeFocused();
  const row = main(page).getByRole('row', { name: new RegExp(reference) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Paid' })).toBeVisible();
  // Reload keeps the view (it is a step of the URL).
  await page.reload();
  await expect(main(page).getByRole('row', { name: new RegExp(reference) })).toBeVisible();
});

test('"Your bookings" of a customer with none says so and leads to the search; without a customer there is no link', async ({
  page,
}) => {
  await page.goto('/demo/');
  await expect(page.getByRole('searchbox', { name: 'Search attractions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your bookings' })).toHaveCount(0);

  await page.goto('/demo/?signed-in');
  await page.getByRole('link', { name: 'Your bookings' }).click();
  await expect(main(page).getByText('You have no bookings yet.')).toBeVisible();
  await main(page).getByRole('button', { name: 'Find something to book' }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/tessera=search/);
});

test('"Your bookings" that cannot be read says what to do, and Try again lists them', async ({
  page,
  request,
}) => {
  await page.goto('/demo/?signed-in');
  await expect(page.getByRole('link', { name: 'Your bookings' })).toBeVisible();
  const fault = await request.post('/__sandbox/faults', {
    // More than the client's automatic retries of a GET.
    data: { method: 'GET', path: '/v2/users/*', kind: 'status', status: 503, code: 0, count: 10 },
  });
  expect(fault.ok()).toBe(true);
  await page.getByRole('link', { name: 'Your bookings' }).click();
  const alert = main(page).getByRole('alert');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  expect((await request.delete('/__sandbox/faults')).ok()).toBe(true);
  await alert.getByRole('button').click();
  await expect(main(page).getByText('You have no bookings yet.')).toBeVisible();
});

test('a user id the API does not know is explained in the console and the buyer books on', async ({
  page,
  request,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  const unknown = '11111111-2222-4333-8444-555555555555';
  await page.goto(
    `/demo/?user-id=${unknown}&tessera=${encodeURIComponent('attraction/TH-LON-01')}`,
  );
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  expect(warnings.some((w) => w.includes('booking-session') && w.includes('user-id'))).toBe(true);
  // The session has no customer: "Your bookings" has none to list, so it is not offered.
  await expect(page.getByRole('link', { name: 'Basket, 2 tickets' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your bookings' })).toHaveCount(0);
  const made = await sessions(request);
  expect(made.length).toBeGreaterThan(0);
  expect(made.every((s) => s.user_id === null)).toBe(true);
});

/** A theatre performance of TH-LON-01 and its Stalls (Premium) adult price type, from the API. */
async function performanceOf(request: APIRequestContext) {
  const { distributor_id } = await info(request);
  const headers = { 'Service-Distributor': distributor_id };
  const session = await request.post('/v2/booking-session', { headers, data: {} });
  const token = ((await session.json()) as Record<string, string>)['booking-session']!;
  const today = new Date().toISOString().slice(0, 10);
  const event = await request.get(
    `/v2/theater-events/TH-LON-01?date_start=${today}&language_code=en&currency=EUR`,
    { headers: { ...headers, 'Booking-Session': token } },
  );
  const body = (await event.json()) as {
    instances: {
      instance_id: string;
      price_bands: { price_band_name: string; price_types: { price_type_id: string }[] }[];
    }[];
  };
  // Not the first: the link must choose it, not the step's default.
  const instance = body.instances[2]!;
  const band = instance.price_bands.find((b) => b.price_band_name === 'Stalls (Premium)')!;
  return { performance: instance.instance_id, priceType: band.price_types[0]!.price_type_id };
}

async function expectChosen(page: Page, performance: string, tickets: string) {
  await expect(page.locator(`[data-performance="${performance}"]`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' })).toHaveValue(
    tickets,
  );
}

test('a deep link opens the performance with the party chosen, and the buyer books it', async ({
  page,
  request,
}) => {
  const { performance, priceType } = await performanceOf(request);
  const link = `book/theatre/TH-LON-01?performance=${performance}&party=${priceType}:3`;
  await page.goto(`/demo/?tessera=${encodeURIComponent(link)}`);
  await expectChosen(page, performance, '3');
  // The party was taken as the buyer's choice: the URL keeps the performance, not the party.
  await expect(page).toHaveURL(/performance%3D/);
  expect(decodeURIComponent(page.url())).not.toContain('party=');
  await page.getByRole('button', { name: 'Find best seats' }).click();
  await expect(page.getByRole('heading', { name: 'Your seats 3 of 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
});

test("a tour link's party counts the tour's own traveller types and leaves out the others, unsaid", async ({
  page,
}) => {
  const open = async (party: string) => {
    const link = `book/tour/TO-LAS-01?party=${party}`;
    await page.goto(`/demo/?tessera=${encodeURIComponent(link)}`);
    await expect(main(page).getByRole('button', { name: 'Add one Adult' })).toBeVisible();
  };
  const count = (name: string) => main(page).locator(`output[aria-label^="${name}:"]`);
  // One known type among typos: its count holds.
  await open('TO-LAS-01-ADULT:3,ADULT:2,CHILD:1');
  await expect(count('Adult')).toHaveText('3');
  await expect(count('Child')).toHaveText('0');
  await expect(main(page)).not.toContainText('not offered for this tour');
  // Typos only: the party starts as it would without one (the tour's smallest group).
  await open('ADULT:2,CHILD:1');
  await expect(count('Adult')).toHaveText('2');
  await expect(main(page)).not.toContainText('not offered for this tour');
});

test('routing="none" leaves the page URL and history untouched through a whole booking; open() drives it', async ({
  page,
  request,
}) => {
  const { performance, priceType } = await performanceOf(request);
  await page.addInitScript(() => {
    const w = window as unknown as { __historyWrites: number };
    w.__historyWrites = 0;
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (...args: Parameters<History['pushState']>) => {
        w.__historyWrites += 1;
        original(...args);
      };
    }
  });
  await searchAndOpen(page, 'Phantom', 'The Phantom Lighthouse', '?routing=none');
  const start = page.url();
  expect(start).not.toContain('tessera=');
  // The host app's own router opens the performance with the party.
  await page.evaluate(
    ([id, party]) =>
      document
        .querySelector('tessera-booking')!
        .open('TH-LON-01', { performance: id, party: { [party]: 2 } }),
    [performance, priceType] as const,
  );
  await expectChosen(page, performance, '2');
  await page.getByRole('button', { name: 'Find best seats' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await payFromBasket(page);
  expect(page.url()).toBe(start);
  expect(
    await page.evaluate(() => (window as unknown as { __historyWrites: number }).__historyWrites),
  ).toBe(0);

  // reset() and search() drive it too.
  await page.evaluate(() => document.querySelector('tessera-booking')!.search({ q: 'Canyon' }));
  await expect(
    main(page)
      .getByRole('link', { name: /Grand Canyon/ })
      .first(),
  ).toBeVisible();
  await page.evaluate(() => document.querySelector('tessera-booking')!.reset());
  await expect(main(page).getByRole('link', { name: /Grand Canyon/ })).toHaveCount(0);
  expect(page.url()).toBe(start);
});

test('routing="hash" keeps the route in the fragment: the query stays the host page\'s, and a reload returns', async ({
  page,
}) => {
  await searchAndOpen(page, 'Phantom', 'The Phantom Lighthouse', '?routing=hash&shop=1');
  const url = new URL(page.url());
  expect(url.searchParams.get('shop')).toBe('1');
  expect(url.searchParams.has('tessera')).toBe(false);
  expect(new URLSearchParams(url.hash.slice(1)).get('tessera')).toBe(
    'attraction/TH-LON-01?q=Phantom&page=0',
  );
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: /The Phantom Lighthouse/ }).first()).toBeVisible();
});

test("the card form wears the brand font: the brand's font files reach Stripe as its fonts option", async ({
  page,
}) => {
  await page.goto(
    `/demo/?brand=midnight-jazz&tessera=${encodeURIComponent('attraction/TH-LON-01')}`,
  );
  const heading = page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' });
  await expect(heading).toBeVisible();
  // The widget itself, from the brand's fontFaces.
  await expect
    .poll(() => heading.evaluate((el) => getComputedStyle(el).fontFamily))
    .toMatch(/^Lato,/);
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  const number = page
    .getByRole('group', { name: 'Card details' })
    .getByRole('textbox', { name: 'Card number' });
  await expect(number).toBeVisible();
  // The stand-in, like Stripe's iframe, sees none of the page's web fonts: only those declared.
  await expect
    .poll(() => number.evaluate((el) => getComputedStyle(el).fontFamily))
    .toMatch(/^Lato,/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px Lato'))).toBe(true);
  const faces = await page.evaluate(() =>
    [...document.fonts]
      .filter((f) => f.family === 'Lato' && f.status === 'loaded')
      .map((f) => f.weight),
  );
  expect(new Set(faces)).toEqual(new Set(['400', '700']));
});

test('an attraction not sold in the preferred currency is shown and booked in its own, said once, to PAID', async ({
  page,
}) => {
  // London's shows are sold in GBP, EUR and USD; the distributor prefers DKK.
  await page.goto(`/demo/?currency=DKK&tessera=${encodeURIComponent('attraction/TH-LON-01')}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Phantom Lighthouse' }),
  ).toBeVisible();
  // Not "Not on sale in this currency": the detail shows its own currency's prices.
  await expect(
    main(page)
      .getByText(/from £\d/)
      .first(),
  ).toBeVisible();
  await expect(main(page).getByText('Not on sale in this currency')).toHaveCount(0);
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(main(page).getByRole('note')).toHaveText(
    'Prices are in GBP: this attraction is not sold in DKK.',
  );
  await page.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' }).selectOption('2');
  await page.getByRole('button', { name: 'Find best seats' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await enterCard(page, CARDS.ok);
  await expect(payButton(page)).toHaveAccessibleName(/^Pay £\d/);
  await payButton(page).click();
  await expectPaid(page);
  await expect(main(page).getByRole('region', { name: 'Booking confirmed' })).toContainText('£');
});

test('the currency picker: the buyer picks GBP, the results, the seats and the basket follow, and the pick outlives a reload', async ({
  page,
}) => {
  // Without `currencies` there is nothing to pick.
  await page.goto('/demo/');
  await expect(page.getByRole('searchbox')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveCount(0);

  await page.goto('/demo/?currencies=EUR,GBP,USD');
  const picker = page.getByRole('combobox', { name: 'Currency' });
  await expect(picker).toHaveValue('EUR');
  await expect(picker.getByRole('option')).toHaveText(['EUR', 'GBP', 'USD']);
  await page.getByRole('searchbox').fill('Phantom');
  await page.getByRole('searchbox').press('Enter');
  const link = main(page).getByRole('link', { name: /The Phantom Lighthouse/ });
  const result = main(page).getByRole('article').filter({ hasText: 'The Phantom Lighthouse' });
  await expect(result).toContainText(/€\d/);
  await picker.selectOption('GBP');
  await expect(result).toContainText(/£\d/);
  await expect(result).not.toContainText('€');

  await page.reload();
  await expect(picker).toHaveValue('GBP');
  await expect(result).toContainText(/£\d/);
  await link.click();
  await expect(
    main(page)
      .getByText(/from £\d/)
      .first(),
  ).toBeVisible();
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await expect(main(page).getByRole('region', { name: 'Your basket' })).toContainText(/£\d/);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await enterCard(page, CARDS.ok);
  await expect(payButton(page)).toHaveAccessibleName(/^Pay £\d/);
});

test('a basket in one currency: a show not sold in it says so before the buyer adds, and an emptied basket lets them buy it', async ({
  page,
}) => {
  // Copenhagen sells in DKK; London does not. The distributor prefers DKK.
  await page.goto(`/demo/?currency=DKK&tessera=${encodeURIComponent('attraction/TH-CPH-01')}`);
  await bookTheatre(page, 'Parterre', 2, false);
  await expect(main(page).getByRole('region', { name: 'Your basket' })).toContainText(/DKK\s?\d/);

  await page.goto(`/demo/?currency=DKK&tessera=${encodeURIComponent('attraction/TH-LON-01')}`);
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  const notes = main(page).getByRole('note');
  await expect(notes).toHaveText([
    'Prices are in GBP: this attraction is not sold in DKK.',
    'Your basket is in DKK, and one booking is paid in one currency. Complete or empty your basket to buy this in GBP.',
  ]);
  // Said before adding; pressing Add anyway names the same way out, and nothing is reserved.
  await page.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' }).selectOption('2');
  await page.getByRole('button', { name: 'Find best seats' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(main(page).getByRole('alert')).toContainText('Complete or empty your basket');
  await expect(page.getByRole('link', { name: 'Basket, 2 tickets' })).toBeVisible();

  // The buyer empties the basket, comes back, and books the show in GBP.
  await page.getByRole('link', { name: /^Basket/ }).click();
  await main(page).getByRole('button', { name: 'Remove all' }).click();
  await main(page).getByRole('button', { name: 'Yes, remove everything' }).click();
  await expect(main(page).getByText('Your basket is empty.')).toBeVisible();
  await page.goBack();
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Book The Phantom Lighthouse' }),
  ).toBeVisible();
  await expect(notes).toHaveText(['Prices are in GBP: this attraction is not sold in DKK.']);
  await page.getByRole('combobox', { name: 'Adult tickets, Stalls (Premium)' }).selectOption('2');
  await page.getByRole('button', { name: 'Find best seats' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 2 tickets' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Your basket' })).toContainText(/£\d/);
});

test('a tour opened straight from a link is priced in its own currency, not the preferred one it is not sold in, to PAID', async ({
  page,
}) => {
  // Every availability question the widget asks, with its currency (query or body).
  const availability: string[] = [];
  page.on('request', (r) => {
    if (/availab/.test(r.url())) availability.push(`${r.url()} ${r.postData() ?? ''}`);
  });
  // The Grand Canyon tour is sold in USD, GBP and EUR; the distributor prefers DKK.
  await page.goto(`/demo/?currency=DKK&tessera=${encodeURIComponent('book/tour/TO-LAS-01')}`);
  await expect(
    main(page).getByRole('list', { name: 'Departure dates' }).getByRole('button').first(),
  ).toBeVisible({ timeout: 20_000 });
  await expect(main(page).getByRole('note')).toHaveText(
    'Prices are in USD: this attraction is not sold in DKK.',
  );
  await chooseGrandCanyon(page);
  await expect(main(page).getByRole('radio', { name: /Helicopter and landing/ })).toBeChecked();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket' })).toBeVisible();
  // Availability was asked in USD, never in DKK.
  expect(availability.filter((a) => /USD/.test(a)).length).toBeGreaterThan(0);
  expect(availability.filter((a) => /DKK/.test(a))).toEqual([]);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await fillAttendees(page);
  await enterCard(page, CARDS.ok);
  await expect(payButton(page)).toHaveAccessibleName(/^Pay \$\d/);
  await payButton(page).click();
  await expectPaid(page);
});
