import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/components/seat-map/tessera-seat-map.js';
import type { TesseraSeatMap } from '../../../src/components/seat-map/tessera-seat-map.js';
import { SMALL_CATEGORIES } from '../../fixtures/seat-map-small.js';
import { listShown, part, seatEl, smallMap } from './seat-map-helpers.js';

describe('tessera-seat-map rendering', () => {
  it('renders the venue SVG inline with every seat state from the seats data', async () => {
    const el = await smallMap();
    const svg = part(el, '.stage > svg');
    expect(svg.querySelectorAll('circle.seat')).to.have.length(18);
    expect(seatEl(el, 'ST-A-1').getAttribute('data-ts-state')).to.equal('available');
    // Not in the seats response: sold.
    expect(seatEl(el, 'ST-A-2').getAttribute('data-ts-state')).to.equal('unavailable');
    expect(seatEl(el, 'ST-B-6').hasAttribute('data-ts-restricted')).to.equal(true);
    expect(seatEl(el, 'ST-B-5').hasAttribute('data-ts-restricted')).to.equal(false);
  });

  it('colours price categories apart from each other and from unavailable grey, dearest first', async () => {
    const el = await smallMap();
    // The dearer category takes the first palette slot.
    expect(seatEl(el, 'ST-A-1').getAttribute('data-ts-cat')).to.equal('0');
    expect(seatEl(el, 'ST-B-1').getAttribute('data-ts-cat')).to.equal('1');
    const premium = getComputedStyle(seatEl(el, 'ST-A-1')).fill;
    const standard = getComputedStyle(seatEl(el, 'ST-B-1')).fill;
    const sold = getComputedStyle(seatEl(el, 'ST-A-2')).fill;
    expect(new Set([premium, standard, sold]).size).to.equal(3);
    expect(sold).to.equal('rgb(221, 221, 221)');
    // The primary brand colour leads the palette.
    expect(premium).to.equal('rgb(70, 87, 212)');
  });

  it('derives the palette from the brand tokens it inherits', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`
      <div style="--tessera-primary: #c2185b">
        <tessera-seat-map
          .svg=${'<svg viewBox="0 0 10 10"><circle class="seat" id="s1" data-row="A" data-seat="1" cx="5" cy="5" r="2"/></svg>'}
          .seatGroups=${[{ category_id: 1, seats: { s1: { service_seat_id: 'x', restricted_view: null } } }]}
          .categories=${SMALL_CATEGORIES}
        ></tessera-seat-map>
      </div>
    `);
    const el = wrapper.querySelector('tessera-seat-map') as TesseraSeatMap;
    await el.updateComplete;
    expect(getComputedStyle(seatEl(el, 's1')).fill).to.equal('rgb(194, 24, 91)');
  });

  it('shows a legend with each category price in the currency’s own format', async () => {
    const el = await smallMap();
    const items = [...el.shadowRoot!.querySelectorAll('.legend li')].map((li) =>
      li.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(items.slice(0, 2)).to.deep.equal(['Premium €50.00', 'Standard €30.00']);
  });

  it('formats zero-decimal currencies without inventing cents', async () => {
    const el = await fixture<TesseraSeatMap>(html`
      <tessera-seat-map
        locale="en-GB"
        .svg=${'<svg viewBox="0 0 10 10"><circle class="seat" id="s1" data-row="A" data-seat="1" cx="5" cy="5" r="2"/></svg>'}
        .seatGroups=${[{ category_id: 7, seats: { s1: { service_seat_id: 'x', restricted_view: null } } }]}
        .categories=${{ '7': { label: 'Arena', price: 4500, currency: 'JPY' } }}
      ></tessera-seat-map>
    `);
    expect(part(el, '.legend-price').textContent?.trim()).to.equal('JP¥4,500');
  });

  it('paints the selection the parent passes in, with a check mark on each seat', async () => {
    const el = await smallMap({ selected: ['ST-A-3', 'ST-A-4'] });
    expect(seatEl(el, 'ST-A-3').getAttribute('data-ts-state')).to.equal('selected');
    expect(el.shadowRoot!.querySelectorAll('.ts-check')).to.have.length(2);
    // The number held to its word: never alone at the start of a line.
    expect(part(el, '.selection').textContent).to.contain('Row A, seat\u00a03');
    el.selected = ['ST-A-4'];
    await el.updateComplete;
    expect(seatEl(el, 'ST-A-3').getAttribute('data-ts-state')).to.equal('available');
    expect(el.shadowRoot!.querySelectorAll('.ts-check')).to.have.length(1);
  });

  it('rings a picked seat wider than the seat, 2 px on screen at any zoom', async () => {
    const el = await smallMap({ selected: ['ST-A-3'] });
    const halos = el.shadowRoot!.querySelectorAll<SVGCircleElement>('.ts-halo');
    expect(halos).to.have.length(1);
    const halo = halos[0]!;
    const seat = seatEl(el, 'ST-A-3').getBoundingClientRect();
    expect(halo.getBoundingClientRect().width).to.be.greaterThan(seat.width * 1.25);
    const onScreen = () => parseFloat(getComputedStyle(halo).strokeWidth) * zoom();
    const zoom = () => {
      const t = getComputedStyle(part(el, '.stage')).transform;
      return t === 'none' ? 1 : new DOMMatrix(t).a;
    };
    expect(onScreen()).to.be.closeTo(2, 0.01);
    part<HTMLButtonElement>(el, 'button[aria-label="Zoom in"]').click();
    part<HTMLButtonElement>(el, 'button[aria-label="Zoom in"]').click();
    await el.updateComplete;
    expect(zoom()).to.be.closeTo(2.25, 0.01);
    expect(onScreen()).to.be.closeTo(2, 0.01);
  });

  it('new seats data on the same plan keeps one overlay: one focus ring, the marks of now', async () => {
    const el = await smallMap({ selected: ['ST-A-3', 'ST-A-4'] });
    part(el, '.viewport').focus();
    await el.updateComplete;
    // The seats reloaded (a seat was taken): the seats data changes, the plan does not.
    el.seatGroups = el.seatGroups.map((g) => ({ ...g, seats: { ...g.seats } }));
    el.selected = ['ST-A-4'];
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.ts-overlay')).to.have.length(1);
    expect(el.shadowRoot!.querySelectorAll('.ts-focus-ring')).to.have.length(1);
    expect(el.shadowRoot!.querySelectorAll('.ts-check')).to.have.length(1);
  });

  it('drops scripts, handlers, foreign content and external references from a hostile SVG', async () => {
    const w = window as unknown as { __pwned?: boolean };
    delete w.__pwned;
    const hostile = `<svg viewBox="0 0 10 10" onload="window.__pwned = true">
      <script>window.__pwned = true</script>
      <style>:host { display: none }</style>
      <foreignObject><img src="x" onerror="window.__pwned = true"></foreignObject>
      <a href="javascript:window.__pwned = true"><circle class="seat" id="s1" data-row="A" data-seat="1" cx="5" cy="5" r="2" onclick="window.__pwned = true"/></a>
      <image href="https://tracker.example/pixel.png" width="1" height="1"/>
      <use href="#s1" x="1"/>
    </svg>`;
    const el = await fixture<TesseraSeatMap>(html`
      <tessera-seat-map
        .svg=${hostile}
        .seatGroups=${[{ category_id: 1, seats: { s1: { service_seat_id: 'x', restricted_view: null } } }]}
      ></tessera-seat-map>
    `);
    const svg = part(el, '.stage > svg');
    expect(svg.querySelector('script, style, foreignObject, img')).to.equal(null);
    expect(svg.hasAttribute('onload')).to.equal(false);
    const seat = seatEl(el, 's1');
    expect(seat.hasAttribute('onclick')).to.equal(false);
    expect(seat.getAttribute('data-row')).to.equal('A');
    expect(svg.querySelector('a')?.getAttribute('href') ?? null).to.equal(null);
    expect(svg.querySelector('image')?.getAttribute('href') ?? null).to.equal(null);
    expect(svg.querySelector('use')?.getAttribute('href')).to.equal('#s1');
    seat.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(w.__pwned).to.equal(undefined);
    expect(getComputedStyle(el).display).to.equal('block');
  });

  it('is accessible', async () => {
    const el = await smallMap({ selected: ['ST-A-1'] });
    await expect(el).to.be.accessible();
  });

  it('is accessible in list mode', async () => {
    const el = await smallMap({ selected: ['ST-A-1'] });
    part<HTMLButtonElement>(el, '.toolbar button').click();
    await listShown(el);
    await expect(el).to.be.accessible();
  });

  it('accepts a venue file without our class names when its seat ids match the seats data', async () => {
    const plain = `<svg width="40" height="20"><g data-section="Balcony"><g data-row="C">
      <rect id="b1" x="0" y="0" width="8" height="8"/><rect id="b2" x="10" y="0" width="8" height="8"/>
      </g></g></svg>`;
    const el = await fixture<TesseraSeatMap>(html`
      <tessera-seat-map
        .svg=${plain}
        .seatGroups=${[{ category_id: 3, seats: { b2: { service_seat_id: 'svc-b2', restricted_view: null } } }]}
        .categories=${{ '3': { label: 'Balcony', price: 1000, currency: 'EUR' } }}
      ></tessera-seat-map>
    `);
    expect(seatEl(el, 'b2').getAttribute('data-ts-state')).to.equal('available');
    // b1 is neither classed as a seat nor for sale: left as venue decoration.
    expect(seatEl(el, 'b1').hasAttribute('data-ts-state')).to.equal(false);
    expect(part(el, '.stage > svg').getAttribute('viewBox')).to.equal('0 0 40 20');
  });
});
