/**
 * The users of the storage adapter, under Node: the API client's booking session and the
 * analytics once-per-basket marks. Corrupt or foreign data is a fresh start, never a throw; a tab
 * reloaded across the upgrade keeps its session and its marks (the old keys are read once).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createApiClient, sessionKey } from '../../src/api/index.js';
import type { ApiClientConfig } from '../../src/api/index.js';
import {
  beginCheckoutKey,
  basketSignature,
  firstCheckoutOf,
} from '../../src/features/checkout/begin-checkout.js';
import { paymentInfoKey, reportPaymentInfo } from '../../src/features/checkout/payment-info.js';
import type { SummaryReservation } from '../../src/state/rules/basket.js';
import { createFetchDouble, fitting, json } from '../api/fetch-double.js';
import type { Route } from '../api/fetch-double.js';
import { deniedStorage, freshDistributor, memoryStorage, withTabStorage } from './tab-storage.js';

const MIN = 60_000;
const NOW = 1_000_000;

/** Every new booking session gets the next token, tok-1, tok-2... */
function sessions(): Route {
  let n = 0;
  return (r) =>
    r.path.endsWith('/booking-session') && r.method === 'POST'
      ? json({ 'booking-session': `tok-${++n}` })
      : fitting(r);
}

function client(extra: Partial<ApiClientConfig> = {}) {
  const double = createFetchDouble(sessions());
  const api = createApiClient({
    baseUrl: '',
    distributorId: 'dist-7',
    language: 'en',
    currency: 'EUR',
    fetch: double.fetch,
    now: () => NOW,
    ...extra,
  });
  return { api, double };
}

const created = (d: ReturnType<typeof client>['double']) =>
  d.requests.filter((r) => r.path.endsWith('/booking-session')).length;

describe('booking session through the storage adapter', () => {
  test('the token is kept under the versioned key and a reload resumes it', async () => {
    const storage = memoryStorage();
    const first = client({ storage });
    await first.api.getReservations();
    assert.equal(sessionKey('dist-7'), 'tessera.v1.booking-session.dist-7');
    assert.deepEqual(JSON.parse(storage.data.get(sessionKey('dist-7'))!), {
      token: 'tok-1',
      deadline: NOW + 20 * MIN,
      expired: false,
    });
    const reloaded = client({ storage });
    assert.equal(reloaded.api.sessionStatus(), 'active');
    await reloaded.api.getReservations();
    assert.equal(created(reloaded.double), 0);
    assert.equal(reloaded.double.requests[0].headers['booking-session'], 'tok-1');
  });

  test('a tab holding the token under the old key keeps its session after the upgrade', async () => {
    const storage = memoryStorage();
    const old = 'tessera.booking-session.dist-7';
    storage.setItem(old, JSON.stringify({ token: 'tok-old', deadline: NOW + 5 * MIN }));
    const { api, double } = client({ storage });
    assert.equal(api.sessionStatus(), 'active');
    assert.equal(api.timeLeftMs(), 5 * MIN);
    await api.getReservations();
    assert.equal(created(double), 0);
    assert.equal(double.requests[0].headers['booking-session'], 'tok-old');
    assert.equal(storage.getItem(old), null);
    assert.equal(JSON.parse(storage.getItem(sessionKey('dist-7'))!).token, 'tok-old');
  });

  test('corrupt or foreign data under the key is a fresh start: no throw, a new session', async () => {
    for (const raw of [
      '{broken',
      '"tok"',
      '[]',
      'null',
      '{"token":"","deadline":1}',
      '{"token":7,"deadline":1}',
      '{"token":"t","deadline":"soon"}',
      '{"token":"t"}',
    ]) {
      for (const key of [sessionKey('dist-7'), 'tessera.booking-session.dist-7']) {
        const storage = memoryStorage();
        storage.setItem(key, raw);
        const { api, double } = client({ storage });
        assert.equal(api.sessionStatus(), 'none', `${key} ${raw}`);
        await api.getReservations();
        assert.equal(created(double), 1, `${key} ${raw}`);
        assert.equal(api.sessionStatus(), 'active');
        assert.equal(JSON.parse(storage.getItem(sessionKey('dist-7'))!).token, 'tok-1');
      }
    }
  });

  test('storage that throws: the session still works for the page', async () => {
    const { api, double } = client({ storage: deniedStorage() });
    await api.getReservations();
    await api.getReservations();
    assert.equal(api.sessionStatus(), 'active');
    assert.equal(created(double), 1);
    assert.equal(double.requests.at(-1)!.headers['booking-session'], 'tok-1');
  });

  test('storage null keeps each client to itself; under Node the default works too', async () => {
    const a = client({ storage: null });
    await a.api.getReservations();
    assert.equal(client({ storage: null }).api.sessionStatus(), 'none');
    // Node has no sessionStorage: the default falls back to the page's memory, never a throw.
    const d = freshDistributor();
    const b = client({ distributorId: d });
    await b.api.getReservations();
    assert.equal(b.api.sessionStatus(), 'active');
  });

  test("by default the token goes to the tab's sessionStorage; a denied one is memory", async () => {
    const tab = memoryStorage();
    const d = freshDistributor();
    await withTabStorage(tab, async () => {
      await client({ distributorId: d }).api.getReservations();
    });
    assert.equal(JSON.parse(tab.data.get(sessionKey(d))!).token, 'tok-1');
    await withTabStorage('denied', async () => {
      const { api } = client({ distributorId: freshDistributor() });
      await api.getReservations();
      assert.equal(api.sessionStatus(), 'active');
    });
  });
});

