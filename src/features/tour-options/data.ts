/**
 * Data of the tour purchase step: the tour (GET /{v}/tours/{id}) page by page, the departure dates
 * in the tour's own time zone, and availability for a date and mix.
 */
import type { components } from '../../api/schema.js';
import { localDate } from '../../components/local-date.js';
import { dateFormat, formatDateTime } from '../../components/dates.js';
import type { TesseraClient } from '../../state/client-context.js';
import type { AvailabilityOption } from '../../state/rules/tour-option.js';
import type { TravellerMix, TravellerType } from '../../state/rules/tour.js';

type Schemas = components['schemas'];
export type TourAttraction = Schemas['TourAttractionV2'] | Schemas['TourAttractionV1'];
export interface TourData {
  attraction: TourAttraction;
  instances: Schemas['TourInstance'][];
  price_types: Schemas['TourPriceType'][];
  total: number;
  first_instance_date: string | null;
  last_instance_date: string | null;
}

/** Departures per page of the date picker (the API allows up to 1000). */
export const DATES_PAGE_SIZE = 14;

/** How far ahead the picker looks for departures. */
export const DATE_SPAN_DAYS = 365;

export async function loadTour(
  client: TesseraClient,
  id: string,
  query: { date_start: string; date_end: string; page: number; size: number },
  signal: AbortSignal,
): Promise<TourData> {
  return (await client.getTour(id, query, { signal })) as TourData;
}

export async function loadAvailability(
  client: TesseraClient,
  body: { attraction_id: string; date: string; mix: TravellerMix; currency: string },
  signal: AbortSignal,
): Promise<AvailabilityOption[]> {
  const tickets = Object.entries(body.mix)
    .filter(([, n]) => n > 0)
    .map(([price_type_id, number_of_tickets]) => ({ price_type_id, number_of_tickets }));
  return client.getTourAvailability(
    { attraction_id: body.attraction_id, date: body.date, tickets, currency: body.currency },
    { signal },
  );
}

/** The distinct departure dates of a page of departures, in order. */
export function departureDates(departures: readonly { start_datetime: string }[], zone: string) {
  return [...new Set(departures.map((d) => localDate(d.start_datetime, zone)))].sort();
}

/** A calendar day's instant: noon UTC, so no zone moves it to another day; null when not a date. */
function noonOf(date: string): string | null {
  const iso = `${date}T12:00:00Z`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** A YYYY-MM-DD date in full ("Monday, March 1, 2027"). */
export function formatDay(date: string, locale: string) {
  const noon = noonOf(date);
  return noon ? formatDateTime(noon, 'UTC', 'long-date', locale) : date;
}

/**
 * The short day in the pieces a line may break between: its weekday and the rest ("Thu," and
 * "Dec 3"; in Arabic "الخميس،" and "3 ديسمبر"), so a narrow button breaks a day there and never
 * inside a word or between a day and its month. A language that puts the weekday elsewhere keeps
 * its day whole.
 */
export function dayParts(date: string, locale: string): string[] {
  const noon = noonOf(date);
  if (!noon) return [date];
  const parts = dateFormat(locale, 'UTC', 'weekday-date').formatToParts(new Date(noon));
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((p) => p.value)
      .join('')
      .trim();
  return parts[0]?.type === 'weekday' && parts.length > 2 ? [text(0, 2), text(2)] : [text(0)];
}

/** The mix to start with: the fewest travellers of the first type that can travel alone. */
export function initialMix(types: readonly TravellerType[], minSize: number): TravellerMix {
  const lead = types.find((t) => t.can_be_guardian) ?? types.find((t) => !t.require_guardian);
  return lead ? { [lead.price_type_id]: Math.max(1, minSize) } : {};
}

/** A stable key of a mix, for task arguments. */
export function mixKey(mix: TravellerMix): string {
  return Object.entries(mix)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, n]) => `${id}=${n}`)
    .join('&');
}

/** Waits `ms`, rejecting when the signal aborts (a newer request replaced this one). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
