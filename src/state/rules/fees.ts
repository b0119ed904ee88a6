/**
 * The distributor's booking-fee policy and the money of one ticket.
 *
 * The API returns, per price type and currency, a booking-fee range [min_booking_fee,
 * max_booking_fee] in minor units and refuses a reservation whose fee lies outside it (code 50,
 * "Invalid booking fee"). The distributor picks where in that range it charges with the element's
 * `booking-fee` attribute: `min` (the default), `max`, or a fraction 0..1 of the range (read by
 * src/state/config-context.ts; src/components/fee-policy.ts gives it this module's shape).
 */

import type { components } from '../../api/schema.js';

type Price = components['schemas']['Price'];

export type BookingFeePolicy =
  { kind: 'min' } | { kind: 'max' } | { kind: 'fraction'; fraction: number };

/**
 * The booking fee per ticket, in integer minor units, for a fee range. Prevents code 50: the
 * result always lies within [minFee, maxFee]. Fractions are rounded to the nearest minor unit and
 * then clamped, so rounding can never step outside the range. Bounds given in the wrong order are
 * read as the range between them. Non-integer bounds (never sent by the API) are narrowed to the
 * integers inside them; when there is none the rounded-up minimum is returned.
 */
export function feePerTicket(policy: BookingFeePolicy, minFee: number, maxFee: number): number {
  if (!Number.isFinite(minFee) || !Number.isFinite(maxFee)) {
    throw new RangeError(`feePerTicket: fee range ${minFee}..${maxFee} is not finite`);
  }
  const lo = Math.ceil(Math.min(minFee, maxFee));
  const hi = Math.floor(Math.max(minFee, maxFee));
  if (lo >= hi) return lo;
  let fee: number;
  switch (policy.kind) {
    case 'min':
      fee = lo;
      break;
    case 'max':
      fee = hi;
      break;
    default: {
      const f = Number.isFinite(policy.fraction) ? Math.min(1, Math.max(0, policy.fraction)) : 0;
      fee = lo + Math.round(f * (hi - lo));
    }
  }
  return Math.min(hi, Math.max(lo, fee));
}

/** What the API prices a ticket with: face value and fee range per currency. */
export interface PricedTicketType {
  price: Price;
  min_booking_fee: Price;
  max_booking_fee: Price;
}

/** One ticket's money in one currency: face value, the fee we send, and what the buyer pays. */
export interface TicketMoney {
  price: number;
  fee: number;
  fullPrice: number;
  minFee: number;
  maxFee: number;
}

function amount(price: Price | null | undefined, currency: string): number | null {
  const value = price?.[currency];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Face value, fee and full price per ticket in `currency`, or null when the API gave no price or
 * fee range in that currency (such a price type cannot be reserved in it).
 */
export function ticketMoney(
  type: PricedTicketType,
  currency: string,
  policy: BookingFeePolicy,
): TicketMoney | null {
  const price = amount(type.price, currency);
  const minFee = amount(type.min_booking_fee, currency);
  const maxFee = amount(type.max_booking_fee, currency);
  if (price === null || minFee === null || maxFee === null) return null;
  const fee = feePerTicket(policy, minFee, maxFee);
  return { price, fee, fullPrice: price + fee, minFee, maxFee };
}

/** One line of an order: a count of tickets at one ticket's money. */
export interface OrderLine {
  count: number;
  money: TicketMoney;
}

export interface OrderTotals {
  tickets: number;
  /** Sum of face values. */
  price: number;
  /** Sum of booking fees. */
  fees: number;
  /** What the buyer pays: price + fees. */
  total: number;
}

/** Totals of an order, all in the minor units of the lines' currency. */
export function orderTotals(lines: readonly OrderLine[]): OrderTotals {
  const totals: OrderTotals = { tickets: 0, price: 0, fees: 0, total: 0 };
  for (const { count, money } of lines) {
    totals.tickets += count;
    totals.price += count * money.price;
    totals.fees += count * money.fee;
    totals.total += count * money.fullPrice;
  }
  return totals;
}
