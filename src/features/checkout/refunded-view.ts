/**
 * A transaction found REFUNDED or PARTIAL_REFUNDED (while polling or on resume): what the buyer
 * reads, and what the host page hears. The money went (partly) back and the booking did not go
 * through as paid; the buyer gets the references to quote and the two ways forward.
 */
import { msg } from '@lit/localize';
import type { SummaryReservation } from '../../state/rules/basket.js';
import type { Transaction } from './data.js';
import { renderFinalOutcome, reportOutcome, type OutcomeCopy } from './final-outcome.js';

export type RefundCopy = OutcomeCopy;

/** Anything that is not PARTIAL_REFUNDED reads as a full refund. */
function refundCopy(status: Transaction['status'] | undefined): RefundCopy {
  if (status === 'PARTIAL_REFUNDED') {
    return {
      title: msg('Part of your payment was refunded'),
      message: msg(
        'Part of the money you paid was returned to your payment method, and this booking did not go through as paid.',
      ),
      next: msg(
        'Contact customer support and quote the references below to find out about the rest of your payment, or start a new booking.',
      ),
    };
  }
  return {
    title: msg('Your payment was refunded'),
    message: msg(
      'The money you paid was returned to your payment method, and this booking did not go through as paid. These tickets are not booked.',
    ),
    next: msg(
      'To book them, start a new booking. If you did not expect this, contact customer support and quote the references below.',
    ),
  };
}

/** Tells the host page, as for any payment that did not end PAID: `code` is the status. */
export function reportRefund(target: EventTarget, tx: Transaction, dataLayer: boolean) {
  reportOutcome(target, refundCopy(tx.status), tx.status, dataLayer);
}

export interface RefundedView {
  transaction: Transaction | null;
  /** The transaction id as PUT reservations answered it (shown if the body is missing). */
  transactionId: string;
  reservations: readonly SummaryReservation[];
  onStartAgain: () => void;
}

export function renderRefunded(v: RefundedView) {
  return renderFinalOutcome({
    copy: refundCopy(v.transaction?.status),
    reference: v.transaction?.reference_id,
    transactionId: v.transaction?.transaction_id ?? v.transactionId,
    reservations: v.reservations,
    onStartAgain: v.onStartAgain,
  });
}
