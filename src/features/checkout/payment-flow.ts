/**
 * The checkout's payment, as a Lit reactive controller: PUT reservations once, Stripe's form for
 * its client secret, one confirmation at a time, polling to the outcome, and the pending checkout
 * kept for a reload. The element owns the forms before payment and renders what this holds.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TesseraClient } from '../../state/client-context.js';
import type { LeadCustomer } from '../../state/rules/attendees.js';
import { basketTotals } from '../../state/rules/basket.js';
import type { Guidance } from '../../state/rules/guidance.js';
import type { ResolvedBrand } from '../../brand/types.js';
import { brandToStripeAppearance } from '../../brand/stripe.js';
import { isAbortError } from '../../api/errors.js';
import { CardPayment } from './card-payment.js';
import { outcomeGuidance } from './checkout-views.js';
import { pollTransaction, type Confirmed, type Transaction } from './data.js';
import { ecommerceOf, emitCheckoutEvent, requestStep } from './host-events.js';
import { reportError } from './guidance-view.js';
import { nothingCharged, stripeGuidance } from './payment-errors.js';
import { settledOutcome } from './outcome.js';
import { reportRefund } from './refunded-view.js';
import { clearPending, savePending, updatePending } from './pending-checkout.js';
import type { BasketSnapshot, Stage } from './stage-view.js';

/** What the flow reads from its element. */
export interface FlowHost extends ReactiveControllerHost, HTMLElement {
  readonly client: TesseraClient | undefined;
  readonly publishableKey: string;
  readonly paymentMethodId: string;
  readonly distributor: string;
  readonly brand?: ResolvedBrand;
  readonly pollLimitMs: number;
  readonly language: string;
  readonly dataLayer: boolean;
  readonly basket: BasketSnapshot | undefined;
  readonly lead: Partial<LeadCustomer>;
  /** Codes 25/52 and 28: the confirmation needs attendees or a verified phone first. */
  needs(part: 'attendees' | 'phone'): void;
}

export interface FlowView {
  stage: Stage;
  problem: Guidance | null;
  transaction: Transaction | null;
  /** The page was reloaded during this payment and resumed it. */
  resumed: boolean;
  /** A payment action is under way: the pay button stays disabled. */
  paying: boolean;
  formReady: boolean;
}

export class PaymentFlow implements ReactiveController {
  view: FlowView = {
    stage: 'details',
    problem: null,
    transaction: null,
    resumed: false,
    paying: false,
    formReady: false,
  };
  confirmed?: Confirmed;
  paymentInfoSent = false;
  private inFlight = false;
  private readonly card = new CardPayment();
  private styledWith?: ResolvedBrand;
  /** Aborted when the element leaves the page: a replaced page stops polling and paying. */
  private life = new AbortController();

  constructor(readonly host: FlowHost) {
    host.addController(this);
  }

  get signal(): AbortSignal {
    return this.life.signal;
  }

  get cardReady(): boolean {
    return this.card.ready;
  }

  hostConnected() {
    if (this.life.signal.aborted) this.life = new AbortController();
  }

  /** The brand's scheme changed (a dark mode switch): Stripe's form follows it. */
  hostUpdate() {
    const brand = this.host.brand;
    if (brand === this.styledWith) return;
    this.styledWith = brand;
    this.card.restyle(brand ? brandToStripeAppearance(brand) : undefined);
  }

  hostDisconnected() {
    this.life.abort();
    this.card.destroy();
    this.view.formReady = false;
  }

  set(patch: Partial<FlowView>) {
    this.view = { ...this.view, ...patch };
    this.host.requestUpdate();
  }

  private setInFlight(value: boolean) {
    this.inFlight = value;
    this.set({ paying: value });
    this.host.dispatchEvent(
      new CustomEvent('tessera-payment-state', {
        detail: { inFlight: value },
        bubbles: true,
        composed: true,
      }),
    );
  }

  /**
   * Runs one payment action at a time. The flag is set before any await, so a second click in
   * the same frame, a slow network or a retry finds it set and does nothing.
   */
  async guarded(action: () => Promise<void>, onError = (e: unknown) => this.fail(e)) {
    if (this.inFlight) return;
    this.setInFlight(true);
    try {
      await action();
    } catch (error) {
      if (!this.life.signal.aborted) onError(error);
    } finally {
      this.setInFlight(false);
    }
  }

  fail(error: unknown) {
    if (isAbortError(error)) return;
    this.set({ problem: reportError(this.host, error, 'checkout', this.host.dataLayer) });
  }

  /**
   * A payment the provider or the API refused: shown, and reported to the host page like any
   * failed request (a card form's own validation is the buyer's typing, not a failure).
   */
  refused(problem: Guidance, code: string | null, cause?: unknown) {
    if (problem.log) console.warn('tessera: payment not completed', cause ?? code);
    this.set({ problem });
    const { title, message } = problem;
    const detail = { step: 'checkout', status: null, code, title, message };
    emitCheckoutEvent(this.host, 'tessera-error', detail, this.host.dataLayer);
  }

  private confirmBody() {
    const lead = this.host.lead;
    return {
      email: lead.email!,
      first_name: lead.first_name!,
      second_name: lead.second_name!,
      phone_number: lead.phone_number!,
      reservations: (this.host.basket?.reservations ?? []).map((r) => r.reservation_id),
    };
  }

