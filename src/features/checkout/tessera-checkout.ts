import { LitElement, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '../../state/context.js';
import { Task, initialState } from '../../state/task.js';
import { localized, msg } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles, fieldStyles } from '../../components/shared.styles.js';
import { clientContext, type TesseraClient } from '../../state/client-context.js';
import { configContext, type WidgetConfig } from '../../state/config-context.js';
import { routeContext, type Navigator } from '../../state/route-context.js';
import { bookingStoreContext } from '../../state/booking-store-context.js';
import type { BookingStore } from '../../state/booking-store.js';
import type { CheckoutStage } from '../../state/route.js';
import {
  LEAD_FIELDS,
  leadCustomerErrors,
  normaliseAttendee,
  type FieldErrors,
  type LeadCustomer,
  type LeadField,
} from '../../state/rules/attendees.js';
import { RETRY_ACTIONS, type Guidance, type GuidanceAction } from '../../state/rules/guidance.js';
import type { ResolvedBrand } from '../../brand/types.js';
import { firstCheckoutOf } from './begin-checkout.js';
import { loadRequirements, type Requirements } from '../../state/basket-requirements.js';
import { emitHostEvent, requestStep } from '../../events.js';
import { ecommerceOf } from '../../state/ga4.js';
import '../../components/tessera-error-state.js';
import type { RetryDetail } from '../../components/tessera-error-state.js';
import { PaymentFlow, type FlowHost } from './payment-flow.js';
import { CARD_FORM_ACTIONS } from './payment-errors.js';
import { StageParts, renderSkeleton } from './stage-parts.js';
import { keptBooking, type PendingCheckout } from '../../state/kept-booking.js';
import { resumeCheckout } from './resume-flow.js';
import { stepStyles } from '../../components/checkout-step.styles.js';
import { NextBarSize } from '../../components/next-bar-size.js';
import { focusFirstProblem } from '../../components/focus-problem.js';
import { focusButton } from '../../components/focus-button.js';
import { checkoutStyles } from './checkout.styles.js';
import { renderDetailsLoading, renderStage, type BasketSnapshot } from './stage-view.js';
import {
  holdsStage,
  nextStage,
  reachableStage,
  routeStageOf,
  type StageProgress,
} from './stages.js';
// The shell's step indicator comes with the booking steps, not in the first load.
import '../../components/tessera-booking-steps.js';

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

/** Every ticket of an attraction that asks for attendees already has them (the API says so). */
function attendeesFilled(basket: BasketSnapshot, req: Requirements): boolean {
  return basket.reservations
    .filter((r) => req.attendeeFields.has(r.attraction_id))
    .every((r) => r.tickets.every((t) => t.attendee_filled));
}

/**
 * Checkout: the lead customer, attendees and phone verification when the basket's attractions
 * ask for them, then payment. Card flow: PUT reservations (transaction, user, client secret), the
 * Stripe Payment Element in a light-DOM child shown through the `payment` slot, confirmPayment,
 * then polling the transaction to PAID, FAILED, SUSPENDED or a refund. With `payment-method-id`
 * and the client's getAuthToken: POST /v1/reservations/confirm straight to the confirmation. Once
 * the transaction exists it is kept in sessionStorage, so a reload resumes the same payment (a
 * saved method's confirmation is kept from the moment it is sent: one whose answer never came
 * stays "being checked" and is never sent again).
 * Each stage the buyer moves on to is a history entry (`checkout/<stage>`): Back, Forward, a
 * reload or a link open the stage asked for when the buyer could be there, else the first one the
 * basket still needs; the route always says the stage shown.
 *
 * @slot payment - filled by the element itself with Stripe's Payment Element
 * @fires tessera-begin-checkout - once per set of reservations (not again on a reload or return)
 * @fires tessera-add-payment-info @fires tessera-purchase
 * @fires tessera-error
 */
@localized()
export class TesseraCheckout extends LitElement implements FlowHost {
  static override styles = [baseStyles, buttonStyles, fieldStyles, stepStyles, checkoutStyles];

  constructor() {
    super();
    // The details' and the payment's phone bar: a focused field scrolls clear of it.
    new NextBarSize(this);
  }

  @consume({ context: clientContext }) @state() private _client?: TesseraClient;
  @consume({ context: configContext }) @state() private _config?: WidgetConfig;
  @consume({ context: routeContext }) @state() private _nav?: Navigator;
  /** The booking store: told when a payment starts, ends, and closes the basket. */
  @consume({ context: bookingStoreContext }) private _store?: BookingStore;

