import { expect, html } from '@open-wc/testing';
import '../../../src/features/checkout/tessera-checkout.js';
import type { TesseraCheckout } from '../../../src/features/checkout/tessera-checkout.js';
import {
  basketSignature,
  beginCheckoutKey,
  firstCheckoutOf,
} from '../../../src/features/checkout/begin-checkout.js';
import type { TesseraClient } from '../../../src/state/client-context.js';
import {
  field,
  makeClient,
  mount,
  reserveTheatre,
  reserveTour,
  resetSandbox,
  waitFor,
} from './helpers.js';

describe('begin_checkout once per basket', function () {
  this.timeout(30000);
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    document.querySelectorAll('tessera-test-host').forEach((h) => h.remove());
    sessionStorage.clear();
  });

  it('a set of reservations is announced once, in any order; a changed set again', () => {
    expect(firstCheckoutOf('d1', ['r1', 'r2'])).to.equal(true);
    expect(firstCheckoutOf('d1', ['r2', 'r1'])).to.equal(false);
    expect(firstCheckoutOf('d1', ['r1', 'r2', 'r3'])).to.equal(true);
    expect(firstCheckoutOf('d1', ['r1'])).to.equal(true);
    // Another distributor's widget on the same page keeps its own record.
    expect(firstCheckoutOf('d2', ['r1'])).to.equal(true);
    expect(firstCheckoutOf('d1', [])).to.equal(false);
    expect(JSON.parse(sessionStorage.getItem(beginCheckoutKey('d1'))!)).to.equal(
      basketSignature(['r1']),
    );
  });

  /** Opens the checkout step for the client's basket and collects its begin-checkout events. */
  async function openCheckout(client: TesseraClient, seen: CustomEvent[]) {
    const el = await mount<TesseraCheckout>(
      client,
      html`<tessera-checkout
        distributor="begin-test"
        @tessera-begin-checkout=${(e: CustomEvent) => seen.push(e)}
      ></tessera-checkout>`,
      {},
      'begin-test',
    );
    // The event goes out before the lead form shows: once the form is there, it has or has not.
    await waitFor(() => field(el, 'Email'), 10000);
    el.parentElement!.remove();
  }

  it('reopening checkout with the same basket does not fire again; a changed basket does', async () => {
    await resetSandbox();
    const client = await makeClient();
    await reserveTheatre(client, 'TH-EDI-01', 2);
    const seen: CustomEvent[] = [];
    await openCheckout(client, seen);
    // Back to the basket and forward again, and a reload: new elements, same tab.
    await openCheckout(client, seen);
    await openCheckout(client, seen);
    expect(seen).to.have.length(1);
    expect(seen[0].detail.items.map((i: { item_id: string }) => i.item_id)).to.deep.equal([
      'TH-EDI-01',
    ]);
    await reserveTour(client, 'TO-PAR-02', 2);
    await openCheckout(client, seen);
    await openCheckout(client, seen);
    expect(seen).to.have.length(2);
    expect(seen[1].detail.items.map((i: { item_id: string }) => i.item_id).sort()).to.deep.equal([
      'TH-EDI-01',
      'TO-PAR-02',
    ]);
  });
});
