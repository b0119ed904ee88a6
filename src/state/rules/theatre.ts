/**
 * Theatre ticket counts: which counts a buyer may pick per price type so that POST
 * theater-events/reservations is never refused, and the summary of what they picked.
 * Seat rules and the request body are in theatre-seats.ts.
 *
 * Price type IDs are unique within a performance: the reservation names tickets by price_type_id
 * alone, so the API finds the price band from it. Counts are keyed by price_type_id.
 */

import { msg, str } from '@lit/localize';
import { list, plural } from '../../plural.js';
import type { components } from '../../api/schema.js';
import {
  orderTotals,
  ticketMoney,
  type BookingFeePolicy,
  type OrderTotals,
  type TicketMoney,
} from './fees.js';
import type { RuleProblem } from './problem.js';

type Schemas = components['schemas'];
export type PriceBand = Schemas['PriceBandV1'] | Schemas['PriceBandV2'];
export type TheaterPriceType = Schemas['TheaterPriceType'];
export type TheatreAttractionRules = Pick<
  Schemas['TheaterAttractionBase'],
  'max_tickets_per_order' | 'multiple_purchases' | 'seats_sales_enabled'
>;

/** Tickets chosen per price_type_id (zero or absent means none). */
export type TicketCounts = Readonly<Record<string, number>>;

export interface TheatreContext {
  attraction: TheatreAttractionRules;
  /** The price bands of the chosen performance. */
  bands: readonly PriceBand[];
  /** Tickets of this attraction already in the basket: max_tickets_per_order counts them too. */
  heldTickets?: number;
  /**
   * IDs of this performance's price bands the basket already holds a reservation in. A second
   * reservation in the same band reads as an update of the first (code 53), so those bands are
   * closed until that reservation is removed. Omit when unknown.
   */
  heldBandIds?: readonly string[];
}

/** True when the basket already holds this band of the performance (code 53). */
export function bandHeld(ctx: TheatreContext, band: PriceBand): boolean {
  return ctx.heldBandIds?.includes(String(band.id)) ?? false;
}

export interface PriceTypeRef {
  band: PriceBand;
  type: TheaterPriceType;
}

export function findPriceType(
  bands: readonly PriceBand[],
  priceTypeId: string,
): PriceTypeRef | null {
  for (const band of bands) {
    const type = band.price_types.find((t) => t.price_type_id === priceTypeId);
    if (type) return { band, type };
  }
  return null;
}

/** The chosen price types with a positive count, in the order of the bands and their types. */
export function chosenTypes(
  ctx: TheatreContext,
  counts: TicketCounts,
): (PriceTypeRef & { count: number })[] {
  const out: (PriceTypeRef & { count: number })[] = [];
  for (const band of ctx.bands) {
    for (const type of band.price_types) {
      const count = counts[type.price_type_id] ?? 0;
      if (count > 0) out.push({ band, type, count });
    }
  }
  return out;
}

/**
 * max_tickets_per_order, or Infinity when the API sent no positive number (nothing to enforce).
 */
export function maxTicketsPerOrder(attraction: TheatreAttractionRules): number {
  const max = attraction.max_tickets_per_order;
  return typeof max === 'number' && max > 0 ? Math.floor(max) : Infinity;
}

/** Positive integer splits, deduplicated and ascending. */
export function validSplits(type: TheaterPriceType): number[] {
  const splits = (type.valid_splits ?? []).filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(splits)].sort((a, b) => a - b);
}

/**
 * The positive counts a price type may be set to, given the counts of the others (0 is always
 * allowed and not listed). Prevents code 1 (only valid_splits), code 31 (the order, plus tickets
 * of this attraction already held, stays within max_tickets_per_order) and code 2 (when
 * multiple_purchases is false, nothing while another price band has tickets). Also stays within
 * the band's spaces_remaining and offers nothing while the band is `updating` or already held in
 * the basket (code 53).
 */
export function allowedCounts(
  ctx: TheatreContext,
  counts: TicketCounts,
  priceTypeId: string,
): number[] {
  const ref = findPriceType(ctx.bands, priceTypeId);
  if (!ref || ref.band.updating || bandHeld(ctx, ref.band)) return [];
  let others = ctx.heldTickets ?? 0;
  let sameBand = 0;
  for (const chosen of chosenTypes(ctx, counts)) {
    if (chosen.type.price_type_id === priceTypeId) continue;
    if (!ctx.attraction.multiple_purchases && chosen.band !== ref.band) return [];
    others += chosen.count;
    if (chosen.band === ref.band) sameBand += chosen.count;
  }
  const orderRoom = maxTicketsPerOrder(ctx.attraction) - others;
  const remaining = ref.band.spaces_remaining;
  const bandRoom = typeof remaining === 'number' ? remaining - sameBand : Infinity;
  const room = Math.min(orderRoom, bandRoom);
  return validSplits(ref.type).filter((n) => n <= room);
}

