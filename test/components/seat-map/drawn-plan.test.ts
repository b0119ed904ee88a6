import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../../src/components/seat-map/tessera-seat-map.js';
import type { TesseraSeatMap } from '../../../src/components/seat-map/tessera-seat-map.js';
import type { SeatToggleDetail } from '../../../src/components/seat-map/seat-map-types.js';
import { announcement, collect, part } from './seat-map-helpers.js';
import {
  LARGE_CATEGORIES,
  LARGE_GROUPS,
  LARGE_SVG,
  largeSeatLocal,
} from '../../fixtures/seat-map-large.js';

/**
 * An arena-sized plan (`lifted-seats.ts`): its seats drawn as paths, found under the pointer by
 * their geometry, picked by mouse, keyboard and "Find best seats" like element seats.
 */

async function largeMap(width: number, selected: string[] = []): Promise<TesseraSeatMap> {
  const el = await fixture<TesseraSeatMap>(html`
    <tessera-seat-map
      style=${`width: ${width}px`}
      locale="en-GB"
      .svg=${LARGE_SVG}
      .seatGroups=${LARGE_GROUPS}
      .categories=${LARGE_CATEGORIES}
      .selected=${selected}
    ></tessera-seat-map>
  `);
  await el.updateComplete;
  await nextFrame();
  return el;
}

/** Where a seat is on screen: its centre through its section's transforms and the zoom. */
function seatPoint(el: TesseraSeatMap, id: string): [number, number] {
  const section = id.startsWith('N') ? 'North' : 'East';
  const run = part(el, `[data-section="${section}"] g[data-ts-run]`) as unknown as SVGGElement;
  const [x, y] = largeSeatLocal(id);
  const p = new DOMPoint(x, y).matrixTransform(run.getScreenCTM()!);
  return [Math.round(p.x), Math.round(p.y)];
}

function drawn(el: TesseraSeatMap): SVGPathElement[] {
  return [...el.shadowRoot!.querySelectorAll<SVGPathElement>('path[data-ts-drawn]')];
}

/** Every node of the plan's SVG that changes while `act` runs. */
async function changedIn(el: TesseraSeatMap, act: () => Promise<unknown>): Promise<Node[]> {
  const svg = part(el, '.stage > svg');
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((list) => records.push(...list));
  observer.observe(svg, { subtree: true, attributes: true, childList: true });
  await act();
  await el.updateComplete;
  records.push(...observer.takeRecords());
  observer.disconnect();
  return [...new Set(records.map((r) => r.target))];
}

