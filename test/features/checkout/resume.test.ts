/**
 * A reload during payment, simulated the way a browser does it: the widget's root element is
 * removed and a new one mounted on the same page URL (`?tessera=checkout`) with the same
 * sessionStorage. The sandbox's request log proves no second PUT reservations; the page's own
 * request list proves Stripe's confirmation was sent once.
 */
import { expect } from '@open-wc/testing';
import '../../../src/index.js';
import type { TesseraBooking } from '../../../src/tessera-booking.js';
import { createApiClient } from '../../../src/api/index.js';
import type { BookingStore } from '../../../src/state/booking-store.js';
import { storageKey } from '../../../src/storage.js';
import {
  button,
  control,
  field,
  requestLog,
  reserveTheatre,
  resetSandbox,
  sandboxInfo,
  sent,
  text,
  typeInto,
  waitFor,
  expectAccessible,
  loadStripeStandIn,
  enterCard,
  payButton,
  challengeButton,
  pressable,
} from './helpers.js';

before(loadStripeStandIn);

const startUrl = location.href;
const STRIPE_CONFIRM = /^POST \/__sandbox\/stripe\/payment_intents\/[^/]+\/confirm$/;
const stripeConfirms = () => sent.filter((r) => STRIPE_CONFIRM.test(r)).length;
const puts = async () =>
  (await requestLog()).filter((r) => r.method === 'PUT' && r.path === '/v2/reservations').length;

/** Two tickets held in the booking session the widget will find in sessionStorage. */
async function holdTickets() {
  const { distributor_id } = await sandboxInfo();
  const client = createApiClient<'v2'>({
    apiVersion: 'v2',
    baseUrl: location.origin,
    distributorId: distributor_id,
    language: 'en',
    currency: 'GBP',
  });
  // A session made now: a late answer to a previous test's request may have stored an old one.
  await client.startNewSession();
  await reserveTheatre(client, 'TH-EDI-01', 2);
}

/** What a load of the host page at `?tessera=checkout` does. */
async function openCheckout(): Promise<TesseraBooking> {
  const { distributor_id, publishable_key } = await sandboxInfo();
  const url = new URL(startUrl);
  url.searchParams.set('tessera', 'checkout');
  history.replaceState(null, '', url);
  const el = document.createElement('tessera-booking');
  el.setAttribute('api-base', location.origin);
  el.setAttribute('distributor', distributor_id);
  el.setAttribute('currency', 'GBP');
  el.setAttribute('stripe-key', publishable_key);
  document.body.append(el);
  return el;
}

/** The page goes away (with any Stripe dialog it showed) and loads again. */
async function reload(el: TesseraBooking): Promise<TesseraBooking> {
  el.remove();
  document.querySelectorAll('dialog.sx-challenge').forEach((d) => d.remove());
  return openCheckout();
}

async function toPayment() {
  await holdTickets();
  const el = await openCheckout();
  typeInto(await waitFor(() => field(el, 'Email'), 10000), 'ada@example.com');
  typeInto(field(el, 'First name')!, 'Ada');
  typeInto(field(el, 'Last name')!, 'Lovelace');
  typeInto(field(el, 'Mobile number')!, '+447700900123');
  button(el, 'Continue')!.click();
  await waitFor(() => field(el, 'Card number'), 10000);
  return el;
}

