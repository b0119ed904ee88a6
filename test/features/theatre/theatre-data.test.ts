import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import type { PriceBand } from '../../../src/state/rules/theatre.js';
import {
  basketHold,
  byVenueDate,
  goneSeats,
  seatCategories,
  type TheatrePerformance,
} from '../../../src/features/theatre/data.js';
import { renderTickets } from '../../../src/features/theatre/tickets-view.js';

const type = (id: string, price: number, splits = [1, 2, 3, 4]) => ({
  price_type: id,
  price_type_id: id,
  price: { GBP: price },
  min_booking_fee: { GBP: 100 },
  max_booking_fee: { GBP: 300 },
  min_full_price: { GBP: price + 100 },
  max_full_price: { GBP: price + 300 },
  valid_splits: splits,
});

const band = (id: string, section: string, category: string, over: Partial<PriceBand> = {}) =>
  ({
    id,
    price_band_name: `${section} (${category})`,
    section_name: section,
    section_id: section.toUpperCase(),
    spaces_remaining: 10,
    is_general_admission: false,
    price_category: category,
    updating: false,
    price_types: [type(`${id}-A`, 5000), type(`${id}-C`, 3000)],
    ...over,
  }) as PriceBand;

describe('theatre step data', () => {
  it('groups performances by their date in the venue time zone, not the buyer’s', () => {
    const inst = (id: string, at: string) =>
      ({
        instance_id: id,
        start_datetime: at,
        provisional_date: false,
        price_bands: [],
      }) as unknown as TheatrePerformance;
    // 23:30 UTC on the 1st is already the 2nd in Sydney.
    const days = byVenueDate(
      [inst('b', '2026-12-01T23:30:00Z'), inst('a', '2026-12-01T09:00:00Z')],
      'Australia/Sydney',
    );
    expect(days.map(([d, l]) => [d, l.map((i) => i.instance_id)])).to.deep.equal([
      ['2026-12-01', ['a']],
      ['2026-12-02', ['b']],
    ]);
  });

  it('prices seat categories from their lowest full price and names shared ones by section', () => {
    const cats = seatCategories(
      [band('1', 'Stalls', '1'), band('2', 'Circle', '2'), band('3', 'Upper', '2')],
      'GBP',
      { kind: 'min' },
    );
    expect(cats['1']).to.deep.equal({
      label: 'Stalls (1)',
      price: 3100,
      currency: 'GBP',
      from: true,
    });
    expect(cats['2'].label).to.equal('Circle, Upper');
  });

  it('reads the basket: tickets of this event, bands of this performance, other events', () => {
    const performance = {
      instance_id: 'i1',
      start_datetime: '2026-12-01T19:30:00+00:00',
      provisional_date: false,
      price_bands: [band('1', 'Stalls', '1'), band('2', 'Circle', '2')],
    } as unknown as TheatrePerformance;
    const r = (id: string, attraction: string, at: string, types: string[]) => ({
      reservation_id: id,
      attraction_id: attraction,
      currency: 'GBP',
      start_datetime: at,
      number_of_tickets: types.length,
      tickets: types.map((price_type_id) => ({ price_type_id })),
    });
    const summary = {
      total_price: 0,
      reservations: [
        r('x', 'TH-1', '2026-12-01T19:30:00Z', ['2-A', '2-C']),
        r('y', 'TH-1', '2026-12-02T19:30:00Z', ['1-A']),
        r('z', 'TO-9', '2026-12-01T10:00:00Z', ['t']),
      ],
    } as never;
    expect(basketHold(summary, 'TH-1', performance)).to.deep.equal({
      heldTickets: 3,
      heldBandIds: ['2'],
      currency: 'GBP',
      otherReservationIds: ['z'],
    });
  });

  it('names the picked seats the latest seats answer no longer offers', () => {
    const groups = [{ category_id: 1, seats: { 'A-2': { service_seat_id: 'v:A-2' } } }];
    expect(goneSeats(['A-1', 'A-2'], groups)).to.deep.equal(['A-1']);
  });
});

describe('theatre ticket choice view', () => {
  it('shows an updating band as temporarily unavailable and offers no counts in it', async () => {
    const bands = [band('1', 'Stalls', '1', { updating: true }), band('2', 'Circle', '2')];
    const el = await fixture<HTMLDivElement>(html`<div></div>`);
    render(
      renderTickets({
        ctx: {
          attraction: {
            max_tickets_per_order: 4,
            multiple_purchases: false,
            seats_sales_enabled: true,
          },
          bands,
        },
        counts: { '2-A': 2 },
        currency: 'GBP',
        locale: 'en',
        policy: { kind: 'min' },
        problems: [],
        onCount: () => undefined,
      }),
      el,
    );
    expect(el.textContent).to.contain('Temporarily unavailable: being updated');
    const select = (id: string) => el.querySelector<HTMLSelectElement>(`#count-${id}`)!;
    expect(select('1-A').disabled).to.equal(true);
    // One band per order: the Circle's adult may go up to the order maximum, nothing beyond.
    expect([...select('2-A').options].map((o) => o.value)).to.deep.equal(['0', '1', '2', '3', '4']);
    expect([...select('2-C').options].map((o) => o.value)).to.deep.equal(['0', '1', '2']);
    expect(el.textContent).to.contain('£51.00 per ticket');
  });
});
