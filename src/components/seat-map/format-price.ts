/** Formats minor units of a currency, taking the number of decimals from the currency itself. */

const cache = new Map<string, Intl.NumberFormat>();

export function formatPrice(minor: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale || undefined, { style: 'currency', currency });
    cache.set(key, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
