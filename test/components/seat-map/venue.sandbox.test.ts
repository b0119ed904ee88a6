import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../../src/components/seat-map/tessera-seat-map.js';
import type { TesseraSeatMap } from '../../../src/components/seat-map/tessera-seat-map.js';
import type { SeatToggleDetail } from '../../../src/components/seat-map/seat-map-types.js';
import { centre, collect, part, seatEl } from './seat-map-helpers.js';
import { forSale, sandboxVenue, type SandboxVenue } from './sandbox-venue.js';
import { tap } from './touch.js';

/** The seat map of a sandbox venue at a given width (px). */
async function venueMap(venue: SandboxVenue, width: number): Promise<TesseraSeatMap> {
  const el = await fixture<TesseraSeatMap>(html`
    <tessera-seat-map
      style=${`width: ${width}px`}
      locale="en-US"
      .svg=${venue.svg}
      .seatGroups=${venue.groups}
      .categories=${venue.categories}
    ></tessera-seat-map>
  `);
  await el.updateComplete;
  return el;
}

/** The first of `ids` whose seat is on screen and is what a finger at its centre would hit. */
function hittable(el: TesseraSeatMap, ids: readonly string[], skip: readonly string[] = []) {
  for (const id of ids) {
    if (skip.includes(id)) continue;
    const [x, y] = centre(seatEl(el, id));
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    if (el.shadowRoot!.elementFromPoint(x, y)?.id === id) return { id, x, y };
  }
  throw new Error('no seat on screen');
}

function serviceId(venue: SandboxVenue, id: string): string {
  for (const g of venue.groups) if (g.seats[id]) return g.seats[id].service_seat_id;
  throw new Error(`${id} is not for sale`);
}

/** Records every node of the map's shadow tree that changes while `act` runs. */
async function touchedBy(el: TesseraSeatMap, act: () => Promise<void>): Promise<Set<Node>> {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((list) => records.push(...list));
  observer.observe(el.shadowRoot!, {
    subtree: true,
    attributes: true,
    childList: true,
    characterData: true,
  });
  await act();
  await el.updateComplete;
  await nextFrame();
  records.push(...observer.takeRecords());
  observer.disconnect();
  return new Set(records.map((r) => r.target));
}

describe('tessera-seat-map on the sandbox arena (TH-NYC-01)', function () {
  this.timeout(30000);
  let venue: SandboxVenue;
  before(async () => {
    venue = await sandboxVenue('TH-NYC-01');
  });
  afterEach(async () => {
    await resetMouse();
    await setViewport({ width: 800, height: 600 });
  });

  it('selects a seat by a touch tap on a phone, at the default zoom and zoomed in', async () => {
    await setViewport({ width: 375, height: 740 });
    const el = await venueMap(venue, 359);
    expect(part(el, '.stage > svg').querySelectorAll('circle.seat').length).to.equal(5760);
    const toggles = collect<SeatToggleDetail>(el, 'tessera-seat-toggle');
    const ids = forSale(venue);
    const first = hittable(el, ids);
    tap(el, first.x, first.y);
    expect(el.selected).to.deep.equal([first.id]);
    expect(toggles.at(-1)).to.include({
      seatId: first.id,
      serviceSeatId: serviceId(venue, first.id),
      selected: true,
    });
    expect(seatEl(el, first.id).getAttribute('data-ts-state')).to.equal('selected');
    // Zoomed in with the buttons, a tap still lands on the seat under the finger.
    for (let i = 0; i < 3; i++) part<HTMLButtonElement>(el, '.zoom button').click();
    await nextFrame();
    const second = hittable(el, ids, [first.id]);
    tap(el, second.x, second.y);
    expect(el.selected).to.deep.equal([first.id, second.id]);
  });

  it('zooms a phone onto the block "Find best seats" picks, big enough to check and tap', async () => {
    await setViewport({ width: 375, height: 740 });
    const el = await venueMap(venue, 359);
    const before = seatEl(el, forSale(venue)[0]).getBoundingClientRect().width;
    expect(before).to.be.below(5);
    part<HTMLInputElement>(el, '#best-count').value = '4';
    part<HTMLInputElement>(el, '#best-count').dispatchEvent(new Event('change'));
    part<HTMLButtonElement>(el, '.best button').click();
    await el.updateComplete;
    expect(el.selected).to.have.length(4);
    const frame = part(el, '.viewport').getBoundingClientRect();
    for (const id of el.selected) {
      const box = seatEl(el, id).getBoundingClientRect();
      expect(box.width).to.be.at.least(20);
      expect(box.left).to.be.at.least(frame.left);
      expect(box.right).to.be.at.most(frame.right);
      expect(box.top).to.be.at.least(frame.top);
      expect(box.bottom).to.be.at.most(frame.bottom);
    }
  });

  it('touches only the toggled seats: nothing else in the plan, only the lists outside it', async () => {
    const el = await venueMap(venue, 900);
    await nextFrame();
    const svg = part(el, '.stage > svg');
    const overlay = part(el, '.ts-overlay');
    const ring = part(el, '.ts-focus-ring');
    const ids = forSale(venue);
    const a = hittable(el, ids);
    const b = hittable(el, ids, [a.id]);
    const outside = ['.selection', '.message', '[aria-live="polite"]'].map((s) => part(el, s));

    /** Splits what changed into seats, other plan nodes, and nodes outside the plan. */
    const sort = (nodes: Set<Node>) => {
      const seats: string[] = [];
      const plan: Node[] = [];
      const rest: Node[] = [];
      for (const n of nodes) {
        if (n instanceof Element && n.hasAttribute('data-ts-state')) seats.push(n.id);
        else if (svg.contains(n)) plan.push(n);
        else rest.push(n);
      }
      return { seats, plan, rest };
    };
    const expectOnly = (nodes: Set<Node>, seats: string[]) => {
      const touched = sort(nodes);
      expect(touched.seats).to.deep.equal(seats);
      // Besides the seat: its check mark joins or leaves the overlay, the focus ring moves to it.
      expect(touched.plan.every((n) => n === overlay || n === ring)).to.equal(true);
      expect(touched.rest.every((n) => outside.some((o) => o.contains(n)))).to.equal(true);
      expect(touched.rest.length).to.be.above(0);
    };

    const click = (x: number, y: number) => () => sendMouse({ type: 'click', position: [x, y] });
    expectOnly(await touchedBy(el, click(a.x, a.y)), [a.id]);
    expectOnly(await touchedBy(el, click(b.x, b.y)), [b.id]);
    expect(el.selected).to.deep.equal([a.id, b.id]);
    expectOnly(await touchedBy(el, click(a.x, a.y)), [a.id]);
    expect(el.selected).to.deep.equal([b.id]);
    expect(el.shadowRoot!.querySelectorAll('.ts-check')).to.have.length(1);
  });
});
