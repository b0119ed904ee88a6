/**
 * The calendar date (YYYY-MM-DD) of an instant in an attraction's time zone: the date a buyer
 * picks, the date availability takes, the day performances are grouped under.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(zone: string): Intl.DateTimeFormat {
  let df = dayFormats.get(zone);
  if (!df) {
    try {
      df = new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' });
    } catch {
      // An unknown zone from the API: the UTC date is closer than none.
      df = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', dateStyle: 'short' });
    }
    dayFormats.set(zone, df);
  }
  return df;
}

export function localDate(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso.slice(0, 10)
    : dayFormat(timeZone || 'UTC').format(date);
}
