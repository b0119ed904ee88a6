import { LitElement, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { Task, initialState } from '@lit/task';
import { localized, msg } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles, fieldStyles } from '../../components/shared.styles.js';
import { formatMoney } from '../../components/format.js';
import '../../components/tessera-skeleton.js';
import { clientContext, type TesseraClient } from '../../state/client-context.js';
import { configContext, type WidgetConfig } from '../../state/config-context.js';
import {
  leadCustomerErrors,
  normaliseAttendee,
  type FieldErrors,
  type LeadCustomer,
  type LeadField,
} from '../../state/rules/attendees.js';
import { basketTotals } from '../../state/rules/basket.js';
import type { Guidance, GuidanceAction } from '../../state/rules/guidance.js';
import type { ResolvedBrand } from '../../brand/types.js';
import { brandToStripeAppearance } from '../../brand/stripe.js';
import { isAbortError } from '../../api/errors.js';
import { loadRequirements, loadSummary, pollTransaction, type Transaction } from './data.js';
import { ecommerceOf, emitCheckoutEvent, requestStep } from './host-events.js';
import { renderGuidance, reportError } from './guidance-view.js';
import { renderLeadForm } from './lead-form.js';
import { stripeGuidance } from './payment-errors.js';
import { mountPaymentForm, type PaymentForm } from './stripe-payment.js';
import { stepStyles } from './step.styles.js';
import { outcomeGuidance, renderDelayed, renderPayment } from './checkout-views.js';
import '../attendees/tessera-attendees.js';
import '../attendees/tessera-phone-verification.js';
import './tessera-confirmation.js';

const RETRY = new Set<GuidanceAction>(['retry', 'wait', 'check-connection']);

type Stage = 'details' | 'attendees' | 'phone' | 'payment' | 'processing' | 'paid' | 'delayed';
type Basket = Awaited<ReturnType<typeof loadSummary>>;
interface Confirmed {
  transaction_id: string;
  user_id: string;
  client_secret?: string;
}

/**
 * Checkout: the lead customer, attendees and phone verification when the basket's attractions
 * ask for them, then payment. Card flow: PUT reservations (transaction, user, client secret), the
 * Stripe Payment Element in a light-DOM child shown through the `payment` slot, confirmPayment,
 * then polling the transaction to PAID, FAILED or SUSPENDED. With `payment-method-id` and the
 * client's getAuthToken: POST /v1/reservations/confirm straight to the confirmation.
 *
 * @slot payment - filled by the element itself with Stripe's Payment Element
 * @fires tessera-begin-checkout @fires tessera-add-payment-info @fires tessera-purchase
 * @fires tessera-error
 * @fires tessera-payment-state - {inFlight} so the session timer never expires mid-payment
 */
@localized()
export class TesseraCheckout extends LitElement {
  static override styles = [baseStyles, buttonStyles, fieldStyles, stepStyles];

  @consume({ context: clientContext, subscribe: true }) @state() private _client?: TesseraClient;
  @consume({ context: configContext, subscribe: true }) @state() private _config?: WidgetConfig;

  @property({ attribute: 'publishable-key' }) publishableKey = '';
  /** A saved payment method (merchant-of-record distributors): no card form. */
  @property({ attribute: 'payment-method-id' }) paymentMethodId = '';
  /** The resolved brand of the current scheme: Stripe's form wears it. */
  @property({ attribute: false }) brand?: ResolvedBrand;
  /** Upper bound of the wait for the payment's outcome. */
  @property({ type: Number, attribute: 'poll-limit-ms' }) pollLimitMs = 60_000;

  @state() private _stage: Stage = 'details';
  @state() private _lead: Partial<LeadCustomer> = {};
  @state() private _leadErrors: FieldErrors<LeadField> = {};
  @state() private _problem: Guidance | null = null;
  @state() private _paying = false;
  @state() private _formReady = false;
  @state() private _transaction: Transaction | null = null;
  private inFlight = false;
  private attendeesDone = false;
  private phoneDone = false;
  private confirmed?: Confirmed;
  private form?: PaymentForm;
  private mountNode?: HTMLElement;
  private basket?: Basket;
  private paymentInfoSent = false;

  private readonly data = new Task(this, {
    task: async ([client], { signal }) => {
      if (!client) return initialState;
      const basket = await loadSummary(client, signal);
      const req = await loadRequirements(
        client,
        basket.reservations.map((r) => r.attraction_id),
        signal,
      );
      this.basket = basket;
      if (basket.reservations.length)
        emitCheckoutEvent(
          this,
          'tessera-begin-checkout',
          ecommerceOf(basket.reservations),
          this.dataLayer,
        );
      return { basket, req };
    },
    args: () => [this._client] as const,
  });

