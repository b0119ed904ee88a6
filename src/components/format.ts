/**
 * Money, date and duration formatting. Pure functions over Intl so every element formats the same
 * way; Intl instances are cached because search results format hundreds of prices. The dates live
 * in dates.ts, which the landing imports alone: money is not part of the widget's first load.
 */

export { addDays, formatDateTime, isoDate, type DateStyle } from './dates.js';

const numberFormats = new Map<string, Intl.NumberFormat>();
/** Generic zone names do not change with daylight saving: one per language and zone. */
const zoneNames = new Map<string, string>();

function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let nf = numberFormats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, { style: 'currency', currency });
    numberFormats.set(key, nf);
  }
  return nf;
}

/**
 * A time zone as the buyer's language names it ("United Kingdom Time", "توقيت المملكة المتحدة",
 * "Mitteleuropäische Zeit") rather than its IANA id ("Europe/London"), which a buyer does not
 * read; the id itself when the browser does not know the zone.
 */
export function zoneName(timeZone: string, locale = 'en'): string {
  const key = `${locale}|${timeZone}`;
  let name = zoneNames.get(key);
  if (name === undefined) {
    try {
      const parts = new Intl.DateTimeFormat(locale, {
        timeZone,
        timeZoneName: 'longGeneric',
      }).formatToParts(new Date());
      name = parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
    } catch {
      name = timeZone;
    }
    zoneNames.set(key, name);
  }
  return name;
}

/** Number of minor-unit decimals of a currency as Intl knows it (JPY 0, EUR 2, KWD 3). */
export function currencyDecimals(currency: string, locale = 'en'): number {
  return moneyFormat(locale, currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Formats an integer amount of minor units (cents, pence, fils) in the given currency. */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  return moneyFormat(locale, currency).format(minor / 10 ** currencyDecimals(currency, locale));
}

/** Converts major units typed by a buyer (a price filter) into integer minor units. */
export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyDecimals(currency));
}

/** Converts integer minor units into major units (for a number input showing a price). */
export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDecimals(currency);
}

/** Formats a duration in minutes with Intl units ("2 hr, 30 min" in English). */
export function formatDuration(minutes: number, locale = 'en'): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  const unit = (value: number, u: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short' }).format(value);
  if (h && m) return `${unit(h, 'hour')} ${unit(m, 'minute')}`;
  return h ? unit(h, 'hour') : unit(m, 'minute');
}
