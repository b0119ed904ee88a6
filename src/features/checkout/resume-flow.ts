/**
 * A checkout reloaded after PUT reservations answered: the same transaction and client secret,
 * taken up where the API and Stripe say it stands. Never a second PUT reservations (the session
 * is closed), and never a second confirmation of a payment that may already be under way.
 */
import { suspendedGuidance } from './checkout-views.js';
import { findTransaction, type Confirmed, type Transaction } from './data.js';
import { nothingCharged, stripeGuidance } from './payment-errors.js';
import type { FlowHost, PaymentFlow } from './payment-flow.js';
import { updatePending, type PendingCheckout } from './pending-checkout.js';
import { afterStripe, resumeStep } from './resume.js';
import { completeNextAction, intentStatus } from './stripe-payment.js';

export async function resumeCheckout(flow: PaymentFlow, pending: PendingCheckout): Promise<void> {
  const host = flow.host;
  const done: Confirmed = {
    transaction_id: pending.transaction_id,
    user_id: pending.user_id,
    client_secret: pending.client_secret,
  };
  flow.confirmed = done;
  flow.set({ resumed: true, stage: 'resuming', problem: null });
  if (!host.client) return;
  // A saved payment method is confirmed synchronously: only its outcome is left to read.
  if (pending.saved) return flow.guarded(() => flow.follow(done, 1));

  let decided: { tx: Transaction | null; next: Next } | undefined;
  await flow.guarded(async () => {
    decided = await decide(flow, pending, done);
  });
  if (!decided || flow.signal.aborted) return;
  const { tx, next } = decided;
  flow.set({ transaction: tx });
  if (next === 'paid') return flow.paid(done);
  if ((next === 'refunded' || next === 'failed') && tx) return flow.ended(next, tx);
  if (next === 'poll') await flow.guarded(() => flow.follow(done));
  if (next === 'challenge') await flow.guarded(() => challenge(flow, host, done));
  if (next === 'pay') {
    const problem = tx?.status === 'SUSPENDED' ? suspendedGuidance() : null;
    flow.set({ stage: 'payment', problem });
  }
  // Whatever path ended on the payment stage needs the form for the same client secret.
  if (flow.view.stage === 'payment' && !flow.signal.aborted) await flow.prepareCard();
}

type Next = 'paid' | 'refunded' | 'failed' | 'poll' | 'pay' | 'challenge';

/** One read of the transaction, then Stripe's word when our confirmation may have reached it. */
async function decide(flow: PaymentFlow, pending: PendingCheckout, done: Confirmed) {
  const host = flow.host;
  const tx = await findTransaction(host.client!, done.user_id, done.transaction_id, flow.signal);
  const step = resumeStep(tx?.status, pending.confirmationSent);
  const next: Next =
    step === 'ask-stripe'
      ? afterStripe(await intentStatus(host.publishableKey, done.client_secret!))
      : step;
  return { tx, next };
}

/** The 3D Secure challenge a reload interrupted, shown again by Stripe; then the outcome. */
async function challenge(flow: PaymentFlow, host: FlowHost, done: Confirmed) {
  flow.set({ stage: 'processing' });
  const result = await completeNextAction(host.publishableKey, done.client_secret!);
  if (flow.signal.aborted) return;
  if (result.ok) return flow.follow(done);
  if (nothingCharged(result.error)) updatePending(host.distributor, { confirmationSent: false });
  flow.set({ stage: 'payment' });
  flow.refused(stripeGuidance(result.error), result.error.code ?? result.error.type, result.error);
}
