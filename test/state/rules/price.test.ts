import { expect } from '@open-wc/testing';
import { bandOnSale, fromPrice, soldOut, type BandPriced } from '../../../src/state/rules/price.js';

/** A performance with bands of [spaces_remaining, updating, face values in GBP, fees]. */
function performance(
  ...bands: { left?: number; updating?: boolean; prices: number[]; fee?: number }[]
): BandPriced & { price_bands: unknown[] } {
  return {
    price_bands: bands.map((b) => ({
      spaces_remaining: b.left,
      updating: b.updating ?? false,
      price_types: b.prices.map((p) => ({
        price: { GBP: p, EUR: p + 500 },
        // The full price (price + fee) must never be what "from" shows.
        min_full_price: { GBP: p + (b.fee ?? 250) },
        min_booking_fee: { GBP: b.fee ?? 250 },
        max_booking_fee: { GBP: (b.fee ?? 250) * 2 },
      })),
    })),
  };
}

describe('the "from" price rule', () => {
  it('is a search result or tour min_price in the currency asked', () => {
    const item = { min_price: { GBP: 1950, EUR: 2200 } };
    expect(fromPrice(item, 'GBP')).to.equal(1950);
    expect(fromPrice(item, 'EUR')).to.equal(2200);
    expect(fromPrice(item, 'USD')).to.equal(undefined);
    expect(fromPrice({ min_price: null }, 'GBP')).to.equal(undefined);
    expect(fromPrice({}, 'GBP')).to.equal(undefined);
  });

  it('is the lowest face value of a performance, before the booking fee', () => {
    const p = performance(
      { left: 40, prices: [4500, 3000], fee: 300 },
      { left: 5, prices: [2500] },
    );
    expect(fromPrice(p, 'GBP')).to.equal(2500);
    expect(fromPrice(p, 'EUR')).to.equal(3000);
    expect(fromPrice(p, 'JPY')).to.equal(undefined);
  });

  it('agrees with the search result for the same prices: the same face value, not price + fee', () => {
    const p = performance({ left: 40, prices: [3000, 1950], fee: 350 });
    const listed = { min_price: { GBP: 1950 } };
    expect(fromPrice(p, 'GBP')).to.equal(fromPrice(listed, 'GBP'));
    expect(fromPrice([p, performance({ left: 1, prices: [2100] })], 'GBP')).to.equal(1950);
  });

  it('leaves out bands with no places left or being updated', () => {
    const p = performance(
      { left: 0, prices: [1000] },
      { left: -2, prices: [1200] },
      { left: 10, updating: true, prices: [1100] },
      { left: 3, prices: [4000] },
    );
    expect(fromPrice(p, 'GBP')).to.equal(4000);
  });

  it('has no price for a performance with nothing on sale, and a list takes the others', () => {
    const gone = performance({ left: 0, prices: [1000] });
    expect(fromPrice(gone, 'GBP')).to.equal(undefined);
    expect(fromPrice([gone, performance({ left: 2, prices: [3300] })], 'GBP')).to.equal(3300);
    expect(fromPrice([gone], 'GBP')).to.equal(undefined);
    expect(fromPrice([], 'GBP')).to.equal(undefined);
  });

  it('reads a count limit of 0 or less as sold out, and an updating band as not sold out', () => {
    expect(soldOut(performance({ left: 0, prices: [1] }, { left: -1, prices: [2] }))).to.equal(
      true,
    );
    expect(soldOut(performance({ left: 0, prices: [1] }, { left: 1, prices: [2] }))).to.equal(
      false,
    );
    expect(
      soldOut(performance({ left: 0, prices: [1] }, { updating: true, prices: [2] })),
    ).to.equal(false);
    expect(soldOut({ price_bands: [] })).to.equal(false);
    expect(bandOnSale({ spaces_remaining: 0 })).to.equal(false);
    expect(bandOnSale({})).to.equal(true);
  });
});
