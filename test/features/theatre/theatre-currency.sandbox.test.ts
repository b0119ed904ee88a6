import { expect } from '@open-wc/testing';
import type { StepRequest as StepRequestDetail } from '../../../src/events.js';
import { holdTheatreTickets } from '../hold-tickets.js';
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
    await holdTheatreTickets(client, 'TH-BCN-02', 'EUR');
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
