import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import type { StepRequest as StepRequestDetail } from '../../../src/events.js';
import type { TesseraSeatMap } from '../../../src/components/seat-map/tessera-seat-map.js';
import { isoDate } from '../../../src/components/format.js';
import { holdTheatreTickets } from '../hold-tickets.js';
import { waitFor } from '../sandbox-helpers.js';
import {
  button,
  choose,
  listen,
  optionValues,
  pickFirstPerformance,
  shadow,
  text,
  waitForAlert,
  waitForButton,
  waitForCombobox,
} from './queries.js';
import {
  fault,
  mountTheatre,
  newClient,
  resetSandbox,
  sandboxRequests,
  type TheatreTestHost,
} from './theatre-host.js';

async function seatMap(host: TheatreTestHost): Promise<TesseraSeatMap> {
  return waitFor(() => {
    const map = shadow(host).querySelector('tessera-seat-map');
    return map?.shadowRoot?.querySelector('circle.seat') ? map : undefined;
  }, 15000);
}

async function clickSeat(map: TesseraSeatMap, id: string) {
  const circle = map.shadowRoot!.querySelector<SVGCircleElement>(`circle#${id}`)!;
  circle.scrollIntoView({ block: 'center', inline: 'center' });
  const box = circle.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}

const RESERVE = '/v2/theater-events/reservations';

async function posts(): Promise<number[]> {
  return (await sandboxRequests())
    .filter((r) => r.method === 'POST' && r.path === RESERVE)
    .map((r) => r.status ?? 0);
}

/** A second buyer, with a session of their own, holds `seats` of the Stalls at `instanceId`. */
async function rivalHolds(instanceId: string, seats: string[]) {
  const rival = await newClient();
  const event = await rival.getTheaterEvent('TH-LON-01', {
    date_start: isoDate(),
    size: 1,
    currency: 'GBP',
  });
  const adult = event.instances
    .find((i) => i.instance_id === instanceId)!
    .price_bands.find((b) => b.section_id === 'STALLS')!.price_types[0];
  await rival.reserveTheater({
    attraction_id: 'TH-LON-01',
    instance_id: instanceId,
    currency: 'GBP',
    tickets: [
      {
        price_type_id: adult.price_type_id,
        number_of_tickets: seats.length,
        booking_fee: adult.min_booking_fee.GBP,
        seats: seats.map((id) => `royal-crescent:${id}`),
      },
    ],
    to_basket: true,
  });
}

