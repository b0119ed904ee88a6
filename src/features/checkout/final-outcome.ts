/**
 * A payment that ended without a paid booking (a refund, a FAILED transaction): a final outcome
 * like PAID, so no card form is offered. The buyer reads what happened, gets the ids to quote to
 * support and starts again; the host page hears it as `tessera-error` with the status as `code`.
 */
import { html, nothing } from 'lit';
import { msg } from '@lit/localize';
import type { SummaryReservation } from '../../state/rules/basket.js';
import { renderPaymentItems } from './checkout-views.js';
import { reportFailure, type ShownWords } from '../../components/error-report.js';

export interface OutcomeCopy {
  title: string;
  message: string;
  /** The way forward. */
  next: string;
}

/**
 * Tells the host page, as for any payment that did not end PAID (refused, failed, refunded):
 * `code` is the provider's or the transaction's status, when there is one.
 */
export function reportOutcome(
  target: EventTarget,
  words: ShownWords,
  code: string | null,
  dataLayer: boolean,
) {
  const { title, message } = words;
  const detail = { step: 'checkout', status: null, code, kind: 'payment' as const, title, message };
  reportFailure(target, detail, dataLayer);
}

export interface FinalOutcomeView {
  copy: OutcomeCopy;
  /** The booking reference, when the outcome has one worth quoting. */
  reference?: string | null;
  transactionId: string;
  reservations: readonly SummaryReservation[];
  onStartAgain: () => void;
}

export function renderFinalOutcome(v: FinalOutcomeView) {
  return html`<section class="card" aria-labelledby="outcome-title">
    <div role="alert">
      <h2 id="outcome-title">${v.copy.title}</h2>
      <p>${v.copy.message}</p>
    </div>
    ${renderPaymentItems(v.reservations)}
    <p>${v.copy.next}</p>
    <dl class="facts">
      ${
        v.reference
          ? html`<dt>${msg('Booking reference')}</dt>
              <dd class="reference">${v.reference}</dd>`
          : nothing
      }
      <dt>${msg('Transaction')}</dt>
      <dd>${v.transactionId}</dd>
    </dl>
    <div class="actions">
      <button class="btn primary" type="button" @click=${v.onStartAgain}>
        ${msg('Start a new booking')}
      </button>
    </div>
  </section>`;
}
