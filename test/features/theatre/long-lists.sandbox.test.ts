import { expect } from '@open-wc/testing';
import { isoDate } from '../../../src/components/format.js';
import { waitFor } from '../sandbox-helpers.js';
import { button, choose, shadow, text, waitForButton, waitForCombobox } from './queries.js';
import { mountTheatre, resetSandbox, type TheatreTestHost } from './theatre-host.js';

/**
 * The theatre step with long lists of performances (TH-LON-01 has 90+ in the sandbox): the
 * performance the attraction step chose opens chosen whatever page it is on, a choice survives
 * paging, and no impossible count ("up to 0", "0 of 0", "0 left") is ever shown.
 */

const pressed = (host: TheatreTestHost) =>
  shadow(host).querySelector<HTMLButtonElement>('.performance[aria-pressed="true"]');

async function performances(host: TheatreTestHost, size: number) {
  const event = await host.client!.getTheaterEvent('TH-LON-01', {
    date_start: isoDate(),
    size,
    currency: 'GBP',
  });
  return event.instances;
}

/** The step opened the way the shell opens it from the attraction step: with `performance-id`. */
async function openWith(performanceId: string) {
  const host = await mountTheatre('TH-LON-01');
  host.step.performanceId = performanceId;
  await host.step.updateComplete;
  return host;
}

describe('theatre step with many performances', function () {
  this.timeout(40000);
  let host: TheatreTestHost | undefined;
  beforeEach(resetSandbox);
  afterEach(() => {
    host?.remove();
    host = undefined;
  });

  for (const nth of [9, 10, 23]) {
    it(`opens with the ${nth}th performance chosen, on its page, tickets ready`, async () => {
      host = await mountTheatre('TH-LON-01');
      const wanted = (await performances(host, 30))[nth - 1];
      host.remove();
      host = await openWith(wanted.instance_id);
      const chosen = await waitFor(() => pressed(host!));
      expect(chosen.dataset.performance).to.equal(wanted.instance_id);
      expect(chosen.querySelector('time')!.dateTime).to.equal(wanted.start_datetime);
      // Its tickets are offered at once: the step knows which performance is being booked.
      const adult = await waitForCombobox(shadow(host), /^Adult tickets, Stalls/);
      choose(adult, 2);
      await host.step.updateComplete;
      expect(text(shadow(host))).to.match(/2 × Adult/);
      expect(text(shadow(host))).not.to.contain('Choose a performance to see its prices.');
    });
  }

  it('keeps the chosen performance and its tickets while the buyer looks at later dates', async () => {
    host = await mountTheatre('TH-LON-01');
    const root = shadow(host);
    const first = await waitFor(() => root.querySelector<HTMLButtonElement>('.performance'));
    const when = first.querySelector('time')!.dateTime;
    first.click();
    choose(await waitForCombobox(root, /^Adult tickets, Stalls/), 2);
    await host.step.updateComplete;

    (await waitForButton(root, 'Later dates')).click();
    await waitFor(() => text(root).includes('Page 2 of'));
    await waitFor(() => !root.querySelector('[aria-busy="true"]') && pressed(host!) === null);
    // Nothing on this page is chosen, yet the choice and its tickets stay.
    expect(text(root)).to.match(/Chosen: .*It stays chosen while you look at other dates\./);
    expect(text(root)).to.match(/2 × Adult/);
    expect(button(root, 'Add to basket')).to.not.equal(undefined);

    (await waitForButton(root, 'Earlier dates')).click();
    const back = await waitFor(() => pressed(host!));
    expect(back.querySelector('time')!.dateTime).to.equal(when);
    expect(text(root)).to.match(/2 × Adult/);
  });

  it('reserves the performance chosen on an earlier page after paging on', async () => {
    host = await mountTheatre('TH-LON-03');
    const root = shadow(host);
    (await waitForButton(root, 'Later dates')).click();
    await waitFor(
      () => text(root).includes('Page 2 of') && !root.querySelector('[aria-busy="true"]'),
    );
    const later = await waitFor(() => root.querySelector<HTMLButtonElement>('.performance'));
    const performance = later.dataset.performance!;
    const when = later.querySelector('time')!.dateTime;
    later.click();
    choose(await waitForCombobox(root, /^Adult tickets/), 2);
    (await waitForButton(root, 'Later dates')).click();
    await waitFor(
      () => text(root).includes('Page 3 of') && !root.querySelector('[aria-busy="true"]'),
    );
    (await waitForButton(root, 'Add to basket')).click();
    await waitFor(() => !/2\s×\sAdult/.test(host!.step.shadowRoot!.textContent!));
    const summary = await host.client!.getReservations();
    expect(summary.reservations).to.have.length(1);
    expect(Date.parse(summary.reservations[0].start_datetime)).to.equal(Date.parse(when));
    expect(performance).to.be.a('string');
  });

  it('says when the performance of a link is no longer on sale, and lets the buyer choose another', async () => {
    host = await openWith('TH-LON-01-19990101-1930');
    const root = shadow(host);
    await waitFor(() => text(root).includes('The performance you chose is no longer on sale.'));
    expect(pressed(host)).to.equal(null);
    const other = await waitFor(() => root.querySelector<HTMLButtonElement>('.performance'));
    other.click();
    await waitForCombobox(root, /^Adult tickets, Stalls/);
    expect(text(root)).not.to.contain('no longer on sale');
  });

  it('shows the seating plan only once tickets are chosen: never "up to 0" seats', async () => {
    host = await mountTheatre('TH-LON-01');
    const root = shadow(host);
    (await waitFor(() => root.querySelector<HTMLButtonElement>('.performance'))).click();
    await waitForCombobox(root, /^Adult tickets, Stalls/);
    await waitFor(() => text(root).includes('3. Choose your seats'), 15000);
    await waitFor(() => !root.querySelector('.seats[aria-busy]'), 15000);
    expect(root.querySelector('tessera-seat-map')).to.equal(null);
    expect(text(root)).to.contain('Choose tickets first, then pick a seat for each on the plan.');
    choose(await waitForCombobox(root, /^Adult tickets, Stalls/), 2);
    await host.step.updateComplete;
    const map = await waitFor(() => root.querySelector('tessera-seat-map'));
    expect(map.maxSeats).to.equal(2);
    expect(text(root)).to.contain('Pick 2 seats in one row');
    expect(text(root)).not.to.match(/up to 0|0 of 0|\b0 left/i);
  });

  it('names the booking fee in plain words beside each ticket: price + booking fee = per ticket', async () => {
    host = await mountTheatre('TH-LON-03');
    const root = shadow(host);
    (await waitFor(() => root.querySelector<HTMLButtonElement>('.performance'))).click();
    const adult = await waitForCombobox(root, /^Adult tickets/);
    const line = (adult.closest('li')!.textContent ?? '').replace(/\s+/g, ' ');
    const [, full, price, fee] =
      /£(\d+\.\d\d) per ticket £(\d+\.\d\d) ticket price \+ £(\d+\.\d\d) booking fee/.exec(line)!;
    expect(Number(price) + Number(fee)).to.be.closeTo(Number(full), 0.001);
    expect(line).not.to.contain('Fee range');
  });
});