  @property({ attribute: 'publishable-key' }) publishableKey = '';
  /** A saved payment method (merchant-of-record distributors): no card form. */
  @property({ attribute: 'payment-method-id' }) paymentMethodId = '';
  /** Keys the payment kept for a reload, like the booking session (one per distributor). */
  @property() distributor = '';
  /** The resolved brand of the current scheme: Stripe's form wears it. */
  @property({ attribute: false }) brand?: ResolvedBrand;
  /** Upper bound of the wait for the payment's outcome. */
  @property({ type: Number, attribute: 'poll-limit-ms' }) pollLimitMs = 60_000;

  @state() private _leadErrors: FieldErrors<LeadField> = {};
  /** The payment step asks before "Start a new booking" forgets the payment. */
  @state() private _leaving = false;
  private attendeesDone = false;
  /** The number the API verified by its code: the phone stage is done while the lead's is this. */
  private verifiedPhone: string | null = null;
  /** Raised when the API says the number is not verified after all: the code step starts over. */
  private phoneRound = 0;
  private req = NO_REQUIREMENTS;
  /** The stages shown so far whose elements are kept (what was typed there survives Back). */
  private kept = { attendees: false, phone: false };
  /** The basket (or the kept payment) is known: stages can be chosen and written to the route. */
  private ready = false;
  /** The next route change is the buyer's move on (a new history entry), not a correction. */
  private pushStage = false;
  /** A kept payment not looked up yet: the buyer came back to its details (see resumeOrWait). */
  private unresumed?: PendingCheckout;
  private readonly flow = new PaymentFlow(this);
  private readonly parts = new StageParts(() => this.requestUpdate());

