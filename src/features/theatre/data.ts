/**
 * Data of the theatre purchase step: the event with a page of performances (GET
 * /{v}/theater-events/{id}), the venue plan and its seats for sale, what the basket already holds
 * of this event, and the seat map's price categories built from a performance's bands.
 */
import type { components } from '../../api/schema.js';
import { localDate } from '../../components/local-date.js';
import type { TesseraClient } from '../../state/client-context.js';
import { ticketMoney, type BookingFeePolicy } from '../../state/rules/fees.js';
import {
  findPriceType,
  type PriceBand,
  type TheatreAttractionRules,
  type TheatreContext,
  type TicketCounts,
} from '../../state/rules/theatre.js';
import { assignSeats, type SeatChoice } from '../../state/rules/theatre-seats.js';
import type {
  SeatCategories,
  SeatGroupData,
  SeatRecord,
  SeatTickets,
} from '../../components/seat-map/seat-map-types.js';
import type { SectionName } from '../../components/seat-map/section-names.js';

type Schemas = components['schemas'];
export type TheatreAttraction = Schemas['TheaterAttractionV2'] | Schemas['TheaterAttractionV1'];
export type TheatrePerformance = Schemas['TheaterInstanceV2'] | Schemas['TheaterInstanceV1'];
export interface TheatreEvent {
  attraction: TheatreAttraction & TheatreAttractionRules;
  instances: TheatrePerformance[];
  total_instances: number;
  first_instance_date: string | null;
  last_instance_date: string | null;
}

/** Performances per page of the list (the API allows up to 1000; a phone shows about this many). */
export const PERFORMANCES_PAGE_SIZE = 8;

export async function loadEvent(
  client: TesseraClient,
  id: string,
  query: { date_start: string; page: number; size: number; currency: string },
  signal: AbortSignal,
): Promise<TheatreEvent> {
  return (await client.getTheaterEvent(id, query, { signal })) as TheatreEvent;
}

/** Performances per request while looking for the chosen one (v1 allows at most 100). */
const FIND_PAGE_SIZE = 100;
/** How far to look for the chosen performance: 1,000 performances. */
const FIND_MAX_PAGES = 10;

export interface FoundPerformance {
  performance: TheatrePerformance;
  /** The page of the performance list (PERFORMANCES_PAGE_SIZE a page, from 0) it sits on. */
  page: number;
}

/**
 * The performance a link or the attraction step chose, and the page of the step's list it sits
 * on (the list starts today), or null when it is no longer on sale. The attraction step pages
 * by other dates and sizes, so its page says nothing about this one.
 */
export async function findPerformance(
  client: TesseraClient,
  id: string,
  performanceId: string,
  query: { date_start: string; currency: string },
  signal: AbortSignal,
): Promise<FoundPerformance | null> {
  for (let page = 0; page < FIND_MAX_PAGES; page++) {
    const event = await loadEvent(client, id, { ...query, page, size: FIND_PAGE_SIZE }, signal);
    const index = event.instances.findIndex((i) => i.instance_id === performanceId);
    if (index >= 0) {
      const position = page * FIND_PAGE_SIZE + index;
      return {
        performance: event.instances[index],
        page: Math.floor(position / PERFORMANCES_PAGE_SIZE),
      };
    }
    const total = event.total_instances ?? 0;
    if (event.instances.length < FIND_PAGE_SIZE || (page + 1) * FIND_PAGE_SIZE >= total) break;
  }
  return null;
}

export interface SeatPlan {
  svg: string;
  groups: SeatGroupData[];
}

/** The venue SVG (fetched as text: the seat map sanitizes it) and the seats for sale, together. */
export async function loadSeatPlan(
  client: TesseraClient,
  attraction: TheatreAttraction,
  attractionId: string,
  performanceId: string,
  signal: AbortSignal,
): Promise<SeatPlan> {
  const svgText = async () => {
    const r = await fetch(attraction.seat_map, { signal });
    if (!r.ok) throw new SeatPlanError(r.status);
    return r.text();
  };
  const [svg, groups] = await Promise.all([
    svgText(),
    client.getTheaterSeats(attractionId, performanceId, undefined, { signal }),
  ]);
  return { svg, groups: groups as SeatGroupData[] };
}

/** The venue plan file itself could not be fetched (not the seats endpoint). */
class SeatPlanError extends Error {
  override readonly name = 'SeatPlanError';
  constructor(readonly status: number) {
    super(`seat plan: HTTP ${status}`);
  }
}

/** A band's name for the buyer: price_band_name (v2), else section and price category. */
export function bandLabel(band: PriceBand): string {
  return 'price_band_name' in band && band.price_band_name
    ? band.price_band_name
    : `${band.section_name} · ${band.price_category}`;
}

/**
 * The seat map's categories, one per price category of the bands, priced at what the buyer pays
 * (full price, fee included, per the fee policy): the chosen ticket type's price when the buyer
 * chose tickets at one price in the category, else the lowest, marked `from` when its tickets
 * have several prices.
 */
