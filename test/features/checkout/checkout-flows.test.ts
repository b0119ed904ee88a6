import { expect, html } from '@open-wc/testing';
import '../../../src/features/checkout/tessera-checkout.js';
import type { TesseraCheckout } from '../../../src/features/checkout/tessera-checkout.js';
import { storageKey } from '../../../src/storage.js';
import type { StepRequest } from '../../../src/events.js';
import type { TestHost } from './context-host.js';
import {
  button,
  control,
  field,
  injectFault,
  makeClient,
  mount,
  requestLog,
  reserveTheatre,
  reserveTour,
  resetSandbox,
  sandboxInfo,
  smsCode,
  text,
  typeInto,
  waitFor,
  expectAccessible,
  type Loose,
  loadStripeStandIn,
  enterCard,
  payButton,
} from './helpers.js';

before(loadStripeStandIn);

async function fillLead(el: Element) {
  await waitFor(() => field(el, 'Email'));
  typeInto(field(el, 'Email')!, 'ada@example.com');
  typeInto(field(el, 'First name')!, 'Ada');
  typeInto(field(el, 'Last name')!, 'Lovelace');
  typeInto(field(el, 'Mobile number')!, '+447700900123');
  button(el, 'Continue')!.click();
}

async function checkout(client: Awaited<ReturnType<typeof makeClient>>, extra = '') {
  const { publishable_key } = await sandboxInfo();
  const el = await mount<TesseraCheckout>(
    client,
    extra
      ? html`<tessera-checkout payment-method-id=${extra}></tessera-checkout>`
      : html`<tessera-checkout publishable-key=${publishable_key}></tessera-checkout>`,
  );
  return el;
}

/** A client whose getAuthToken logs in, as the distributor's own server would for the widget. */
async function savedClient() {
  const { login, password } = await sandboxInfo();
  const token = async () =>
    (await control('POST', '/v1/auth', { login, password })).token as string;
  return makeClient(undefined, token);
}

