import { LitElement } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { Task, initialState } from '@lit/task';
import { localized, msg } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles, fieldStyles } from '../../components/shared.styles.js';
import { clientContext, type TesseraClient } from '../../state/client-context.js';
import { configContext, type WidgetConfig } from '../../state/config-context.js';
import {
  LEAD_FIELDS,
  leadCustomerErrors,
  normaliseAttendee,
  type FieldErrors,
  type LeadCustomer,
  type LeadField,
} from '../../state/rules/attendees.js';
import type { Guidance, GuidanceAction } from '../../state/rules/guidance.js';
import type { ResolvedBrand } from '../../brand/types.js';
import { firstCheckoutOf } from './begin-checkout.js';
import { loadRequirements, loadSummary, type Requirements } from './data.js';
import { ecommerceOf, emitCheckoutEvent, requestStep } from './host-events.js';
import { renderGuidance, reportError } from './guidance-view.js';
import { PaymentFlow, type FlowHost } from './payment-flow.js';
import { readLead, readPaid, readPending, saveLead } from '../../state/booking-store.js';
import { resumeCheckout } from './resume-flow.js';
import { checkoutStyles, stepStyles } from './step.styles.js';
import { renderSkeleton, renderStage, type BasketSnapshot } from './stage-view.js';

const RETRY = new Set<GuidanceAction>(['retry', 'wait', 'check-connection']);

/** The API's validation messages (format 2) that name a lead customer field, by field. */
function leadFieldErrors(problem: Guidance | null): FieldErrors<LeadField> {
  const errors: FieldErrors<LeadField> = {};
  for (const [field, messages] of Object.entries(problem?.fieldErrors ?? {})) {
    if ((LEAD_FIELDS as readonly string[]).includes(field) && messages[0])
      errors[field as LeadField] = messages[0];
  }
  return errors;
}
const NO_REQUIREMENTS: Requirements = { attendeeFields: new Map(), phoneVerification: false };

/**
 * Checkout: the lead customer, attendees and phone verification when the basket's attractions
 * ask for them, then payment. Card flow: PUT reservations (transaction, user, client secret), the
 * Stripe Payment Element in a light-DOM child shown through the `payment` slot, confirmPayment,
 * then polling the transaction to PAID, FAILED, SUSPENDED or a refund. With `payment-method-id`
 * and the client's getAuthToken: POST /v1/reservations/confirm straight to the confirmation. Once
 * the transaction exists it is kept in sessionStorage, so a reload resumes the same payment.
 *
 * @slot payment - filled by the element itself with Stripe's Payment Element
 * @fires tessera-begin-checkout - once per set of reservations (not again on a reload or return)
 * @fires tessera-add-payment-info @fires tessera-purchase
 * @fires tessera-error
 * @fires tessera-payment-state - {inFlight} so the session timer never expires mid-payment
 * @fires tessera-basket-closed - a payment ended unpaid or was abandoned: nothing is held any more
 */
@localized()
export class TesseraCheckout extends LitElement implements FlowHost {
  static override styles = [baseStyles, buttonStyles, fieldStyles, stepStyles, checkoutStyles];

  @consume({ context: clientContext, subscribe: true }) @state() private _client?: TesseraClient;
  @consume({ context: configContext, subscribe: true }) @state() private _config?: WidgetConfig;

  @property({ attribute: 'publishable-key' }) publishableKey = '';
  /** A saved payment method (merchant-of-record distributors): no card form. */
  @property({ attribute: 'payment-method-id' }) paymentMethodId = '';
  /** Keys the payment kept for a reload, like the booking session (one per distributor). */
  @property() distributor = '';
  /** The resolved brand of the current scheme: Stripe's form wears it. */
  @property({ attribute: false }) brand?: ResolvedBrand;
  /** Upper bound of the wait for the payment's outcome. */
  @property({ type: Number, attribute: 'poll-limit-ms' }) pollLimitMs = 60_000;

  @state() private _lead: Partial<LeadCustomer> = {};
  @state() private _leadErrors: FieldErrors<LeadField> = {};
  private attendeesDone = false;
  private phoneDone = false;
  private _basket?: BasketSnapshot;
  private readonly flow = new PaymentFlow(this);

