/**
 * A transaction that will not be paid: FAILED (doc 1: "the transaction could not be completed",
 * no next action), or SUSPENDED when a saved payment method paid, since there is no card form to
 * enter another card in. Doc 1 does not say whether money moved, so the copy promises only that
 * nothing more is charged, and says whom to ask if something was.
 */
import { msg } from '@lit/localize';
import type { SummaryReservation } from '../../state/rules/basket.js';
import type { Transaction } from './data.js';
import { renderFinalOutcome, reportOutcome, type OutcomeCopy } from './final-outcome.js';

function failedCopy(status: Transaction['status'] | undefined): OutcomeCopy {
  const next = msg(
    'To book these tickets, start a new booking: your search is kept. If money was taken from your account for this payment, contact customer support and quote the transaction below.',
  );
  if (status === 'SUSPENDED') {
    return {
      title: msg('Your saved payment method was not accepted'),
      message: msg(
        'The payment with the method saved for your account did not go through, so these tickets are not booked. Nothing more will be charged for this booking.',
      ),
      next,
    };
  }
  return {
    title: msg('Your payment could not be completed'),
    message: msg(
      'This booking could not be completed, so these tickets are not booked. Nothing more will be charged for it.',
    ),
    next,
  };
}

/** `tessera-error` with the status as `code`, like a refund. */
export function reportFailed(target: EventTarget, tx: Transaction, dataLayer: boolean) {
  reportOutcome(target, failedCopy(tx.status), tx.status, dataLayer);
}

export interface FailedView {
  transaction: Transaction | null;
  transactionId: string;
  reservations: readonly SummaryReservation[];
  onStartAgain: () => void;
}

/** No booking reference: nothing was booked, so only the transaction id is worth quoting. */
export function renderFailed(v: FailedView) {
  return renderFinalOutcome({
    copy: failedCopy(v.transaction?.status),
    transactionId: v.transaction?.transaction_id ?? v.transactionId,
    reservations: v.reservations,
    onStartAgain: v.onStartAgain,
  });
}
