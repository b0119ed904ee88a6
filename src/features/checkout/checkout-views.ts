/** The payment section, the outcome messages and the "still processing" view of the checkout. */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { ticketCount } from '../../components/reservation-tickets.js';
import type { Guidance, GuidanceAction } from '../../state/rules/guidance.js';
import type { SummaryReservation } from '../../state/rules/basket.js';
import { renderGuidance } from '../../components/checkout-guidance.js';
import '../../components/tessera-skeleton.js';
import './tessera-order-summary.js';
import { renderCardBrands, renderSecurityLine } from './card-brands.js';

export interface DelayedView {
  email: string;
  transactionId: string;
  /** The booking reference, when the transaction already has one. */
  reference: string;
  checking: boolean;
  onCheckAgain: () => void;
  onAbandon: () => void;
}

/**
 * The wait for the payment's outcome passed its bound while the transaction was still ADDED or
 * PENDING, or could not be read: the payment is being confirmed, never "failed". Without a
 * transaction (a saved method's confirmation whose answer was lost) there is nothing to check.
 */
export function renderDelayed(v: DelayedView) {
  return html`<section class="card" role="status" aria-labelledby="delayed-title">
    <h2 id="delayed-title" tabindex="-1">${msg('Your payment is still being confirmed')}</h2>
    <p>
      ${msg(
        str`This is taking longer than usual. Do not pay again: if the payment goes through, we will email ${v.email} with your tickets.`,
      )}
    </p>
    ${
      v.transactionId
        ? html`<p>
            ${msg('You can check again now, or come back to this page later in this tab.')}
          </p>`
        : html`<p>
            ${msg(
              'The answer about your payment did not reach us, so it cannot be checked from here. If no email arrives, contact customer support before you book again.',
            )}
          </p>`
    }
    ${v.reference ? html`<p>${msg(str`Booking reference ${v.reference}`)}</p>` : nothing}
    ${v.transactionId ? html`<p class="muted">${msg(str`Transaction ${v.transactionId}`)}</p>` : nothing}
    <div class="actions">
      ${
        v.transactionId
          ? html`<button
              class="btn primary"
              type="button"
              ?disabled=${v.checking}
              @click=${v.onCheckAgain}
            >
              ${msg('Check again')}
            </button>`
          : nothing
      }
      <button class="btn text" type="button" @click=${v.onAbandon}>
        ${msg('Start a new booking')}
      </button>
    </div>
  </section>`;
}

export interface PaymentView {
  reservations: readonly SummaryReservation[];
  total: string;
  /** The total in minor units and its currency, for the order summary. */
  totalAmount: number;
  currency: string;
  locale: string;
  saved: boolean;
  processing: boolean;
  /** Stripe's form is mounted (card flow). */
  formReady: boolean;
  /** A confirmation is in flight: the button is busy (and ignored). */
  paying: boolean;
  problem: Guidance | null;
  /** The booking reference while the payment is confirmed, when the transaction has one. */
  reference: string;
  onProblem: (action: GuidanceAction) => void;
  onPay: () => void;
  /** The page was reloaded during this payment and resumed it. */
  resumed: boolean;
  /** Forget this payment and start a new booking (offered once the transaction exists). */
  onAbandon?: () => void;
  /** "Start a new booking" was pressed: the question is open, Keep my booking focused. */
  leaving: boolean;
  /** Opens (true) or closes the question before the payment is forgotten. */
  onLeaving: (open: boolean) => void;
}

/** What is being paid for, one line per reservation. */
export function renderPaymentItems(reservations: readonly SummaryReservation[]) {
  return html`<ul class="plain muted payment-items">
    ${reservations.map(
      (r) => html`<li>${ticketCount(r.number_of_tickets)} · ${r.attraction_name}</li>`,
    )}
  </ul>`;
}

export function renderPayment(v: PaymentView) {
  const waiting = !v.saved && !v.formReady;
  // Busy, not disabled, while a payment runs: a disabled button would drop the buyer's focus.
  const busy = v.paying || v.processing;
  return html`<div class="pay-layout">
    <div class="pay-grid">
      <aside class="order" aria-label=${msg('Booking summary')}>
        <tessera-order-summary
          .reservations=${v.reservations}
          .total=${v.totalAmount}
          .currency=${v.currency}
          .locale=${v.locale}
        ></tessera-order-summary>
      </aside>
      ${renderPaymentCard(v, waiting, busy)}
    </div>
  </div>`;
}

function renderPaymentCard(v: PaymentView, waiting: boolean, busy: boolean) {
  return html`<section
    class="card pay"
    aria-labelledby="pay-title"
    aria-busy=${v.processing || (waiting && !v.problem) ? 'true' : 'false'}
  >
    <h2 id="pay-title">${msg('Payment')}</h2>
    ${renderPaymentItems(v.reservations)}
    ${v.saved ? nothing : html`${renderCardBrands()}${renderSecurityLine()}`}
    <div role="status">
      ${
        v.resumed && !v.processing
          ? html`<p class="notice">
              ${msg('We kept your payment. Nothing has been charged yet, so you can pay below.')}
            </p>`
          : nothing
      }
      ${
        v.processing
          ? html`<p class="notice">
              ${msg('Confirming your payment… Please keep this page open.')}
              <span class="line"
                >${v.reference ? msg(str`Booking reference ${v.reference}`) : '\u00a0'}</span
              >
            </p>`
          : nothing
      }
    </div>
    ${renderGuidance(v.problem, v.onProblem)}
    ${
      v.saved
        ? html`<p>${msg('You pay with the payment method saved for your account.')}</p>`
        : html`${
              v.formReady || v.problem
                ? nothing
                : // The card form's height (number; expiry and code; postal code: 240 to 260 px)
                  // while the payment provider's code loads, so Pay does not move when it comes;
                  // not under the reason it did not load.
                  html`<tessera-skeleton width="100%" height="15.5em"></tessera-skeleton>`
            }
            <div ?hidden=${v.processing}><slot name="payment"></slot></div>`
    }
    <div class="actions next-bar">
      <button
        class="btn primary"
        type="button"
        ?disabled=${waiting}
        aria-disabled=${busy ? 'true' : nothing}
        @click=${() => !busy && v.onPay()}
      >
        ${v.paying && !waiting ? msg('Paying…') : msg(str`Pay ${v.total}`)}
      </button>
      ${
        // Invisible, not removed, while a payment runs: its place is kept, so nothing moves.
        // Asked first: it is the next stop after Pay, and the tickets go with the payment.
        v.onAbandon && v.leaving && !busy
          ? html`<span
              class="leave"
              role="group"
              aria-label=${msg('Start a new booking')}
              @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && v.onLeaving(false)}
            >
              <button class="btn secondary" type="button" @click=${v.onAbandon}>
                ${msg('Yes, start a new booking')}
              </button>
              <button class="btn text" type="button" @click=${() => v.onLeaving(false)}>
                ${msg('Keep my booking')}
              </button>
            </span>`
          : v.onAbandon
            ? html`<button
                class="btn text ${busy ? 'place-kept' : ''}"
                type="button"
                @click=${() => v.onLeaving(true)}
              >
                ${msg('Start a new booking')}
              </button>`
            : nothing
      }
    </div>
  </section>`;
}
