import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/components/seat-map/tessera-seat-map.js';
import type { TesseraSeatMap } from '../../../src/components/seat-map/tessera-seat-map.js';
import { SMALL_CATEGORIES, SMALL_GROUPS, SMALL_SVG } from '../../fixtures/seat-map-small.js';
import { part, seatEl } from './seat-map-helpers.js';

/** The map follows the brand it inherits while it is shown, and frames the plan without bands. */

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
    step(n);
  });

const plan = (w: number, h: number) =>
  `<svg viewBox="0 0 ${w} ${h}"><circle class="seat" id="s1" data-row="A" data-seat="1" cx="${w / 2}" cy="${h / 2}" r="4"/></svg>`;
const ONE_SEAT = [
  { category_id: 1, seats: { s1: { service_seat_id: 'x', restricted_view: null } } },
];

async function sized(width: number, svg: string) {
  const el = await fixture<TesseraSeatMap>(html`
    <tessera-seat-map
      style=${`width: ${width}px`}
      .svg=${svg}
      .seatGroups=${ONE_SEAT}
      .categories=${SMALL_CATEGORIES}
    ></tessera-seat-map>
  `);
  await el.updateComplete;
  return part(el, '.viewport').getBoundingClientRect();
}

describe('tessera-seat-map brand changes and plan frame', () => {
  it('recolours the seats when the inherited brand changes after the map loaded', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`
      <div style="--tessera-primary: #c2185b">
        <tessera-seat-map
          .svg=${SMALL_SVG}
          .seatGroups=${SMALL_GROUPS}
          .categories=${SMALL_CATEGORIES}
        ></tessera-seat-map>
      </div>
    `);
    const el = wrapper.querySelector('tessera-seat-map')!;
    await el.updateComplete;
    expect(getComputedStyle(seatEl(el, 'ST-A-1')).fill).to.equal('rgb(194, 24, 91)');
    // The demo's brand panel and a dark-mode switch restyle the root the same way.
    wrapper.style.setProperty('--tessera-primary', '#2e7d32');
    await frames(3);
    await el.updateComplete;
    expect(getComputedStyle(seatEl(el, 'ST-A-1')).fill).to.equal('rgb(46, 125, 50)');
    // A dark card: the palette is re-derived for 3:1 against it, so the seats get lighter.
    wrapper.style.setProperty('--tessera-card-background', '#111111');
    await frames(3);
    await el.updateComplete;
    const [r, g, b] = getComputedStyle(seatEl(el, 'ST-A-1')).fill.match(/\d+/g)!.map(Number);
    expect(0.2126 * r + 0.7152 * g + 0.0722 * b).to.be.greaterThan(95);
  });

  it('gives a wide plan a frame of its proportions on a phone, not the old 300 px minimum', async () => {
    const box = await sized(375, plan(1228, 880));
    expect(box.height).to.be.closeTo(box.width * (880 / 1228), 2);
  });

  it('narrows the frame to a tall plan on a desktop instead of leaving bands at its sides', async () => {
    const box = await sized(1280, plan(300, 422));
    expect(box.width).to.be.closeTo(box.height * (300 / 422), 2);
    expect(box.height).to.be.at.most(600);
  });

  it('keeps a sensible minimum height for a very wide plan', async () => {
    const box = await sized(375, plan(2000, 200));
    expect(box.height).to.be.at.least(180);
  });

  it('does not zoom a tall plan’s narrow desktop frame to phone size for "Find best seats"', async () => {
    await setViewport({ width: 1300, height: 900 });
    const seats = Array.from(
      { length: 20 },
      (_, i) =>
        `<circle class="seat" id="s${i + 1}" data-row="A" data-seat="${i + 1}" cx="${30 + i * 12}" cy="60" r="5"/>`,
    ).join('');
    const el = await fixture<TesseraSeatMap>(html`
      <tessera-seat-map
        style="width: 1280px"
        .svg=${`<svg viewBox="0 0 300 422">${seats}</svg>`}
        .seatGroups=${[
          {
            category_id: 1,
            seats: Object.fromEntries(
              Array.from({ length: 20 }, (_, i) => [
                `s${i + 1}`,
                { service_seat_id: `x${i}`, restricted_view: null },
              ]),
            ),
          },
        ]}
        .categories=${SMALL_CATEGORIES}
        .maxSeats=${2}
      ></tessera-seat-map>
    `);
    await el.updateComplete;
    const before = seatEl(el, 's10').getBoundingClientRect().width;
    // Seats this size can be checked and clicked with a mouse as they are.
    expect(before).to.be.at.least(14);
    part<HTMLButtonElement>(el, '.best button').click();
    await el.updateComplete;
    expect(el.selected).to.have.length(2);
    expect(seatEl(el, 's10').getBoundingClientRect().width).to.be.closeTo(before, 0.5);
  });
});