describe('analytics once-per-basket marks through the storage adapter', () => {
  test('begin_checkout is marked under the versioned key, once per basket', async () => {
    const tab = memoryStorage();
    const d = freshDistributor();
    await withTabStorage(tab, () => {
      assert.equal(firstCheckoutOf(d, ['r2', 'r1']), true);
      assert.equal(firstCheckoutOf(d, ['r1', 'r2']), false);
    });
    assert.equal(beginCheckoutKey(d), `tessera.v1.begin-checkout.${d}`);
    assert.equal(tab.data.get(beginCheckoutKey(d)), JSON.stringify('r1 r2'));
  });

  test('a tab marked under the old key does not announce the same basket again', async () => {
    const tab = memoryStorage();
    const d = freshDistributor();
    tab.setItem(`tessera.begin-checkout.${d}`, basketSignature(['r1', 'r2']));
    await withTabStorage(tab, () => {
      assert.equal(firstCheckoutOf(d, ['r2', 'r1']), false);
      assert.equal(firstCheckoutOf(d, ['r3']), true);
    });
    assert.equal(tab.getItem(`tessera.begin-checkout.${d}`), null);
  });

  test('a corrupt or foreign mark is a fresh start: the basket is announced, no throw', async () => {
    for (const raw of ['{broken', '42', '{"a":1}', '""', 'r1 r2']) {
      const tab = memoryStorage();
      const d = freshDistributor();
      tab.setItem(beginCheckoutKey(d), raw);
      await withTabStorage(tab, () => {
        assert.equal(firstCheckoutOf(d, ['r1', 'r2']), true, raw);
        assert.equal(firstCheckoutOf(d, ['r1', 'r2']), false, raw);
      });
    }
  });

  test('where storage is denied the page remembers the mark', async () => {
    const d = freshDistributor();
    await withTabStorage('denied', () => {
      assert.equal(firstCheckoutOf(d, ['r1']), true);
      assert.equal(firstCheckoutOf(d, ['r1']), false);
    });
  });

  test('add_payment_info is marked once per payment, and an old mark is still honoured', async () => {
    const reservations = [
      {
        reservation_id: 'r1',
        attraction_id: 'TH-EDI-01',
        attraction_name: 'Fringe Highlights',
        attraction_type_id: 1,
        city: 'Edinburgh',
        currency: 'GBP',
        total_price: 5000,
        number_of_tickets: 2,
        tickets: [],
      },
    ] as unknown as SummaryReservation[];
    const d = freshDistributor();
    const source = Object.assign(new EventTarget(), {
      distributor: d,
      basket: { reservations },
      dataLayer: false,
    });
    const seen: Event[] = [];
    source.addEventListener('tessera-add-payment-info', (e) => seen.push(e));
    const tab = memoryStorage();
    tab.setItem(`tessera.payment-info.${d}`, 'transaction:tx-1');
    await withTabStorage(tab, () => {
      assert.equal(reportPaymentInfo(source, 'tx-1', 'card'), false);
      assert.equal(reportPaymentInfo(source, 'tx-2', 'card'), true);
      assert.equal(reportPaymentInfo(source, 'tx-2', 'card'), false);
    });
    assert.equal(seen.length, 1);
    assert.equal(tab.data.get(paymentInfoKey(d)), JSON.stringify('transaction:tx-2'));
  });
});
