/**
 * What a transaction's final status means for the buyer, wherever it is read: polling after a
 * payment, or a checkout resumed after a reload. Doc 1 lists REFUNDED and PARTIAL_REFUNDED without
 * saying what moves a transaction there; whatever did, money went back to the buyer and the
 * booking is not a paid one, so neither is shown as a confirmation nor as a card to try again.
 * FAILED is final too: doc 1 says the transaction could not be completed and names no next action;
 * only SUSPENDED lets the buyer enter card details again.
 */
import type { components } from '../../api/schema.js';

type Transaction = components['schemas']['Transaction'];

export type RefundStatus = Extract<Transaction['status'], 'REFUNDED' | 'PARTIAL_REFUNDED'>;

export type Settled =
  /** The confirmation. */
  | 'paid'
  /** The money was (partly) returned: explained, with the references and a way forward. */
  | 'refunded'
  /** FAILED: explained, with the transaction id and a new booking as the way forward. */
  | 'failed'
  /** SUSPENDED: doc 1 lets the buyer enter a card again for the same transaction. */
  | 'pay-again';

function isRefund(status: Transaction['status'] | null | undefined): status is RefundStatus {
  return status === 'REFUNDED' || status === 'PARTIAL_REFUNDED';
}

/** The outcome of a settled status; null while the payment is still under way (ADDED, PENDING). */
export function settledOutcome(status: Transaction['status'] | null | undefined): Settled | null {
  if (status === 'PAID') return 'paid';
  if (isRefund(status)) return 'refunded';
  if (status === 'FAILED') return 'failed';
  if (status === 'SUSPENDED') return 'pay-again';
  return null;
}