describe('tessera-checkout flows', function () {
  this.timeout(30000);
  beforeEach(resetSandbox);
  afterEach(() => {
    document.querySelectorAll('tessera-test-host').forEach((h) => h.remove());
    // A payment left unfinished is kept for a reload; the next test starts a new one.
    sessionStorage.clear();
  });

  it('a tour with attendees: same as the lead, then a 3D Secure challenge, to PAID', async () => {
    const client = await makeClient();
    await reserveTour(client, 'TO-PAR-02', 2);
    const el = await checkout(client);
    await fillLead(el);
    const attendees = await waitFor(() => el.shadowRoot!.querySelector('tessera-attendees'));
    await waitFor(() => attendees.shadowRoot!.querySelectorAll('fieldset').length === 2);
    await expectAccessible(el);
    attendees.shadowRoot!.querySelector<HTMLInputElement>('input[type=checkbox]')!.click();
    await attendees.updateComplete;
    const second = attendees.shadowRoot!.querySelectorAll('fieldset')[1]!;
    typeInto(field(second, 'First name')!, 'Charles');
    typeInto(field(second, 'Last name')!, 'Babbage');
    typeInto(field(second, 'Email')!, 'charles@example.com');
    button(attendees, 'Save attendee details')!.click();
    await enterCard(el, '4000 0025 0000 3155');
    (await payButton(el)).click();
    const complete = await waitFor(
      () =>
        [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Complete authentication',
        ),
      10000,
    );
    complete.click();
    await waitFor(() => text(el).includes('Booking confirmed'), 15000);
    const log = await requestLog();
    expect(
      log.some((r) => r.method === 'POST' && r.path === '/v1/attendees' && r.status === 204),
    ).to.equal(true);
  });

  it('verifies the lead phone when the event requires it, then pays', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-LON-03', 1);
    const el = await checkout(client);
    await fillLead(el);
    const verify = await waitFor(() => el.shadowRoot!.querySelector('tessera-phone-verification'));
    expect(verify.phone).to.equal('+447700900123');
    (await waitFor(() => button(verify, 'Text me a code'))).click();
    const input = await waitFor(() => field(verify, 'Verification code'));
    typeInto(input, await smsCode('+447700900123'));
    button(verify, 'Verify')!.click();
    await enterCard(el, '4242 4242 4242 4242');
    (await payButton(el)).click();
    await waitFor(() => text(el).includes('Booking confirmed'), 15000);
  });

  it('sends the buyer to attendee details when the confirmation answers code 25', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-EDI-01', 1);
    const el = await checkout(client);
    await injectFault({
      method: 'PUT',
      path: '/v2/reservations',
      kind: 'status',
      status: 400,
      code: 25,
    });
    await fillLead(el);
    await waitFor(() => text(el).includes('Attendee details needed'));
    // The attendees' form is a chunk of its own, fetched now that the API asks for it.
    await waitFor(() => el.shadowRoot!.querySelector('tessera-attendees') !== null);
    expect(el.shadowRoot!.querySelector('tessera-attendees')).to.be.instanceOf(HTMLElement);
  });

  it('maps payment error 1001 to waiting, and a retry prepares the payment', async () => {
    const client = await makeClient();
    await reserveTheatre(client, 'TH-EDI-01', 1);
    const el = await checkout(client);
    await injectFault({
      method: 'PUT',
      path: '/v2/reservations',
      kind: 'status',
      status: 400,
      code: 1001,
    });
    await fillLead(el);
    await waitFor(() => text(el).includes('Too many attempts'));
    await expectAccessible(el);
    button(el, 'Try again')!.click();
    await waitFor(() => field(el, 'Card number'), 10000);
  });

  it('pays with a saved payment method straight to the confirmation', async () => {
    const client = await savedClient();
    await reserveTheatre(client, 'TH-EDI-01', 1);
    const el = await checkout(client, 'pm_card_visa');
    await fillLead(el);
    (await payButton(el)).click();
    await waitFor(() => text(el).includes('Booking confirmed'), 10000);
    expect(el.querySelector('[slot="payment"]')).to.equal(null);
    const log = await requestLog();
    expect(
      log.filter((r) => r.path === '/v1/reservations/confirm').map((r) => r.status),
    ).to.deep.equal([200]);
  });

  it('a refused saved payment method shows the provider error and offers a new booking, not a card', async () => {
    const client = await savedClient();
    await reserveTheatre(client, 'TH-EDI-01', 1);
    const el = await checkout(client, 'pm_card_chargeDeclinedInsufficientFunds');
    await fillLead(el);
    (await payButton(el)).click();
    await waitFor(() => text(el).includes('Your saved payment method was not accepted'));
    expect(text(el)).to.contain('Your card has insufficient funds.');
    expect(button(el, 'Use another card')).to.equal(undefined);
    expect(el.querySelector('[slot="payment"]')).to.equal(null);
    await expectAccessible(el);
    const steps: string[] = [];
    el.addEventListener('tessera-step-request', (e) =>
      steps.push((e as CustomEvent<StepRequest>).detail.step),
    );
    button(el, 'Start a new booking')!.click();
    expect(steps).to.deep.equal(['search']);
  });

  it('a saved payment method refused for a retryable reason (1001) pays on "Try again"', async () => {
    const client = await savedClient();
    await reserveTheatre(client, 'TH-EDI-01', 1);
    const el = await checkout(client, 'pm_card_visa');
    const fault = { method: 'POST', path: '/v1/reservations/confirm', kind: 'status' };
    await injectFault({ ...fault, status: 400, code: 1001 });
    await fillLead(el);
    (await payButton(el)).click();
    await waitFor(() => text(el).includes('Too many attempts'));
    expect(button(el, 'Use another card')).to.equal(undefined);
    button(el, 'Try again')!.click();
    await waitFor(() => text(el).includes('Booking confirmed'), 10000);
    const log = await requestLog();
    expect(
      log.filter((r) => r.path === '/v1/reservations/confirm').map((r) => r.status),
    ).to.deep.equal([400, 200]);
  });

  it('a saved payment whose answer is lost is never confirmed again: the buyer is told not to pay again', async () => {
    const client = await savedClient();
    await reserveTheatre(client, 'TH-EDI-01', 1);
    const el = await checkout(client, 'pm_card_visa');
    await injectFault({ method: 'POST', path: '/v1/reservations/confirm', kind: 'drop' });
    const store = (el.parentElement as TestHost).store!;
    expect(await store.refresh()).to.equal(1);
    await fillLead(el);
    const pay = await payButton(el);
    pay.click();
    pay.click();
    await waitFor(() => text(el).includes('Your payment is still being confirmed'), 10000);
    expect(text(el)).to.contain('Do not pay again');
    expect(button(el, /^Pay /)).to.equal(undefined);
    expect(button(el, 'Check again')).to.equal(undefined);
    // PUT reservations closed the basket: the store holds nothing any more.
    expect(store.state).to.include({ held: false, tickets: 0 });
    await expectAccessible(el);
    const log = await requestLog();
    expect(log.filter((r) => r.path === '/v1/reservations/confirm')).to.have.length(1);
  });

  for (const [card, status] of [
    ['4000000000000119', 'FAILED'],
    ['4000000000000002', 'SUSPENDED'],
  ]) {
    it(`a saved payment whose transaction reads ${status} shows that outcome, with no pay button`, async () => {
      const { distributor_id } = await sandboxInfo();
      const client = await makeClient();
      await reserveTheatre(client, 'TH-EDI-01', 1);
      const summary: Loose = await client.getReservations({});
      const lead = {
        email: 'ada@example.com',
        first_name: 'Ada',
        second_name: 'Lovelace',
        phone_number: '+447700900123',
      };
      const reservations = summary.reservations;
      const ids = reservations.map((r: Loose) => r.reservation_id);
      const done: Loose = await client.confirmReservations({ ...lead, reservations: ids });
      const intent = done.client_secret.split('_secret_')[0];
      await control('POST', `/__sandbox/stripe/payment_intents/${intent}/confirm`, {
        client_secret: done.client_secret,
        payment_method: { card: { number: card, exp_month: 12, exp_year: 2034, cvc: '123' } },
      });
      // What the widget keeps once POST reservations/confirm answered: its lookup comes next.
      sessionStorage.setItem(
        storageKey('payment', distributor_id),
        JSON.stringify({
          transaction_id: done.transaction_id,
          user_id: done.user_id,
          amount: summary.total_price,
          currency: 'GBP',
          reservations,
          lead,
          confirmationSent: false,
          saved: true,
        }),
      );
      const el = await mount<TesseraCheckout>(
        client,
        html`<tessera-checkout
          distributor=${distributor_id}
          payment-method-id="pm_card_visa"
        ></tessera-checkout>`,
        {},
        distributor_id,
      );
      const title =
        status === 'FAILED'
          ? 'Your payment could not be completed'
          : 'Your saved payment method was not accepted';
      await waitFor(() => text(el).includes(title), 10000);
      expect(text(el)).to.contain(done.transaction_id);
      expect(button(el, /^Pay /)).to.equal(undefined);
      expect(button(el, 'Start a new booking')).not.to.equal(undefined);
      expect(sessionStorage.getItem(storageKey('payment', distributor_id))).to.equal(null);
    });
  }
});
