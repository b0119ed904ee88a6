/**
 * The events a host page hears over a whole booking: the public ones in GA4's order and shapes,
 * in window.dataLayer too (the demo opts in with `data-layer`), and none of the internal ones.
 */
import type { Page } from '@playwright/test';
import { ga4Name, type InternalEventName, type PublicEventName } from '../../src/events.js';
import {
  CARDS,
  bookTheatre,
  enterCard,
  expect,
  expectPaid,
  fillLead,
  main,
  payButton,
  resetSandbox,
  searchAndOpen,
  test,
} from './flow.js';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Every public event: the type makes this list complete (a new one fails the typecheck). */
const PUBLIC_EVENTS: Record<PublicEventName, true> = {
  'tessera-view-item-list': true,
  'tessera-select-item': true,
  'tessera-view-item': true,
  'tessera-add-to-cart': true,
  'tessera-remove-from-cart': true,
  'tessera-view-cart': true,
  'tessera-begin-checkout': true,
  'tessera-add-payment-info': true,
  'tessera-purchase': true,
  'tessera-session-expired': true,
  'tessera-error': true,
};

/** Every internal event: the type makes this list complete (a new one fails the typecheck). */
const INTERNAL_EVENTS: Record<InternalEventName, true> = {
  'tessera-step-request': true,
  'tessera-payment-mount': true,
  'tessera-attendees-saved': true,
  'tessera-phone-verified': true,
  'tessera-change-phone': true,
  'tessera-seat-toggle': true,
  'tessera-seat-selection-change': true,
  'open-attraction': true,
  'query-change': true,
  'city-change': true,
  'currency-change': true,
  'navigate-home': true,
  'navigate-basket': true,
  'navigate-bookings': true,
  search: true,
  'performances-page': true,
  'choose-performance': true,
  retry: true,
  back: true,
  change: true,
  close: true,
  // Sent on window, not from the widget's elements (src/localization.ts).
  'lit-localize-status': true,
};

interface Heard {
  name: string;
  detail: unknown;
}

/** Records on `document` every declared event, public and internal, from the first script on. */
async function listen(page: Page) {
  const names = [...Object.keys(PUBLIC_EVENTS), ...Object.keys(INTERNAL_EVENTS)];
  await page.addInitScript((names: string[]) => {
    const w = window as unknown as { __heard: { name: string; detail: unknown }[] };
    w.__heard = [];
    for (const name of names) {
      document.addEventListener(name, (e) => {
        // The card form's own fields live in the page (Stripe refuses shadow roots): their
        // native change events are the browser's, not the widget's.
        const origin = e.composedPath()[0];
        if (e.type === 'change' && origin instanceof HTMLInputElement) return;
        w.__heard.push({ name, detail: (e as CustomEvent).detail ?? null });
      });
    }
  }, names);
}

const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { __heard: Heard[] }).__heard);

test('a theatre booking from search to PAID: GA4 events in order, no internal event outside', async ({
  page,
}) => {
  await listen(page);
  await searchAndOpen(page, 'Phantom', 'The Phantom Lighthouse');
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await fillLead(page);
  await enterCard(page, CARDS.ok);
  await payButton(page).click();
  await expectPaid(page);

  const events = await heard(page);
  const internal = Object.keys(INTERNAL_EVENTS);
  expect(events.filter((e) => internal.includes(e.name)).map((e) => e.name)).toEqual([]);

  const order = events.map((e) => e.name).filter((n, i, all) => all.indexOf(n) === i);
  expect(order).toEqual([
    'tessera-view-item-list',
    'tessera-select-item',
    'tessera-view-item',
    'tessera-add-to-cart',
    'tessera-view-cart',
    'tessera-begin-checkout',
    'tessera-add-payment-info',
    'tessera-purchase',
  ]);
  const one = (name: string) => {
    const found = events.filter((e) => e.name === name);
    expect(found, name).toHaveLength(1);
    return found[0].detail as {
      currency: string;
      value: number;
      transaction_id?: string;
      item_list_id?: string;
      items: {
        item_id: string;
        item_category?: string;
        price?: number;
        quantity?: number;
        item_variant?: string;
      }[];
    };
  };
  const selected = one('tessera-select-item');
  expect(selected.item_list_id).toBe('search_results');
  expect(selected.items).toHaveLength(1);
  expect(selected.items[0]).toMatchObject({ item_id: 'TH-LON-01', item_category: 'Theatre' });

  const purchase = one('tessera-purchase');
  expect(purchase.transaction_id).toBeTruthy();
  expect(purchase.currency).toBe('EUR');
  expect(purchase.items).toHaveLength(1);
  expect(purchase.items[0]).toMatchObject({ item_id: 'TH-LON-01', quantity: 2 });
  const sum = purchase.items.reduce((n, i) => n + (i.price ?? 0) * (i.quantity ?? 0), 0);
  expect(sum).toBeCloseTo(purchase.value, 2);
  // One spelling of the category in every event that names one.
  const categories = new Set(
    events.flatMap((e) =>
      ((e.detail as { items?: { item_category?: string }[] } | null)?.items ?? []).map(
        (i) => i.item_category,
      ),
    ),
  );
  expect([...categories]).toEqual(['Theatre']);
  // And one variant of the ticket from add_to_cart to purchase (GA4 would split them otherwise).
  const variants = new Set(
    events.flatMap((e) =>
      ((e.detail as { items?: { item_variant?: string }[] } | null)?.items ?? [])
        .map((i) => i.item_variant)
        .filter(Boolean),
    ),
  );
  expect([...variants]).toEqual(['Adult']);

  // The demo opted in: the same GA4 events reached window.dataLayer, each after a cleared ecommerce.
  const layer = await page.evaluate(
    () => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer,
  );
  const pushed = layer.map((p) => p.event).filter(Boolean);
  expect(pushed).toEqual(order.map((name) => ga4Name(name as PublicEventName)));
});

test('a session that ended while the buyer was away: tessera-session-expired, and no tessera-error', async ({
  page,
  request,
}) => {
  await listen(page);
  await searchAndOpen(page, 'Phantom', 'The Phantom Lighthouse');
  await bookTheatre(page, 'Stalls (Premium)', 2, true);
  // 21 minutes pass on the server only: the widget learns of the end from the API's 401.
  const advanced = await request.post('/__sandbox/clock', { data: { advance_ms: 21 * 60_000 } });
  expect(advanced.ok()).toBe(true);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(main(page).getByRole('button', { name: 'Start again' })).toBeVisible();
  const names = async () => (await heard(page)).map((e) => e.name);
  await expect.poll(names).toContain('tessera-session-expired');
  expect(await names()).not.toContain('tessera-error');
  // A reload of the basket (the listener starts again) meets the same ended session.
  await page.reload();
  await expect(main(page).getByRole('button', { name: 'Start again' })).toBeVisible();
  await expect.poll(names).toContain('tessera-session-expired');
  expect(await names()).not.toContain('tessera-error');
});