/** Everything the API would refuse about these counts (seats aside), empty when it would accept. */
export function ticketCountProblems(ctx: TheatreContext, counts: TicketCounts): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const [priceTypeId, count] of Object.entries(counts)) {
    if (count === 0) continue;
    if (!Number.isInteger(count) || count < 0) {
      problems.push({ code: null, priceTypeId, message: msg('Choose a whole number of tickets.') });
    } else if (!findPriceType(ctx.bands, priceTypeId)) {
      problems.push({
        code: null,
        priceTypeId,
        message: msg('This ticket type is no longer on sale.'),
      });
    }
  }
  const chosen = chosenTypes(ctx, counts).filter((c) => Number.isInteger(c.count));
  if (chosen.length === 0 && problems.length === 0) {
    problems.push({ code: null, message: msg('Choose at least one ticket.') });
  }
  for (const { band, type, count } of chosen) {
    const splits = validSplits(type);
    if (!splits.includes(count)) {
      problems.push({
        code: 1,
        priceTypeId: type.price_type_id,
        message: msg(
          str`${type.price_type} tickets are sold in groups of ${list(splits, 'disjunction')}.`,
        ),
      });
    }
    if (band.updating) {
      problems.push({
        code: null,
        priceTypeId: type.price_type_id,
        message: msg(str`${band.section_name} is being updated; try again in a moment.`),
      });
    }
    if (bandHeld(ctx, band)) {
      problems.push({
        code: 53,
        priceTypeId: type.price_type_id,
        message: msg(
          str`Your basket already holds tickets in ${band.section_name} for this performance. Remove them from your basket to book again.`,
        ),
      });
    }
  }
  const bands = new Set(chosen.map((c) => c.band));
  if (!ctx.attraction.multiple_purchases && bands.size > 1) {
    problems.push({
      code: 2,
      message: msg('This show sells one price band per booking: keep tickets from one band only.'),
    });
  }
  for (const band of bands) {
    const inBand = chosen.filter((c) => c.band === band).reduce((n, c) => n + c.count, 0);
    if (typeof band.spaces_remaining === 'number' && inBand > band.spaces_remaining) {
      problems.push({
        code: null,
        // None left is "sold out", never "only 0 places".
        message:
          band.spaces_remaining > 0
            ? plural(
                band.spaces_remaining,
                msg(
                  'one{Only # ticket is left in {section}.}other{Only # tickets are left in {section}.}',
                ),
                { section: band.section_name },
              )
            : msg(str`${band.section_name} is sold out.`),
      });
    }
  }
  const max = maxTicketsPerOrder(ctx.attraction);
  const held = ctx.heldTickets ?? 0;
  const total = chosen.reduce((n, c) => n + c.count, 0);
  if (total + held > max) {
    problems.push({
      code: 31,
      message:
        held > 0
          ? plural(
              held,
              msg(
                'one{At most {max} tickets per booking; # is already in your basket.}other{At most {max} tickets per booking; # are already in your basket.}',
              ),
              { max },
            )
          : plural(
              max,
              msg('one{At most # ticket per booking.}other{At most # tickets per booking.}'),
            ),
    });
  }
  return problems;
}

export interface TheatreLine {
  priceTypeId: string;
  /** The price type's label (price_type). */
  name: string;
  section: string;
  /** price_band_name (v2), else the price category. */
  bandName: string;
  count: number;
  money: TicketMoney;
  lineTotal: number;
}

export interface TheatreOrder {
  currency: string;
  lines: TheatreLine[];
  totals: OrderTotals;
  /** Chosen price types with no price or fee range in this currency (cannot be reserved). */
  unpriced: string[];
}

/** The summary a buyer reads before reserving: per price type full price and line total, and the total. */
export function theatreOrder(
  ctx: TheatreContext,
  counts: TicketCounts,
  currency: string,
  policy: BookingFeePolicy,
): TheatreOrder {
  const lines: TheatreLine[] = [];
  const unpriced: string[] = [];
  for (const { band, type, count } of chosenTypes(ctx, counts)) {
    const money = ticketMoney(type, currency, policy);
    if (!money) {
      unpriced.push(type.price_type_id);
      continue;
    }
    const bandName =
      'price_band_name' in band && band.price_band_name
        ? band.price_band_name
        : band.price_category;
    lines.push({
      priceTypeId: type.price_type_id,
      name: type.price_type,
      section: band.section_name,
      bandName,
      count,
      money,
      lineTotal: count * money.fullPrice,
    });
  }
  return { currency, lines, totals: orderTotals(lines), unpriced };
}