  private get dataLayer() {
    return this._config?.dataLayer ?? false;
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.form?.destroy();
    this.mountNode?.remove();
    this.form = this.mountNode = undefined;
  }

  private setInFlight(value: boolean) {
    this.inFlight = value;
    this._paying = value;
    this.dispatchEvent(
      new CustomEvent('tessera-payment-state', {
        detail: { inFlight: value },
        bubbles: true,
        composed: true,
      }),
    );
  }

  private fail(error: unknown) {
    if (isAbortError(error)) return;
    this._problem = reportError(this, error, 'checkout', this.dataLayer);
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
    this._problem = null;
    if (req && req.attendeeFields.size > 0 && !this.attendeesDone) this._stage = 'attendees';
    else if (req?.phoneVerification && !this.phoneDone) this._stage = 'phone';
    else {
      this._stage = 'payment';
      if (!this.paymentMethodId) void this.prepareCard();
    }
  }

  private confirmBody() {
    return {
      email: this._lead.email!,
      first_name: this._lead.first_name!,
      second_name: this._lead.second_name!,
      phone_number: this._lead.phone_number!,
      reservations: (this.basket?.reservations ?? []).map((r) => r.reservation_id),
    };
  }

  /** PUT reservations once, then Stripe's form in a light-DOM child slotted into our shadow tree. */
  private async prepareCard() {
    if (!this._client || this.inFlight) return;
    this.setInFlight(true);
    try {
      this.confirmed ??= (await this._client.confirmReservations(this.confirmBody())) as Confirmed;
      if (!this.form) {
        this.mountNode ??= Object.assign(document.createElement('div'), { slot: 'payment' });
        // Stripe refuses any shadow root: a widget root may take the node into the page (cancels).
        if (
          this.dispatchEvent(
            new CustomEvent('tessera-payment-mount', {
              detail: this.mountNode,
              bubbles: true,
              composed: true,
              cancelable: true,
            }),
          )
        )
          this.append(this.mountNode);
        this.form = await mountPaymentForm({
          publishableKey: this.publishableKey,
          clientSecret: this.confirmed.client_secret!,
          container: this.mountNode,
          appearance: this.brand ? brandToStripeAppearance(this.brand) : undefined,
          locale: this._config?.language,
        });
      }
      this._formReady = true;
    } catch (error) {
      this.onConfirmError(error);
    } finally {
      this.setInFlight(false);
    }
  }

  /** Codes 25/52 and 28 send the buyer back to the part that fixes them. */
  private onConfirmError(error: unknown) {
    this.fail(error);
    const code = (error as { code?: unknown }).code;
    if (code === 25 || code === 52) {
      this.attendeesDone = false;
      this._stage = 'attendees';
    } else if (code === 28) {
      this.phoneDone = false;
      this._stage = 'phone';
    }
  }

  private async payByCard() {
    // The flag is set before any await: a second click in the same frame finds it set.
    if (this.inFlight || !this.form || !this.confirmed || !this._client) return;
    this.setInFlight(true);
    this._problem = null;
    this.reportPaymentInfo('card');
    try {
      const result = await this.form.confirm();
      if (!result.ok) {
        this._problem = stripeGuidance(result.error);
        return;
      }
      await this.follow(this.confirmed);
    } catch (error) {
      this.fail(error);
    } finally {
      this.setInFlight(false);
    }
  }

  private async paySaved() {
    if (this.inFlight || !this._client) return;
    this.setInFlight(true);
    this._problem = null;
    this.reportPaymentInfo('saved');
    try {
      const done = (await this._client.confirmWithSavedPayment({
        ...this.confirmBody(),
        payment_method_id: this.paymentMethodId,
      })) as Confirmed;
      this.confirmed = done;
      await this.follow(done, 1);
    } catch (error) {
      this.onConfirmError(error);
    } finally {
      this.setInFlight(false);
    }
  }

  private reportPaymentInfo(type: string) {
    if (this.paymentInfoSent || !this.basket) return;
    this.paymentInfoSent = true;
    const detail = { ...ecommerceOf(this.basket.reservations), payment_type: type };
    emitCheckoutEvent(this, 'tessera-add-payment-info', detail, this.dataLayer);
  }

