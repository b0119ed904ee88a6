/**
 * The booking store's checkout part: the lead customer's and attendees' details as typed, the
 * payment in flight kept for a reload, and the last paid booking. Part of the one booking store
 * (src/state/booking-store.ts), reached through it with `keptBooking(store)`; its code comes
 * with the basket and checkout steps, out of the first load. The shell sees only whether a payment
 * or a paid booking is kept (`store.paymentKept`, `store.paidKept`).
 *
 * Kept for this tab and this distributor through the one storage adapter:
 * - the payment in flight: after PUT reservations answered, that call has closed the booking
 *   session (doc 1), so after a reload the basket reads empty; the transaction, its client secret
 *   and a snapshot of what is being bought let the checkout resume the same payment;
 * - the last paid booking: the confirmation survives a reload and Back;
 * - the lead customer's and attendees' details as typed: they survive a reload and a refused
 *   confirmation.
 * A record of another shape (corrupt, foreign, older) reads as nothing and is dropped, so the
 * shell's view of what is kept agrees with this one from then on.
 */
import type { LeadCustomer } from './rules/attendees.js';
import type { SummaryReservation } from './rules/basket.js';
import { isRecord, isText, stored, type Checker } from '../storage.js';
import type { BasketSummary, BookingStore } from './booking-store.js';

/** The answer of PUT reservations (or POST reservations/confirm, without a client secret). */
export interface Confirmed {
  transaction_id: string;
  user_id: string;
  client_secret?: string;
}

export interface PendingCheckout {
  /** '' while `unanswered`: the transaction is not known. */
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
  /**
   * A saved method's confirmation was sent and its answer never reached this tab (lost, or the
   * page went away first): it may have charged, no transaction can be read, and it is never sent
   * again. Only with `saved`.
   */
  unanswered?: boolean;
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
  const unanswered = p.saved === true && p.unanswered === true;
  if (!unanswered && (!isText(p.transaction_id) || !isText(p.user_id))) return null;
  if (!isText(p.currency)) return null;
  if (!Array.isArray(p.reservations) || typeof p.amount !== 'number') return null;
  if (!p.saved && !isText(p.client_secret)) return null;
  if (!isRecord(p.lead) || !isText(p.lead.email)) return null;
  return {
    ...(p as unknown as PendingCheckout),
    confirmationSent: unanswered || p.confirmationSent === true,
    saved: p.saved === true,
    unanswered,
  };
}

function checkPaid(p: unknown): PaidBooking | null {
  if (!isRecord(p) || !isText(p.transaction_id) || typeof p.reference_id !== 'string') return null;
  if (!Array.isArray(p.reservations) || typeof p.total !== 'number') return null;
  if (typeof p.currency !== 'string' || typeof p.email !== 'string') return null;
  return p as unknown as PaidBooking;
}

/** Text fields of a record (a lead customer, an attendee), each cut to a sane length. */
function textFields(p: unknown): Record<string, string> | null {
  if (!isRecord(p)) return null;
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(p)) if (typeof v === 'string') out[key] = v.slice(0, 320);
  return out;
}

function checkAttendees(p: unknown): Record<string, Record<string, string>> | null {
  if (!isRecord(p)) return null;
  const out: Record<string, Record<string, string>> = {};
  for (const [ticket, values] of Object.entries(p).slice(0, 200)) {
    const fields = textFields(values);
    if (fields) out[ticket] = fields;
  }
  return out;
}

const pendingOf = (distributor: string) => stored('payment', distributor, checkPending);
const paidOf = (distributor: string) => stored('paid', distributor, checkPaid);
const leadOf = (distributor: string) => stored('lead', distributor, textFields);
const attendeesOf = (distributor: string) => stored('attendees', distributor, checkAttendees);

/** A basket as the checkout shows it: the live one, or the snapshot a payment keeps. */
const snapshot = (reservations: SummaryReservation[], total_price: number): BasketSummary => ({
  reservations,
  total_price,
});

/** The checkout part of a booking store (see the top of this file). */
export class KeptBooking {
  /** The basket of a payment that ended unpaid (failed, refunded, left), still shown with it. */
  private endedBasket: BasketSummary | null = null;

