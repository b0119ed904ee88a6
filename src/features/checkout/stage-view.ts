/** What the checkout shows at each of its stages; the element holds the state and the flow. */
import { html, nothing } from 'lit';
import { msg } from '@lit/localize';
import { formatMoney } from '../../components/format.js';
import type { FieldErrors, LeadCustomer, LeadField } from '../../state/rules/attendees.js';
import { basketTotals, type SummaryReservation } from '../../state/rules/basket.js';
import type { Guidance, GuidanceAction } from '../../state/rules/guidance.js';
import type { Transaction } from './data.js';
import { renderGuidance } from '../../components/checkout-guidance.js';
import { renderLeadForm } from './lead-form.js';
import { renderDelayed, renderPayment } from './checkout-views.js';
import { renderFailed } from './failed-view.js';
import { renderRefunded } from './refunded-view.js';
import { renderSkeleton, type StageParts } from './stage-parts.js';
import './tessera-confirmation.js';

export type Stage =
  | 'details'
  | 'attendees'
  | 'phone'
  | 'resuming'
  | 'payment'
  | 'processing'
  | 'paid'
  | 'refunded'
  | 'failed'
  | 'delayed';

export interface BasketSnapshot {
  reservations: SummaryReservation[];
  total_price: number;
}

export interface StageView {
  stage: Stage;
  basket: BasketSnapshot;
  locale: string;
  lead: Partial<LeadCustomer>;
  leadErrors: FieldErrors<LeadField>;
  problem: Guidance | null;
  /** A saved payment method pays: no card form. */
  saved: boolean;
  formReady: boolean;
  paying: boolean;
  /** Check again is reading where the payment stands. */
  checking: boolean;
  resumed: boolean;
  /** The transaction exists (PUT reservations answered): the buyer may abandon it. */
  started: boolean;
  transaction: Transaction | null;
  transactionId: string;
  /** Attendees and the phone code were shown: their elements stay, keeping what was typed. */
  kept: { attendees: boolean; phone: boolean };
  /** The attendees' and phone code's code, fetched when the basket needs them. */
  parts: StageParts;
  onLeadInput: (field: LeadField, value: string) => void;
  onLeadSubmit: (e: SubmitEvent) => void;
  onAttendeesSaved: () => void;
  onPhoneVerified: (e: CustomEvent<{ phone: string }>) => void;
  onChangePhone: () => void;
  /** Raised when the code step must start over for the same number. */
  phoneRound: number;
  /** On from a stage whose details the started payment already holds. */
  onContinue: () => void;
  onProblem: (action: GuidanceAction) => void;
  onPay: () => void;
  onCheckAgain: () => void;
  onAbandon: () => void;
  /** The payment step's "Start a new booking" question is open. */
  leaving: boolean;
  onLeaving: (open: boolean) => void;
}

/**
 * The details stage while the basket loads: the form itself, at its final size, inert and busy,
 * with what the buyer typed before (nothing moves when it becomes live).
 */
export function renderDetailsLoading(lead: Partial<LeadCustomer>, label: string) {
  return html`<div class="card" aria-busy="true" aria-label=${label} inert>
    ${renderLeadForm({
      values: lead,
      errors: {},
      busy: true,
      onInput: () => undefined,
      onSubmit: (e) => e.preventDefault(),
    })}
  </div>`;
}

export function renderStage(v: StageView) {
  const final = v.stage === 'paid' || v.stage === 'refunded' || v.stage === 'failed';
  if (v.basket.reservations.length === 0 && !final)
    return html`<p class="notice">${msg('Your basket is empty.')}</p>`;
  const totals = basketTotals(v.basket);
  const total = formatMoney(totals.total, totals.currency ?? 'EUR', v.locale);
  return html`${renderCurrent(v, totals, total)}${renderKept(v, total)}`;
}

/**
 * The attendees' and the phone code's elements, once shown, stay in place (hidden on other
 * stages) so Back and Forward between stages keep what the buyer typed there.
 */
