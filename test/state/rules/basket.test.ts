import { expect } from '@open-wc/testing';
import {
  attendeeCountProblems,
  basketCurrency,
  basketTotals,
  currencyConflict,
  deliveryMethodText,
  type SummaryReservation,
} from '../../../src/state/rules/basket.js';

function reservation(
  id: string,
  currency: string,
  total: number,
  tickets: number,
): SummaryReservation {
  return {
    attraction_id: `a-${id}`,
    attraction_name: `Show ${id}`,
    attraction_type_id: 1,
    city: 'London',
    currency,
    end_datetime: null,
    fees: [],
    images: {},
    location_name: 'Hall',
    number_of_tickets: tickets,
    reservation_id: id,
    start_datetime: '2026-12-01T19:30:00+00:00',
    ticket_delivery_method: 1,
    timezone: 'Europe/London',
    total_price: total,
    is_seatmap_reservation: false,
    tickets: [],
  };
}

describe('basket currency (code 24)', () => {
  const basket = { reservations: [reservation('r1', 'EUR', 5000, 2)] };

  it('takes the currency of what is held, none while empty', () => {
    expect(basketCurrency(basket)).to.equal('EUR');
    expect(basketCurrency({ reservations: [] })).to.equal(null);
    expect(basketCurrency(null)).to.equal(null);
  });

  it('allows only the basket currency, any currency while empty', () => {
    expect(currencyConflict(basket, 'EUR')).to.equal(null);
    expect(currencyConflict(null, 'GBP')).to.equal(null);
    expect(currencyConflict({ reservations: [] }, 'GBP')).to.equal(null);
  });

  it('explains the conflict before the request, naming both currencies', () => {
    const problem = currencyConflict(basket, 'GBP');
    expect(problem?.code).to.equal(24);
    expect(problem?.message).to.contain('EUR').and.contain('GBP');
  });
});

describe('basket totals and delivery', () => {
  it('counts reservations and tickets and takes the summary total', () => {
    const summary = {
      reservations: [reservation('r1', 'EUR', 5000, 2), reservation('r2', 'EUR', 3000, 1)],
      total_price: 8000,
    };
    expect(basketTotals(summary)).to.deep.equal({
      currency: 'EUR',
      reservations: 2,
      tickets: 3,
      total: 8000,
    });
    expect(basketTotals({ reservations: summary.reservations }).total).to.equal(8000);
    expect(basketTotals(null)).to.deep.equal({
      currency: null,
      reservations: 0,
      tickets: 0,
      total: 0,
    });
  });

  it('explains every ticket delivery method of doc 2 differently, and an unknown one generically', () => {
    const texts = [0, 1, 2, 3, 4, 5].map((id) => deliveryMethodText(id));
    expect(new Set(texts.map((t) => t.detail)).size).to.equal(6);
    expect(texts[0].title).to.match(/box office/i);
    expect(texts[4].detail).to.contain('48 hours');
    expect(texts[5].detail).to.match(/link/);
    expect(deliveryMethodText(99).title).to.equal('Tickets');
  });
});

describe('attendees per ticket (codes 25 and 52)', () => {
  const tickets = [
    { ticket_id: 't1', attendee_required: true, attendee_filled: false },
    { ticket_id: 't2', attendee_required: true, attendee_filled: true },
    { ticket_id: 't3', attendee_required: false, attendee_filled: false },
  ];

  it('needs one attendee per ticket that requires one, no duplicates and no unknown tickets', () => {
    expect(
      attendeeCountProblems(tickets, [{ ticket_id: 't1' }, { ticket_id: 't2' }]),
    ).to.deep.equal([]);
    expect(
      attendeeCountProblems(tickets, [{ ticket_id: 't1' }]).map((p) => p.message),
    ).to.deep.equal(['1 ticket still needs attendee details.']);
    expect(
      attendeeCountProblems(tickets, [
        { ticket_id: 't1' },
        { ticket_id: 't1' },
        { ticket_id: 't2' },
      ])[0].code,
    ).to.equal(52);
    expect(
      attendeeCountProblems(tickets, [
        { ticket_id: 't1' },
        { ticket_id: 't2' },
        { ticket_id: 'zz' },
      ]),
    ).to.have.length(1);
  });
});
