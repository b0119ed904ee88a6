/**
 * Seat-map selection rules and the POST theater-events/reservations body.
 *
 * Row rule (code 32, "Multi-row not supported"): the API has no field saying which venues accept
 * seats from several rows, so every reservation keeps all its seats in one row of one section. A
 * buyer who wants seats in two rows makes two reservations. This is never refused; the looser
 * reading (one row only when multiple_purchases is false) would be refused by venues that enforce
 * it regardless, as the sandbox does.
 */

import { msg, str } from '@lit/localize';
import { plural } from '../../plural.js';
import type { components } from '../../api/schema.js';
import { ticketMoney, type BookingFeePolicy } from './fees.js';
import { assertNoProblems, type RuleProblem } from './problem.js';
import {
  bandHeld,
  chosenTypes,
  maxTicketsPerOrder,
  ticketCountProblems,
  type PriceBand,
  type TheatreContext,
  type TicketCounts,
} from './theatre.js';

type ReservationRequest = components['schemas']['TheaterReservationRequest'];
type ReservationTicket = components['schemas']['TheaterReservationTicketRequest'];

/** A seat picked on the map: what the rules need of the seat map's record. */
export interface SeatChoice {
  serviceSeatId: string;
  /** Section and row together: seats with the same key are in one row. */
  rowKey: string;
  /** String(category_id) of the seats response; matches a band's price_category. */
  categoryId: string;
  /** The section as the seat map names it, to tell apart bands sharing a price category. */
  section?: string;
}

/** Code 30: seats may be sent only when the attraction sells from a seating plan. */
function seatSelectionEnabled(ctx: TheatreContext): boolean {
  return ctx.attraction.seats_sales_enabled === true;
}

/** The price band a seat is sold in: same price category, and the same section when several match. */
export function bandForSeat(bands: readonly PriceBand[], seat: SeatChoice): PriceBand | null {
  const matches = bands.filter((b) => String(b.price_category) === seat.categoryId);
  if (matches.length <= 1 || seat.section === undefined) return matches[0] ?? null;
  return (
    matches.find((b) => b.section_name === seat.section || b.section_id === seat.section) ??
    matches[0]
  );
}

/**
 * Why one more seat may not join the selection, or null when it may. Prevents code 30 (no seat
 * plan), 32 (another row), 31 (more seats than max_tickets_per_order allows with what is held),
 * 2 (another price band when multiple_purchases is false) and 53 (a band the basket holds). Whether the seats of a band add up
 * to a valid split is checked once the buyer has finished (seatProblems), not per click.
 */
export function seatRefusal(
  ctx: TheatreContext,
  seat: SeatChoice,
  selected: readonly SeatChoice[],
): RuleProblem | null {
  if (!seatSelectionEnabled(ctx)) {
    return {
      code: 30,
      message: msg(
        'Seats cannot be picked for this performance. Choose the number of tickets instead.',
      ),
    };
  }
  const band = bandForSeat(ctx.bands, seat);
  if (!band) return { code: null, message: msg('This seat is not on sale.') };
  if (bandHeld(ctx, band)) {
    return {
      code: 53,
      message: msg('Your basket already holds tickets at this price for this performance.'),
    };
  }
  if (band.updating) {
    return {
      code: null,
      message: msg(str`${band.section_name} is being updated; try again in a moment.`),
    };
  }
  if (selected.length > 0 && selected[0].rowKey !== seat.rowKey) {
    return { code: 32, message: msg('Seats of one booking must be in the same row.') };
  }
  const max = maxTicketsPerOrder(ctx.attraction);
  if (selected.length + 1 + (ctx.heldTickets ?? 0) > max) {
    return {
      code: 31,
      message: plural(
        max,
        msg('one{At most # ticket per booking.}other{At most # tickets per booking.}'),
      ),
    };
  }
  if (
    !ctx.attraction.multiple_purchases &&
    selected.some((s) => bandForSeat(ctx.bands, s) !== band)
  ) {
    return {
      code: 2,
      message: msg('This show sells one price band per booking: pick seats of one price only.'),
    };
  }
  return null;
}

/** Seats grouped by their band, in selection order. */
function seatsByBand(
  bands: readonly PriceBand[],
  seats: readonly SeatChoice[],
): Map<PriceBand, SeatChoice[]> {
  const out = new Map<PriceBand, SeatChoice[]>();
  for (const seat of seats) {
    const band = bandForSeat(bands, seat);
    if (band) out.set(band, [...(out.get(band) ?? []), seat]);
  }
  return out;
}

