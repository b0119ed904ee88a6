import { expect } from '@open-wc/testing';
import {
  assignSeats,
  bandForSeat,
  buildTheatreReservation,
  seatProblems,
  seatRefusal,
  type SeatChoice,
} from '../../../src/state/rules/theatre-seats.js';
import type { TheatreContext } from '../../../src/state/rules/theatre.js';
import { RuleViolation } from '../../../src/state/rules/problem.js';
import { band, priceType } from './fixtures.js';

function context(extra: Partial<TheatreContext['attraction']> = {}): TheatreContext {
  return {
    attraction: {
      max_tickets_per_order: 4,
      multiple_purchases: false,
      seats_sales_enabled: true,
      ...extra,
    },
    bands: [
      band('stalls', '1', [priceType('adult', [1, 2, 3, 4]), priceType('child', [1, 2], 2500)]),
      band('circle', '2', [priceType('circle', [1, 2, 3, 4], 3000)]),
      band('standing', '9', [priceType('standing', [1, 2], 1500)], { is_general_admission: true }),
    ],
  };
}

const seat = (id: string, row = 'A', category = '1'): SeatChoice => ({
  serviceSeatId: `svc-${id}`,
  rowKey: `Stalls|${row}`,
  categoryId: category,
});

const code = (p: { code: number | null } | null) => p?.code ?? null;

describe('seat selection rules', () => {
  it('refuses seats when the attraction does not sell from a seating plan (code 30)', () => {
    expect(code(seatRefusal(context({ seats_sales_enabled: false }), seat('1'), []))).to.equal(30);
    const problems = seatProblems(context({ seats_sales_enabled: false }), { adult: 1 }, [
      seat('1'),
    ]);
    expect(problems.map((p) => p.code)).to.include(30);
  });

  it('keeps every seat of a booking in one row (code 32)', () => {
    expect(code(seatRefusal(context(), seat('2', 'B'), [seat('1', 'A')]))).to.equal(32);
    expect(seatRefusal(context(), seat('2', 'A'), [seat('1', 'A')])).to.equal(null);
    expect(
      seatProblems(context(), { adult: 2 }, [seat('1', 'A'), seat('2', 'B')]).map((p) => p.code),
    ).to.deep.equal([32]);
  });

  it('refuses a seat past max_tickets_per_order (code 31)', () => {
    const four = ['1', '2', '3', '4'].map((n) => seat(n));
    expect(code(seatRefusal(context(), seat('5'), four))).to.equal(31);
  });

  it('refuses a seat of another price band when multiple_purchases is false (code 2)', () => {
    expect(code(seatRefusal(context(), seat('9', 'A', '2'), [seat('1', 'A', '1')]))).to.equal(2);
    expect(
      seatRefusal(context({ multiple_purchases: true }), seat('9', 'A', '2'), [
        seat('1', 'A', '1'),
      ]),
    ).to.equal(null);
  });

  it('refuses a seat in a band the basket already holds (code 53)', () => {
    expect(code(seatRefusal({ ...context(), heldBandIds: ['stalls'] }, seat('1'), []))).to.equal(
      53,
    );
  });

  it('needs one ticket per seat in each band with seats', () => {
    const problems = seatProblems(context(), { adult: 1 }, [seat('1'), seat('2')]);
    expect(problems).to.have.length(1);
    expect(problems[0].message).to.match(/choose one ticket per seat \(seats: 2, tickets: 1\)/);
    expect(seatProblems(context(), { adult: 1, child: 1 }, [seat('1'), seat('2')])).to.deep.equal(
      [],
    );
  });

  it('finds the band of a seat by price category, and by section when categories repeat', () => {
    const bands = [band('a', '1', []), band('b', '1', [], { section_name: 'Circle' })];
    expect(bandForSeat(bands, { ...seat('1'), section: 'Circle' })?.id).to.equal('b');
    expect(bandForSeat(bands, seat('1'))?.id).to.equal('a');
    expect(bandForSeat(bands, seat('1', 'A', '7'))).to.equal(null);
  });

  it('hands seats to price types in the band order, in the order they were picked', () => {
    const seats = [seat('3'), seat('1'), seat('2')];
    const assigned = assignSeats(context(), { child: 1, adult: 2 }, seats);
    expect(assigned.get('adult')).to.deep.equal(['svc-3', 'svc-1']);
    expect(assigned.get('child')).to.deep.equal(['svc-2']);
  });
});

describe('theatre reservation body', () => {
  const base = {
    context: context(),
    attractionId: 'th-1',
    performanceId: 'in-1',
    currency: 'GBP',
    languageCode: 'en',
    policy: { kind: 'fraction', fraction: 0.5 } as const,
  };

  it('sends service seat IDs, the fee per ticket and to_basket true', () => {
    const body = buildTheatreReservation({
      ...base,
      counts: { adult: 1, child: 1 },
      seats: [seat('1'), seat('2')],
    });
    expect(body).to.deep.equal({
      attraction_id: 'th-1',
      instance_id: 'in-1',
      currency: 'GBP',
      language_code: 'en',
      to_basket: true,
      tickets: [
        { price_type_id: 'adult', number_of_tickets: 1, booking_fee: 500, seats: ['svc-1'] },
        { price_type_id: 'child', number_of_tickets: 1, booking_fee: 500, seats: ['svc-2'] },
      ],
    });
  });

  it('sends counts without seats for a booking by count', () => {
    const body = buildTheatreReservation({ ...base, counts: { standing: 2 } });
    expect(body.tickets).to.deep.equal([
      { price_type_id: 'standing', number_of_tickets: 2, booking_fee: 500 },
    ]);
  });

  it('throws a RuleViolation naming the API codes instead of building a refused body', () => {
    let thrown: unknown;
    try {
      buildTheatreReservation({ ...base, counts: { adult: 2, circle: 1 } });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).to.be.instanceOf(RuleViolation);
    expect((thrown as RuleViolation).problems.map((p) => p.code)).to.deep.equal([2]);
    expect(() =>
      buildTheatreReservation({ ...base, currency: 'USD', counts: { adult: 1 } }),
    ).to.throw(/not sold in USD/);
  });
});
