/**
 * An iCalendar file (RFC 5545) of a confirmed booking, for "add to calendar": one event per
 * reservation at the attraction's local time (`TZID` with its VTIMEZONE), or in UTC when the
 * attraction's time zone is unknown; either way every calendar shows the right moment.
 */
import { knownZone, localStamp, offsetMinutes, vtimezone } from './ics-timezone.js';

export interface CalendarItem {
  uid: string;
  title: string;
  /** ISO 8601 with offset. */
  start: string;
  /** ISO 8601 with offset; null when the API gives none. */
  end: string | null;
  /** A whole-day tour: written as a date, not a time. */
  allDay?: boolean;
  location: string;
  description: string;
  /** The attraction's IANA time zone: times are written in it. */
  timeZone?: string;
}

/** Events without an end last this long. */
const DEFAULT_DURATION_MS = 2 * 3600_000;

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let current = '';
  for (const ch of line) {
    const limit = out.length === 0 ? 75 : 74;
    if (bytes.encode(current + ch).length > limit) {
      out.push(current);
      current = ch;
    } else current += ch;
  }
  out.push(current);
  return out.join('\r\n ');
}

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const day = (iso: string) => iso.slice(0, 10).replace(/-/g, '');

export function buildIcs(items: readonly CalendarItem[], stamp = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tessera//Booking//EN',
    'CALSCALE:GREGORIAN',
  ];
  const zoned = (item: CalendarItem) =>
    !item.allDay && !!item.timeZone && knownZone(item.timeZone) ? item.timeZone : null;
  // One VTIMEZONE per zone, before the events, covering the years its events fall in.
  const years = new Map<string, number[]>();
  for (const item of items) {
    const zone = zoned(item);
    const start = Date.parse(item.start);
    if (!zone || Number.isNaN(start)) continue;
    const end = item.end ? Date.parse(item.end) : start;
    const list = years.get(zone) ?? [];
    list.push(
      new Date(start).getUTCFullYear(),
      new Date(Number.isNaN(end) ? start : end).getUTCFullYear(),
    );
    years.set(zone, list);
  }
  for (const [zone, list] of years) lines.push(...vtimezone(zone, list));
  for (const item of items) {
    const start = new Date(item.start);
    if (Number.isNaN(start.getTime())) continue;
    lines.push('BEGIN:VEVENT', `UID:${item.uid}`, `DTSTAMP:${utc(stamp)}`);
    if (item.allDay) {
      const next = new Date(Date.parse(`${item.start.slice(0, 10)}T00:00:00Z`) + 86_400_000);
      lines.push(
        `DTSTART;VALUE=DATE:${day(item.start)}`,
        `DTEND;VALUE=DATE:${day(next.toISOString())}`,
      );
    } else {
      const end = item.end ? new Date(item.end) : new Date(start.getTime() + DEFAULT_DURATION_MS);
      const safeEnd = Number.isNaN(end.getTime())
        ? new Date(start.getTime() + DEFAULT_DURATION_MS)
        : end;
      const zone = zoned(item);
      const at = (d: Date) =>
        zone
          ? `;TZID=${zone}:${localStamp(d.getTime(), offsetMinutes(zone, d.getTime()))}`
          : `:${utc(d)}`;
      lines.push(`DTSTART${at(start)}`, `DTEND${at(safeEnd)}`);
    }
    lines.push(
      `SUMMARY:${escapeText(item.title)}`,
      `LOCATION:${escapeText(item.location)}`,
      `DESCRIPTION:${escapeText(item.description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
