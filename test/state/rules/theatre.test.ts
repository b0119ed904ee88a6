import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  allowedCounts,
  theatreOrder,
  ticketCountProblems,
  type TheatreContext,
} from '../../../src/state/rules/theatre.js';
import { band, priceType } from './fixtures.js';

const codes = (problems: { code: number | null }[]) => problems.map((p) => p.code);

function context(
  extra: Partial<TheatreContext['attraction']> = {},
  heldTickets = 0,
): TheatreContext {
  return {
    attraction: {
      max_tickets_per_order: 8,
      multiple_purchases: true,
      seats_sales_enabled: false,
      ...extra,
    },
    bands: [
      band('stalls', '1', [
        priceType('adult', [1, 2, 3, 4, 5, 6, 7, 8]),
        priceType('pair', [2, 4, 6], 4000),
      ]),
      band('circle', '2', [priceType('circle', [1, 2, 3, 4], 3000)], { spaces_remaining: 3 }),
      band('box', '3', [priceType('box', [4], 9000)], { updating: true }),
    ],
    heldTickets,
  };
}

describe('theatre ticket counts', () => {
  it('offers only valid_splits (code 1)', () => {
    expect(allowedCounts(context(), {}, 'pair')).to.deep.equal([2, 4, 6]);
  });

  it('keeps the order within max_tickets_per_order, counting other types and held tickets (code 31)', () => {
    expect(allowedCounts(context(), { adult: 3 }, 'pair')).to.deep.equal([2, 4]);
    expect(allowedCounts(context({}, 4), { adult: 1 }, 'pair')).to.deep.equal([2]);
    expect(codes(ticketCountProblems(context({}, 4), { adult: 5 }))).to.deep.equal([31]);
  });

  it('offers nothing from another band while one has tickets when multiple_purchases is false (code 2)', () => {
    const ctx = context({ multiple_purchases: false });
    expect(allowedCounts(ctx, { adult: 2 }, 'circle')).to.deep.equal([]);
    expect(allowedCounts(ctx, { adult: 2 }, 'pair')).to.deep.equal([2, 4, 6]);
    expect(codes(ticketCountProblems(ctx, { adult: 2, circle: 1 }))).to.deep.equal([2]);
    expect(ticketCountProblems(context(), { adult: 2, circle: 1 })).to.deep.equal([]);
  });

  it('stays within spaces_remaining and offers nothing in a band being updated', () => {
    expect(allowedCounts(context(), {}, 'circle')).to.deep.equal([1, 2, 3]);
    expect(allowedCounts(context(), {}, 'box')).to.deep.equal([]);
  });

  it('calls a band with no tickets left sold out and offers nothing there, never "only 0"', () => {
    const ctx = context();
    const soldOut = {
      ...ctx,
      bands: [band('circle', '2', [priceType('circle', [1, 2])], { spaces_remaining: 0 })],
    };
    expect(allowedCounts(soldOut, {}, 'circle')).to.deep.equal([]);
    const messages = ticketCountProblems(soldOut, { circle: 1 }).map((p) => p.message);
    expect(messages).to.include('Section circle is sold out.');
    expect(messages.join(' ')).not.to.match(/\b0 tickets/);
  });

  it('closes a band the basket already holds for this performance (code 53)', () => {
    const ctx = { ...context(), heldBandIds: ['stalls'] };
    expect(allowedCounts(ctx, {}, 'adult')).to.deep.equal([]);
    expect(allowedCounts(ctx, {}, 'circle')).to.deep.equal([1, 2, 3]);
    expect(codes(ticketCountProblems(ctx, { adult: 1 }))).to.deep.equal([53]);
  });

  it('reports a count outside valid_splits as code 1 and an empty order', () => {
    expect(codes(ticketCountProblems(context(), { pair: 3 }))).to.deep.equal([1]);
    expect(ticketCountProblems(context(), {})[0].message).to.match(/at least one ticket/);
  });

  it('summarises lines with the fee per ticket and the total', () => {
    const order = theatreOrder(context(), { adult: 2, circle: 1 }, 'GBP', { kind: 'max' });
    expect(
      order.lines.map((l) => [l.name, l.count, l.money.fullPrice, l.lineTotal, l.bandName]),
    ).to.deep.equal([
      ['ADULT', 2, 5750, 11500, 'Band stalls'],
      ['CIRCLE', 1, 3750, 3750, 'Band circle'],
    ]);
    expect(order.totals).to.include({ tickets: 3, total: 15250 });
    expect(theatreOrder(context(), { adult: 1 }, 'USD', { kind: 'min' }).unpriced).to.deep.equal([
      'adult',
    ]);
  });

  it('property: allowed counts are a subset of valid_splits and never exceed the maximum with the rest of the order', () => {
    const splits = fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(
        splits,
        splits,
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        fc.boolean(),
        (aSplits, bSplits, max, held, otherCount, samePrice, multiple) => {
          const ctx: TheatreContext = {
            attraction: {
              max_tickets_per_order: max,
              multiple_purchases: multiple,
              seats_sales_enabled: false,
            },
            bands: samePrice
              ? [band('x', '1', [priceType('a', aSplits), priceType('b', bSplits)])]
              : [
                  band('x', '1', [priceType('a', aSplits)]),
                  band('y', '2', [priceType('b', bSplits)]),
                ],
            heldTickets: held,
          };
          const counts = { b: otherCount };
          for (const n of allowedCounts(ctx, counts, 'a')) {
            if (!aSplits.includes(n) || n + otherCount + held > max) return false;
            // A count the stepper offers is one the rules accept when the rest was acceptable.
            const rest = ticketCountProblems(ctx, counts).filter((p) => p.code !== null);
            const after = ticketCountProblems(ctx, { ...counts, a: n }).filter(
              (p) => p.code !== null,
            );
            if (rest.length === 0 && after.length > 0) return false;
          }
          return true;
        },
      ),
      { numRuns: 1000 },
    );
  });
});