function renderKept(v: StageView, total: string) {
  const open = (stage: Stage) => v.stage === stage && !v.started;
  return html`${
    v.kept.attendees && !v.parts.ready('attendees') && open('attendees')
      ? v.parts.renderMissing('attendees', msg('Who is going?'))
      : nothing
  }${
    v.kept.phone && !v.parts.ready('phone') && open('phone')
      ? v.parts.renderMissing('phone', msg('Verify your mobile number'))
      : nothing
  }${
    v.kept.attendees && v.parts.ready('attendees')
      ? html`<tessera-attendees
          ?hidden=${!open('attendees')}
          .lead=${v.lead}
          .total=${total}
          @tessera-attendees-saved=${v.onAttendeesSaved}
        ></tessera-attendees>`
      : nothing
  }${
    v.kept.phone && v.parts.ready('phone')
      ? html`<tessera-phone-verification
          ?hidden=${!open('phone')}
          .phone=${v.lead.phone_number ?? ''}
          .round=${v.phoneRound}
          .total=${total}
          @tessera-phone-verified=${v.onPhoneVerified}
          @tessera-change-phone=${v.onChangePhone}
        ></tessera-phone-verification>`
      : nothing
  }`;
}

/** Back on attendees or the phone code after the payment started: what was sent stays as sent. */
function renderSent(title: string, onContinue: () => void) {
  return html`<section class="card" aria-labelledby="sent-title">
    <h2 id="sent-title">${title}</h2>
    <p>
      ${msg('These details are part of the payment you started, so they can no longer be changed.')}
    </p>
    <div class="actions">
      <button class="btn primary" type="button" @click=${onContinue}>${msg('Continue')}</button>
    </div>
  </section>`;
}

/** `total`: the basket's total, formatted, shown beside each stage's next action. */
function renderCurrent(v: StageView, totals: ReturnType<typeof basketTotals>, total: string) {
  switch (v.stage) {
    case 'details':
      return html`${renderGuidance(v.problem, v.onProblem)}
        <div class="card">
          ${renderLeadForm({
            values: v.lead,
            errors: v.leadErrors,
            busy: false,
            locked: v.started,
            total,
            onInput: v.onLeadInput,
            onSubmit: v.onLeadSubmit,
          })}
        </div>`;
    case 'attendees':
      return v.started
        ? renderSent(msg('Who is going?'), v.onContinue)
        : renderGuidance(v.problem, v.onProblem);
    case 'phone':
      return v.started
        ? renderSent(msg('Verify your mobile number'), v.onContinue)
        : renderGuidance(v.problem, v.onProblem);
    case 'resuming':
      return renderSkeleton(msg('Loading your payment'));
    case 'paid':
      return html`<tessera-confirmation
        .reservations=${v.basket.reservations}
        .reference=${v.transaction?.reference_id ?? ''}
        .transactionId=${v.transactionId}
        .email=${v.lead.email ?? ''}
        .locale=${v.locale}
        .total=${totals.total}
        .currency=${totals.currency ?? ''}
      ></tessera-confirmation>`;
    case 'refunded':
      return renderRefunded({
        transaction: v.transaction,
        transactionId: v.transactionId,
        reservations: v.basket.reservations,
        onStartAgain: v.onAbandon,
      });
    case 'failed':
      return renderFailed({
        transaction: v.transaction,
        transactionId: v.transactionId,
        reservations: v.basket.reservations,
        onStartAgain: v.onAbandon,
      });
    case 'delayed':
      return renderDelayed({
        email: v.lead.email ?? '',
        transactionId: v.transactionId,
        reference: v.transaction?.reference_id ?? '',
        checking: v.checking,
        onCheckAgain: v.onCheckAgain,
        onAbandon: v.onAbandon,
      });
    default:
      return renderPayment({
        reservations: v.basket.reservations,
        total,
        totalAmount: totals.total,
        currency: totals.currency ?? 'EUR',
        locale: v.locale,
        saved: v.saved,
        processing: v.stage === 'processing',
        formReady: v.formReady,
        paying: v.paying,
        problem: v.problem,
        reference: v.transaction?.reference_id ?? '',
        resumed: v.resumed,
        onProblem: v.onProblem,
        onPay: v.onPay,
        onAbandon: v.started ? v.onAbandon : undefined,
        leaving: v.leaving,
        onLeaving: v.onLeaving,
      });
  }
}