  private readonly data = new Task(this, {
    task: async ([client, distributor], { signal }) => {
      if (!client) return initialState;
      const store = this._store;
      if (!store) return initialState;
      const kept = keptBooking(store);
      const pending = kept.payment;
      if (pending) {
        // PUT reservations closed the session: the kept snapshot is the basket being paid for.
        this.ready = true;
        this.resumeOrWait(pending);
        return { req: NO_REQUIREMENTS };
      }
      const paid = kept.paid;
      if (paid) {
        // The last booking this tab paid for: a reload or Back shows its confirmation again.
        this.ready = true;
        this.flow.showPaid(paid);
        return { req: NO_REQUIREMENTS };
      }
      // What the buyer is about to pay for is what the API holds now, not an earlier read.
      const basket = await store.readBasket({ signal, fresh: true });
      const attractions = basket.reservations.map((r) => r.attraction_id);
      const req = await loadRequirements(client, attractions, signal);
      this.req = req;
      // Fetched now, while the buyer types their details: there before their stage is.
      if (req.attendeeFields.size > 0) this.parts.load('attendees');
      if (req.phoneVerification) this.parts.load('phone');
      this.attendeesDone = attendeesFilled(basket, req);
      this.ready = true;
      // Opened from the basket: the details first; from history or a link: the stage asked for.
      this.show(reachableStage(this.routeStage ?? 'details', this.progress));
      const ids = basket.reservations.map((r) => r.reservation_id);
      if (firstCheckoutOf(distributor, ids)) {
        const detail = ecommerceOf(basket.reservations);
        emitHostEvent(this, 'tessera-begin-checkout', detail, this.dataLayer);
      }
      return { req };
    },
    args: () => [this._client, this.distributor, this._store] as const,
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
  get store() {
    return this._store;
  }
  /** The store's checkout part: the details as typed, the payment kept, the paid booking. */
  get booking() {
    return this._store && keptBooking(this._store);
  }

  /**
   * What this checkout pays for, from the store once it is known: the kept payment's snapshot,
   * the last paid booking's, or the basket.
   */
  get basket(): BasketSnapshot | undefined {
    return (this.ready && this.booking?.checkoutBasket) || undefined;
  }
  /** The buyer's details: as the kept payment or paid booking holds them, else as typed. */
  get lead(): Partial<LeadCustomer> {
    const booking = this.booking;
    const paid = booking?.paid;
    return booking?.payment?.lead ?? (paid ? { email: paid.email } : (booking?.lead ?? {}));
  }

  /** The buyer's details as they are sent: trimmed, the phone compact. */
  private get sentLead(): Partial<LeadCustomer> {
    return normaliseAttendee({ ...this.lead }) as Partial<LeadCustomer>;
  }

  needs(part: 'attendees' | 'phone' | 'details') {
    if (part === 'attendees') this.attendeesDone = false;
    if (part === 'phone') {
      this.verifiedPhone = null;
      this.phoneRound += 1;
    }
    if (part === 'details') this._leadErrors = leadFieldErrors(this.flow.view.problem);
    if (part !== 'details') {
      this.kept = { ...this.kept, [part]: true };
      this.parts.load(part);
    }
    this.flow.set({ stage: part });
  }

  private get routeStage(): CheckoutStage | undefined {
    const route = this._nav?.route;
    return route?.view === 'checkout' ? route.stage : undefined;
  }

  private get progress(): StageProgress {
    const lead = this.sentLead;
    return {
      leadValid: Object.keys(leadCustomerErrors(lead)).length === 0,
      attendeesNeeded: this.req.attendeeFields.size > 0,
      attendeesDone: this.attendeesDone,
      phoneNeeded: this.req.phoneVerification,
      phoneDone: this.verifiedPhone !== null && this.verifiedPhone === lead.phone_number,
      started: !!this.flow.confirmed,
    };
  }

  /**
   * A kept payment resumes, unless the buyer came back to its details from outside checkout
   * (Forward from the basket) before paying: they are shown as sent, and the payment resumes
   * when the buyer goes on to it.
   */
  private resumeOrWait(pending: PendingCheckout) {
    if (this.routeStage !== 'details' || pending.confirmationSent || pending.saved)
      return void resumeCheckout(this.flow, pending);
    const { transaction_id, user_id, client_secret } = pending;
    this.flow.confirmed = { transaction_id, user_id, client_secret };
    this.unresumed = pending;
    this.flow.set({ stage: 'details' });
  }

  /** Shows a stage before payment, or the payment with its form. */
  private show(stage: CheckoutStage) {
    if (stage === 'confirmation') return;
    if (stage === 'attendees' || stage === 'phone') {
      this.kept = { ...this.kept, [stage]: true };
      this.parts.load(stage);
    }
    const pending = stage === 'payment' ? this.unresumed : undefined;
    this.unresumed = undefined;
    if (pending) return void resumeCheckout(this.flow, pending);
    this.flow.set({ stage, problem: null });
    if (stage === 'payment' && !this.paymentMethodId) void this.flow.prepareCard();
  }

  override willUpdate(changed: Map<string, unknown>) {
    // Back, Forward or a link asked for another stage: shown when the buyer could be there.
    const asked = this.routeStage;
    if (!changed.has('_nav') || !this.ready || !asked || !this.basket?.reservations.length) return;
    const { stage, paying } = this.flow.view;
    if (asked === routeStageOf(stage) || holdsStage(stage, paying)) return;
    this.show(reachableStage(asked, this.progress));
  }

  /** The route says the stage shown: a new entry for the buyer's move on, else a correction. */
  override updated() {
    const nav = this._nav;
    const shown = routeStageOf(this.flow.view.stage);
    if (!this.ready || !nav || nav.route.view !== 'checkout' || !shown) return;
    if (!this.basket?.reservations.length) return;
    // Kept while a resumed payment is looked up: the move on is written once its stage is known.
    const push = this.pushStage;
    this.pushStage = false;
    if (shown === nav.route.stage) return;
    nav.navigate({ ...nav.route, stage: shown }, { replace: !push });
  }

  private onLeadSubmit = (e: SubmitEvent) => {
    e.preventDefault();
    const lead = this.sentLead;
    this._leadErrors = leadCustomerErrors(lead);
    if (Object.keys(this._leadErrors).length) {
      // The caret goes to the first field to mend, its message read with it.
      void this.updateComplete.then(() => focusFirstProblem(this.renderRoot));
      return;
    }
    this.booking?.updateLead(lead);
    this.advance();
  };

  /** On to the next stage the basket still needs: a new history entry. */
  private advance() {
    this.pushStage = true;
    this.show(nextStage(this.progress));
  }

  /** The code step's Change number: the details again (a move on, as a link), caret in the number. */
  private async changePhone() {
    this.pushStage = true;
    this.show('details');
    await this.updateComplete;
    // After the root's own move of focus to the new stage (microtasks of the route's change).
    await new Promise((resolve) => setTimeout(resolve));
    this.renderRoot.querySelector<HTMLInputElement>('input[name="phone_number"]')?.focus();
  }

  private onProblem = (action: GuidanceAction) => {
    // The card form's own actions: the caret back in it, emptied for another card (the old card's
    // reason goes with it), or with the reason kept in view while the details are checked.
    if (
      CARD_FORM_ACTIONS.has(action) &&
      this.flow.view.stage === 'payment' &&
      this.flow.cardReady
    ) {
      if (action === 'another-card') this.flow.set({ problem: null });
      return void this.flow.focusCard(action === 'another-card');
    }
    this.flow.set({ problem: null });
    if (action === 'new-session') return requestStep(this, { step: 'start-again' });
    if (action === 'view-basket') return requestStep(this, { step: 'basket' });
    if (action === 'new-booking') return this.flow.abandon();
    // Code 28 when the payment started: the code step, started over, texts a code at once.
    if (action === 'verify-phone' && this.flow.view.stage === 'phone') {
      return void this.renderRoot.querySelector('tessera-phone-verification')?.requestCode();
    }
    // Back on the details after a refused confirmation: a retry continues from them again.
    if (this.flow.view.stage === 'details') {
      if (RETRY_ACTIONS.has(action)) this.advance();
      return;
    }
    if (!RETRY_ACTIONS.has(action) || this.flow.view.stage !== 'payment') return;
    // A saved payment method's retry is the payment itself; a card's is preparing its form.
    if (this.paymentMethodId) void this.flow.pay();
    else if (!this.flow.cardReady) void this.flow.prepareCard();
  };

  override render() {
    const label = msg('Loading checkout');
    // The details come first: shown at their final size while the basket loads.
    const asked = this.routeStage;
    const loading = () =>
      asked === undefined || asked === 'details'
        ? renderDetailsLoading(this.lead, label)
        : renderSkeleton(label);
    return this.data.render({
      initial: loading,
      pending: () => (this.basket ? this.renderStage() : loading()),
      error: (error) =>
        html`<tessera-error-state
          .error=${error}
          step="checkout"
          @retry=${(e: CustomEvent<RetryDetail>) =>
            e.detail.newSession ? requestStep(this, { step: 'start-again' }) : this.data.run()}
        ></tessera-error-state>`,
      complete: () => this.renderStage(),
    });
  }

  /**
   * Opens or closes the question before a new booking; focus goes to its safe answer, Keep my
   * booking, or back to Start a new booking.
   */
  private async askLeave(open: boolean) {
    this._leaving = open;
    await this.updateComplete;
    focusButton(
      this.renderRoot,
      '.next-bar button',
      open ? msg('Keep my booking') : msg('Start a new booking'),
    );
  }

  private renderStage() {
    const v = this.flow.view;
    return renderStage({
      ...v,
      basket: this.basket ?? { reservations: [], total_price: 0 },
      locale: this.language,
      lead: this.lead,
      leadErrors: this._leadErrors,
      saved: !!this.paymentMethodId,
      started: !!this.flow.confirmed,
      transactionId: this.flow.confirmed?.transaction_id ?? '',
      kept: this.kept,
      phoneRound: this.phoneRound,
      parts: this.parts,
      onLeadInput: (f, value) => {
        // Kept as typed: a reload, or a refusal that sends the buyer back, loses nothing.
        this.booking?.updateLead({ [f]: value });
        // A message shown by Continue goes once its field is right; none appears while typing.
        if (this._leadErrors[f]) {
          const now = leadCustomerErrors(this.sentLead);
          if (!now[f]) this._leadErrors = { ...this._leadErrors, [f]: undefined };
        }
        this.requestUpdate();
      },
      onLeadSubmit: this.onLeadSubmit,
      onAttendeesSaved: () => {
        this.attendeesDone = true;
        this.advance();
      },
      onPhoneVerified: (e) => {
        const lead = this.sentLead;
        if (e.detail.phone !== lead.phone_number) return;
        this.verifiedPhone = e.detail.phone;
        // On only from the code step: a buyer gone back to the details stays there.
        if (this.flow.view.stage === 'phone') this.advance();
      },
      onChangePhone: () => void this.changePhone(),
      onContinue: () => this.advance(),
      onProblem: this.onProblem,
      onPay: () => void this.flow.pay(),
      onCheckAgain: () => void this.flow.checkAgain(),
      onAbandon: () => this.flow.abandon(),
      leaving: this._leaving,
      onLeaving: (open) => void this.askLeave(open),
    });
  }
}

define('tessera-checkout', TesseraCheckout);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-checkout': TesseraCheckout;
  }
}