describe('tessera-seat-map, an arena-sized plan drawn', function () {
  this.timeout(30000);
  afterEach(async () => {
    await resetMouse();
    await setViewport({ width: 800, height: 600 });
  });

  it('draws each row as one path per paint state, with no element per seat', async () => {
    const el = await largeMap(760);
    const svg = part(el, '.stage > svg');
    expect(svg.querySelectorAll('circle:not(.ts-focus-ring)')).to.have.length(0);
    expect(svg.querySelectorAll('g[data-ts-run]')).to.have.length(100);
    const paths = drawn(el);
    const circles = paths.reduce((n, p) => n + (p.getAttribute('d')!.match(/M/g) ?? []).length, 0);
    expect(circles).to.equal(10_100);
    // Row R1 of North: seats for sale (category 1's slot), the restricted seat on its own dashed
    // path, the seats not for sale in the unavailable colour.
    const row = [...svg.querySelector('[data-section="North"] g[data-ts-run]')!.children];
    expect(row.map((p) => p.getAttribute('data-ts-drawn'))).to.have.members([
      'available',
      'available',
      'unavailable',
    ]);
    const restricted = row.find((p) => p.hasAttribute('data-ts-restricted'))!;
    expect((restricted.getAttribute('d')!.match(/M/g) ?? []).length).to.equal(1);
    expect(getComputedStyle(restricted).strokeDasharray).not.to.equal('none');
    const unavailable = row.find((p) => p.getAttribute('data-ts-drawn') === 'unavailable')!;
    expect(getComputedStyle(unavailable).fill).not.to.equal(
      getComputedStyle(row.find((p) => p !== restricted && p !== unavailable)!).fill,
    );
  });

  it('a click selects the seat under it, in a turned section too, and touches only the overlay', async () => {
    const el = await largeMap(760);
    const toggles = collect<SeatToggleDetail>(el, 'tessera-seat-toggle');
    const overlay = part(el, '.ts-overlay');
    for (const id of ['N-R3-7', 'E-R2-5']) {
      const [x, y] = seatPoint(el, id);
      const changed = await changedIn(el, () => sendMouse({ type: 'click', position: [x, y] }));
      // The check mark joins the overlay; the focus ring and the mouse's hover ring move there.
      expect(changed.every((n) => overlay.contains(n))).to.equal(true);
      expect(toggles.at(-1)).to.include({ seatId: id, serviceSeatId: `svc-${id}`, selected: true });
    }
    expect(el.selected).to.deep.equal(['N-R3-7', 'E-R2-5']);
    expect(el.shadowRoot!.querySelectorAll('.ts-picked')).to.have.length(2);
    // Clicked again: removed.
    const [x, y] = seatPoint(el, 'N-R3-7');
    await sendMouse({ type: 'click', position: [x, y] });
    expect(el.selected).to.deep.equal(['E-R2-5']);
    expect(el.shadowRoot!.querySelectorAll('.ts-picked')).to.have.length(1);
  });

  it('a click on a seat not for sale, or between seats, selects nothing', async () => {
    const el = await largeMap(760);
    const [x, y] = seatPoint(el, 'N-R3-10');
    await sendMouse({ type: 'click', position: [x, y] });
    expect(el.selected).to.deep.equal([]);
    // Zoomed in about the middle, where North's back rows are, the gap between two seats is
    // several pixels wide.
    for (let i = 0; i < 3; i++) part<HTMLButtonElement>(el, '.zoom button').click();
    await nextFrame();
    const [ax, ay] = seatPoint(el, 'N-R45-61');
    const [bx] = seatPoint(el, 'N-R45-62');
    expect(bx - ax).to.be.above(6);
    await sendMouse({ type: 'click', position: [Math.round((ax + bx) / 2), ay] });
    expect(el.selected).to.deep.equal([]);
    await sendMouse({ type: 'click', position: [ax, ay] });
    expect(el.selected).to.deep.equal(['N-R45-61']);
  });

  it('shows a hover ring and a pointer over a seat for sale, no ring over one not for sale', async () => {
    const el = await largeMap(760);
    const viewport = part(el, '.viewport');
    const [x, y] = seatPoint(el, 'N-R5-4');
    await sendMouse({ type: 'move', position: [x, y] });
    const hover = el.shadowRoot!.querySelector('.ts-hover');
    expect(hover).not.to.equal(null);
    expect(getComputedStyle(viewport).cursor).to.equal('pointer');
    const [ux, uy] = seatPoint(el, 'N-R5-20');
    await sendMouse({ type: 'move', position: [ux, uy] });
    expect(el.shadowRoot!.querySelector('.ts-hover')).to.equal(null);
    expect(getComputedStyle(viewport).cursor).to.equal('not-allowed');
    const box = viewport.getBoundingClientRect();
    // Off the seats (inside the frame's rounded corner).
    await sendMouse({
      type: 'move',
      position: [Math.round(box.left + 20), Math.round(box.bottom - 20)],
    });
    expect(getComputedStyle(viewport).cursor).to.equal('grab');
  });

  it('by keyboard: arrows move along the drawn rows and Enter selects', async () => {
    const el = await largeMap(760);
    part(el, '.viewport').focus();
    await el.updateComplete;
    expect(announcement(el)).to.match(
      /^Section North, row R1, seat 1, .*restricted view: Pillar, available\.$/,
    );
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(announcement(el)).to.match(/^Section North, row R2, seat 2, /);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.selected).to.deep.equal(['N-R2-2']);
    const ring = part(el, '.ts-focus-ring').getBoundingClientRect();
    const [x, y] = seatPoint(el, 'N-R2-2');
    expect(Math.abs(ring.x + ring.width / 2 - x)).to.be.below(2);
    expect(Math.abs(ring.y + ring.height / 2 - y)).to.be.below(2);
    // On a small plan the ring is drawn at least 8 px across, around the seat.
    expect(ring.width).to.be.at.least(8);
  });

  it('"Find best seats" on a phone zooms in as far as it goes onto the picked seats', async () => {
    await setViewport({ width: 375, height: 740 });
    const el = await largeMap(359);
    // Before: a seat (8 units across) is under 2 px; the plan zooms at most 8 times.
    const px = (part(el, '.stage > svg') as unknown as SVGSVGElement).getScreenCTM()!.a;
    expect(8 * px).to.be.below(2);
    part<HTMLInputElement>(el, '#best-count').value = '3';
    part<HTMLInputElement>(el, '#best-count').dispatchEvent(new Event('change'));
    part<HTMLButtonElement>(el, '.best button').click();
    await el.updateComplete;
    expect(el.selected).to.have.length(3);
    const frame = part(el, '.viewport').getBoundingClientRect();
    for (const picked of el.shadowRoot!.querySelectorAll('.ts-picked')) {
      const box = picked.getBoundingClientRect();
      expect(box.width).to.be.closeTo(8 * px * 8, 0.5);
      expect(box.left).to.be.at.least(frame.left);
      expect(box.right).to.be.at.most(frame.right);
    }
  });

  it('draws a selection given before the plan, and lets go of a seat no longer for sale', async () => {
    const el = await largeMap(760, ['N-R4-4', 'N-R4-10']);
    expect(el.selected).to.deep.equal(['N-R4-4']);
    expect(el.shadowRoot!.querySelectorAll('.ts-picked')).to.have.length(1);
  });
});
