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
import { DEFAULT_STRIPE_APPEARANCE } from '../../brand/default-stripe.generated.js';
import { TesseraError, codeWithin, isAbortError } from '../../api/errors.js';
import { refusalReady } from '../../api/transport.js';
import type { TesseraErrorState } from '../../components/tessera-error-state.js';
import { CardPayment } from './card-payment.js';
import { findTransaction, pollTransaction, type Transaction } from './data.js';
import { emitHostEvent, requestStep } from '../../events.js';
import type { BookingStore } from '../../state/booking-store.js';
import { ecommerceOf } from '../../state/ga4.js';
import { reportError } from '../../components/checkout-guidance.js';
import {
  CARD_FORM_ACTIONS,
  cardFormGuidance,
  forSavedMethod,
  nothingCharged,
  stripeGuidance,
  suspendedGuidance,
} from './payment-errors.js';
import { settledOutcome } from './outcome.js';
import { reportFailed } from './failed-view.js';
import { reportOutcome } from './final-outcome.js';
import { reportPaymentInfo } from './payment-info.js';
import { reportRefund } from './refunded-view.js';
import type { Confirmed, KeptBooking, PaidBooking } from '../../state/kept-booking.js';
import { basketTotals } from '../../state/rules/basket.js';
import { afterStripe, resumeStep } from './resume.js';
import {
  completeNextAction,
  intentStatus,
  type ConfirmResult,
  type FormLook,
} from './stripe-payment.js';
import type { BasketSnapshot, Stage } from './stage-view.js';

type StripeFailure = Extract<ConfirmResult, { ok: false }>['error'];

/**
 * How long Stripe's confirmation may go unanswered (a connection that hangs rather than fails)
 * before the flow looks where the payment stands, and tells the buyer it is still being confirmed
 * rather than showing "Paying…" for ever. A 3D Secure challenge the buyer is in is waited for.
 */
const CONFIRM_STALL_MS = 30_000;
/** What to do next with a payment, from where it stands. */
export type PaymentNext = 'paid' | 'refunded' | 'failed' | 'poll' | 'pay' | 'challenge';

/**
 * How Stripe's form looks. No brand is the built-in light one, written out by `npm run gen:brand`
 * (checkout carries the appearance, not the field table that makes it). A brand's look is made by
 * code fetched only for a page with a brand file, while Stripe.js loads; if it cannot be fetched,
 * or not in time, the form wears the built-in look.
 */
function lookOf(brand: ResolvedBrand | undefined): Promise<FormLook> {
  if (!brand) return Promise.resolve({ appearance: DEFAULT_STRIPE_APPEARANCE });
  return codeWithin(import('../../brand/stripe.js'), "The brand's card form look").then(
    (m) => ({ appearance: m.brandToStripeAppearance(brand), fonts: m.brandToStripeFonts(brand) }),
    () => ({ appearance: DEFAULT_STRIPE_APPEARANCE }),
  );
}

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
  /** Keeps the session while a payment is in flight, and forgets the basket it closed. */
  readonly store: BookingStore | undefined;
  /** The store's checkout part: keeps the payment for a reload, then the paid booking. */
  readonly booking: KeptBooking | undefined;
  readonly lead: Partial<LeadCustomer>;
  /**
   * Codes 25/52 and 28: the confirmation needs attendees or a verified phone first; any other
   * refusal of the confirmation returns to the lead customer's details, kept as typed.
   */
  needs(part: 'attendees' | 'phone' | 'details'): void;
}

export interface FlowView {
  stage: Stage;
  problem: Guidance | null;
  transaction: Transaction | null;
  /** The page was reloaded during this payment and resumed it. */
  resumed: boolean;
  /** A payment action is under way: the pay button stays disabled. */
  paying: boolean;
  /** Check again is reading where the payment stands. */
  checking: boolean;
  formReady: boolean;
}

