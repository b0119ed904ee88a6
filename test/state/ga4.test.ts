import { expect } from '@open-wc/testing';
import { ecommerceOf, reservationItems } from '../../src/state/ga4.js';
import type { SummaryReservation } from '../../src/state/rules/basket.js';

const ticket = (price_type_id: string, name: string, full_price: number) => ({
  ticket_id: `${price_type_id}-${Math.random()}`,
  attendee_filled: false,
  attendee_required: false,
  booking_fee: 0,
  description: '',
  fees: [],
  full_price,
  price: full_price,
  name,
  price_type_id,
  age_category: 'adult',
});

const tour = {
  attraction_id: 'TOUR-1',
  attraction_name: 'Grand Canyon',
  attraction_type_id: 2,
  city: 'Las Vegas',
  currency: 'USD',
  end_datetime: null,
  fees: [],
  images: {},
  location_name: 'Strip',
  number_of_tickets: 3,
  reservation_id: 'r-1',
  start_datetime: '2026-12-01T08:00:00Z',
  ticket_delivery_method: 0,
  timezone: 'America/Los_Angeles',
  total_price: 25000,
  departure_notes: '',
  full_day: true,
  selection_name: 'Sunrise',
  tour_language: null,
  pickup_point: null,
  tickets: [ticket('A', 'Adult', 10000), ticket('A', 'Adult', 10000), ticket('C', 'Child', 5000)],
} as unknown as SummaryReservation;

describe('GA4 items of a basket', () => {
  it('one item per ticket type, each with its own price and quantity (Adult and Child stay apart)', () => {
    const items = reservationItems([tour]);
    expect(items.map((i) => [i.item_variant, i.price, i.quantity])).to.deep.equal([
      ['Sunrise · Adult', 100, 2],
      ['Sunrise · Child', 50, 1],
    ]);
    expect(items.every((i) => i.item_category === 'Tour' && i.item_id === 'TOUR-1')).to.equal(true);
  });

  it('the value is the basket total and matches its items', () => {
    const detail = ecommerceOf([tour]);
    expect(detail).to.include({ currency: 'USD', value: 250 });
    const sum = detail.items.reduce((n, i) => n + (i.price ?? 0) * (i.quantity ?? 0), 0);
    expect(sum).to.equal(detail.value);
  });

  it('spells a theatre "Theatre", the same as on the steps', () => {
    const play = { ...tour, attraction_type_id: 1, tickets: [] } as unknown as SummaryReservation;
    expect(reservationItems([play])[0]).to.include({ item_category: 'Theatre', quantity: 3 });
  });
});
