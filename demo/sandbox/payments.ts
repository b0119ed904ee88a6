/** The sandbox side of the Stripe stand-in seam: card outcomes move transactions (doc 1). */
import type { Store } from './state/store.js';
import type { PaymentHooks } from './stripe/port.js';

/** A provider-side processing error means "could not be completed" (FAILED), not a card problem. */
const FAILED_REASONS = new Set(['processing_error']);

export function paymentHooks(store: Store): PaymentHooks {
  return {
    paymentSucceeded(secret) {
      const tx = store.transactionBySecret(secret);
      // A new card after SUSPENDED may still pay; FAILED and every settled status stay as they are.
      if (!tx || !['ADDED', 'SUSPENDED'].includes(tx.status)) return;
      tx.status = 'PENDING';
      tx.pendingSince = store.now();
    },
    /**
     * Doc 1: FAILED means the transaction could not be completed, with no next state; only
     * SUSPENDED lets the buyer enter a card again. So a FAILED transaction closes its intent.
     */
    paymentFailed(secret, reason) {
      const tx = store.transactionBySecret(secret);
      if (tx && (tx.status === 'ADDED' || tx.status === 'PENDING' || tx.status === 'SUSPENDED')) {
        tx.status = FAILED_REASONS.has(reason) ? 'FAILED' : 'SUSPENDED';
        tx.pendingSince = null;
      }
      return tx?.status === 'FAILED' ? 'closed' : 'retry';
    },
  };
}
