/**
 * The checkout in progress after PUT reservations answered. That call closes the booking session
 * (doc 1), so after a reload the basket reads empty: the transaction, its client secret and a
 * snapshot of what is being bought are kept in sessionStorage (per tab, per distributor) so the
 * checkout can resume the same payment instead of losing it. Cleared on PAID or a refund, when
 * the buyer abandons it, and when the buyer starts a new basket.
 */
import type { LeadCustomer } from '../../state/rules/attendees.js';
import { basketTotals, type SummaryReservation } from '../../state/rules/basket.js';
import type { Confirmed } from './data.js';

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

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function pendingKey(distributor: string): string {
  return `tessera.pending-checkout.${distributor}`;
}

/** sessionStorage when reachable (reading it throws in some sandboxed frames). */
function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** The stored checkout, or null when there is none or it is not one we wrote. */
export function readPending(distributor: string): PendingCheckout | null {
  try {
    const raw = storage()?.getItem(pendingKey(distributor));
    if (!raw) return null;
    const p = JSON.parse(raw) as Partial<PendingCheckout>;
    if (!isText(p.transaction_id) || !isText(p.user_id) || !isText(p.currency)) return null;
    if (!Array.isArray(p.reservations) || typeof p.amount !== 'number') return null;
    if (!p.saved && !isText(p.client_secret)) return null;
    if (!p.lead || !isText(p.lead.email)) return null;
    return {
      ...p,
      confirmationSent: p.confirmationSent === true,
      saved: p.saved === true,
    } as PendingCheckout;
  } catch {
    return null;
  }
}

export function savePending(distributor: string, pending: PendingCheckout): void {
  try {
    storage()?.setItem(pendingKey(distributor), JSON.stringify(pending));
  } catch {
    // Storage full or denied: the payment still works in this page, it just cannot resume.
  }
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

/** Changes fields of the stored checkout, if there is one. */
export function updatePending(distributor: string, change: Partial<PendingCheckout>): void {
  const current = readPending(distributor);
  if (current) savePending(distributor, { ...current, ...change });
}

export function clearPending(distributor: string): void {
  try {
    storage()?.removeItem(pendingKey(distributor));
  } catch {
    // Nothing stored can be read back either.
  }
}

export function hasPending(distributor: string): boolean {
  return readPending(distributor) !== null;
}