  /** Polls the transaction to its outcome (saved payments are already PAID: one look suffices). */
  private async follow(done: Confirmed, limitOverride?: number) {
    this._stage = 'processing';
    const outcome = await pollTransaction(this._client!, done.user_id, done.transaction_id, {
      limitMs: limitOverride ?? this.pollLimitMs,
    });
    const tx = outcome.transaction;
    this._transaction = tx;
    if (limitOverride !== undefined && (!tx || outcome.kind === 'timeout')) return this.paid(done);
    if (outcome.kind === 'timeout') {
      this._stage = 'delayed';
      return;
    }
    if (tx?.status === 'PAID') return this.paid(done);
    this._stage = 'payment';
    this._problem = outcomeGuidance(tx?.status, done.transaction_id);
  }

  private paid(done: Confirmed) {
    this._stage = 'paid';
    this.form?.destroy();
    this.mountNode?.remove();
    this.form = this.mountNode = undefined;
    const reservations = this.basket?.reservations ?? [];
    emitCheckoutEvent(
      this,
      'tessera-purchase',
      {
        ...ecommerceOf(reservations),
        transaction_id: done.transaction_id,
        reference_id: this._transaction?.reference_id,
      },
      this.dataLayer,
    );
  }

  private onProblem = (action: GuidanceAction) => {
    this._problem = null;
    if (action === 'new-session') requestStep(this, { step: 'search' });
    else if (action === 'view-basket') requestStep(this, { step: 'basket' });
    else if (
      RETRY.has(action) &&
      this._stage === 'payment' &&
      !this._formReady &&
      !this.paymentMethodId
    )
      void this.prepareCard();
  };

  override render() {
    return this.data.render({
      initial: () => this.renderSkeleton(),
      pending: () => (this.basket ? this.renderStage() : this.renderSkeleton()),
      error: (error) =>
        renderGuidance(reportError(this, error, 'checkout', this.dataLayer), () => this.data.run()),
      complete: () => this.renderStage(),
    });
  }

  private renderSkeleton() {
    return html`<div class="card" aria-busy="true" aria-label=${msg('Loading checkout')}>
      <tessera-skeleton width="50%" height="1.5em"></tessera-skeleton>
      <tessera-skeleton width="100%" height="6em"></tessera-skeleton>
    </div>`;
  }

  private renderStage() {
    const basket = this.basket!;
    const totals = basketTotals(basket);
    const locale = this._config?.language ?? 'en';
    if (basket.reservations.length === 0 && this._stage !== 'paid')
      return html`<p class="notice">${msg('Your basket is empty.')}</p>`;
    const total = formatMoney(totals.total, totals.currency ?? 'EUR', locale);
    switch (this._stage) {
      case 'details':
        return html`<div class="card">
          ${renderLeadForm({
            values: this._lead,
            errors: this._leadErrors,
            busy: false,
            onInput: (f, v) => (this._lead = { ...this._lead, [f]: v }),
            onSubmit: this.onLeadSubmit,
          })}
        </div>`;
      case 'attendees':
        return html`${renderGuidance(this._problem, this.onProblem)}
          <tessera-attendees
            .lead=${this._lead}
            @tessera-attendees-saved=${() => {
              this.attendeesDone = true;
              this.advance();
            }}
          ></tessera-attendees>`;
      case 'phone':
        return html`${renderGuidance(this._problem, this.onProblem)}
          <tessera-phone-verification
            .phone=${this._lead.phone_number ?? ''}
            @tessera-phone-verified=${() => {
              this.phoneDone = true;
              this.advance();
            }}
          ></tessera-phone-verification>`;
      case 'paid':
        return html`<tessera-confirmation
          .reservations=${basket.reservations}
          .reference=${this._transaction?.reference_id ?? ''}
          .transactionId=${this.confirmed?.transaction_id ?? ''}
          .email=${this._lead.email ?? ''}
          .locale=${locale}
          .total=${totals.total}
          .currency=${totals.currency ?? ''}
        ></tessera-confirmation>`;
      case 'delayed':
        return renderDelayed(this._lead.email ?? '', this.confirmed?.transaction_id ?? '');
      default:
        return renderPayment({
          reservations: basket.reservations,
          total,
          saved: !!this.paymentMethodId,
          processing: this._stage === 'processing',
          formReady: this._formReady,
          paying: this._paying,
          problem: this._problem,
          onProblem: this.onProblem,
          onPay: () => (this.paymentMethodId ? this.paySaved() : this.payByCard()),
        });
    }
  }
}

define('tessera-checkout', TesseraCheckout);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-checkout': TesseraCheckout;
  }
  interface HTMLElementEventMap {
    'tessera-payment-state': CustomEvent<{ inFlight: boolean }>;
  }
}
