/**
 * The "from" price a buyer reads before choosing tickets: one rule for the search result card,
 * the attraction detail and the theatre step, so the same attraction shows the same amount in
 * all three for the same dates and currency.
 *
 * It is the lowest face value per ticket (doc 2 `price`), before the booking fee. A search
 * result and a tour carry only `min_price`, the lowest face value, and no fee range, so the
 * booking fee cannot be added there; the rule therefore never adds it anywhere, and every "from"
 * is shown with the words "+ booking fee". The fee itself (and the full price = price + fee) is
 * shown beside each ticket once the buyer chooses a performance.
 *
 * Bands that are being updated or have no places left are not on sale and do not count; a
 * performance whose bands all count out has no "from" price: it is sold out.
 */
import type { components } from '../../api/schema.js';

type Price = components['schemas']['Price'];

/** A search result or a tour: the API's lowest face value per currency. */
export interface MinPriced {
  min_price?: Price | null;
}

/** A theatre performance: its price bands and their price types. */
export interface BandPriced {
  price_bands?: readonly {
    updating?: boolean;
    spaces_remaining?: number;
    price_types?: readonly { price?: Price | null }[];
  }[];
}

export type FromPriceSource = MinPriced | BandPriced | readonly BandPriced[];

function amount(price: Price | null | undefined, currency: string): number | undefined {
  const value = price?.[currency];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** True when a band can be sold now: not being updated and with places left (when told). */
export function bandOnSale(band: { updating?: boolean; spaces_remaining?: number }): boolean {
  if (band.updating) return false;
  return typeof band.spaces_remaining !== 'number' || band.spaces_remaining > 0;
}

function lowestOfPerformance(performance: BandPriced, currency: string): number | undefined {
  let low: number | undefined;
  for (const band of performance.price_bands ?? []) {
    if (!bandOnSale(band)) continue;
    for (const type of band.price_types ?? []) {
      const value = amount(type.price, currency);
      if (value !== undefined && (low === undefined || value < low)) low = value;
    }
  }
  return low;
}

/**
 * The "from" price in minor units of `currency`: the lowest face value (before the booking fee)
 * of a search result or tour (`min_price`), of one performance, or of a list of performances.
 * Undefined when nothing is on sale in that currency.
 */
export function fromPrice(source: FromPriceSource, currency: string): number | undefined {
  if (Array.isArray(source)) {
    let low: number | undefined;
    for (const performance of source as readonly BandPriced[]) {
      const value = lowestOfPerformance(performance, currency);
      if (value !== undefined && (low === undefined || value < low)) low = value;
    }
    return low;
  }
  if ('price_bands' in source) return lowestOfPerformance(source as BandPriced, currency);
  return amount((source as MinPriced).min_price, currency);
}

/**
 * The currencies a search result, tour or list of performances is priced in, in the API's order
 * (the first a price object lists first): the widget's `currency` is a preference, and an
 * attraction sold only in others is shown in its own.
 */
export function pricedCurrencies(source: FromPriceSource): string[] {
  const found = new Set<string>();
  const add = (price: Price | null | undefined) => {
    for (const [code, value] of Object.entries(price ?? {}))
      if (typeof value === 'number') found.add(code);
  };
  const performances = Array.isArray(source)
    ? (source as readonly BandPriced[])
    : 'price_bands' in source
      ? [source as BandPriced]
      : [];
  for (const p of performances)
    for (const band of p.price_bands ?? []) for (const t of band.price_types ?? []) add(t.price);
  if (!performances.length) add((source as MinPriced).min_price);
  return [...found];
}

/**
 * The currency an attraction priced in `priced` is shown and booked in: the basket's when it is
 * sold in it (one basket, one currency: code 24), else the preferred one, else its own first.
 */
export function shownCurrency(
  priced: readonly string[],
  preferred: string,
  held: string | null = null,
): string {
  if (!priced.length) return preferred;
  if (held && priced.includes(held)) return held;
  return priced.includes(preferred) ? preferred : priced[0]!;
}

/** True when a performance has price bands and none of them has places left to sell. */
export function soldOut(performance: BandPriced): boolean {
  const bands = performance.price_bands ?? [];
  return (
    bands.length > 0 &&
    bands.every((b) => typeof b.spaces_remaining === 'number' && b.spaces_remaining <= 0)
  );
}
