import { formatMoney } from '../format.js';

/**
 * Formats minor units of a currency (with the currency's own number of decimals) in the map's
 * locale; a map given none formats in the browser's default, as Intl does without one.
 */
export function formatPrice(minor: number, currency: string, locale: string): string {
  return formatMoney(minor, currency, locale || new Intl.NumberFormat().resolvedOptions().locale);
}
