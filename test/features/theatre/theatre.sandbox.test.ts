import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { AddToCartDetail, StepRequest as StepRequestDetail } from '../../../src/events.js';
import type { TesseraSeatMap } from '../../../src/components/seat-map/tessera-seat-map.js';
import { waitFor } from '../sandbox-helpers.js';
import {
  button,
  choose,
  combobox,
  listen,
  pickFirstPerformance,
  shadow,
  text,
  waitForCombobox,
} from './queries.js';
import {
  mountTheatre,
  resetSandbox,
  sandboxRequests,
  type TheatreTestHost,
} from './theatre-host.js';

type TheatreTicket = { price_type_id: string; seatmap_seat_id: string | null };

/** The seat map once its plan is painted, and a seat's circle inside it. */
async function seatMap(host: TheatreTestHost): Promise<TesseraSeatMap> {
  return waitFor(() => {
    const map = shadow(host).querySelector('tessera-seat-map');
    return map?.shadowRoot?.querySelector('circle.seat') ? map : undefined;
  }, 15000);
}

function seat(map: TesseraSeatMap, id: string): SVGCircleElement {
  return map.shadowRoot!.querySelector<SVGCircleElement>(`circle#${id}`)!;
}

/** A real mouse click in the middle of a seat. */
async function clickSeat(map: TesseraSeatMap, id: string) {
  seat(map, id).scrollIntoView({ block: 'center', inline: 'center' });
  const box = seat(map, id).getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}

async function reservedTickets(host: TheatreTestHost): Promise<TheatreTicket[]> {
  const summary = await host.client!.getReservations();
  return summary.reservations.flatMap((r) => r.tickets as TheatreTicket[]);
}

/** axe on the step with its seat map, colour contrast included. */
async function expectMapAccessible(host: TheatreTestHost) {
  await expect(host).to.be.accessible();
}

