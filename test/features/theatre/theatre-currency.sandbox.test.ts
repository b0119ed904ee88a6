import { expect } from '@open-wc/testing';
import { holdTheatreTickets } from '../hold-tickets.js';
import { waitFor } from '../sandbox-helpers.js';
import { button, choose, pickFirstPerformance, shadow, waitForCombobox } from './queries.js';
import {
  mountTheatre,
  newClient,
  resetSandbox,
  sandboxRequests,
  type TheatreTestHost,
} from './theatre-host.js';

describe('theatre purchase step: a basket in another currency', function () {
  this.timeout(30000);
  let host: TheatreTestHost | undefined;
  beforeEach(resetSandbox);
  afterEach(() => {
    host?.remove();
    host = undefined;
  });

  it("prices a show in the basket's currency when it is sold in it, says why, and adds to the same basket (no code 24)", async () => {
    // The distributor prefers GBP; the basket already holds a Barcelona show bought in EUR. The
    // London show is sold in GBP, EUR and USD: one basket is paid in one currency, so EUR.
    const client = await newClient('GBP');
    await holdTheatreTickets(client, 'TH-BCN-02', 'EUR');
    host = await mountTheatre('TH-LON-03', {}, client);
    const root = shadow(host);
    await pickFirstPerformance(host);
    await waitFor(() =>
      [...root.querySelectorAll<HTMLElement>('[role=note]')].find((n) =>
        n.textContent?.includes('Prices are in EUR, the currency of your basket.'),
      ),
    );
    expect(root.textContent ?? '').not.to.contain('Your basket is in EUR');
    choose(await waitForCombobox(root, /^Adult tickets/), 2);
    expect(shadow(host).textContent).to.contain('€');
    button(root, 'Add to basket')!.click();
    const posts = async () =>
      (await sandboxRequests()).filter(
        (r) => r.method === 'POST' && r.path === '/v2/theater-events/reservations',
      );
    for (let i = 0; i < 200 && (await posts()).length < 2; i++)
      await new Promise((r) => setTimeout(r, 50));
    const sent = await posts();
    expect(
      sent.map((r) => r.status),
      'both bookings were accepted',
    ).to.deep.equal([200, 200]);
    const basket = (await client.getReservations({})) as {
      reservations: { currency: string }[];
    };
    expect(basket.reservations.map((r) => r.currency)).to.deep.equal(['EUR', 'EUR']);
    await expect(host).to.be.accessible();
  });
});
