/** Dates in a named time zone, written as ISO 8601 with that zone's UTC offset. */

const DAY = 86_400_000;

export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) =>
  isoDate(Date.parse(`${date}T00:00:00Z`) + days * DAY);

/** Day of week (0 = Sunday) of a YYYY-MM-DD date. */
export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const offsetCache = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC in minutes at the given instant. */
function offsetMinutes(tz: string, ms: number): number {
  let f = offsetCache.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' });
    offsetCache.set(tz, f);
  }
  const name = f.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local wall time `date` + `time` (HH:MM) in `tz`, as ISO 8601 with the offset. */
export function zoned(date: string, time: string, tz: string): string {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const off = offsetMinutes(tz, asUtc - offsetMinutes(tz, asUtc) * 60_000);
  const sign = off < 0 ? '-' : '+';
  const abs = Math.abs(off);
  return `${date}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Adds minutes to a zoned ISO string, keeping its offset (good enough for sandbox end times). */
export function plusMinutes(iso: string, minutes: number): string {
  const offset = iso.slice(19);
  const sign = offset.startsWith('-') ? -1 : 1;
  const offMin = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const local = new Date(Date.parse(iso) + (offMin + minutes) * 60_000).toISOString().slice(0, 19);
  return local + offset;
}
