/**
 * Date formatting and YYYY-MM-DD arithmetic over Intl (re-exported by format.ts with the money
 * formatting). The landing imports this module alone, so it keeps the first load small.
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();

export type DateStyle = 'date' | 'time' | 'datetime' | 'weekday-date' | 'short-date' | 'long-date';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  'weekday-date': { weekday: 'short', day: 'numeric', month: 'short' },
  'short-date': { day: 'numeric', month: 'short' },
  'long-date': { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};

/** A style's formatter in a zone, made once per locale, zone and style (an unknown zone: UTC). */
export function dateFormat(locale: string, zone: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${style}`;
  let df = dateFormats.get(key);
  if (!df) {
    try {
      df = new Intl.DateTimeFormat(locale, { ...DATE_OPTIONS[style], timeZone: zone });
    } catch {
      df = new Intl.DateTimeFormat(locale, { ...DATE_OPTIONS[style], timeZone: 'UTC' });
    }
    dateFormats.set(key, df);
  }
  return df;
}

/**
 * Formats an ISO date-time in a given IANA time zone (the attraction's, so a buyer abroad sees the
 * local start time printed on the ticket). An unknown zone falls back to UTC rather than throwing.
 */
export function formatDateTime(
  iso: string,
  timeZone: string | undefined,
  style: DateStyle = 'datetime',
  locale = 'en',
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, timeZone || 'UTC', style).format(date);
}

/** Today's date as YYYY-MM-DD in the buyer's own zone (the API's date_start). */
export function isoDate(date: Date = new Date()): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return isoDate(new Date(y, m - 1, d + days));
}
