import { expect } from '@open-wc/testing';
import type { PriceBand, TheatreContext } from '../../../src/state/rules/theatre.js';
import type { SeatRecord } from '../../../src/components/seat-map/seat-map-types.js';
import {
  seatCategories,
  seatSections,
  seatTickets,
  sectionList,
} from '../../../src/features/theatre/data.js';
import { seatName } from '../../../src/features/theatre/seat-selection.js';

/**
 * What the theatre step tells the seat map: category prices as the buyer will pay them (the
 * chosen ticket type's, else "from" the lowest), the ticket each picked seat carries, and the
 * sections' names.
 */

const type = (id: string, name: string, price: number) => ({
  price_type: name,
  price_type_id: id,
  price: { EUR: price },
  min_booking_fee: { EUR: 0 },
  max_booking_fee: { EUR: 0 },
  valid_splits: [1, 2, 3, 4],
});

// Stalls: Adult €79.90, Child €47.90; Circle: one price.
const STALLS = {
  id: '1',
  price_band_name: 'Stalls (Premium)',
  section_name: 'Stalls',
  section_id: 'STALLS',
  spaces_remaining: 10,
  is_general_admission: false,
  price_category: 1,
  updating: false,
  price_types: [type('ST-AD', 'Adult', 7990), type('ST-CH', 'Child', 4790)],
} as unknown as PriceBand;
const CIRCLE = {
  ...STALLS,
  id: '2',
  price_band_name: 'Dress Circle (Standard)',
  section_name: 'Dress Circle',
  section_id: 'CIRCLE',
  price_category: 2,
  price_types: [type('CI-AD', 'Adult', 5000)],
} as unknown as PriceBand;
const BANDS = [STALLS, CIRCLE];
const POLICY = { kind: 'min' } as const;

const seat = (n: number): SeatRecord =>
  ({
    id: `STALLS-A-${n}`,
    section: 'STALLS',
    row: 'A',
    number: String(n),
    rowKey: 'STALLS\u0000A',
    categoryId: '1',
    serviceSeatId: `svc-${n}`,
    restrictedView: null,
  }) as SeatRecord;

describe('theatre step: what the seat map is told', () => {
  it('prices a category "from" its lowest price while the buyer has not settled on one', () => {
    expect(seatCategories(BANDS, 'EUR', POLICY)['1']).to.deep.equal({
      label: 'Stalls (Premium)',
      price: 4790,
      currency: 'EUR',
      from: true,
    });
    // Adult and Child chosen: still two prices in the category.
    const both = seatCategories(BANDS, 'EUR', POLICY, { 'ST-AD': 1, 'ST-CH': 1 });
    expect(both['1'].from).to.equal(true);
    // One price type only: a bare price.
    expect(seatCategories(BANDS, 'EUR', POLICY)['2']).to.deep.equal({
      label: 'Dress Circle (Standard)',
      price: 5000,
      currency: 'EUR',
    });
  });

  it('prices a category at the chosen type when the buyer chose tickets of one type in it', () => {
    const cats = seatCategories(BANDS, 'EUR', POLICY, { 'ST-AD': 2 });
    expect(cats['1']).to.deep.equal({
      label: 'Stalls (Premium)',
      price: 7990,
      currency: 'EUR',
    });
  });

  it('gives each picked seat the ticket the reservation will assign it', () => {
    const ctx = { attraction: {}, bands: BANDS, heldTickets: 0, heldBandIds: [] };
    const tickets = seatTickets(
      ctx as unknown as TheatreContext,
      { 'ST-AD': 1, 'ST-CH': 1 },
      [seat(4), seat(5)],
      'EUR',
      POLICY,
    );
    expect(tickets).to.deep.equal({
      'STALLS-A-4': { label: 'Adult', price: 7990, currency: 'EUR' },
      'STALLS-A-5': { label: 'Child', price: 4790, currency: 'EUR' },
    });
  });

  it('names sections by the bands, also in its own messages about seats', () => {
    expect(seatSections(BANDS)).to.deep.equal([
      { id: 'STALLS', name: 'Stalls' },
      { id: 'CIRCLE', name: 'Dress Circle' },
    ]);
    expect(seatName(seat(3), BANDS)).to.equal('Stalls, row A, seat 3');
    expect(seatName({ ...seat(3), section: 'CIRCLE' }, BANDS)).to.equal(
      'Dress Circle, row A, seat 3',
    );
    expect(seatName({ ...seat(3), section: 'GALLERY' }, BANDS)).to.equal(
      'Section GALLERY, row A, seat 3',
    );
  });

  it('names a category shared by sections with their shared leading word said once', () => {
    expect(sectionList(['Section A', 'Section B', 'Section C'])).to.equal('Section A, B, C');
    expect(sectionList(['Upper Tier North', 'Upper Tier South'])).to.equal(
      'Upper Tier North, South',
    );
    expect(sectionList(['Circle', 'Upper'])).to.equal('Circle, Upper');
    // A name that is only the shared word keeps every name whole.
    expect(sectionList(['Section', 'Section B'])).to.equal('Section, Section B');
  });
});