describe('theatre purchase step: refusals keep the selection', function () {
  this.timeout(60000);
  let host: TheatreTestHost | undefined;
  beforeEach(resetSandbox);
  afterEach(async () => {
    host?.remove();
    host = undefined;
    await fetch('/__sandbox/faults', { method: 'DELETE' });
  });

  it('offers only the group sizes a price type is sold in (no 3 for pairs sold in 2 or 4)', async () => {
    host = await mountTheatre('TH-BCN-02', { currency: 'EUR' });
    const root = shadow(host);
    await pickFirstPerformance(host);
    const pair = await waitForCombobox(root, /^Pair tickets/);
    expect(optionValues(pair)).to.deep.equal([0, 2, 4]);
    expect(text(root)).to.contain('Sold in groups of 2 or 4.');
    await expect(host).to.be.accessible();
  });

  it('explains every refusal code the rules prevent, keeping the tickets, then books on retry', async () => {
    host = await mountTheatre('TH-LON-03');
    const root = shadow(host);
    await pickFirstPerformance(host);
    const adult = await waitForCombobox(root, /^Adult tickets/);
    choose(adult, 2);
    await host.step.updateComplete;
    const cases: [number, number, string, string][] = [
      [400, 1, 'Choose another number of tickets', 'Change tickets'],
      [400, 2, 'One price band per booking', 'Change tickets'],
      [400, 24, 'Another currency in your basket', 'Open the basket'],
      [400, 30, 'Seats are assigned for you', 'Change tickets'],
      [400, 31, 'Too many tickets', 'Change tickets'],
      [400, 32, 'Seats in one row', 'Change tickets'],
      [400, 50, 'The booking fee changed', 'Load the prices again'],
      [400, 53, 'Already in your basket', 'Open the basket'],
      [400, 41, 'Not enough tickets left', 'Change tickets'],
      [503, 5, 'Temporarily unavailable', 'Try again'],
    ];
    for (const [status, code, title, action] of cases) {
      await fault('POST', RESERVE, status, code);
      button(root, 'Add to basket')!.click();
      const alert = await waitFor(() => {
        const a = root.querySelector<HTMLElement>('.notice.error[role=alert]');
        return a?.textContent?.includes(title) ? a : undefined;
      });
      expect(button(alert, action), `${code}: ${action}`).to.be.instanceOf(HTMLButtonElement);
      // The selection is kept: same count, same order total.
      expect(combobox2(root).value, `count after ${code}`).to.equal('2');
      expect(text(root)).to.match(/2 × Adult/);
    }
    await expect(host).to.be.accessible();
    const steps = listen<StepRequestDetail>('tessera-step-request');
    button(root, 'Try again')!.click();
    await waitFor(() => steps.seen.length > 0);
    steps.stop();
    expect(steps.seen[0].step).to.equal('basket');
    expect(await posts()).to.deep.equal([400, 400, 400, 400, 400, 400, 400, 400, 400, 503, 200]);
  });

  it('removes the conflicting reservations on code 36 and then books', async () => {
    host = await mountTheatre('TH-LON-05');
    const root = shadow(host);
    // Something else is already in this buyer's basket: a ticket of another event.
    const client = host.client!;
    await holdTheatreTickets(client, 'TH-LON-03', 'GBP', 1);
    await pickFirstPerformance(host);
    choose(await waitForCombobox(root, /^Adult tickets/), 2);
    button(root, 'Add to basket')!.click();
    const alert = await waitForAlert(root);
    expect(alert.textContent).to.contain('Cannot be booked together');
    await expect(host).to.be.accessible();
    const steps = listen<StepRequestDetail>('tessera-step-request');
    button(alert, 'Book this instead')!.click();
    await waitFor(() => steps.seen.length > 0);
    steps.stop();
    const summary = await client.getReservations();
    expect(summary.reservations.map((r) => [r.attraction_id, r.number_of_tickets])).to.deep.equal([
      ['TH-LON-05', 2],
    ]);
    const log = await sandboxRequests();
    expect(log.filter((r) => r.method === 'DELETE').map((r) => r.status)).to.deep.equal([204]);
  });

  it('tells the buyer a seat was taken by another session, refreshes the plan and keeps the rest', async () => {
    host = await mountTheatre('TH-LON-01');
    const root = shadow(host);
    const instanceId = await pickFirstPerformance(host);
    choose(await waitForCombobox(root, /^Adult tickets, Stalls/), 2);
    const map = await seatMap(host);
    expect(map.shadowRoot!.querySelector('circle#STALLS-D-3')).to.not.equal(null);

    // A second buyer, with a session of their own, holds D-3 after this plan was loaded.
    await rivalHolds(instanceId, ['STALLS-D-3']);

    await clickSeat(map, 'STALLS-D-3');
    await clickSeat(map, 'STALLS-D-4');
    await waitFor(() => map.selected.length === 2);
    button(root, 'Add to basket')!.click();
    const alert = await waitForAlert(root);
    expect(alert.textContent).to.contain('Seat just taken');
    expect(alert.textContent).to.contain('your other seats are kept');
    // The map's own line spoke of two seats picked: it goes with them.
    await waitFor(() => map.selected.length === 1);
    expect(map.shadowRoot!.querySelector('.message')!.textContent!.trim()).to.equal('');
    // The plan was loaded again: D-3 is no longer for sale, D-4 is still picked.
    await waitFor(() => map.selected.length === 1);
    expect(map.selected).to.deep.equal(['STALLS-D-4']);
    const offered = map.seatGroups.flatMap((g) => Object.keys(g.seats));
    expect(offered).to.not.include('STALLS-D-3');
    expect(offered).to.include('STALLS-D-4');
    expect(text(root)).to.contain('No longer free: Stalls, row D, seat 3.');
    const seatsLoads = (await sandboxRequests()).filter((r) => r.path.endsWith('/seats'));
    expect(seatsLoads).to.have.length(2);
    expect(await posts()).to.deep.equal([200, 400]);

    // The buyer picks a replacement and books.
    await clickSeat(map, 'STALLS-D-5');
    await waitFor(() => map.selected.length === 2);
    const steps = listen<StepRequestDetail>('tessera-step-request');
    button(root, 'Add to basket')!.click();
    await waitFor(() => steps.seen.length > 0);
    steps.stop();
    const held = (await host.client!.getReservations()).reservations.flatMap((r) =>
      (r.tickets as { seatmap_seat_id: string | null }[]).map((t) => t.seatmap_seat_id),
    );
    expect(held.sort()).to.deep.equal(['STALLS-D-4', 'STALLS-D-5']);
  });

  it('says none of the picked seats is kept when another session took them all', async () => {
    host = await mountTheatre('TH-LON-01');
    const root = shadow(host);
    const instanceId = await pickFirstPerformance(host);
    choose(await waitForCombobox(root, /^Adult tickets, Stalls/), 2);
    const map = await seatMap(host);
    await rivalHolds(instanceId, ['STALLS-D-3', 'STALLS-D-4']);
    await clickSeat(map, 'STALLS-D-3');
    await clickSeat(map, 'STALLS-D-4');
    await waitFor(() => map.selected.length === 2);
    button(root, 'Add to basket')!.click();
    const alert = await waitForAlert(root);
    await waitFor(() => map.selected.length === 0);
    expect(alert.textContent).to.contain('took the seats you picked');
    expect(alert.textContent).not.to.contain('other seats are kept');
    expect(text(root)).to.contain('No longer free: Stalls, row D, seat 3; Stalls, row D, seat 4.');
  });

  it('explains a seats answer of 400 and books by count instead', async () => {
    await fault('GET', '/v2/theater-events/TH-LON-01/instances/*/seats', 400, 0);
    host = await mountTheatre('TH-LON-01');
    const root = shadow(host);
    await pickFirstPerformance(host);
    choose(await waitForCombobox(root, /^Adult tickets, Stalls/), 2);
    await waitFor(() => text(root).includes('Seat selection is not available'));
    expect(root.querySelector('tessera-seat-map')).to.equal(null);
    expect(text(root)).to.contain('Seats will be assigned for you');
    await expect(host).to.be.accessible();
    const steps = listen<StepRequestDetail>('tessera-step-request');
    button(root, 'Add to basket')!.click();
    await waitFor(() => steps.seen.length > 0);
    steps.stop();
    const tickets = (await host.client!.getReservations()).reservations[0].tickets as {
      seatmap_seat_id: string | null;
    }[];
    expect(tickets).to.have.length(2);
  });

  it('explains a seats answer of 404 and offers another performance', async () => {
    await fault('GET', '/v2/theater-events/TH-LON-01/instances/*/seats', 404, 0);
    host = await mountTheatre('TH-LON-01');
    const root = shadow(host);
    await pickFirstPerformance(host);
    // The one error view: the performance is gone, so no Try again, only another performance.
    const view = await waitFor(() => root.querySelector('tessera-error-state')?.shadowRoot);
    await waitFor(() => text(view).includes('No longer available'));
    expect(button(view, 'Try again')).to.equal(undefined);
    const other = await waitForButton(view, 'Choose another performance');
    other.click();
    expect(host.step.shadowRoot!.activeElement?.classList.contains('performance')).to.equal(true);
  });
});

function combobox2(root: ParentNode): HTMLSelectElement {
  return [...root.querySelectorAll('select')].find((s) => s.value !== '0')!;
}
