/** Calendar dates as the API writes them (YYYY-MM-DD), read in the buyer's own calendar. */

/** The date as YYYY-MM-DD in the buyer's own zone (today by default: the API's date_start). */
export function isoDate(date: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return isoDate(new Date(y, m - 1, d + days));
}
