import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  feePerTicket,
  orderTotals,
  ticketMoney,
  type BookingFeePolicy,
} from '../../../src/state/rules/fees.js';
import { priceType } from './fixtures.js';

describe('feePerTicket (prevents code 50)', () => {
  it('takes the minimum, the maximum, or the fraction of the range rounded to a minor unit', () => {
    expect(feePerTicket({ kind: 'min' }, 250, 750)).to.equal(250);
    expect(feePerTicket({ kind: 'max' }, 250, 750)).to.equal(750);
    expect(feePerTicket({ kind: 'fraction', fraction: 0.5 }, 250, 750)).to.equal(500);
    expect(feePerTicket({ kind: 'fraction', fraction: 1 / 3 }, 0, 100)).to.equal(33);
  });

  it('returns the single value of an empty-width range and reads reversed bounds as a range', () => {
    expect(feePerTicket({ kind: 'max' }, 300, 300)).to.equal(300);
    expect(feePerTicket({ kind: 'max' }, 700, 200)).to.equal(700);
    expect(feePerTicket({ kind: 'min' }, 700, 200)).to.equal(200);
  });

  it('refuses a missing bound instead of sending NaN', () => {
    expect(() => feePerTicket({ kind: 'min' }, Number.NaN, 10)).to.throw(RangeError);
  });

  it('property: always an integer within [min, max] for any integer min <= max and any policy', () => {
    const policy = fc.oneof(
      fc.constant<BookingFeePolicy>({ kind: 'min' }),
      fc.constant<BookingFeePolicy>({ kind: 'max' }),
      fc
        .double({ min: 0, max: 1, noNaN: true })
        .map<BookingFeePolicy>((fraction) => ({ kind: 'fraction', fraction })),
    );
    fc.assert(
      fc.property(
        policy,
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (p, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const fee = feePerTicket(p, lo, hi);
          return Number.isInteger(fee) && fee >= lo && fee <= hi;
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: a larger fraction never gives a smaller fee', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (f, g, lo, width) => {
          const [small, large] = f <= g ? [f, g] : [g, f];
          return (
            feePerTicket({ kind: 'fraction', fraction: small }, lo, lo + width) <=
            feePerTicket({ kind: 'fraction', fraction: large }, lo, lo + width)
          );
        },
      ),
    );
  });
});

describe('ticket money and order totals', () => {
  it('adds the fee to the face value in the chosen currency', () => {
    const money = ticketMoney(priceType('adult', [1]), 'GBP', { kind: 'fraction', fraction: 0.5 });
    expect(money).to.deep.equal({
      price: 5000,
      fee: 500,
      fullPrice: 5500,
      minFee: 250,
      maxFee: 750,
    });
  });

  it('gives null for a currency the price type is not sold in', () => {
    expect(ticketMoney(priceType('adult', [1]), 'USD', { kind: 'min' })).to.equal(null);
  });

  it('totals count times price, fee and full price', () => {
    const adult = ticketMoney(priceType('adult', [1], 5000), 'GBP', { kind: 'min' })!;
    const child = ticketMoney(priceType('child', [1], 2000), 'GBP', { kind: 'max' })!;
    expect(
      orderTotals([
        { count: 2, money: adult },
        { count: 1, money: child },
      ]),
    ).to.deep.equal({
      tickets: 3,
      price: 12000,
      fees: 2 * 250 + 750,
      total: 2 * 5250 + 2750,
    });
  });
});