describe('theatre purchase step against the sandbox', function () {
  this.timeout(40000);
  let host: TheatreTestHost | undefined;
  beforeEach(resetSandbox);
  afterEach(() => {
    host?.remove();
    host = undefined;
  });

  it('books general admission tickets by count and tells the host page', async () => {
    host = await mountTheatre('TH-LON-03');
    const root = shadow(host);
    await waitFor(() => root.querySelector('.performance'));
    await expect(host).to.be.accessible();
    await pickFirstPerformance(host);
    const adult = await waitForCombobox(root, /^Adult tickets/);
    choose(adult, 2);
    await host.step.updateComplete;
    // The buyer sees the full price per ticket and the total before reserving.
    expect(text(root)).to.match(/£\d+\.\d\d per ticket/);
    expect(text(root)).to.match(/2 × Adult.*Total, booking fees included £\d+\.\d\d/);
    // The rule above the total runs from the label to the amount, unbroken.
    const [label, amount] = [...root.querySelectorAll('.lines .total')].map((e) =>
      e.getBoundingClientRect(),
    );
    expect(amount!.left - label!.right).to.be.closeTo(0, 0.5);
    expect(root.querySelector('tessera-seat-map')).to.equal(null);
    await expect(host).to.be.accessible();

    const carts = listen<AddToCartDetail>('tessera-add-to-cart');
    const steps = listen<StepRequestDetail>('tessera-step-request');
    button(root, 'Add to basket')!.click();
    await waitFor(() => steps.seen.length > 0);
    carts.stop();
    steps.stop();
    expect(steps.seen[0].step).to.equal('basket');
    const cart = carts.seen[0];
    expect(cart.currency).to.equal('GBP');
    expect(cart.items.map((i) => [i.item_id, i.item_category, i.quantity])).to.deep.equal([
      ['TH-LON-03', 'Theatre', 2],
    ]);
    expect(cart.value).to.be.closeTo(cart.items[0].price! * 2, 0.001);
    const tickets = await reservedTickets(host);
    expect(tickets).to.have.length(2);
    expect(steps.seen[0].params?.reservationId).to.be.a('string');
    const posts = (await sandboxRequests()).filter(
      (r) => r.method === 'POST' && r.path === '/v2/theater-events/reservations',
    );
    expect(posts.map((r) => r.status)).to.deep.equal([200]);

    // Back for more: the step knows what the basket holds now (max per order, code 53).
    await waitFor(() => text(root).includes('2 already in your basket.'));
    expect(text(root)).to.contain('Already in your basket for this performance');
    expect(combobox(root, /^Adult tickets/)!.disabled).to.equal(true);
  });

  it('books two seats in one row picked with the mouse', async () => {
    host = await mountTheatre('TH-LON-01');
    const root = shadow(host);
    await pickFirstPerformance(host);
    choose(await waitForCombobox(root, /^Adult tickets, Stalls/), 2);
    const map = await seatMap(host);
    await clickSeat(map, 'STALLS-C-5');
    await clickSeat(map, 'STALLS-C-6');
    await waitFor(() => map.selected.length === 2);
    await expectMapAccessible(host);

    const steps = listen<StepRequestDetail>('tessera-step-request');
    button(root, 'Add to basket')!.click();
    await waitFor(() => steps.seen.length > 0);
    steps.stop();
    const seats = (await reservedTickets(host)).map((t) => t.seatmap_seat_id).sort();
    expect(seats).to.deep.equal(['STALLS-C-5', 'STALLS-C-6']);
  });

  it('books seats with the keyboard alone', async () => {
    host = await mountTheatre('TH-LON-01');
    const root = shadow(host);
    const first = await waitFor(() => root.querySelector<HTMLButtonElement>('.performance'));
    first.focus();
    await sendKeys({ press: 'Enter' });
    const adult = await waitForCombobox(root, /^Adult tickets, Stalls/);
    adult.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => adult.value === '2');
    const map = await seatMap(host);
    map.shadowRoot!.querySelector<HTMLElement>('.viewport')!.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => map.selected.length === 2);
    button(root, 'Add to basket')!.focus();
    const steps = listen<StepRequestDetail>('tessera-step-request');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => steps.seen.length > 0);
    steps.stop();
    const seats = (await reservedTickets(host)).map((t) => t.seatmap_seat_id);
    expect(seats).to.have.length(2);
    expect(new Set(seats.map((s) => s!.split('-').slice(0, 2).join('-'))).size).to.equal(1);
  });

  it('pages through performances grouped by venue date and marks provisional dates', async () => {
    host = await mountTheatre('TH-EDI-01');
    const root = shadow(host);
    const ids = () =>
      [...root.querySelectorAll<HTMLButtonElement>('.performance')].map(
        (b) => b.dataset.performance!,
      );
    await waitFor(() => ids().length > 0);
    expect(text(root)).to.contain('Times are local to the venue (United Kingdom Time)');
    expect(root.querySelectorAll('.days h4').length).to.be.greaterThan(0);
    expect(button(root, 'Earlier dates')!.getAttribute('aria-disabled')).to.equal('true');
    const first = ids();
    button(root, 'Later dates')!.click();
    await waitFor(() => ids().length > 0 && ids()[0] !== first[0]);
    const second = ids();
    expect(second.filter((id) => first.includes(id))).to.deep.equal([]);
    expect(second[0] > first[first.length - 1]).to.equal(true);
    expect(button(root, 'Earlier dates')!.getAttribute('aria-disabled')).to.equal('false');
    // This venue's dates more than 30 days ahead are provisional (and a few nearer ones, by the
    // sandbox's dice of the day): page on to the first that is marked.
    const badges = () => [...root.querySelectorAll('.performance .badge')];
    for (let page = 0; badges().length === 0 && page < 20; page++) {
      const before = ids()[0];
      button(root, 'Later dates')!.click();
      await waitFor(() => ids().length > 0 && ids()[0] !== before);
    }
    expect(badges().length).to.be.greaterThan(0);
    expect(badges()[0]!.textContent).to.contain('Provisional date');
    // In the attraction page's colour for it (a caution, the status warning background), not the
    // purple of information it was, so the same mark reads the same on both screens.
    const probe = document.createElement('span');
    probe.style.background = 'var(--tessera-status-warning-background)';
    badges()[0]!.append(probe);
    const warning = getComputedStyle(probe).backgroundColor;
    probe.remove();
    expect(warning).to.match(/^rgb\(/);
    expect(getComputedStyle(badges()[0]!).backgroundColor).to.equal(warning);
    expect(text(root)).to.contain('A provisional date may still change.');
    await expect(host).to.be.accessible();
  });
});

describe('the performance list on a 320 px phone', function () {
  this.timeout(40000);
  beforeEach(resetSandbox);

  it("keeps each performance's button within its day's row", async () => {
    const host = await mountTheatre('TH-EDI-01');
    // The width <tessera-booking> gives a step on a 320 px screen (16 px either side).
    host.style.inlineSize = '288px';
    try {
      const root = shadow(host);
      await waitFor(() => root.querySelectorAll('.performance').length > 0);
      // A provisional date's badge makes the widest button: page on to one.
      const badges = () => root.querySelectorAll('.performance .badge');
      for (let page = 0; badges().length === 0 && page < 20; page++) {
        const before = root.querySelector<HTMLElement>('.performance')!.dataset.performance;
        button(root, 'Later dates')!.click();
        await waitFor(
          () => root.querySelector<HTMLElement>('.performance')?.dataset.performance !== before,
        );
      }
      expect(badges().length).to.be.greaterThan(0);
      const past = [...root.querySelectorAll<HTMLElement>('.days > li')].flatMap((day) => {
        const row = day.getBoundingClientRect();
        return [...day.querySelectorAll<HTMLElement>('.performance')]
          .map((b) => b.getBoundingClientRect())
          .filter((b) => b.right > row.right + 0.5 || b.left < row.left - 0.5)
          .map(
            (b) =>
              `${day.querySelector('h4')?.textContent}: ${b.left}–${b.right} past ${row.left}–${row.right}`,
          );
      });
      expect(past).to.deep.equal([]);
    } finally {
      host.remove();
    }
  });
});
