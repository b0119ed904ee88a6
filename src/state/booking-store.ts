/**
 * What outlives a step and a reload, kept for this tab and this distributor through the one
 * storage adapter (src/state/storage.ts):
 * - the payment in flight: after PUT reservations answered, that call has closed the booking
 *   session (doc 1), so after a reload the basket reads empty; the transaction, its client secret
 *   and a snapshot of what is being bought let the checkout resume the same payment;
 * - the last paid booking: the confirmation survives a reload and Back;
 * - the lead customer's details as typed: they survive a reload and a refused confirmation.
 * Plain functions over storage, so the shell reads them without loading the checkout.
 */
import type { LeadCustomer } from './rules/attendees.js';
import { basketTotals, type SummaryReservation } from './rules/basket.js';
import { isRecord, isText, stored } from './storage.js';

/** The answer of PUT reservations (or POST reservations/confirm, without a client secret). */
export interface Confirmed {
  transaction_id: string;
  user_id: string;
  client_secret?: string;
}

export interface PendingCheckout {
  transaction_id: string;
  user_id: string;
  /** Absent for a saved payment method (no client-side payment). */
  client_secret?: string;
  /** Minor units. */
  amount: number;
  currency: string;
  reservations: SummaryReservation[];
  lead: LeadCustomer;
  /** confirmPayment was called and may have reached Stripe: never offer to pay blindly again. */
  confirmationSent: boolean;
  /** Paid with the distributor's saved payment method (POST /v1/reservations/confirm). */
  saved: boolean;
}

/** A paid booking as the confirmation shows it. */
export interface PaidBooking {
  transaction_id: string;
  reference_id: string;
  reservations: SummaryReservation[];
  /** Minor units. */
  total: number;
  currency: string;
  email: string;
}

function checkPending(p: unknown): PendingCheckout | null {
  if (!isRecord(p)) return null;
  if (!isText(p.transaction_id) || !isText(p.user_id) || !isText(p.currency)) return null;
  if (!Array.isArray(p.reservations) || typeof p.amount !== 'number') return null;
  if (!p.saved && !isText(p.client_secret)) return null;
  if (!isRecord(p.lead) || !isText(p.lead.email)) return null;
  return {
    ...(p as unknown as PendingCheckout),
    confirmationSent: p.confirmationSent === true,
    saved: p.saved === true,
  };
}

function checkPaid(p: unknown): PaidBooking | null {
  if (!isRecord(p) || !isText(p.transaction_id) || typeof p.reference_id !== 'string') return null;
  if (!Array.isArray(p.reservations) || typeof p.total !== 'number') return null;
  if (typeof p.currency !== 'string' || typeof p.email !== 'string') return null;
  return p as unknown as PaidBooking;
}

function checkLead(p: unknown): Partial<LeadCustomer> | null {
  if (!isRecord(p)) return null;
  const lead: Partial<LeadCustomer> = {};
  for (const key of ['email', 'first_name', 'second_name', 'phone_number'] as const) {
    const v = p[key];
    if (typeof v === 'string') lead[key] = v.slice(0, 320);
  }
  return lead;
}

const pendingOf = (distributor: string) => stored('payment', distributor, checkPending);
const paidOf = (distributor: string) => stored('paid', distributor, checkPaid);
const leadOf = (distributor: string) => stored('lead', distributor, checkLead);

/** The payment kept for a reload, or null when there is none or it is not one we wrote. */
export function readPending(distributor: string): PendingCheckout | null {
  return pendingOf(distributor).read();
}

export function savePending(distributor: string, pending: PendingCheckout): void {
  pendingOf(distributor).write(pending);
}

/** What a reload needs to resume this payment, kept as soon as the transaction exists. */
export function keepPending(
  from: {
    distributor: string;
    basket: { reservations: SummaryReservation[]; total_price: number } | undefined;
    lead: Partial<LeadCustomer>;
  },
  done: Confirmed,
  saved: boolean,
): void {
  const totals = basketTotals(from.basket);
  savePending(from.distributor, {
    ...done,
    amount: totals.total,
    currency: totals.currency ?? '',
    reservations: from.basket?.reservations ?? [],
    lead: from.lead as LeadCustomer,
    confirmationSent: false,
    saved,
  });
}

/** Changes fields of the kept payment, if there is one. */
export function updatePending(distributor: string, change: Partial<PendingCheckout>): void {
  const current = readPending(distributor);
  if (current) savePending(distributor, { ...current, ...change });
}

export function clearPending(distributor: string): void {
  pendingOf(distributor).clear();
}

export function hasPending(distributor: string): boolean {
  return readPending(distributor) !== null;
}

/** The last booking this tab paid for this distributor. */
export function readPaid(distributor: string): PaidBooking | null {
  return paidOf(distributor).read();
}

export function savePaid(distributor: string, booking: PaidBooking): void {
  paidOf(distributor).write(booking);
}

export function clearPaid(distributor: string): void {
  paidOf(distributor).clear();
}

/** The lead customer's details as last typed (empty when none). */
export function readLead(distributor: string): Partial<LeadCustomer> {
  return leadOf(distributor).read() ?? {};
}

export function saveLead(distributor: string, lead: Partial<LeadCustomer>): void {
  leadOf(distributor).write(lead);
}

/**
 * A new basket begins (tickets added after a payment ended): the kept payment and the last
 * confirmation belong to the booking before it.
 */
export function startNewBasket(distributor: string): void {
  clearPending(distributor);
  clearPaid(distributor);
}
