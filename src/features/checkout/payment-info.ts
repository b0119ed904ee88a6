/**
 * GA4's add_payment_info means "the buyer submitted payment details for this payment", once per
 * payment, not once per checkout element: leaving for the basket and coming back, or a reload,
 * makes a new element for the same transaction. The payment last announced is kept like
 * begin-checkout's basket (a mark of this tab and this distributor, through the storage adapter).
 */
import type { SummaryReservation } from '../../state/rules/basket.js';
import { storageKey } from '../../storage.js';
import { basketSignature, firstInTab, tabMark } from './begin-checkout.js';
import { emitHostEvent } from '../../events.js';
import { ecommerceOf } from '../../state/ga4.js';

const PAYMENT_INFO = 'payment-info';

export function paymentInfoKey(distributor: string): string {
  return storageKey(PAYMENT_INFO, distributor);
}

/**
 * The payment's identity: its transaction once PUT reservations answered (card flow); before a
 * saved payment method's confirmation there is none yet, and the basket's reservations stand in.
 */
function paymentIdentity(
  transactionId: string | undefined,
  reservations: readonly SummaryReservation[],
): string {
  if (transactionId) return `transaction:${transactionId}`;
  return `basket:${basketSignature(reservations.map((r) => r.reservation_id))}`;
}

/** What the event is told about, read from the checkout element. */
export interface PaymentInfoSource extends EventTarget {
  readonly distributor: string;
  readonly basket: { reservations: readonly SummaryReservation[] } | undefined;
  readonly dataLayer: boolean;
}

/** Fires `tessera-add-payment-info` unless this payment already did in this tab. */
export function reportPaymentInfo(
  source: PaymentInfoSource,
  transactionId: string | undefined,
  paymentType: string,
): boolean {
  const reservations = source.basket?.reservations ?? [];
  if (reservations.length === 0) return false;
  const id = paymentIdentity(transactionId, reservations);
  if (!firstInTab(tabMark(PAYMENT_INFO, source.distributor), id)) return false;
  const detail = { ...ecommerceOf(reservations), payment_type: paymentType };
  emitHostEvent(source, 'tessera-add-payment-info', detail, source.dataLayer);
  return true;
}