  /** What a reload needs to resume this payment, kept as soon as the transaction exists. */
  private keep(done: Confirmed, saved: boolean) {
    const totals = basketTotals(this.host.basket);
    savePending(this.host.distributor, {
      ...done,
      amount: totals.total,
      currency: totals.currency ?? '',
      reservations: this.host.basket?.reservations ?? [],
      lead: this.host.lead as LeadCustomer,
      confirmationSent: false,
      saved,
    });
  }

  /** PUT reservations once (it closes the session), then Stripe's form for its client secret. */
  prepareCard() {
    return this.guarded(
      async () => {
        if (!this.confirmed) {
          const done = (await this.host.client!.confirmReservations(
            this.confirmBody(),
          )) as Confirmed;
          this.confirmed = done;
          this.keep(done, false);
        }
        const brand = (this.styledWith = this.host.brand);
        await this.card.mount(this.host, {
          publishableKey: this.host.publishableKey,
          clientSecret: this.confirmed.client_secret!,
          appearance: brand ? brandToStripeAppearance(brand) : undefined,
          locale: this.host.language,
        });
        this.set({ formReady: true });
      },
      (e) => this.onConfirmError(e),
    );
  }

  private onConfirmError(error: unknown) {
    this.fail(error);
    const code = (error as { code?: unknown }).code;
    if (code === 25 || code === 52) this.host.needs('attendees');
    else if (code === 28) this.host.needs('phone');
  }

  pay() {
    return this.host.paymentMethodId ? this.paySaved() : this.payByCard();
  }

  private payByCard() {
    if (this.inFlight || !this.card.ready || !this.confirmed) return;
    const done = this.confirmed;
    return this.guarded(async () => {
      this.set({ problem: null });
      this.reportPaymentInfo('card');
      // Kept before the call: a reload from here on polls or asks Stripe, never pays blindly.
      updatePending(this.host.distributor, { confirmationSent: true });
      const result = await this.card.confirm();
      if (this.life.signal.aborted) return;
      if (!result.ok) {
        const error = result.error;
        if (nothingCharged(error))
          updatePending(this.host.distributor, { confirmationSent: false });
        if (error.type === 'validation_error') this.set({ problem: stripeGuidance(error) });
        else
          this.refused(
            stripeGuidance(error),
            error.decline_code ?? error.code ?? error.type,
            error,
          );
        return;
      }
      await this.follow(done);
    });
  }

  private paySaved() {
    return this.guarded(
      async () => {
        this.set({ problem: null });
        this.reportPaymentInfo('saved');
        // A confirmation that already succeeded is only looked up again, never repeated.
        if (!this.confirmed) {
          const body = { ...this.confirmBody(), payment_method_id: this.host.paymentMethodId };
          this.confirmed = (await this.host.client!.confirmWithSavedPayment(body)) as Confirmed;
          this.keep(this.confirmed, true);
        }
        await this.follow(this.confirmed, 1);
      },
      (e) => this.onConfirmError(e),
    );
  }

  private reportPaymentInfo(type: string) {
    const basket = this.host.basket;
    if (this.paymentInfoSent || !basket) return;
    this.paymentInfoSent = true;
    const detail = { ...ecommerceOf(basket.reservations), payment_type: type };
    emitCheckoutEvent(this.host, 'tessera-add-payment-info', detail, this.host.dataLayer);
  }

  /** Polls the transaction to its outcome (saved payments are already PAID: one look suffices). */
  async follow(done: Confirmed, limitOverride?: number) {
    this.set({ stage: 'processing' });
    const outcome = await pollTransaction(this.host.client!, done.user_id, done.transaction_id, {
      limitMs: limitOverride ?? this.host.pollLimitMs,
      signal: this.life.signal,
    });
    const tx = outcome.transaction;
    this.set({ transaction: tx });
    if (limitOverride !== undefined && (!tx || outcome.kind === 'timeout')) return this.paid(done);
    if (outcome.kind === 'timeout') return this.set({ stage: 'delayed' });
    const settled = settledOutcome(tx?.status);
    if (settled === 'paid') return this.paid(done);
    if (settled === 'refunded') return this.refunded(tx!);
    // SUSPENDED or FAILED: the API says a new card may be confirmed with the same client secret.
    updatePending(this.host.distributor, { confirmationSent: false });
    this.set({ stage: 'payment' });
    this.refused(outcomeGuidance(tx?.status, done.transaction_id), tx?.status ?? null);
  }

  paid(done: Confirmed) {
    this.set({ stage: 'paid' });
    this.card.destroy();
    clearPending(this.host.distributor);
    const detail = {
      ...ecommerceOf(this.host.basket?.reservations ?? []),
      transaction_id: done.transaction_id,
      reference_id: this.view.transaction?.reference_id,
    };
    emitCheckoutEvent(this.host, 'tessera-purchase', detail, this.host.dataLayer);
  }

  /**
   * The money went (partly) back: a final outcome like PAID, so the kept payment is forgotten
   * and no card form is offered; the buyer reads what happened and starts again.
   */
  refunded(tx: Transaction) {
    this.set({ stage: 'refunded', transaction: tx, problem: null });
    this.card.destroy();
    clearPending(this.host.distributor);
    reportRefund(this.host, tx, this.host.dataLayer);
  }

  /** The buyer leaves this payment: it is forgotten here, and a new booking starts. */
  abandon() {
    if (this.inFlight) return;
    clearPending(this.host.distributor);
    this.card.destroy();
    requestStep(this.host, { step: 'search' });
  }
}
