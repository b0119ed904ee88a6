import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/components/seat-map/tessera-seat-map.js';
import type { TesseraSeatMap } from '../../../src/components/seat-map/tessera-seat-map.js';
import type {
  SeatCategories,
  SeatGroupData,
  SeatTickets,
} from '../../../src/components/seat-map/seat-map-types.js';
import type { SectionName } from '../../../src/components/seat-map/section-names.js';
import { announcement, listShown, message, part } from './seat-map-helpers.js';

/**
 * What the map says about prices and sections: the legend never states one bare price for a
 * category whose tickets cost different amounts, a picked seat shows only the price it will be
 * sold at, and sections are named the way the API names them rather than by the plan's codes.
 */

const row = (code: string, y: number) =>
  [1, 2, 3]
    .map(
      (n) =>
        `<circle class="seat" id="${code}-${n}" data-section="${code}" data-row="A" data-seat="${n}" cx="${n * 10}" cy="${y}" r="4"/>`,
    )
    .join('');
// Codes as venue files write them: upper case, a bare letter, and one that already says "Section".
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 60">${row('STALLS', 10)}${row('B', 30)}${row('Section C', 50)}</svg>`;
const GROUPS: SeatGroupData[] = [
  {
    category_id: 1,
    seats: Object.fromEntries(
      [1, 2, 3].map((n) => [`STALLS-${n}`, { service_seat_id: `s${n}`, restricted_view: null }]),
    ),
  },
  {
    category_id: 2,
    seats: Object.fromEntries(
      ['B', 'Section C'].flatMap((code) =>
        [1, 2, 3].map((n) => [
          `${code}-${n}`,
          { service_seat_id: `${code}${n}`, restricted_view: null },
        ]),
      ),
    ),
  },
];
// Stalls sells Adult €79.90 and Child €47.90; category 2 has one price only.
const CATEGORIES: SeatCategories = {
  '1': { label: 'Stalls', price: 4790, currency: 'EUR', from: true },
  '2': { label: 'Upper', price: 3000, currency: 'EUR' },
};
const SECTIONS: SectionName[] = [
  { id: 'S1', name: 'Stalls' },
  { id: 'S2', name: 'Section B' },
];

async function map(props: { tickets?: SeatTickets; selected?: string[] } = {}) {
  const el = await fixture<TesseraSeatMap>(html`
    <tessera-seat-map
      style="width: 900px"
      locale="en-GB"
      .svg=${SVG}
      .seatGroups=${GROUPS}
      .categories=${CATEGORIES}
      .sections=${SECTIONS}
      .seatTickets=${props.tickets ?? {}}
      .selected=${props.selected ?? []}
    ></tessera-seat-map>
  `);
  await el.updateComplete;
  await el.updateComplete;
  return el;
}

const texts = (el: TesseraSeatMap, selector: string) =>
  [...el.shadowRoot!.querySelectorAll(selector)].map((n) =>
    (n.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );

describe('tessera-seat-map prices and section names', () => {
  it("formats prices in the browser's default language when given no locale", async () => {
    const el = await fixture<TesseraSeatMap>(html`
      <tessera-seat-map
        .svg=${SVG}
        .seatGroups=${GROUPS}
        .categories=${CATEGORIES}
      ></tessera-seat-map>
    `);
    await el.updateComplete;
    const euros = (minor: number) =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(minor / 100);
    expect(texts(el, '.legend-price')).to.deep.equal([`from ${euros(4790)}`, euros(3000)]);
  });

  it('says "from" in the legend for a category whose tickets have several prices', async () => {
    const el = await map();
    expect(texts(el, '.legend-price')).to.deep.equal(['from €47.90', '€30.00']);
  });

  it('shows a picked seat at the price of the ticket it will carry, and no guess otherwise', async () => {
    const el = await map({
      selected: ['STALLS-1', 'STALLS-2', 'B-1'],
      tickets: { 'STALLS-1': { label: 'Adult', price: 7990, currency: 'EUR' } },
    });
    const lines = texts(el, '.selection li');
    expect(lines[0]).to.contain('Adult €79.90');
    // STALLS-2's ticket is not known yet and Stalls has two prices: no price rather than €47.90.
    expect(lines[1]).not.to.match(/€/);
    // A category with one price: that is what the seat costs.
    expect(lines[2]).to.contain('€30.00');
  });

  it('names sections as the API does, matched to the plan codes ignoring case and "Section "', async () => {
    const el = await map({ selected: ['STALLS-1', 'B-1', 'Section C-1'] });
    const lines = texts(el, '.selection li .seat-where');
    expect(lines).to.deep.equal(['Stalls', 'Section B', 'Section C']);
    expect(el.shadowRoot!.textContent).not.to.contain('STALLS');
    expect(el.shadowRoot!.textContent).not.to.contain('Section Section');
    const removes = [...el.shadowRoot!.querySelectorAll('.remove')].map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(removes).to.deep.equal([
      'Remove Stalls, row A, seat 1',
      'Remove Section B, row A, seat 1',
      'Remove Section C, row A, seat 1',
    ]);
  });

  it('announces the focused seat by section name with its category price', async () => {
    const el = await map();
    part(el, '.viewport').focus();
    await el.updateComplete;
    expect(announcement(el)).to.equal('Stalls, row A, seat 1, Stalls, from €47.90, available.');
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(announcement(el)).to.equal('Section B, row A, seat 1, Upper, €30.00, available.');
  });

  it('reports the best block by section name, with a price only when every seat costs it', async () => {
    const el = await map();
    const input = part<HTMLInputElement>(el, '#best-count');
    input.value = '2';
    input.dispatchEvent(new Event('change'));
    part<HTMLButtonElement>(el, '.best button').click();
    await el.updateComplete;
    expect(message(el)).to.equal('Selected 2 seats together: Stalls, row A, seats 1 to 2.');
  });

  it('lists sections by name in list mode', async () => {
    const el = await map();
    part<HTMLButtonElement>(el, '.toolbar button').click();
    await listShown(el);
    expect(texts(el, '#list-section option')).to.deep.equal(['Stalls', 'Section B', 'Section C']);
    expect(texts(el, '.seat-list caption')).to.deep.equal(['Available seats in Stalls']);
    const box = part<HTMLInputElement>(el, '.seat-list input[type=checkbox]');
    expect(box.getAttribute('aria-label')).to.equal('Stalls, row A, seat 1, from €47.90');
  });
});
