/** The sandbox side of the Stripe stand-in seam: card outcomes move transactions (doc 1). */
import type { Store } from './state/store.js';
import type { PaymentHooks } from './stripe/port.js';

/** A provider-side processing error means "could not be completed" (FAILED), not a card problem. */
const FAILED_REASONS = new Set(['processing_error']);

export function paymentHooks(store: Store): PaymentHooks {
  return {
    paymentSucceeded(secret) {
      const tx = store.transactionBySecret(secret);
      // A new card after SUSPENDED or FAILED may still pay; a settled transaction stays as it is.
      if (!tx || !['ADDED', 'SUSPENDED', 'FAILED'].includes(tx.status)) return;
      tx.status = 'PENDING';
      tx.pendingSince = store.now();
    },
    paymentFailed(secret, reason) {
      const tx = store.transactionBySecret(secret);
      if (tx && (tx.status === 'ADDED' || tx.status === 'PENDING' || tx.status === 'SUSPENDED')) {
        tx.status = FAILED_REASONS.has(reason) ? 'FAILED' : 'SUSPENDED';
        tx.pendingSince = null;
      }
    },
  };
}
