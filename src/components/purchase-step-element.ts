/**
 * What the theatre and tour purchase steps have in common: the attraction, the client and config
 * from <tessera-booking>, the state of a reservation attempt, the actions both answer alike, a
 * refusal shown and told to the host page, and the step while its attraction loads (skeleton,
 * kept content while a page loads, or the failure in the one error view).
 */
import { LitElement, html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { property, state } from 'lit/decorators.js';
import { consume } from '../state/context.js';
import { TaskStatus, type Task } from '../state/task.js';
import { clientContext, type TesseraClient } from '../state/client-context.js';
import { configContext, type WidgetConfig } from '../state/config-context.js';
import { bookingStoreContext } from '../state/booking-store-context.js';
import type { BookingStore } from '../state/booking-store.js';
import type { BookingFeePolicy } from '../state/rules/fees.js';
import { basketCurrency, currencyConflict } from '../state/rules/basket.js';
import { shownCurrency } from '../state/rules/price.js';
import type { Guidance, GuidanceStep } from '../state/rules/guidance.js';
import { failureDetail, reportFailure } from './error-report.js';
import { rulePolicy } from './fee-policy.js';
import { requestStep } from '../events.js';
import type { PurchaseAction } from './purchase-guidance.js';
import './tessera-error-state.js';
import type { RetryDetail } from './tessera-error-state.js';
import { baseStyles, buttonStyles, fieldStyles } from './shared.styles.js';
import { purchaseStepStyles } from './purchase-step.styles.js';
import { renderStepSkeleton } from './step-skeleton.js';

/** The sheets every purchase step starts with; each adds its own. */
export const purchaseStepSheets = [baseStyles, buttonStyles, fieldStyles, purchaseStepStyles];

export interface LoadView<T> {
  /** Told to screen readers while the attraction loads. */
  loading: string;
  step: GuidanceStep;
  /** The label of the way back to the attraction when it cannot be loaded. */
  backLabel: string;
  renderStep: (value: T) => unknown;
}

export abstract class PurchaseStepElement extends LitElement {
  @property({ attribute: 'attraction-id' }) attractionId = '';
  @consume({ context: clientContext }) @state() protected _client?: TesseraClient;
  @consume({ context: configContext }) @state() protected _config?: WidgetConfig;
  @consume({ context: bookingStoreContext }) protected _store?: BookingStore;
  /** The booking store the root provides: the basket is read through it. */
  get bookingStore(): BookingStore | undefined {
    return this._store;
  }
  private followed?: BookingStore;
  private unfollow?: () => void;

  /** Set by the first press of "Add to basket": from then on the rules' problems are shown. */
  @state() protected _attempted = false;
  @state() protected _reserving = false;
  /** The last refusal in the buyer's words, until they act on it or change the selection. */
  @state() protected _guidance: Guidance | null = null;

  /**
   * The currencies the attraction is priced in, in the API's order (the step sets them when its
   * data arrives); empty until then.
   */
  @state() protected pricedIn: readonly string[] = [];

  /** The `currency` the distributor prefers. */
  protected get preferredCurrency(): string {
    return this._config?.currency ?? 'EUR';
  }

  /**
   * The currency this attraction is shown and booked in. The preferred one is a preference, not
   * a wall: the basket's currency when the attraction is sold in it (one basket, one currency:
   * code 24), else the preferred one, else the attraction's own (the first the API lists).
   */
  protected get currency(): string {
    const held = basketCurrency(this._store?.basket ?? null);
    return shownCurrency(this.pricedIn, this.preferredCurrency, held);
  }

  /**
   * Said above the step when its prices are not in the preferred currency, and when the basket
   * holds another currency than this attraction is sold in (code 24), before the buyer adds.
   */
  protected renderCurrencyNotes() {
    const currency = this.currency;
    const preferred = this.preferredCurrency;
    const conflict = currencyConflict(this._store?.basket ?? null, currency);
    const why =
      currency === preferred
        ? null
        : this.pricedIn.includes(preferred)
          ? msg(str`Prices are in ${currency}, the currency of your basket.`)
          : msg(str`Prices are in ${currency}: this attraction is not sold in ${preferred}.`);
    return html`${why ? html`<p class="notice currency" role="note">${why}</p>` : nothing}${
      conflict ? html`<p class="notice currency" role="note">${conflict.message}</p>` : nothing
    }`;
  }

  protected get policy(): BookingFeePolicy {
    return rulePolicy(this._config?.bookingFee);
  }

  protected get locale(): string {
    return this._config?.language ?? 'en';
  }

  constructor() {
    super();
    // A controller, so steps that override willUpdate need not remember to call it.
    this.addController({
      hostUpdate: () => this.followStore(),
      hostDisconnected: () => {
        this.unfollow?.();
        this.unfollow = this.followed = undefined;
      },
    });
  }

  private followStore() {
    if (this._store === this.followed) return;
    this.unfollow?.();
    this.followed = this._store;
    let expired = this._store?.state.expired ?? false;
    this.unfollow = this._store?.subscribe((state) => {
      if (expired && !state.expired) this.sessionRenewed();
      expired = state.expired;
    });
  }

  /**
   * The buyer started again after their session ended (the shell hid this step meanwhile, with
   * everything they chose): a refusal that asked for a new session is behind them.
   */
  protected sessionRenewed(): void {
    if (this._guidance?.actions.includes('new-session')) this._guidance = null;
    for (const task of this.loads) if (task.status === TaskStatus.ERROR) void task.run();
  }

  /** The tasks this step renders through renderLoad, run again when the buyer starts again. */
  private readonly loads = new Set<Task<never, unknown>>();

  /**
   * The request was refused because the session had ended while nothing was held: the store let
   * it go quietly, so the same request, sent again, starts a new session and has nothing to lose.
   */
  protected sessionLetGo(error: unknown): boolean {
    return (
      (error as { action?: unknown } | null)?.action === 'new-session' &&
      this._client?.sessionStatus() === 'none' &&
      !this._store?.state.expired
    );
  }

  /** A new booking session, through the store that owns it (the client alone without one). */
  protected async newSession(): Promise<void> {
    if (this._store) await this._store.startAgain();
    else await this._client?.startNewSession();
  }

  /**
   * Shows a refused request in the buyer's words (the rules' guidance for `error`) and tells the
   * host page, once: here, where it is refused, not in a render that may run again.
   */
  protected refuse(error: unknown, guidance: Guidance, step: GuidanceStep) {
    this._guidance = guidance;
    reportFailure(this, failureDetail(step, error, guidance), this._config?.dataLayer);
  }

  /** Carries out the actions both steps answer alike; false for the step's own. */
  protected commonAction(action: PurchaseAction): boolean {
    switch (action) {
      case 'basket':
        requestStep(this, { step: 'basket' });
        return true;
      case 'go-back':
        requestStep(this, { step: 'attraction', params: { id: this.attractionId } });
        return true;
      case 'dismiss':
        this._guidance = null;
        void this.focusAfterDismiss();
        return true;
      default:
        return false;
    }
  }

  /**
   * A dismissed message takes its button away: when that button had focus, focus goes to the
   * step's main action (the one the message was about), else its heading, never to the page.
   */
  private async focusAfterDismiss() {
    const had = this.shadowRoot?.activeElement != null;
    await this.updateComplete;
    if (!had || this.shadowRoot?.activeElement) return;
    const action = this.renderRoot.querySelector<HTMLElement>(
      'button.primary:not([disabled]):not([aria-disabled="true"])',
    );
    const heading = this.renderRoot.querySelector<HTMLElement>('h2');
    if (action) return action.focus();
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }

  /**
   * The attraction's task rendered: a failure in the one error view, with Try again (read it
   * again) or Start again (a new session first), and Back to the attraction; there is nothing
   * behind it to dismiss.
   */
  protected renderLoad<T>(task: Task<never, T>, view: LoadView<T>) {
    this.loads.add(task as Task<never, unknown>);
    const skeleton = () => renderStepSkeleton(view.loading);
    return task.render({
      initial: skeleton,
      pending: () => (task.value ? view.renderStep(task.value) : skeleton()),
      complete: (value) => view.renderStep(value),
      error: (e) =>
        html`<tessera-error-state
          .error=${e}
          step=${view.step}
          back-label=${view.backLabel}
          @retry=${async (event: CustomEvent<RetryDetail>) => {
            if (event.detail.newSession) await this.newSession();
            void task.run();
          }}
          @back=${() => this.commonAction('go-back')}
        ></tessera-error-state>`,
    });
  }
}
