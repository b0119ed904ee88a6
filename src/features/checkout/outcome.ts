/**
 * What a transaction's final status means for the buyer, wherever it is read: polling after a
 * payment, or a checkout resumed after a reload. Doc 1 lists REFUNDED and PARTIAL_REFUNDED without
 * saying what moves a transaction there; whatever did, money went back to the buyer and the
 * booking is not a paid one, so neither is shown as a confirmation nor as a card to try again.
 */
import type { Transaction } from './data.js';

export type RefundStatus = Extract<Transaction['status'], 'REFUNDED' | 'PARTIAL_REFUNDED'>;

export type Settled =
  /** The confirmation. */
  | 'paid'
  /** The money was (partly) returned: explained, with the references and a way forward. */
  | 'refunded'
  /** SUSPENDED or FAILED: doc 1 lets the buyer enter a card again for the same transaction. */
  | 'pay-again';

export function isRefund(status: Transaction['status'] | null | undefined): status is RefundStatus {
  return status === 'REFUNDED' || status === 'PARTIAL_REFUNDED';
}

/** The outcome of a settled status; null while the payment is still under way (ADDED, PENDING). */
export function settledOutcome(status: Transaction['status'] | null | undefined): Settled | null {
  if (status === 'PAID') return 'paid';
  if (isRefund(status)) return 'refunded';
  if (status === 'SUSPENDED' || status === 'FAILED') return 'pay-again';
  return null;
}
