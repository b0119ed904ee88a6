/** tessera-add-payment-info: once per payment, however many checkout elements show it. */
import { expect, html } from '@open-wc/testing';
import '../../../src/features/checkout/tessera-checkout.js';
import type { TesseraCheckout } from '../../../src/features/checkout/tessera-checkout.js';
import { paymentInfoKey, reportPaymentInfo } from '../../../src/features/checkout/payment-info.js';
import type { SummaryReservation } from '../../../src/state/rules/basket.js';
import type { TesseraClient } from '../../../src/state/client-context.js';
import {
  button,
  field,
  makeClient,
  mount,
  reserveTheatre,
  resetSandbox,
  sandboxInfo,
  text,
  typeInto,
  waitFor,
  loadStripeStandIn,
  pressable,
} from './helpers.js';

before(loadStripeStandIn);

const reservation = (id: string) =>
  ({
    reservation_id: id,
    attraction_id: 'TH-EDI-01',
    attraction_name: 'Fringe Highlights',
    attraction_type_id: 1,
    city: 'Edinburgh',
    currency: 'GBP',
    total_price: 5000,
    number_of_tickets: 2,
    tickets: [],
  }) as unknown as SummaryReservation;

describe('tessera-add-payment-info once per payment', function () {
  this.timeout(40000);
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    document.querySelectorAll('tessera-test-host').forEach((h) => h.remove());
    sessionStorage.clear();
  });

  it('a transaction is announced once per tab; another transaction or distributor again', () => {
    const target = document.createElement('div');
    const seen: CustomEvent[] = [];
    target.addEventListener('tessera-add-payment-info', (e) => seen.push(e));
    const report = (distributor: string, transactionId: string | undefined, ids: string[]) =>
      reportPaymentInfo(
        Object.assign(target, {
          distributor,
          basket: { reservations: ids.map(reservation) },
          dataLayer: false,
        }),
        transactionId,
        'card',
      );
    expect(report('d1', 'tx-1', ['r1'])).to.equal(true);
    expect(report('d1', 'tx-1', ['r1'])).to.equal(false);
    expect(report('d1', 'tx-2', ['r2'])).to.equal(true);
    expect(report('d2', 'tx-2', ['r2'])).to.equal(true);
    // Before a saved payment method's confirmation there is no transaction: the basket stands in.
    expect(report('d1', undefined, ['r3', 'r4'])).to.equal(true);
    expect(report('d1', undefined, ['r4', 'r3'])).to.equal(false);
    expect(report('d1', undefined, [])).to.equal(false);
    expect(seen).to.have.length(4);
    expect(seen[0].detail).to.include({ payment_type: 'card', currency: 'GBP', value: 50 });
    expect(JSON.parse(sessionStorage.getItem(paymentInfoKey('d1'))!)).to.match(/^basket:/);
  });

  async function openCheckout(client: TesseraClient, seen: CustomEvent[]) {
    const { distributor_id, publishable_key } = await sandboxInfo();
    const el = await mount<TesseraCheckout>(
      client,
      html`<tessera-checkout
        distributor=${distributor_id}
        publishable-key=${publishable_key}
        @tessera-add-payment-info=${(e: CustomEvent) => seen.push(e)}
      ></tessera-checkout>`,
      {},
      distributor_id,
    );
    return el;
  }

  async function pay(el: Element, number: string) {
    typeInto(await waitFor(() => field(el, 'Card number'), 10000), number);
    typeInto(field(el, 'Expiration date')!, '12 / 34');
    typeInto(field(el, 'Security code')!, '123');
    const pay = await waitFor(() => {
      const b = button(el, /^Pay /);
      return pressable(b) ? b : undefined;
    }, 10000);
    pay.click();
  }

  it('leaving for the basket after a declined card and paying on return sends it once', async () => {
    await resetSandbox();
    const client = await makeClient();
    await reserveTheatre(client, 'TH-EDI-01', 2);
    const seen: CustomEvent[] = [];
    let el = await openCheckout(client, seen);
    typeInto(await waitFor(() => field(el, 'Email'), 10000), 'ada@example.com');
    typeInto(field(el, 'First name')!, 'Ada');
    typeInto(field(el, 'Last name')!, 'Lovelace');
    typeInto(field(el, 'Mobile number')!, '+447700900123');
    button(el, 'Continue')!.click();
    await pay(el, '4000 0000 0000 0002');
    await waitFor(() => text(el).includes('Card not accepted'), 10000);
    expect(seen).to.have.length(1);
    // The basket step replaces checkout; "Return to payment" makes a new checkout element.
    el.parentElement!.remove();
    el = await openCheckout(client, seen);
    await pay(el, '4242 4242 4242 4242');
    await waitFor(() => text(el).includes('Booking confirmed'), 15000);
    expect(seen).to.have.length(1);
    expect(seen[0].detail.payment_type).to.equal('card');
  });
});