export class PaymentFlow implements ReactiveController {
  view: FlowView = {
    stage: 'details',
    problem: null,
    transaction: null,
    resumed: false,
    paying: false,
    checking: false,
    formReady: false,
  };
  confirmed?: Confirmed;
  private inFlight = false;
  /**
   * The saved method's confirmation was sent and its answer lost: it may have charged the buyer,
   * and the session it closed cannot tell us, so it is never sent again.
   */
  private savedOutcomeUnknown = false;
  /** Stripe's confirmation is still unanswered past CONFIRM_STALL_MS. */
  private stalled = false;
  /** A check while the confirmation hung found its outcome, or follows it: its late answer is not. */
  private overtaken = false;
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
    void lookOf(brand).then(({ appearance }) => {
      if (this.styledWith === brand) this.card.restyle(appearance);
    });
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
    this.host.store?.paymentInFlight(value);
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
    reportOutcome(this.host, problem, code, this.host.dataLayer);
  }

  private confirmBody() {
    const { email, first_name, second_name, phone_number } = this.host.lead as LeadCustomer;
    const reservations = (this.host.basket?.reservations ?? []).map((r) => r.reservation_id);
    return { email, first_name, second_name, phone_number, reservations };
  }

  /** PUT reservations once (it closes the session), then Stripe's form for its client secret. */
  prepareCard() {
    let mounting = false;
    return this.guarded(
      async () => {
        if (!this.confirmed) {
          const done = (await this.host.client!.confirmReservations(
            this.confirmBody(),
          )) as Confirmed;
          this.confirmed = done;
          this.host.booking?.keepPayment(done, false, basketTotals(this.host.basket));
          this.host.store?.emptiedIntoPayment();
        }
        mounting = true;
        await this.mountCard(this.confirmed);
      },
      (e) => (mounting ? this.formFailed(e) : this.onConfirmError(e)),
    );
  }

  /**
   * Stripe's form did not mount. Stripe.js not fetched, or not in time: the card form did not
   * load, Try again mounts it (the payment is kept). Anything else is worded as any failure.
   */
  private formFailed(error: unknown) {
    if (!(error instanceof TesseraError && error.kind === 'network')) return this.fail(error);
    const { dataLayer } = this.host;
    this.set({ problem: reportError(this.host, error, 'checkout', dataLayer, cardFormGuidance) });
  }

  private async mountCard(done: Confirmed) {
    const brand = (this.styledWith = this.host.brand);
    await this.card.mount(this.host, {
      publishableKey: this.host.publishableKey,
      clientSecret: done.client_secret!,
      look: lookOf(brand),
      locale: this.host.language,
    });
    this.set({ formReady: true });
  }

  private onConfirmError(error: unknown) {
    this.fail(error);
    const code = (error as { code?: unknown }).code;
    if (code === 25 || code === 52) this.host.needs('attendees');
    else if (code === 28) this.host.needs('phone');
    // PUT reservations refused or failed: no form to pay with, so the buyer is never left on a
    // payment stage without one; the details form shows the reason and Continue tries again.
    else if (!this.confirmed && !this.host.paymentMethodId) this.host.needs('details');
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
      this.host.booking?.updatePayment({ confirmationSent: true });
      this.overtaken = false;
      const result = await this.watched(done, this.card.confirm());
      if (this.life.signal.aborted || this.overtaken) return;
      if (!result.ok) return this.cardRefused(done, result.error);
      await this.follow(done);
    });
  }

  /**
   * Stripe's confirmation, watched while it is unanswered: past CONFIRM_STALL_MS the flow looks
   * where the payment stands (checkStalled): a card charged while the answer hangs is followed
   * from the transaction; a 3D Secure challenge the buyer is in is waited for; anything else shows
   * the payment as still being confirmed, with Check again. The confirmation is never sent again,
   * and its late answer is followed unless a check already did.
   */
  private async watched(done: Confirmed, confirming: Promise<ConfirmResult>) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let answered = false;
    const arm = () => {
      timer = setTimeout(() => {
        this.stalled = true;
        void this.checkStalled(done, () => {
          this.stalled = false;
          if (!answered) arm();
        });
      }, CONFIRM_STALL_MS);
    };
    arm();
    try {
      return await confirming;
    } finally {
      answered = true;
      this.stalled = false;
      clearTimeout(timer);
    }
  }

  /**
   * Where a payment whose confirmation hangs stands (one read, and Stripe's word while ADDED):
   * an outcome, or a transaction on its way to one (PENDING), is taken and the confirmation's late
   * answer ignored; a challenge under way calls `inChallenge`; anything else (Stripe has not seen
   * it yet, or cannot say) shows the payment as still being confirmed.
   */
  private async checkStalled(done: Confirmed, inChallenge = () => {}) {
    if (this.view.checking) return;
    this.set({ checking: true });
    try {
      const { tx, next } = await this.standing(done, true);
      if (this.life.signal.aborted || !this.stalled) return;
      if (next === 'challenge') return inChallenge();
      if (next !== 'pay' && (tx || next === 'paid')) {
        this.overtaken = true;
        return await this.take(done, tx, next);
      }
      this.set({ stage: 'delayed', problem: null, ...(tx ? { transaction: tx } : {}) });
    } catch {
      if (this.stalled) this.set({ stage: 'delayed', problem: null });
    } finally {
      this.set({ checking: false });
    }
  }

  /**
   * Stripe reported an error. Only the transaction's state decides what the buyer is told: a
   * connection lost after the card was charged reports an error too, so the transaction (and,
   * when it is still ADDED, Stripe's own intent) is read before anything is said. A card Stripe
   * refused outright shows its reason and the form again.
   */
  private async cardRefused(done: Confirmed, error: StripeFailure): Promise<void> {
    if (error.type === 'validation_error') return this.set({ problem: stripeGuidance(error) });
    const sent = !nothingCharged(error);
    if (!sent) this.host.booking?.updatePayment({ confirmationSent: false });
    // The words of doc 1's payment codes load while the transaction is read, as for any refusal
    // (at most REFUSAL_WAIT_MS: a stalled fetch leaves the generic words). A fetch that failed is
    // tried again once the transaction could be read: the connection is back.
    const words = refusalReady();
    const { tx, next } = await this.standing(done, sent, sent);
    await words.then(refusalReady);
    if (this.life.signal.aborted) return;
    // Still unreadable after the whole wait: being confirmed, never "failed" nor paid again.
    if (!tx && next === 'poll') return this.set({ stage: 'delayed' });
    if (next !== 'pay') return this.take(done, tx, next);
    this.set({ stage: 'payment', transaction: tx });
    const problem = stripeGuidance(error);
    this.refused(problem, error.decline_code ?? error.code ?? error.type, error);
    if (problem.actions.some((a) => CARD_FORM_ACTIONS.has(a))) void this.showRefusal(problem);
  }

  /**
   * A card refused (the buyer's walk): its reason takes focus, read out with what to do next. A
   * declined card or a failed challenge empties the form for another card; a detail the bank
   * refused (the security code, the expiry) stays as typed, to be corrected.
   */
  private async showRefusal(problem: Guidance): Promise<void> {
    await this.host.updateComplete;
    if (this.life.signal.aborted || this.view.stage !== 'payment') return;
    if (problem.actions[0] === 'another-card') await this.card.clear();
    const reason = this.host.shadowRoot?.querySelector<TesseraErrorState>('tessera-error-state');
    await reason?.updateComplete;
    reason?.focusTitle();
  }

  /**
   * The caret back in the card form once it shows again; `another` empties it first (the buyer
   * chose "Use another card"). Not awaited by a payment action: Stripe's form may still load.
   */
  async focusCard(another = false): Promise<void> {
    await this.host.updateComplete;
    if (this.life.signal.aborted || this.view.stage !== 'payment') return;
    await (another ? this.card.another() : this.card.focus());
  }

  /**
   * Where a payment stands: one read of the transaction, then Stripe's word when our
   * confirmation may have reached it and the transaction does not settle it yet. `patient` (the
   * confirmation failed on a connection that may still be down): a transaction that cannot be
   * read is read again, while the buyer reads the payment is being confirmed, until it can be or
   * the poll limit passes, rather than polled for an outcome it may never reach.
   */
  async standing(done: Confirmed, confirmationSent: boolean, patient = false) {
    const client = this.host.client!;
    const { user_id, transaction_id } = done;
    let tx = await findTransaction(client, user_id, transaction_id, this.signal);
    if (!tx && patient) {
      this.set({ stage: 'processing' });
      const limitMs = this.host.pollLimitMs;
      // Any read ends the wait: it decides below, as a first read would have.
      const options = { limitMs, signal: this.signal, until: () => true };
      tx = (await pollTransaction(client, user_id, transaction_id, options)).transaction;
    }
    const step = resumeStep(tx?.status, confirmationSent);
    let next: PaymentNext;
    if (step !== 'ask-stripe') next = step;
    else if (!confirmationSent || !done.client_secret) next = 'pay';
    else next = afterStripe(await intentStatus(this.host.publishableKey, done.client_secret));
    return { tx, next };
  }

  /** Acts on where the payment stands (see `standing`). */
  async take(done: Confirmed, tx: Transaction | null, next: PaymentNext): Promise<void> {
    if (tx) this.set({ transaction: tx });
    if (next === 'paid') return this.paid(done);
    if ((next === 'refunded' || next === 'failed') && tx) return this.ended(next, tx);
    if (next === 'challenge') return this.challenge(done);
    if (next === 'pay') {
      const problem = tx?.status === 'SUSPENDED' ? suspendedGuidance() : null;
      return this.set({ stage: 'payment', problem });
    }
    // 'poll', and a final status without a transaction to show (unreadable): wait for it.
    return this.follow(done);
  }

  /** A 3D Secure challenge that was interrupted (a reload), shown again by Stripe; then the outcome. */
  private async challenge(done: Confirmed): Promise<void> {
    this.set({ stage: 'processing' });
    const result = await completeNextAction(this.host.publishableKey, done.client_secret!);
    if (this.life.signal.aborted) return;
    if (result.ok) return this.follow(done);
    return this.cardRefused(done, result.error);
  }

  /** The buyer asks again after "still being confirmed": the same decision as a reload. */
  checkAgain() {
    const done = this.confirmed;
    if (!done) return;
    if (this.stalled) {
      // As below: "Confirming your payment" while it is looked up, then where it stands.
      this.set({ stage: 'processing', problem: null });
      return this.checkStalled(done);
    }
    return this.guarded(async () => {
      this.set({ stage: 'processing', problem: null, checking: true });
      const sent = this.host.booking?.payment?.confirmationSent ?? true;
      const { tx, next } = await this.standing(done, sent);
      if (this.life.signal.aborted) return;
      await this.take(done, tx, next);
      if (this.view.stage === 'payment') await this.mountCard(done);
    }).finally(() => this.set({ checking: false }));
  }

  private paySaved() {
    if (this.savedOutcomeUnknown) return;
    return this.guarded(
      async () => {
        this.set({ problem: null });
        reportPaymentInfo(this.host, this.confirmed?.transaction_id, 'saved');
        // A confirmation that already succeeded is only looked up again, never repeated.
        if (!this.confirmed) this.confirmed = await this.confirmSaved();
        await this.follow(this.confirmed, 1);
      },
      (e) => (this.confirmed || !answerLost(e) ? this.onConfirmError(e) : this.savedAnswerLost()),
    );
  }

  /**
   * POST reservations/confirm, kept as unanswered before it leaves: a reload before its answer
   * arrives, like an answer lost on the way, shows the payment as being checked and never sends
   * it again. Its answer replaces what was kept; a refusal (nothing charged) forgets it.
   */
  private async confirmSaved(): Promise<Confirmed> {
    const body = { ...this.confirmBody(), payment_method_id: this.host.paymentMethodId };
    const totals = basketTotals(this.host.basket);
    const unknown = { transaction_id: '', user_id: '' };
    const booking = this.host.booking;
    booking?.keepPayment(unknown, true, totals, { confirmationSent: true, unanswered: true });
    let done: Confirmed;
    try {
      done = (await this.host.client!.confirmWithSavedPayment(body)) as Confirmed;
    } catch (error) {
      if (!answerLost(error)) booking?.paymentEnded();
      throw error;
    }
    booking?.keepPayment(done, true, totals);
    return done;
  }

  /**
   * The saved method's confirmation left and no answer came back (connection cut, timeout, an
   * unreadable answer, or a reload before it arrived): it may have charged, and without its answer
   * there is no transaction to read. Paying again could charge twice, so the buyer is told to wait
   * for the email instead; the kept payment says so after a reload too.
   */
  savedAnswerLost() {
    this.savedOutcomeUnknown = true;
    // Like a confirmation, it may have closed the session: the next request starts a new one.
    this.host.client?.discardSession();
    this.basketClosed();
    this.set({ stage: 'delayed', problem: null });
  }

  /** Polls the transaction to its outcome (saved payments are already PAID: one look suffices). */
  async follow(done: Confirmed, limitOverride?: number) {
    this.set({ stage: 'processing' });
    const outcome = await pollTransaction(this.host.client!, done.user_id, done.transaction_id, {
      limitMs: limitOverride ?? this.host.pollLimitMs,
      signal: this.life.signal,
      onRead: (transaction) => this.set({ transaction }),
    });
    const tx = outcome.transaction;
    if (tx) this.set({ transaction: tx });
    if (limitOverride !== undefined && (!tx || outcome.kind === 'timeout')) return this.paid(done);
    // Still ADDED or PENDING, or unreadable: never "failed"; the buyer is told it is being confirmed.
    if (outcome.kind === 'timeout') return this.set({ stage: 'delayed' });
    const settled = settledOutcome(tx?.status);
    if (settled === 'paid') return this.paid(done);
    if (settled === 'refunded') return this.ended('refunded', tx!);
    // A saved payment method has no card form to enter another card in: SUSPENDED ends it too.
    if (settled === 'failed' || limitOverride !== undefined) return this.ended('failed', tx!);
    // SUSPENDED: the API says a new card may be confirmed with the same client secret.
    this.host.booking?.updatePayment({ confirmationSent: false });
    this.set({ stage: 'payment' });
    const problem = suspendedGuidance();
    this.refused(problem, tx?.status ?? null);
    void this.showRefusal(problem);
  }

  /** The last paid booking of this tab, shown again (a reload or Back): no event, nothing kept. */
  showPaid(booking: PaidBooking) {
    this.confirmed = { transaction_id: booking.transaction_id, user_id: '' };
    const transaction = { ...booking, status: 'PAID' } as unknown as Transaction;
    this.set({ stage: 'paid', transaction, problem: null });
  }

  /**
   * A confirmation that hangs holds nothing once its outcome is shown or the buyer leaves it: the
   * next booking's session timer and expiry are not held as "paying" by it.
   */
  private letGo() {
    if (this.stalled) this.setInFlight(false);
  }

  /** PAID: shown once, kept for a reload or Back, and announced to the host page once. */
  paid(done: Confirmed) {
    if (this.view.stage === 'paid') return;
    this.letGo();
    this.set({ stage: 'paid' });
    this.card.destroy();
    const reservations = this.host.basket?.reservations ?? [];
    const totals = basketTotals(this.host.basket);
    this.host.booking?.paidFor({
      transaction_id: done.transaction_id,
      reference_id: this.view.transaction?.reference_id ?? '',
      reservations,
      total: totals.total,
      currency: totals.currency ?? '',
      email: this.host.lead.email ?? '',
    });
    const detail = {
      ...ecommerceOf(reservations),
      transaction_id: done.transaction_id,
      reference_id: this.view.transaction?.reference_id,
      // The buyer's user at the API (the host's customer, or the one the confirmation created).
      user_id: done.user_id || undefined,
    };
    emitHostEvent(this.host, 'tessera-purchase', detail, this.host.dataLayer);
    this.host.store?.closed();
  }

  /**
   * A refund, or FAILED (a saved method's SUSPENDED too): final like PAID, so the kept payment is
   * forgotten and no card form is offered; the buyer reads what happened and starts again.
   */
  ended(stage: 'refunded' | 'failed', tx: Transaction) {
    this.letGo();
    this.set({ stage, transaction: tx, problem: null });
    this.card.destroy();
    this.host.booking?.paymentEnded();
    this.basketClosed();
    (stage === 'failed' ? reportFailed : reportRefund)(this.host, tx, this.host.dataLayer);
  }

  /** PUT reservations closed the session: nothing is held any more (the navbar's count goes). */
  private basketClosed() {
    this.host.store?.closed();
  }

  /** The buyer leaves this payment: it is forgotten here, and a new booking starts. */
  abandon() {
    // A confirmation that hangs does not hold the buyer: its late answer goes with this element.
    if (this.inFlight && !this.stalled) return;
    this.letGo();
    this.host.booking?.paymentEnded();
    this.card.destroy();
    this.basketClosed();
    requestStep(this.host, { step: 'search' });
  }
}

/** The request may have reached the API, but its answer did not reach us. */
function answerLost(error: unknown): boolean {
  return (
    error instanceof TesseraError &&
    (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'unreadable')
  );
}
