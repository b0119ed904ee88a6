/**
 * A checkout reloaded after PUT reservations answered: the same transaction and client secret,
 * taken up where the API and Stripe say it stands (the flow's `standing`, the same decision as
 * after an error from Stripe). Never a second PUT reservations (the session is closed), and never
 * a second confirmation of a payment that may already be under way. A saved method's
 * confirmation that was sent and never answered has no transaction to read: it stays "being
 * checked", as it was before the reload.
 */
import type { Confirmed, PendingCheckout } from '../../state/kept-booking.js';
import type { PaymentFlow } from './payment-flow.js';

export async function resumeCheckout(flow: PaymentFlow, pending: PendingCheckout): Promise<void> {
  // A saved method's confirmation whose answer never came: no transaction to read, never resent.
  if (pending.unanswered) return flow.savedAnswerLost();
  const done: Confirmed = {
    transaction_id: pending.transaction_id,
    user_id: pending.user_id,
    client_secret: pending.client_secret,
  };
  flow.confirmed = done;
  flow.set({ resumed: true, stage: 'resuming', problem: null });
  if (!flow.host.client) return;
  // A saved payment method is confirmed synchronously: only its outcome is left to read.
  if (pending.saved) return flow.guarded(() => flow.follow(done, 1));
  await flow.guarded(async () => {
    const { tx, next } = await flow.standing(done, pending.confirmationSent);
    if (!flow.signal.aborted) await flow.take(done, tx, next);
  });
  // Whatever path ended on the payment stage needs the form for the same client secret.
  if (flow.view.stage === 'payment' && !flow.signal.aborted) await flow.prepareCard();
}
