import { expect } from '@open-wc/testing';
import {
  BookingStore,
  clearPending,
  hasPending,
  keepPending,
  readPending,
  savePending,
} from '../../src/state/booking-store.js';
import { createApiClient } from '../../src/api/client.js';
import { memoryStorage } from '../api/fetch-double.js';
import {
  advanceClock,
  makeClient,
  requestLog,
  reserveTheatre,
  resetSandbox,
  sandboxInfo,
  waitFor,
} from '../features/checkout/helpers.js';

/** A distributor name of the store's own, so its kept basket is this test's alone. */
let n = 0;
const distributor = () => `store-test-${n}`;

/** A client whose session lives in `storage`, as a reload of the same tab would find it. */
async function tabClient(storage: Storage) {
  const { distributor_id } = await sandboxInfo();
  return createApiClient<'v2'>({
    apiVersion: 'v2',
    baseUrl: location.origin,
    distributorId: distributor_id,
    language: 'en',
    currency: 'GBP',
    storage,
    retry: { attempts: 2, baseDelayMs: 50, maxDelayMs: 100 },
  });
}

describe('BookingStore: the basket and the expiry of its session', () => {
  beforeEach(async () => {
    n += 1;
    await resetSandbox();
  });

  it('tickets held when the server ends the session: expired, the count gone, once', async () => {
    const client = await makeClient();
    await reserveTheatre(client);
    const store = new BookingStore(distributor);
    const changes: boolean[] = [];
    store.subscribe((s) => changes.push(s.expired));
    store.attach(client);
    await store.refresh();
    expect(store.state.tickets).to.be.greaterThan(0);
    expect(store.state.held).to.equal(true);

    await advanceClock(21 * 60_000);
    await client.getReservations({}).catch(() => undefined);
    expect(client.sessionStatus()).to.equal('expired');
    expect(store.state).to.deep.equal({ tickets: 0, held: false, paying: false, expired: true });
    await client.getReservations({}).catch(() => undefined);
    expect(changes.filter((e) => e)).to.have.length(1);

    const before = (await requestLog()).length;
    await store.startAgain();
    expect(store.state.expired).to.equal(false);
    expect(client.sessionStatus()).to.equal('active');
    const calls = (await requestLog()).slice(before).map((c) => `${c.method} ${c.path}`);
    expect(calls).to.deep.equal(['POST /v2/booking-session']);
    store.detach();
  });

  it('nothing held when the session ends: dropped quietly, the next call makes a new one', async () => {
    const client = await makeClient();
    await client.getReservations({});
    const store = new BookingStore(distributor);
    store.attach(client);
    await advanceClock(21 * 60_000);
    await client.getReservations({}).catch(() => undefined);
    expect(store.state.expired).to.equal(false);
    expect(client.sessionStatus()).to.equal('none');
    await client.getReservations({});
    expect(client.sessionStatus()).to.equal('active');
    store.detach();
  });

  it('the deadline passing without a call ends it too (the timer asks the store to look)', async () => {
    let offset = 0;
    const client = await makeClient(() => Date.now() + offset);
    await reserveTheatre(client);
    const store = new BookingStore(distributor);
    store.attach(client);
    store.added();
    offset = 20 * 60_000 + 1000;
    store.check();
    expect(store.state.expired).to.equal(true);
    store.detach();
  });

  it('never expires while a payment is in flight or kept for a reload', async () => {
    let offset = 0;
    const client = await makeClient(() => Date.now() + offset);
    await reserveTheatre(client);
    const store = new BookingStore(distributor);
    store.attach(client);
    store.added();
    store.paymentInFlight(true);
    offset = 25 * 60_000;
    store.check();
    expect(store.state.expired).to.equal(false);

    store.paymentInFlight(false);
    expect(store.state.expired).to.equal(true);

    const kept = new BookingStore(() => `${distributor()}-kept`);
    savePending(`${distributor()}-kept`, {
      transaction_id: 't-1',
      user_id: 'u-1',
      client_secret: 'pi_1_secret_2',
      amount: 1000,
      currency: 'GBP',
      reservations: [],
      lead: { email: 'a@example.com', first_name: 'A', second_name: 'B', phone_number: '' },
      confirmationSent: true,
      saved: false,
    });
    kept.attach(client);
    expect(kept.state.expired).to.equal(false);
    kept.detach();
    store.detach();
  });

  it('after a reload the kept basket tells that the ended session held tickets', async () => {
    const storage = memoryStorage();
    const first = await tabClient(storage);
    await reserveTheatre(first);
    const before = new BookingStore(distributor);
    before.attach(first);
    await before.refresh();
    before.detach();

    await advanceClock(21 * 60_000);
    const reloaded = await tabClient(storage);
    await reloaded.getReservations({}).catch(() => undefined);
    const after = new BookingStore(distributor);
    after.attach(reloaded);
    await waitFor(() => after.state.expired);
    expect(after.state.tickets).to.equal(0);
    after.detach();
  });
});

describe('the kept payment', () => {
  const lead = { email: 'a@example.com', first_name: 'A', second_name: 'B', phone_number: '' };
  const from = { distributor: 'kept-test', basket: { reservations: [], total_price: 1000 }, lead };
  const totals = { total: 1000, currency: 'GBP' };
  afterEach(() => clearPending('kept-test'));

  it("a saved method's confirmation with no answer is kept without a transaction, as sent", () => {
    const unknown = { transaction_id: '', user_id: '' };
    keepPending(from, unknown, true, totals, { confirmationSent: true, unanswered: true });
    const kept = readPending('kept-test');
    expect(kept).to.include({
      transaction_id: '',
      user_id: '',
      saved: true,
      unanswered: true,
      confirmationSent: true,
    });
    expect(hasPending('kept-test')).to.equal(true);
    // Its answer replaces it.
    keepPending(from, { transaction_id: 't-1', user_id: 'u-1' }, true, totals);
    expect(readPending('kept-test')).to.include({ transaction_id: 't-1', unanswered: false });
  });

  it('a payment without a transaction is nothing unless it is an unanswered saved one', () => {
    const unknown = { transaction_id: '', user_id: '' };
    keepPending(from, unknown, true, totals);
    expect(readPending('kept-test')).to.equal(null);
    keepPending(from, { ...unknown, client_secret: 'pi_1_secret_2' }, false, totals, {
      unanswered: true,
    });
    expect(readPending('kept-test')).to.equal(null);
  });
});