export function seatCategories(
  bands: readonly PriceBand[],
  currency: string,
  policy: BookingFeePolicy,
  counts: TicketCounts = {},
): SeatCategories {
  const all = new Map<string, Set<number>>();
  const chosen = new Map<string, Set<number>>();
  const labels = new Map<string, string>();
  for (const band of bands) {
    const key = String(band.price_category);
    for (const t of band.price_types) {
      const price = ticketMoney(t, currency, policy)?.fullPrice;
      if (typeof price !== 'number') continue;
      all.set(key, (all.get(key) ?? new Set()).add(price));
      if ((counts[t.price_type_id] ?? 0) > 0)
        chosen.set(key, (chosen.get(key) ?? new Set()).add(price));
      if (!labels.has(key)) labels.set(key, bandLabel(band));
    }
  }
  const out: SeatCategories = {};
  for (const [key, prices] of all) {
    const picked = chosen.get(key);
    const known = picked?.size === 1 ? picked : prices;
    out[key] = { label: labels.get(key)!, price: Math.min(...known), currency };
    if (known.size > 1) out[key].from = true;
    // A category shared by several bands (an arena's sections) is named by all its sections.
    const sharing = bands.filter((b) => String(b.price_category) === key);
    if (sharing.length > 1) out[key].label = sectionList(sharing.map((b) => b.section_name));
  }
  return out;
}

/**
 * Several sections in one line, a leading word they share said once ("Section A, B, C, D"
 * rather than "Section A, Section B, ..."), so an arena's legend stays one line per category.
 */
export function sectionList(names: readonly string[]): string {
  const unique = [...new Set(names)];
  if (unique.length < 2) return unique.join('');
  let prefix = unique[0].slice(0, unique[0].lastIndexOf(' ') + 1);
  while (prefix && !unique.every((n) => n.startsWith(prefix) && n.length > prefix.length))
    prefix = prefix.slice(0, prefix.trimEnd().lastIndexOf(' ') + 1);
  return [unique[0], ...unique.slice(1).map((n) => n.slice(prefix.length))].join(', ');
}

/** The bands' sections, for the seat map to name its section codes the way the API does. */
export function seatSections(bands: readonly PriceBand[]): SectionName[] {
  return bands.map((b) => ({ id: b.section_id, name: b.section_name }));
}

/**
 * The ticket each picked seat will carry: the rules hand a band's seats to its chosen price types
 * in order (assignSeats), so the map can show the price the buyer pays for that seat.
 */
export function seatTickets(
  ctx: TheatreContext,
  counts: TicketCounts,
  seats: readonly SeatRecord[],
  currency: string,
  policy: BookingFeePolicy,
): SeatTickets {
  const byService = new Map(seats.map((s) => [s.serviceSeatId ?? '', s.id]));
  const out: SeatTickets = {};
  for (const [typeId, serviceIds] of assignSeats(ctx, counts, seats.map(seatChoice))) {
    const type = findPriceType(ctx.bands, typeId)?.type;
    const price = type && ticketMoney(type, currency, policy)?.fullPrice;
    if (!type || typeof price !== 'number') continue;
    for (const serviceId of serviceIds) {
      const id = byService.get(serviceId);
      if (id) out[id] = { label: type.price_type, price, currency };
    }
  }
  return out;
}

/** What the rules need of a seat the map reports. */
export function seatChoice(seat: {
  serviceSeatId: string | null;
  rowKey: string;
  categoryId: string | null;
  section: string;
}): SeatChoice {
  return {
    serviceSeatId: seat.serviceSeatId ?? '',
    rowKey: seat.rowKey,
    categoryId: seat.categoryId ?? '',
    section: seat.section,
  };
}

/** Seat-map IDs of a selection that the latest seats answer no longer offers (held by others). */
export function goneSeats(selected: readonly string[], groups: readonly SeatGroupData[]): string[] {
  const offered = new Set<string>();
  for (const g of groups) for (const id of Object.keys(g.seats)) offered.add(id);
  return selected.filter((id) => !offered.has(id));
}

type Summary = Schemas['ReservationSummary'];

export interface BasketHold {
  /** Tickets of this event in the basket (max_tickets_per_order counts them, code 31). */
  heldTickets: number;
  /** Bands of this performance the basket holds (code 53). */
  heldBandIds: string[];
  /** The basket's currency, null while empty (code 24). */
  currency: string | null;
  /** Reservations of other events, the ones to remove on code 36. */
  otherReservationIds: string[];
}

/** What the basket already holds that the rules for this event and performance depend on. */
export function basketHold(
  summary: Summary | undefined,
  attractionId: string,
  performance: TheatrePerformance | undefined,
): BasketHold {
  const hold: BasketHold = {
    heldTickets: 0,
    heldBandIds: [],
    currency: null,
    otherReservationIds: [],
  };
  for (const r of summary?.reservations ?? []) {
    hold.currency ??= r.currency || null;
    if (r.attraction_id !== attractionId) {
      hold.otherReservationIds.push(r.reservation_id);
      continue;
    }
    hold.heldTickets += r.number_of_tickets;
    if (!performance || Date.parse(r.start_datetime) !== Date.parse(performance.start_datetime))
      continue;
    for (const t of r.tickets) {
      const band = findPriceType(performance.price_bands, t.price_type_id)?.band;
      if (band && !hold.heldBandIds.includes(String(band.id)))
        hold.heldBandIds.push(String(band.id));
    }
  }
  return hold;
}

/** Performances of a page grouped by their date in the venue's time zone, in order. */
export function byVenueDate(
  instances: readonly TheatrePerformance[],
  timeZone: string,
): [string, TheatrePerformance[]][] {
  const groups = new Map<string, TheatrePerformance[]>();
  const sorted = [...instances].sort(
    (a, b) => Date.parse(a.start_datetime) - Date.parse(b.start_datetime),
  );
  for (const i of sorted) {
    const key = localDate(i.start_datetime, timeZone);
    groups.set(key, [...(groups.get(key) ?? []), i]);
  }
  return [...groups];
}