/**
 * Everything the API would refuse about a seated selection: the count rules, code 30, code 32,
 * and one ticket per seat in every band that has seats (a general-admission band needs none).
 */
export function seatProblems(
  ctx: TheatreContext,
  counts: TicketCounts,
  seats: readonly SeatChoice[],
): RuleProblem[] {
  const problems = ticketCountProblems(ctx, counts);
  if (seats.length === 0) return problems;
  if (!seatSelectionEnabled(ctx)) {
    problems.push({
      code: 30,
      message: msg(
        'Seats cannot be picked for this performance. Choose the number of tickets instead.',
      ),
    });
    return problems;
  }
  if (new Set(seats.map((s) => s.serviceSeatId)).size !== seats.length) {
    problems.push({ code: null, message: msg('A seat is selected twice.') });
  }
  if (new Set(seats.map((s) => s.rowKey)).size > 1) {
    problems.push({ code: 32, message: msg('Seats of one booking must be in the same row.') });
  }
  if (seats.some((s) => !bandForSeat(ctx.bands, s))) {
    problems.push({ code: null, message: msg('A selected seat is no longer on sale.') });
  }
  const byBand = seatsByBand(ctx.bands, seats);
  const chosen = chosenTypes(ctx, counts);
  const bands = new Set<PriceBand>([...byBand.keys(), ...chosen.map((c) => c.band)]);
  for (const band of bands) {
    if (band.is_general_admission && !byBand.has(band)) continue;
    const seatCount = byBand.get(band)?.length ?? 0;
    const tickets = chosen.filter((c) => c.band === band).reduce((n, c) => n + c.count, 0);
    if (seatCount !== tickets) {
      problems.push({
        code: null,
        message: msg(
          str`${band.section_name}: choose one ticket per seat (seats: ${seatCount}, tickets: ${tickets}).`,
        ),
      });
    }
  }
  return problems;
}

/**
 * Hands each band's seats, in selection order, to its chosen price types in the band's order
 * (so with 2 Adult and 1 Child the first two seats picked are the adults').
 */
export function assignSeats(
  ctx: TheatreContext,
  counts: TicketCounts,
  seats: readonly SeatChoice[],
): Map<string, string[]> {
  const byBand = seatsByBand(ctx.bands, seats);
  const taken = new Map<PriceBand, number>();
  const out = new Map<string, string[]>();
  for (const { band, type, count } of chosenTypes(ctx, counts)) {
    const bandSeats = byBand.get(band);
    if (!bandSeats) continue;
    const from = taken.get(band) ?? 0;
    out.set(
      type.price_type_id,
      bandSeats.slice(from, from + count).map((s) => s.serviceSeatId),
    );
    taken.set(band, from + count);
  }
  return out;
}

export interface TheatreReservationInput {
  context: TheatreContext;
  attractionId: string;
  performanceId: string;
  currency: string;
  languageCode: string;
  counts: TicketCounts;
  /** Seats picked on the map; empty or absent to reserve by count. */
  seats?: readonly SeatChoice[];
  policy: BookingFeePolicy;
}

/**
 * The POST theater-events/reservations body: one ticket item per chosen price type with its fee
 * per ticket (code 50), its service seat IDs when seats were picked, and to_basket true. Throws a
 * RuleViolation listing the problems when the rules refuse the selection.
 */
export function buildTheatreReservation(input: TheatreReservationInput): ReservationRequest {
  const { context: ctx, counts, currency, policy } = input;
  const seats = input.seats ?? [];
  const problems = seatProblems(ctx, counts, seats);
  const tickets: ReservationTicket[] = [];
  const seatIds = assignSeats(ctx, counts, seats);
  for (const { type, count } of chosenTypes(ctx, counts)) {
    const money = ticketMoney(type, currency, policy);
    if (!money) {
      problems.push({
        code: null,
        priceTypeId: type.price_type_id,
        message: msg(str`${type.price_type} is not sold in ${currency}.`),
      });
      continue;
    }
    const ticket: ReservationTicket = {
      price_type_id: type.price_type_id,
      number_of_tickets: count,
      booking_fee: money.fee,
    };
    const ids = seatIds.get(type.price_type_id);
    if (ids && ids.length > 0) ticket.seats = ids;
    tickets.push(ticket);
  }
  assertNoProblems(problems);
  return {
    attraction_id: input.attractionId,
    instance_id: input.performanceId,
    currency,
    language_code: input.languageCode,
    tickets,
    to_basket: true,
  };
}
