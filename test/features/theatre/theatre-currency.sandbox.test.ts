import { expect } from '@open-wc/testing';
import type { StepRequestDetail } from '../../../src/features/theatre/events.js';
import { isoDate } from '../../../src/components/format.js';
import type { TesseraClient } from '../../../src/state/client-context.js';
import { waitFor } from '../sandbox-helpers.js';
import {
  button,
  choose,
  listen,
  pickFirstPerformance,
  shadow,
  waitForCombobox,
} from './queries.js';
import {
  mountTheatre,
  newClient,
  resetSandbox,
  sandboxRequests,
  type TheatreTestHost,
} from './theatre-host.js';

/** Puts tickets of a Barcelona event, paid in EUR, in the client's basket. */
async function holdEurTickets(client: TesseraClient) {
  const event = await client.getTheaterEvent('TH-BCN-02', {
    date_start: isoDate(),
    size: 1,
    currency: 'EUR',
  });
  const type = event.instances[0].price_bands[0].price_types[0];
  await client.reserveTheater({
    attraction_id: 'TH-BCN-02',
    instance_id: event.instances[0].instance_id,
    currency: 'EUR',
    tickets: [
      {
        price_type_id: type.price_type_id,
        number_of_tickets: type.valid_splits?.[0] ?? 1,
        booking_fee: type.min_booking_fee.EUR,
      },
    ],
    to_basket: true,
  });
}

describe('theatre purchase step: a basket in another currency', function () {
  this.timeout(30000);
  let host: TheatreTestHost | undefined;
  beforeEach(resetSandbox);
  afterEach(() => {
    host?.remove();
    host = undefined;
  });

  it('explains a basket in another currency before reserving and offers the basket (code 24)', async () => {
    const client = await newClient('GBP');
    await holdEurTickets(client);
    host = await mountTheatre('TH-LON-05', {}, client);
    const root = shadow(host);
    await pickFirstPerformance(host);
    choose(await waitForCombobox(root, /^Adult tickets/), 2);
    button(root, 'Add to basket')!.click();
    const alert = await waitFor(() =>
      [...root.querySelectorAll<HTMLElement>('[role=alert]')].find((n) =>
        n.textContent?.includes('Your basket is in EUR'),
      ),
    );
    expect(alert.textContent).to.contain('Complete or empty your basket to buy this in GBP.');
    const posts = (await sandboxRequests()).filter(
      (r) => r.method === 'POST' && r.path === '/v2/theater-events/reservations',
    );
    expect(posts, 'only the EUR booking was sent').to.have.length(1);
    await expect(host).to.be.accessible();

    const steps = listen<StepRequestDetail>('tessera-step-request');
    button(alert, 'Open the basket')!.click();
    steps.stop();
    expect(steps.seen.map((s) => s.step)).to.deep.equal(['basket']);
  });
});
