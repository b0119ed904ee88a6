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
} from '../../state/rules/theatre.js';
import type { SeatChoice } from '../../state/rules/theatre-seats.js';
import type { SeatCategories, SeatGroupData } from '../seat-map/seat-map-types.js';

type Schemas = components['schemas'];
export type TheatreAttraction = Schemas['TheaterAttractionV2'] | Schemas['TheaterAttractionV1'];
export type TheatreInstance = Schemas['TheaterInstanceV2'] | Schemas['TheaterInstanceV1'];
export interface TheatreEvent {
  attraction: TheatreAttraction & TheatreAttractionRules;
  instances: TheatreInstance[];
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

export interface SeatPlan {
  svg: string;
  groups: SeatGroupData[];
}

/** The venue SVG (fetched as text: the seat map sanitizes it) and the seats for sale, together. */
export async function loadSeatPlan(
  client: TesseraClient,
  attraction: TheatreAttraction,
  attractionId: string,
  instanceId: string,
  signal: AbortSignal,
): Promise<SeatPlan> {
  const svgText = async () => {
    const r = await fetch(attraction.seat_map, { signal });
    if (!r.ok) throw new SeatPlanError(r.status);
    return r.text();
  };
  const [svg, groups] = await Promise.all([
    svgText(),
    client.getTheaterSeats(attractionId, instanceId, undefined, { signal }),
  ]);
  return { svg, groups: groups as SeatGroupData[] };
}

/** The venue plan file itself could not be fetched (not the seats endpoint). */
export class SeatPlanError extends Error {
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
 * The seat map's categories: one per price category of the bands, priced at the lowest full price
 * (fee included, per the fee policy) of its price types, so the legend shows what a buyer pays.
 */
export function seatCategories(
  bands: readonly PriceBand[],
  currency: string,
  policy: BookingFeePolicy,
): SeatCategories {
  const out: SeatCategories = {};
  for (const band of bands) {
    const prices = band.price_types
      .map((t) => ticketMoney(t, currency, policy)?.fullPrice)
      .filter((p): p is number => typeof p === 'number');
    if (!prices.length) continue;
    const price = Math.min(...prices);
    const key = String(band.price_category);
    const known = out[key];
    if (!known || price < known.price) out[key] = { label: bandLabel(band), price, currency };
  }
  // A category shared by several bands (an arena's sections) is named by all its sections.
  for (const key of Object.keys(out)) {
    const sharing = bands.filter((b) => String(b.price_category) === key);
    if (sharing.length > 1)
      out[key].label = [...new Set(sharing.map((b) => b.section_name))].join(', ');
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
  instance: TheatreInstance | undefined,
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
    if (!instance || Date.parse(r.start_datetime) !== Date.parse(instance.start_datetime)) continue;
    for (const t of r.tickets) {
      const band = findPriceType(instance.price_bands, t.price_type_id)?.band;
      if (band && !hold.heldBandIds.includes(String(band.id)))
        hold.heldBandIds.push(String(band.id));
    }
  }
  return hold;
}

/** Performances of a page grouped by their date in the venue's time zone, in order. */
export function byVenueDate(
  instances: readonly TheatreInstance[],
  timeZone: string,
): [string, TheatreInstance[]][] {
  const groups = new Map<string, TheatreInstance[]>();
  const sorted = [...instances].sort(
    (a, b) => Date.parse(a.start_datetime) - Date.parse(b.start_datetime),
  );
  for (const i of sorted) {
    const key = localDate(i.start_datetime, timeZone);
    groups.set(key, [...(groups.get(key) ?? []), i]);
  }
  return [...groups];
}

/** The lowest full price of a performance in a currency, or null when it has none. */
export function lowestPrice(
  instance: TheatreInstance,
  currency: string,
  policy: BookingFeePolicy,
): number | null {
  let low: number | null = null;
  for (const band of instance.price_bands) {
    if (band.updating) continue;
    for (const t of band.price_types) {
      const p = ticketMoney(t, currency, policy)?.fullPrice;
      if (typeof p === 'number' && (low === null || p < low)) low = p;
    }
  }
  return low;
}
