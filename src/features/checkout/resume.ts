/**
 * Where a resumed checkout goes, from what the API and Stripe say about its payment. The one rule
 * that matters: a payment whose confirmation may have reached Stripe is never offered again
 * unless Stripe or the API says a new card is needed.
 */
import type { Transaction } from './data.js';

export type ResumeStep =
  /** Show the booking confirmed. */
  | 'paid'
  /** The money went back (REFUNDED, PARTIAL_REFUNDED): say so, never offer to pay. */
  | 'refunded'
  /** FAILED: the transaction could not be completed; say so, never offer to pay. */
  | 'failed'
  /** Wait for the outcome: poll the transaction. */
  | 'poll'
  /** Offer the payment form for the same client secret. */
  | 'pay'
  /** Ask Stripe how far the confirmation got before deciding. */
  | 'ask-stripe';

/**
 * From the transaction's status (null when it could not be read) and whether our page had sent
 * Stripe's confirmation before it was reloaded.
 */
export function resumeStep(
  status: Transaction['status'] | null | undefined,
  confirmationSent: boolean,
): ResumeStep {
  switch (status) {
    case 'PAID':
      return 'paid';
    case 'REFUNDED':
    case 'PARTIAL_REFUNDED':
      return 'refunded';
    case 'PENDING':
      return 'poll';
    case 'FAILED':
      return 'failed';
    // Doc 1: after a card problem or a failed challenge the buyer may enter a card again. A
    // SUSPENDED left by an earlier card says nothing of a later confirmation: Stripe is asked.
    case 'SUSPENDED':
    case 'ADDED':
      return confirmationSent ? 'ask-stripe' : 'pay';
    default:
      // Unreadable now: polling retries, and never risks a second confirmation.
      return confirmationSent ? 'poll' : 'ask-stripe';
  }
}

/**
 * What Stripe's PaymentIntent status means for a confirmation that was sent: only
 * requires_payment_method (nothing charged, a new card needed) reopens the form; requires_action
 * is a 3D Secure challenge the reload interrupted; anything else is on its way.
 */
export function afterStripe(intentStatus: string | null): 'pay' | 'challenge' | 'poll' {
  if (intentStatus === 'requires_payment_method') return 'pay';
  if (intentStatus === 'requires_action') return 'challenge';
  return 'poll';
}
