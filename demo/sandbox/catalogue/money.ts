/** Multi-currency prices: a base amount in GBP pence converted at fixed sandbox rates. */

export type Price = Record<string, number>;

/** Minor units of the currency per GBP minor unit (all these currencies have 2 decimals). */
const RATES: Record<string, number> = {
  GBP: 1,
  EUR: 1.17,
  USD: 1.27,
  DKK: 8.7,
  AUD: 1.93,
  MAD: 12.6,
};

export const CURRENCIES = Object.keys(RATES);

/** Converts GBP pence to `currency`, rounded to a whole 10 minor units so totals stay tidy. */
export function convert(gbpMinor: number, currency: string): number {
  return Math.round((gbpMinor * (RATES[currency] ?? 1)) / 10) * 10;
}

/** A Price object for the given currencies. */
export function price(gbpMinor: number, currencies: readonly string[]): Price {
  const out: Price = {};
  for (const c of currencies) out[c] = convert(gbpMinor, c);
  return out;
}

export function addPrices(a: Price, b: Price): Price {
  const out: Price = {};
  for (const k of Object.keys(a)) out[k] = a[k] + (b[k] ?? 0);
  return out;
}
