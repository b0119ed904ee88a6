/** Builds the theater attractions (bands, price types, instances) from their specs and a seed. */
import { price, type Price } from './money.js';
import { cityByKey } from './places.js';
import type { Prng } from './prng.js';
import { THEATER_SPECS, type GaBand, type TheaterSpec } from './theater-specs.js';
import { addDays, weekday, zoned } from './time.js';
import type { PriceBand, Theater, TheaterInstance, TheaterPriceType } from './types.js';
import { VENUES } from './venues.js';

const HORIZON_DAYS = 150;

function currenciesFor(local: string): string[] {
  return [...new Set([local, 'GBP', 'EUR', 'USD'])];
}

function priceType(
  id: string,
  label: string,
  gbp: number,
  currencies: string[],
  splits: number[],
): TheaterPriceType {
  const fee = (f: number) => Math.max(100, Math.round((gbp * f) / 10) * 10);
  return {
    id,
    label,
    price: price(gbp, currencies),
    minFee: price(fee(0.05), currencies),
    maxFee: price(fee(0.2), currencies),
    validSplits: splits,
  };
}

function priceTypes(spec: TheaterSpec, bandId: string, gbp: number, cur: string[]) {
  const max = spec.maxTickets ?? 8;
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  if (spec.couples && !spec.children && spec.code === 'TH-BCN-02')
    return [priceType(`${bandId}-PAIR`, 'Pair', gbp, cur, [2, 4])];
  const out = [priceType(`${bandId}-ADULT`, 'Adult', gbp, cur, range(max))];
  if (spec.children)
    out.push(
      priceType(
        `${bandId}-CHILD`,
        'Child (under 16)',
        Math.round(gbp * 0.6),
        cur,
        range(Math.min(4, max)),
      ),
    );
  if (spec.couples)
    out.push(
      priceType(
        `${bandId}-COUPLE`,
        'Couples deal (per person)',
        Math.round(gbp * 0.85),
        cur,
        [2, 4, 6],
      ),
    );
  out.push(
    priceType(`${bandId}-CONC`, 'Concession', Math.round(gbp * 0.8), cur, range(Math.min(2, max))),
  );
  return out;
}

function bands(spec: TheaterSpec, index: number, cur: string[]): PriceBand[] {
  const venue = spec.seatMap ? VENUES[spec.seatMap] : undefined;
  const base = index * 100 + 1;
  if (venue) {
    const factor = [1, 0.75, 0.5];
    return venue.sections.map((s, i) => {
      const id = String(base + i);
      const gbp = Math.round((spec.base * factor[s.priceCategory - 1]) / 50) * 50;
      return {
        id,
        name: `${s.name} (${['Premium', 'Standard', 'Value'][s.priceCategory - 1]})`,
        sectionName: s.name,
        sectionId: s.id,
        priceCategory: s.priceCategory,
        generalAdmission: false,
        capacity: s.rows * s.seatsPerRow,
        priceTypes: priceTypes(spec, id, gbp, cur),
      };
    });
  }
  return (spec.bands ?? []).map((b: GaBand, i) => {
    const id = String(base + i);
    const gbp = Math.round((spec.base * b.factor) / 50) * 50;
    return {
      id,
      name: b.name,
      sectionName: b.name,
      sectionId: `S${i + 1}`,
      priceCategory: i + 1,
      generalAdmission: !b.seated,
      capacity: b.capacity,
      priceTypes: priceTypes(spec, id, gbp, cur),
    };
  });
}

function instances(spec: TheaterSpec, today: string, tz: string, rng: Prng): TheaterInstance[] {
  const out: TheaterInstance[] = [];
  for (let d = 1; d <= HORIZON_DAYS && out.length < 100; d++) {
    const date = addDays(today, d);
    if (!spec.weekdays.includes(weekday(date)) || rng.chance(0.12)) continue;
    for (const time of spec.times) {
      out.push({
        id: `${spec.code}-${date.replaceAll('-', '')}-${time.replace(':', '')}`,
        start: zoned(date, time, tz),
        provisional: d > (spec.provisionalAfter ?? 120) || rng.chance(0.04),
      });
    }
  }
  return out.slice(0, 100);
}

/** Theater attractions of `specs`; `first` numbers their bands after those built before. */
export function buildTheaters(
  today: string,
  rng: Prng,
  specs: TheaterSpec[] = THEATER_SPECS,
  first = 0,
): Theater[] {
  return specs.map((spec, i) => {
    const index = first + i;
    const city = cityByKey(spec.city);
    if (!city) throw new Error(`Unknown city ${spec.city}`);
    const cur = currenciesFor(city.currency);
    const jitter = () => (rng.next() - 0.5) * 0.04;
    return {
      kind: 'theater',
      id: spec.code,
      name: spec.name,
      description: spec.description,
      cityId: city.id,
      address: `${rng.int(1, 180)} ${rng.pick(['High Street', 'Market Lane', 'Grand Avenue', 'Old Quay', 'Park Row'])}, ${city.name}`,
      locationName: spec.venue,
      latitude: Number((city.latitude + jitter()).toFixed(5)),
      longitude: Number((city.longitude + jitter()).toFixed(5)),
      timezone: city.timezone,
      groupId: spec.group,
      subcategories: spec.subcategories,
      tagIds: spec.tags,
      priority: rng.int(1, 100),
      rating: Number((3 + rng.next() * 2).toFixed(1)),
      popularity: rng.int(10, 5000),
      duration: spec.duration ?? rng.pick([90, 120, 150, 165]),
      labelBlue: spec.tags.includes(3) ? 'New' : '',
      labelRed: spec.tags.includes(1) ? 'Best Deal' : '',
      currencies: cur,
      required: spec.required ?? [],
      mandatoryAttendee: spec.mandatoryAttendee ?? false,
      phoneVerification: spec.phone ?? false,
      standalone: spec.standalone ?? false,
      deliveryMethod: spec.seatMap ? 1 : rng.pick([0, 1, 3, 5]),
      venueId: spec.seatMap ?? null,
      seatSales: Boolean(spec.seatMap) && !spec.noSeatSales,
      maxTicketsPerOrder: spec.maxTickets ?? 8,
      multiplePurchases: spec.multiplePurchases ?? true,
      bands: bands(spec, index + 1, cur),
      instances: instances(spec, today, city.timezone, rng),
    } satisfies Theater;
  });
}

export const minPrice = (prices: Price[]): Price => {
  const out: Price = {};
  for (const p of prices) for (const [k, v] of Object.entries(p)) out[k] = Math.min(out[k] ?? v, v);
  return out;
};
export const maxPrice = (prices: Price[]): Price => {
  const out: Price = {};
  for (const p of prices) for (const [k, v] of Object.entries(p)) out[k] = Math.max(out[k] ?? v, v);
  return out;
};