  private readonly data = new Task(this, {
    task: async ([client, distributor], { signal }) => {
      if (!client) return initialState;
      const pending = readPending(distributor);
      if (pending) {
        // PUT reservations closed the session: the kept snapshot is the basket being paid for.
        this._basket = { reservations: pending.reservations, total_price: pending.amount };
        this._lead = pending.lead;
        void resumeCheckout(this.flow, pending);
        return { basket: this._basket, req: NO_REQUIREMENTS };
      }
      const paid = readPaid(distributor);
      if (paid) {
        // The last booking this tab paid for: a reload or Back shows its confirmation again.
        this._basket = { reservations: paid.reservations, total_price: paid.total };
        this._lead = { email: paid.email };
        this.flow.showPaid(paid);
        return { basket: this._basket, req: NO_REQUIREMENTS };
      }
      this._lead = { ...readLead(distributor), ...this._lead };
      const basket = await loadSummary(client, signal);
      const attractions = basket.reservations.map((r) => r.attraction_id);
      const req = await loadRequirements(client, attractions, signal);
      this._basket = basket;
      const ids = basket.reservations.map((r) => r.reservation_id);
      if (firstCheckoutOf(distributor, ids)) {
        const detail = ecommerceOf(basket.reservations);
        emitCheckoutEvent(this, 'tessera-begin-checkout', detail, this.dataLayer);
      }
      return { basket, req };
    },
    args: () => [this._client, this.distributor] as const,
  });

  get client() {
    return this._client;
  }
  get language() {
    return this._config?.language ?? 'en';
  }
  get dataLayer() {
    return this._config?.dataLayer ?? false;
  }
  get basket() {
    return this._basket;
  }
  get lead() {
    return this._lead;
  }

  needs(part: 'attendees' | 'phone' | 'details') {
    if (part === 'attendees') this.attendeesDone = false;
    if (part === 'phone') this.phoneDone = false;
    if (part === 'details') this._leadErrors = leadFieldErrors(this.flow.view.problem);
    this.flow.set({ stage: part });
  }

  private onLeadSubmit = (e: SubmitEvent) => {
    e.preventDefault();
    const lead = normaliseAttendee({ ...this._lead }) as Partial<LeadCustomer>;
    this._leadErrors = leadCustomerErrors(lead);
    if (Object.keys(this._leadErrors).length) return;
    this._lead = lead;
    this.advance();
  };

  /** The next stage the basket still needs. */
  private advance() {
    const req = this.data.value?.req;
    if (req && req.attendeeFields.size > 0 && !this.attendeesDone)
      return this.flow.set({ stage: 'attendees', problem: null });
    if (req?.phoneVerification && !this.phoneDone)
      return this.flow.set({ stage: 'phone', problem: null });
    this.flow.set({ stage: 'payment', problem: null });
    if (!this.paymentMethodId) void this.flow.prepareCard();
  }

  private onProblem = (action: GuidanceAction) => {
    this.flow.set({ problem: null });
    if (action === 'new-session') return requestStep(this, { step: 'start-again' });
    if (action === 'view-basket') return requestStep(this, { step: 'basket' });
    if (action === 'new-booking') return this.flow.abandon();
    // Back on the details after a refused confirmation: a retry continues from them again.
    if (this.flow.view.stage === 'details') {
      if (RETRY.has(action)) this.advance();
      return;
    }
    if (!RETRY.has(action) || this.flow.view.stage !== 'payment') return;
    // A saved payment method's retry is the payment itself; a card's is preparing its form.
    if (this.paymentMethodId) void this.flow.pay();
    else if (!this.flow.cardReady) void this.flow.prepareCard();
  };

  override render() {
    const loading = () => renderSkeleton(msg('Loading checkout'));
    return this.data.render({
      initial: loading,
      pending: () => (this._basket ? this.renderStage() : loading()),
      error: (error) =>
        renderGuidance(reportError(this, error, 'checkout', this.dataLayer), () => this.data.run()),
      complete: () => this.renderStage(),
    });
  }

  private renderStage() {
    const v = this.flow.view;
    return renderStage({
      ...v,
      basket: this._basket!,
      locale: this.language,
      lead: this._lead,
      leadErrors: this._leadErrors,
      saved: !!this.paymentMethodId,
      started: !!this.flow.confirmed,
      transactionId: this.flow.confirmed?.transaction_id ?? '',
      onLeadInput: (f, value) => {
        this._lead = { ...this._lead, [f]: value };
        // Kept as typed: a reload, or a refusal that sends the buyer back, loses nothing.
        saveLead(this.distributor, this._lead);
      },
      onLeadSubmit: this.onLeadSubmit,
      onAttendeesSaved: () => {
        this.attendeesDone = true;
        this.advance();
      },
      onPhoneVerified: () => {
        this.phoneDone = true;
        this.advance();
      },
      onProblem: this.onProblem,
      onPay: () => void this.flow.pay(),
      onCheckAgain: () => void this.flow.checkAgain(),
      onAbandon: () => this.flow.abandon(),
    });
  }
}

define('tessera-checkout', TesseraCheckout);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-checkout': TesseraCheckout;
  }
  interface HTMLElementEventMap {
    'tessera-payment-state': CustomEvent<{ inFlight: boolean }>;
    'tessera-basket-closed': Event;
  }
}