  constructor(private readonly store: BookingStore) {}

  private get distributor(): string {
    return this.store.distributor();
  }

  /** Reads a record; one that fails its check is dropped, not only ignored. */
  private read<T>(name: string, check: Checker<T>): T | null {
    const kept = stored(name, this.distributor, check);
    const value = kept.read();
    if (value === null) kept.clear();
    return value;
  }

  /**
   * What checkout shows and pays for: the kept payment's snapshot, else the last paid booking's,
   * else the live basket (or the one of a payment that just ended unpaid).
   */
  get checkoutBasket(): BasketSummary | null {
    const pending = this.payment;
    if (pending) return snapshot(pending.reservations, pending.amount);
    const paid = this.paid;
    if (paid) return snapshot(paid.reservations, paid.total);
    return this.store.basket ?? this.endedBasket;
  }

  /** The lead customer's details as last typed (empty when none). */
  get lead(): Partial<LeadCustomer> {
    return this.read('lead', textFields) ?? {};
  }

  /** The buyer typed (or the form tidied) lead customer details: kept as they are. */
  updateLead(change: Partial<LeadCustomer>): void {
    leadOf(this.distributor).write({ ...this.lead, ...change });
  }

  /**
   * An attendee's details as last typed, by ticket (empty when none). `slot` names the ticket's
   * place in the basket (its attraction and position): the tickets booked again after the session
   * ended are new ones, and find what was typed for the ones in their place.
   */
  attendee(ticketId: string, slot?: string): Record<string, string> {
    const kept = this.read('attendees', checkAttendees);
    return kept?.[ticketId] ?? (slot ? kept?.[slot] : undefined) ?? {};
  }

  updateAttendee(ticketId: string, values: Record<string, string>, slot?: string): void {
    const kept = attendeesOf(this.distributor);
    kept.write({ ...kept.read(), [ticketId]: values, ...(slot ? { [slot]: values } : {}) });
  }

  /** The payment kept for a reload, or null when there is none. */
  get payment(): PendingCheckout | null {
    return this.read('payment', checkPending);
  }

  /**
   * A payment began: what a reload needs to resume it, kept as soon as the transaction exists
   * (or, for a saved method, as its confirmation leaves: `change` marks it unanswered). `totals`
   * are the basket's (its rules stay with the checkout).
   */
  keepPayment(
    done: Confirmed,
    saved: boolean,
    totals: { total: number; currency?: string | null },
    change: Partial<PendingCheckout> = {},
  ): void {
    pendingOf(this.distributor).write({
      ...done,
      amount: totals.total,
      currency: totals.currency ?? '',
      reservations: this.checkoutBasket?.reservations ?? [],
      lead: this.lead as LeadCustomer,
      confirmationSent: false,
      saved,
      ...change,
    });
  }

  /** Changes fields of the kept payment, if there is one. */
  updatePayment(change: Partial<PendingCheckout>): void {
    const current = this.payment;
    if (current) pendingOf(this.distributor).write({ ...current, ...change });
  }

  /**
   * The payment ended unpaid (failed, refunded, refused before it began, or left): forgotten, its
   * basket still shown with the outcome.
   */
  paymentEnded(): void {
    this.endedBasket = this.checkoutBasket;
    pendingOf(this.distributor).clear();
  }

  /** The last booking this tab paid for this distributor. */
  get paid(): PaidBooking | null {
    return this.read('paid', checkPaid);
  }

  /**
   * PAID: the payment becomes the last paid booking (its confirmation survives a reload); the
   * attendees belonged to it, the lead customer stays for the next booking.
   */
  paidFor(booking: PaidBooking): void {
    pendingOf(this.distributor).clear();
    attendeesOf(this.distributor).clear();
    paidOf(this.distributor).write(booking);
  }
}

const parts = new WeakMap<BookingStore, KeptBooking>();

/** The checkout part of this booking store (one per store). */
export function keptBooking(store: BookingStore): KeptBooking {
  let part = parts.get(store);
  if (!part) parts.set(store, (part = new KeptBooking(store)));
  return part;
}