describe('checkout: a reload during payment', function () {
  this.timeout(40000);
  let el: TesseraBooking | undefined;
  beforeEach(async () => {
    sessionStorage.clear();
    await resetSandbox();
  });
  afterEach(() => {
    el?.remove();
    el = undefined;
    document.querySelectorAll('dialog.sx-challenge').forEach((d) => d.remove());
    history.replaceState(null, '', startUrl);
    sessionStorage.clear();
  });

  it('shows the same payment again, without a second PUT reservations, and pays to PAID', async () => {
    el = await toPayment();
    expect(await puts()).to.equal(1);
    const confirmsBefore = stripeConfirms();
    el = await reload(el);
    await waitFor(() => field(el!, 'Card number'), 10000);
    expect(text(el)).to.contain('We kept your payment');
    expect(text(el)).to.contain('Fringe Highlights');
    expect(text(el)).not.to.contain('Your basket is empty');
    await expectAccessible(el);
    await enterCard(el, '4242 4242 4242 4242');
    (await payButton(el)).click();
    await waitFor(() => text(el!).includes('Booking confirmed'), 15000);
    expect(text(el)).to.contain('ada@example.com');
    expect(await puts()).to.equal(1);
    expect(stripeConfirms() - confirmsBefore).to.equal(1);
    // The resumed page never opened a new booking session to look at an empty basket.
    const log = await requestLog();
    expect(log.filter((r) => r.path === '/v2/booking-session')).to.have.length(1);
    expect(
      sessionStorage.getItem(storageKey('payment', (await sandboxInfo()).distributor_id)),
    ).to.equal(null);
  });

  it('a reload after the confirmation was sent polls to PAID and never offers to pay again', async () => {
    el = await toPayment();
    await enterCard(el, '4242 4242 4242 4242');
    const before = stripeConfirms();
    (await payButton(el)).click();
    await waitFor(() => stripeConfirms() > before);
    el = await reload(el);
    const purchased = new Promise<CustomEvent>((r) =>
      el!.addEventListener('tessera-purchase', (e) => r(e), { once: true }),
    );
    // From load to the outcome, no pay button can be pressed.
    const offered: boolean[] = [];
    const watch = setInterval(() => offered.push(pressable(button(el!, /^Pay /))), 20);
    await waitFor(() => text(el!).includes('Booking confirmed'), 15000);
    clearInterval(watch);
    expect(offered.some(Boolean)).to.equal(false);
    expect((await purchased).detail.items[0].quantity).to.equal(2);
    expect(stripeConfirms() - before).to.equal(1);
    expect(await puts()).to.equal(1);
  });

  it('a reload during a 3D Secure challenge shows the challenge again, not the card form', async () => {
    el = await toPayment();
    await enterCard(el, '4000 0025 0000 3155');
    const before = stripeConfirms();
    (await payButton(el)).click();
    await challengeButton('Complete authentication');
    el = await reload(el);
    (await challengeButton('Complete authentication')).click();
    await waitFor(() => text(el!).includes('Booking confirmed'), 15000);
    expect(stripeConfirms() - before).to.equal(1);
    expect(await puts()).to.equal(1);
  });

  it('a reload after a declined card (SUSPENDED) explains it and takes another card', async () => {
    el = await toPayment();
    await enterCard(el, '4000 0000 0000 9995');
    (await payButton(el)).click();
    await waitFor(() => text(el!).includes('Card not accepted'));
    el = await reload(el);
    await waitFor(() => text(el!).includes('Your card needs another try'), 10000);
    await waitFor(() => field(el!, 'Card number'), 10000);
    await enterCard(el, '4242 4242 4242 4242');
    (await payButton(el)).click();
    await waitFor(() => text(el!).includes('Booking confirmed'), 15000);
    expect(await puts()).to.equal(1);
  });

  it('a processing error (FAILED) is final: explained with the transaction id, nothing to pay', async () => {
    el = await toPayment();
    const { distributor_id } = await sandboxInfo();
    const kept = JSON.parse(sessionStorage.getItem(storageKey('payment', distributor_id))!);
    const errors: CustomEvent[] = [];
    el.addEventListener('tessera-error', (e) => errors.push(e));
    await enterCard(el, '4000 0000 0000 0119');
    const before = stripeConfirms();
    (await payButton(el)).click();
    await waitFor(() => text(el!).includes('Your payment could not be completed'), 10000);
    const shown = text(el);
    expect(shown).to.contain('Nothing more will be charged');
    expect(shown).to.contain('contact customer support');
    expect(shown).to.contain(kept.transaction_id);
    expect(shown).to.contain('2 tickets · Fringe Highlights');
    expect(shown).not.to.contain('Booking reference');
    expect(field(el, 'Card number')).to.equal(undefined);
    expect(button(el, /^Pay /)).to.equal(undefined);
    expect(errors.map((e) => [e.detail.step, e.detail.status, e.detail.code])).to.deep.equal([
      ['checkout', null, 'FAILED'],
    ]);
    // The kept payment is forgotten: a reload has nothing to resume, so nothing to pay again.
    expect(sessionStorage.getItem(storageKey('payment', distributor_id))).to.equal(null);
    expect(stripeConfirms() - before).to.equal(1);
    await expectAccessible(el);
    button(el, 'Start a new booking')!.click();
    expect(new URL(location.href).searchParams.get('tessera')).to.match(/^search/);
  });

  it('a payment found FAILED after a reload is shown as final, never the card form', async () => {
    el = await toPayment();
    const { distributor_id } = await sandboxInfo();
    const kept = JSON.parse(sessionStorage.getItem(storageKey('payment', distributor_id))!);
    // The confirmation reached the provider while this page was away, and failed.
    const intent = kept.client_secret.split('_secret_')[0];
    const card = { number: '4000000000000119', exp_month: 12, exp_year: 2034, cvc: '123' };
    await control('POST', `/__sandbox/stripe/payment_intents/${intent}/confirm`, {
      client_secret: kept.client_secret,
      payment_method: { card },
    });
    el = await reload(el);
    await waitFor(() => text(el!).includes('Your payment could not be completed'), 10000);
    expect(text(el)).to.contain(kept.transaction_id);
    expect(text(el)).not.to.contain('We kept your payment');
    expect(field(el, 'Card number')).to.equal(undefined);
    expect(button(el, /^Pay /)).to.equal(undefined);
    expect(sessionStorage.getItem(storageKey('payment', distributor_id))).to.equal(null);
    expect(await puts()).to.equal(1);
  });

  it('"Start a new booking" asks first, then forgets the payment: the next load has nothing to resume', async () => {
    el = await toPayment();
    el = await reload(el);
    await waitFor(() => field(el!, 'Card number'), 10000);
    const root = button(el, 'Start a new booking')!.getRootNode() as ShadowRoot;
    const focused = () => root.activeElement?.textContent?.trim();
    // One press (it is the next stop after Pay) only asks; the safe answer has focus.
    button(el, 'Start a new booking')!.click();
    await waitFor(() => focused() === 'Keep my booking');
    expect(new URL(location.href).searchParams.get('tessera')).to.match(/^checkout/);
    // Escape keeps the booking, and focus goes back where it was.
    root.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    await waitFor(() => focused() === 'Start a new booking');
    expect(field(el, 'Card number')).to.not.equal(undefined);
    button(el, 'Start a new booking')!.click();
    await waitFor(() => button(el!, 'Yes, start a new booking'));
    button(el, 'Yes, start a new booking')!.click();
    const { distributor_id } = await sandboxInfo();
    expect(sessionStorage.getItem(storageKey('payment', distributor_id))).to.equal(null);
    expect(new URL(location.href).searchParams.get('tessera')).to.match(/^search/);
    expect(el.querySelector('[slot="payment"]')).to.equal(null);
    el = await reload(el);
    await waitFor(() =>
      text(el!).includes('Your basket is empty, so there is nothing to pay for yet.'),
    );
    // The basket step's own read settles before the next test clears the storage.
    await waitFor(() => text(el!).includes('Find something to book'));
    expect(await puts()).to.equal(1);
  });

  it('the basket, opened during a payment, offers to return to it', async () => {
    el = await toPayment();
    el.navigate({ view: 'basket', query: {} });
    const back = await waitFor(() => button(el!, 'Return to payment'), 10000);
    expect(text(el)).to.contain('Your payment is still open');
    back.click();
    await waitFor(() => field(el!, 'Card number'), 10000);
    expect(await puts()).to.equal(1);
  });

  it('adding tickets to a new basket forgets a kept payment', async () => {
    el = await toPayment();
    const { distributor_id } = await sandboxInfo();
    expect(sessionStorage.getItem(storageKey('payment', distributor_id))).not.to.equal(null);
    // What a purchase step tells the store the root provides once the API made a reservation.
    (el as unknown as { _store: BookingStore })._store.added();
    expect(sessionStorage.getItem(storageKey('payment', distributor_id))).to.equal(null);
  });
});
