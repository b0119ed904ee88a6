/**
 * VTIMEZONE components (RFC 5545 3.6.5) built on the client from Intl, so an event written with
 * `DTSTART;TZID=Europe/London:...` is read at the attraction's local time by every calendar, even
 * one that does not know the IANA name. Each zone gets the year(s) of its events: the offset on
 * 1 January, then each change of offset found in that year (summer time starting and ending).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes (Europe/Paris in July: 120). */
export function offsetMinutes(timeZone: string, at: number): number {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formats.set(timeZone, f);
  }
  const name = f.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

/** True when Intl knows the zone. */
export function knownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** `20261128T193000`: an instant as wall-clock time at a given offset. */
export function localStamp(at: number, offset: number): string {
  return new Date(at + offset * 60_000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

interface Change {
  at: number;
  from: number;
  to: number;
}

/** The instants of a year at which the zone's offset changes, to the minute. */
function changesIn(timeZone: string, year: number): Change[] {
  const out: Change[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  const day = 86_400_000;
  for (let t = Date.UTC(year, 0, 1); t < end; t += day) {
    const from = offsetMinutes(timeZone, t);
    const to = offsetMinutes(timeZone, t + day);
    if (from === to) continue;
    let lo = t;
    let hi = t + day;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutes(timeZone, mid) === from) lo = mid;
      else hi = mid;
    }
    out.push({ at: hi, from, to });
  }
  return out;
}

/** One VTIMEZONE for a zone, covering the given years; lines not yet folded. */
export function vtimezone(timeZone: string, years: readonly number[]): string[] {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  for (const year of [...new Set(years)].sort()) {
    const start = Date.UTC(year, 0, 1);
    const first = offsetMinutes(timeZone, start);
    const changes = changesIn(timeZone, year);
    const all = [first, ...changes.map((c) => c.to)];
    const summer = Math.max(...all);
    const kind = (offset: number) =>
      changes.length && offset === summer && offset !== Math.min(...all) ? 'DAYLIGHT' : 'STANDARD';
    const observance = (at: number, from: number, to: number) => [
      `BEGIN:${kind(to)}`,
      `DTSTART:${localStamp(at, from)}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `END:${kind(to)}`,
    ];
    lines.push(...observance(start, first, first));
    for (const c of changes) lines.push(...observance(c.at, c.from, c.to));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
