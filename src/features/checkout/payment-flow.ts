/**
 * The checkout's payment, as a Lit reactive controller: PUT reservations once, Stripe's form for
 * its client secret, one confirmation at a time, polling to the outcome, and the pending checkout
 * kept for a reload. The element owns the forms before payment and renders what this holds.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TesseraClient } from '../../state/client-context.js';
import type { LeadCustomer } from '../../state/rules/attendees.js';
import type { Guidance } from '../../state/rules/guidance.js';
import type { ResolvedBrand } from '../../brand/types.js';
import { brandToStripeAppearance } from '../../brand/stripe.js';
import { isAbortError } from '../../api/errors.js';
import { CardPayment } from './card-payment.js';
import { suspendedGuidance } from './checkout-views.js';
import { findTransaction, pollTransaction, type Confirmed, type Transaction } from './data.js';
import { ecommerceOf, emitCheckoutEvent, requestStep } from './host-events.js';
import { reportError } from './guidance-view.js';
import { forSavedMethod, nothingCharged, stripeGuidance } from './payment-errors.js';
import { settledOutcome } from './outcome.js';
import { reportFailed } from './failed-view.js';
import { reportPaymentInfo } from './payment-info.js';
import { reportRefund } from './refunded-view.js';
import { clearPending, keepPending, updatePending } from './pending-checkout.js';
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
    const adapt = this.host.paymentMethodId ? forSavedMethod : undefined;
    this.set({ problem: reportError(this.host, error, 'checkout', this.host.dataLayer, adapt) });
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
    const { email, first_name, second_name, phone_number } = this.host.lead as LeadCustomer;
    const reservations = (this.host.basket?.reservations ?? []).map((r) => r.reservation_id);
    return { email, first_name, second_name, phone_number, reservations };
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
          keepPending(this.host, done, false);
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
      reportPaymentInfo(this.host, done.transaction_id, 'card');
      // Kept before the call: a reload from here on polls or asks Stripe, never pays blindly.
      updatePending(this.host.distributor, { confirmationSent: true });
      const result = await this.card.confirm();
      if (this.life.signal.aborted) return;
      if (!result.ok) return this.cardRefused(done, result.error);
      await this.follow(done);
    });
  }

  /**
   * Stripe refused the card. The transaction is read once: a refusal the API turned into FAILED
   * is final (a later card cannot pay it); otherwise the form stays for another try.
   */
  private async cardRefused(done: Confirmed, error: Parameters<typeof stripeGuidance>[0]) {
    if (nothingCharged(error)) updatePending(this.host.distributor, { confirmationSent: false });
    if (error.type === 'validation_error') return this.set({ problem: stripeGuidance(error) });
    const { user_id, transaction_id } = done;
    const tx = await findTransaction(this.host.client!, user_id, transaction_id, this.signal);
    if (tx?.status === 'FAILED') return this.ended('failed', tx);
    this.refused(stripeGuidance(error), error.decline_code ?? error.code ?? error.type, error);
  }

  private paySaved() {
    return this.guarded(
      async () => {
        this.set({ problem: null });
        reportPaymentInfo(this.host, this.confirmed?.transaction_id, 'saved');
        // A confirmation that already succeeded is only looked up again, never repeated.
        if (!this.confirmed) {
          const body = { ...this.confirmBody(), payment_method_id: this.host.paymentMethodId };
          this.confirmed = (await this.host.client!.confirmWithSavedPayment(body)) as Confirmed;
          keepPending(this.host, this.confirmed, true);
        }
        await this.follow(this.confirmed, 1);
      },
      (e) => this.onConfirmError(e),
    );
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
    if (settled === 'refunded') return this.ended('refunded', tx!);
    // A saved payment method has no card form to enter another card in: SUSPENDED ends it too.
    if (settled === 'failed' || limitOverride !== undefined) return this.ended('failed', tx!);
    // SUSPENDED: the API says a new card may be confirmed with the same client secret.
    updatePending(this.host.distributor, { confirmationSent: false });
    this.set({ stage: 'payment' });
    this.refused(suspendedGuidance(), tx?.status ?? null);
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
   * A refund, or FAILED (a saved method's SUSPENDED too): final like PAID, so the kept payment is
   * forgotten and no card form is offered; the buyer reads what happened and starts again.
   */
  ended(stage: 'refunded' | 'failed', tx: Transaction) {
    this.set({ stage, transaction: tx, problem: null });
    this.card.destroy();
    clearPending(this.host.distributor);
    this.basketClosed();
    (stage === 'failed' ? reportFailed : reportRefund)(this.host, tx, this.host.dataLayer);
  }

  /** PUT reservations closed the session: nothing is held any more (the navbar's count goes). */
  private basketClosed() {
    this.host.dispatchEvent(new Event('tessera-basket-closed', { bubbles: true, composed: true }));
  }

  /** The buyer leaves this payment: it is forgotten here, and a new booking starts. */
  abandon() {
    if (this.inFlight) return;
    clearPending(this.host.distributor);
    this.card.destroy();
    this.basketClosed();
    requestStep(this.host, { step: 'search' });
  }
}
