import { expect } from '@open-wc/testing';
import { BookingStore } from '../../src/state/booking-store.js';
import { keptBooking } from '../../src/state/kept-booking.js';
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
    const booking = keptBooking(kept);
    booking.updateLead({ email: 'a@example.com', first_name: 'A', second_name: 'B' });
    const done = { transaction_id: 't-1', user_id: 'u-1', client_secret: 'pi_1_secret_2' };
    booking.keepPayment(done, false, { total: 1000, currency: 'GBP' }, { confirmationSent: true });
    expect(kept.paymentKept).to.equal(true);
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
  const totals = { total: 1000, currency: 'GBP' };
  let store: ReturnType<typeof keptBooking>;
  beforeEach(() => {
    n += 1;
    store = keptBooking(new BookingStore(distributor));
    store.updateLead(lead);
  });

  it("a saved method's confirmation with no answer is kept without a transaction, as sent", () => {
    const unknown = { transaction_id: '', user_id: '' };
    store.keepPayment(unknown, true, totals, { confirmationSent: true, unanswered: true });
    expect(store.payment).to.include({
      transaction_id: '',
      user_id: '',
      saved: true,
      unanswered: true,
      confirmationSent: true,
    });
    expect(store.payment?.lead).to.deep.equal(lead);
    // Its answer replaces it.
    store.keepPayment({ transaction_id: 't-1', user_id: 'u-1' }, true, totals);
    expect(store.payment).to.include({ transaction_id: 't-1', unanswered: false });
    // A reload (a new store over the same tab's storage) finds it.
    expect(keptBooking(new BookingStore(distributor)).payment).to.include({
      transaction_id: 't-1',
    });
  });

  it('a payment without a transaction is nothing unless it is an unanswered saved one', () => {
    const unknown = { transaction_id: '', user_id: '' };
    store.keepPayment(unknown, true, totals);
    expect(store.payment).to.equal(null);
    store.keepPayment({ ...unknown, client_secret: 'pi_1_secret_2' }, false, totals, {
      unanswered: true,
    });
    expect(store.payment).to.equal(null);
  });
});

describe('BookingStore: one owner of the booking', () => {
  const reservation = (id: string) =>
    ({ reservation_id: id, attraction_id: 'a', attraction_name: 'A', tickets: [] }) as never;
  beforeEach(() => (n += 1));

  it('the lead customer and the attendees as typed, for this distributor, across a reload', () => {
    const store = keptBooking(new BookingStore(distributor));
    store.updateLead({ email: 'ada@example.com' });
    store.updateLead({ first_name: 'Ada' });
    store.updateAttendee('t-1', { first_name: 'Bo' });
    const reloaded = keptBooking(new BookingStore(distributor));
    expect(reloaded.lead).to.deep.equal({ email: 'ada@example.com', first_name: 'Ada' });
    expect(reloaded.attendee('t-1')).to.deep.equal({ first_name: 'Bo' });
    expect(reloaded.attendee('t-2')).to.deep.equal({});
    expect(keptBooking(new BookingStore(() => 'another-distributor')).lead).to.deep.equal({});
  });

  it('checkout pays for the kept payment, then shows the paid booking; a new basket forgets both', () => {
    const core = new BookingStore(distributor);
    const store = keptBooking(core);
    expect(keptBooking(core)).to.equal(store);
    store.updateLead({ email: 'ada@example.com' });
    store.updateAttendee('t-1', { first_name: 'Bo' });
    expect(store.checkoutBasket).to.equal(null);
    // What PUT reservations was sent for is kept with the payment, even once the basket is gone.
    store.keepPayment({ transaction_id: 't-1', user_id: 'u-1', client_secret: 's' }, false, {
      total: 1200,
      currency: 'GBP',
    });
    core.closed();
    expect(core.paymentKept).to.equal(true);
    expect(store.checkoutBasket).to.deep.equal({ reservations: [], total_price: 1200 });
    store.paidFor({
      transaction_id: 't-1',
      reference_id: 'R-1',
      reservations: [reservation('r-1')],
      total: 1200,
      currency: 'GBP',
      email: 'ada@example.com',
    });
    expect(store.payment).to.equal(null);
    expect(core.paymentKept).to.equal(false);
    expect(core.paidKept).to.equal(true);
    expect(store.paid).to.include({ reference_id: 'R-1' });
    expect(store.checkoutBasket?.reservations).to.have.length(1);
    // The attendees belonged to that booking; the lead customer stays for the next one.
    expect(store.attendee('t-1')).to.deep.equal({});
    expect(store.lead).to.deep.equal({ email: 'ada@example.com' });
    core.added();
    expect(store.paid).to.equal(null);
    expect(core.paidKept).to.equal(false);
  });

  it('a payment that ended unpaid is forgotten, its basket still shown with the outcome', () => {
    const core = new BookingStore(distributor);
    const store = keptBooking(core);
    store.updateLead({ email: 'ada@example.com' });
    store.keepPayment({ transaction_id: 't-1', user_id: 'u-1', client_secret: 's' }, false, {
      total: 900,
      currency: 'GBP',
    });
    expect(store.payment).not.to.equal(null);
    store.paymentEnded();
    core.closed();
    expect(store.payment).to.equal(null);
    expect(store.checkoutBasket).to.deep.equal({ reservations: [], total_price: 900 });
  });

  it('the route: where the buyer is, and the booking step Start again returns to', () => {
    const store = new BookingStore(distributor);
    expect(store.route).to.deep.equal({ view: 'landing' });
    const book = {
      view: 'book',
      kind: 'theatre',
      id: 'TH-1',
      performanceId: 'p-9',
      query: {},
    } as const;
    store.go(book);
    store.go({ view: 'basket', query: {} });
    expect(store.route.view).to.equal('basket');
    expect(new BookingStore(distributor).bookingRoute()).to.deep.equal(book);
  });
});

describe('what the shell sees of the checkout part', () => {
  beforeEach(() => (n += 1));

  it('a corrupt or foreign kept payment reads as none, and is dropped for the shell too', () => {
    sessionStorage.setItem(`tessera.v1.payment.${distributor()}`, JSON.stringify({ amount: 'x' }));
    const core = new BookingStore(distributor);
    expect(core.paymentKept).to.equal(true);
    expect(keptBooking(core).payment).to.equal(null);
    expect(core.paymentKept).to.equal(false);
  });
});
