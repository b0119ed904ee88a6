import { LitElement, css, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { consume } from '../../state/context.js';
import { Task, initialState } from '../../state/task.js';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles } from '../../components/shared.styles.js';
import '../../components/tessera-money.js';
import '../../components/tessera-skeleton.js';
import '../../components/tessera-error-state.js';
import type { RetryDetail } from '../../components/tessera-error-state.js';
import { clientContext, type TesseraClient } from '../../state/client-context.js';
import { configContext, type WidgetConfig } from '../../state/config-context.js';
import { bookingStoreContext } from '../../state/booking-store-context.js';
import type { BookingStore } from '../../state/booking-store.js';
import { keptBooking } from '../../state/kept-booking.js';
import { basketTotals } from '../../state/rules/basket.js';
import type { SummaryReservation } from '../../state/rules/basket.js';
import { RETRY_ACTIONS, type Guidance, type GuidanceAction } from '../../state/rules/guidance.js';
import { isAbortError } from '../../api/errors.js';
import { emitHostEvent, requestStep } from '../../events.js';
import { focusButton } from '../../components/focus-button.js';
import { ecommerceOf } from '../../state/ga4.js';
import { renderGuidance, reportError } from '../../components/checkout-guidance.js';
import { stepStyles } from '../../components/checkout-step.styles.js';
import { reservationStyles } from '../../components/reservation.styles.js';
import { ticketCount } from '../../components/reservation-tickets.js';
import { renderReservation } from './reservation-view.js';
import { withoutFieldsToFix } from '../../components/request-refusal.js';
// The shell's step indicator comes with the booking steps, not in the first load.
import '../../components/tessera-booking-steps.js';

/**
 * The basket: GET reservations of both kinds, each with its date in the attraction's time zone,
 * tickets, fees, delivery method, and (tours) option, language and pickup; remove one or all.
 *
 * @fires tessera-remove-from-cart - a reservation was removed (GA4 remove_from_cart shape)
 * @fires tessera-step-request - {step: 'checkout' | 'search'} asks the shell to move on
 * @fires tessera-error - a request failed (what the buyer was told)
 */
@localized()
export class TesseraBasket extends LitElement {
  static override styles = [
    baseStyles,
    buttonStyles,
    stepStyles,
    reservationStyles,
    css`
      .ask {
        display: inline-flex;
        flex-wrap: wrap;
        gap: 0.5em;
        margin-block-start: 0.5em;
      }
    `,
  ];

  @consume({ context: clientContext }) @state() private _client?: TesseraClient;
  @consume({ context: configContext }) @state() private _config?: WidgetConfig;
  @consume({ context: bookingStoreContext }) private _store?: BookingStore;

  @state() private _problem: Guidance | null = null;
  @state() private _busy = new Set<string>();
  @state() private _confirmEmpty = false;
  /** The reservation whose Remove was pressed: asked before it goes. */
  @state() private _asking: string | null = null;
  /** "Remove everything" is under way. */
  @state() private _emptying = false;
  @state() private _status = '';
  private _reload = 0;
  /** The removal that failed, repeated by the message's Try again. */
  private failedRemoval: (() => Promise<void>) | null = null;
  private cartViewed = false;

  private readonly summary = new Task(this, {
    task: async ([client], { signal }) => {
      const store = this._store;
      if (!client || !store) return initialState;
      const summary = await store.readBasket({ signal });
      this.viewedCart(summary.reservations);
      return summary;
    },
    args: () => [this._client, this._store, this._reload] as const,
  });

  /** GA4 view_cart: once per visit of the basket, when it first shows something. */
  private viewedCart(reservations: readonly SummaryReservation[]) {
    if (this.cartViewed || reservations.length === 0) return;
    this.cartViewed = true;
    emitHostEvent(this, 'tessera-view-cart', ecommerceOf(reservations), this._config?.dataLayer);
  }

  /** Loads the basket again (after a change made elsewhere in the widget). */
  refresh(): void {
    this._reload += 1;
    void this.summary.run();
  }

  private get locale() {
    return this._config?.language ?? 'en';
  }

  private async removeOne(r: SummaryReservation) {
    if (!this._client || this._busy.has(r.reservation_id)) return;
    this._busy = new Set([...this._busy, r.reservation_id]);
    this._problem = null;
    this.failedRemoval = null;
    const focus = this.focusWatch();
    let removed = false;
    try {
      await this._client.deleteReservation(r.reservation_id);
      removed = true;
      this._status = msg(str`${r.attraction_name} was removed from your basket.`);
      emitHostEvent(this, 'tessera-remove-from-cart', ecommerceOf([r]), this._config?.dataLayer);
    } catch (error) {
      if (!isAbortError(error)) this.removalFailed(error, () => this.removeOne(r));
    } finally {
      this._busy = new Set([...this._busy].filter((id) => id !== r.reservation_id));
      // Refused: the question stays open, its Yes now the way to try again.
      if (removed && this._asking === r.reservation_id) this._asking = null;
      // Read afresh whatever the answer: a refused removal (404) may mean it timed out and is gone.
      void this._store?.refresh();
      this.refresh();
    }
    // Removed: the basket's heading. Not removed: its Yes again, if it is still there.
    const yes = msg('Yes, remove');
    await focus(removed ? null : (b) => b.textContent?.trim() === yes);
  }

  /**
   * The basket is read again after a removal and shows its placeholder meanwhile, so the pressed
   * button goes: focus, if it was in the basket or is lost, lands deliberately once the basket is
   * back (on the button `button` picks, else the heading). Focus moved elsewhere stays there.
   */
  private focusWatch() {
    const root = this.renderRoot as ShadowRoot;
    const wasHere = !!root.activeElement;
    return async (button: ((b: HTMLButtonElement) => boolean) | null) => {
      try {
        await this.summary.taskComplete;
      } catch {
        // The error view says what happened; the heading above it still takes focus.
      }
      await this.updateComplete;
      const lost = !document.activeElement || document.activeElement === document.body;
      if (!wasHere || !(lost || root.activeElement)) return;
      const again = button && [...root.querySelectorAll('button')].find(button);
      if (again) return again.focus();
      const heading = root.querySelector<HTMLElement>('#basket-title');
      if (!heading) return;
      heading.tabIndex = -1;
      heading.focus();
    };
  }

  private async removeAll(reservations: readonly SummaryReservation[]) {
    if (!this._client || this._emptying) return;
    this._emptying = true;
    this._problem = null;
    this.failedRemoval = null;
    const focus = this.focusWatch();
    try {
      await this._client.deleteReservations();
      this._status = msg('Your basket is now empty.');
      emitHostEvent(
        this,
        'tessera-remove-from-cart',
        ecommerceOf(reservations),
        this._config?.dataLayer,
      );
    } catch (error) {
      if (!isAbortError(error)) this.removalFailed(error, () => this.removeAll(reservations));
    }
    void this._store?.refresh();
    this._emptying = this._confirmEmpty = false;
    this.refresh();
    await focus(null);
  }

  /** Opens or closes "Remove everything?"; focus goes to its safe answer, or back to Remove all. */
  private async askEmpty(open: boolean) {
    this._confirmEmpty = open;
    await this.updateComplete;
    focusButton(
      this.renderRoot,
      '.actions button',
      open ? msg('Keep my basket') : msg('Remove all'),
    );
  }

  /**
   * Opens or closes "Remove …?" for one reservation; focus goes to its safe answer, Keep it, or
   * back to its Remove button.
   */
  private async askRemove(r: SummaryReservation, open: boolean) {
    this._asking = open ? r.reservation_id : null;
    await this.updateComplete;
    const article = this.renderRoot.querySelector(`[aria-labelledby="r-${r.reservation_id}"]`);
    const label = msg(str`Remove ${r.attraction_name}`);
    const buttons = [...(article?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const target = open
      ? buttons.find((b) => b.textContent?.trim() === msg('Keep it'))
      : buttons.find((b) => b.getAttribute('aria-label') === label);
    target?.focus();
  }

  /** A removal failed: the reason, and Try again repeats the same removal. */
  private removalFailed(error: unknown, again: () => Promise<void>) {
    this._problem = reportError(this, error, 'basket', this._config?.dataLayer, withoutFieldsToFix);
    this.failedRemoval = again;
  }

  private onProblemAction = (action: GuidanceAction) => {
    this._problem = null;
    const removal = this.failedRemoval;
    this.failedRemoval = null;
    if (action === 'new-session') requestStep(this, { step: 'start-again' });
    else if (removal && RETRY_ACTIONS.has(action)) void removal();
    else this.refresh();
  };

  /** The store's checkout part: the payment kept for a reload and the last paid booking. */
  private get booking() {
    return this._store && keptBooking(this._store);
  }

  override render() {
    return html`<section aria-labelledby="basket-title">
      <h2 id="basket-title">${msg('Your basket')}</h2>
      <div class="sr-only" role="status">${this._status}</div>
      ${
        // A payment is under way: PUT reservations emptied this basket into it.
        this.booking?.payment ? this.renderPaymentKept() : nothing
      }
      ${renderGuidance(this._problem, this.onProblemAction)}
      ${this.summary.render({
        initial: () => this.renderSkeleton(),
        pending: () => this.renderSkeleton(),
        complete: (s) => this.renderBasket(s.reservations, s.total_price),
        error: (error) =>
          html`<tessera-error-state
            .error=${error}
            step="basket"
            @retry=${(e: CustomEvent<RetryDetail>) =>
              e.detail.newSession ? requestStep(this, { step: 'start-again' }) : this.refresh()}
          ></tessera-error-state>`,
      })}
    </section>`;
  }

  private renderPaymentKept() {
    return html`<div class="notice">
      <p>
        ${
          // A saved method's confirmation whose answer never came.
          this.booking?.payment?.unanswered
            ? msg('Your payment is still being confirmed. Do not pay again: see its state here.')
            : msg('Your payment is still open: the tickets you were paying for are kept with it.')
        }
      </p>
      <button
        class="btn primary"
        type="button"
        @click=${() => requestStep(this, { step: 'checkout' })}
      >
        ${msg('Return to payment')}
      </button>
    </div>`;
  }

  private renderSkeleton() {
    return html`<div class="card" aria-busy="true" aria-label=${msg('Loading your basket')}>
      <tessera-skeleton width="60%" height="1.5em"></tessera-skeleton>
      <tessera-skeleton width="40%" height="1em"></tessera-skeleton>
      <tessera-skeleton width="80%" height="3em"></tessera-skeleton>
    </div>`;
  }

  private renderBasket(reservations: SummaryReservation[], total: number) {
    if (reservations.length === 0) {
      // The booking this tab paid last: Back from its confirmation lands here, and finds it.
      const paid = this.booking?.paid;
      return html`${
          paid
            ? html`<div class="notice">
                <p>
                  ${msg(str`Your booking ${paid.reference_id || paid.transaction_id} is confirmed.`)}
                </p>
                <button
                  class="btn outline"
                  type="button"
                  @click=${() => requestStep(this, { step: 'checkout' })}
                >
                  ${msg('View your confirmation')}
                </button>
              </div>`
            : nothing
        }
        <div class="card">
          <p>${msg('Your basket is empty.')}</p>
          <button
            class="btn primary"
            type="button"
            @click=${() => requestStep(this, { step: 'search' })}
          >
            ${msg('Find something to book')}
          </button>
        </div>`;
    }
    const totals = basketTotals({ reservations, total_price: total });
    return html`<ul class="plain">
        ${reservations.map(
          (r) =>
            html`<li>
              ${renderReservation(r, {
                locale: this.locale,
                busy: this._busy.has(r.reservation_id),
                asking: this._asking === r.reservation_id,
                onAsk: () => this.askRemove(r, true),
                onKeep: () => this.askRemove(r, false),
                onRemove: () => this.removeOne(r),
              })}
            </li>`,
        )}
      </ul>
      <div class="card row next-bar">
        <span>${ticketCount(totals.tickets)}</span>
        <span class="total"
          >${msg('Total')}
          <tessera-money
            .amount=${totals.total}
            .currency=${totals.currency ?? ''}
            .locale=${this.locale}
          ></tessera-money
        ></span>
        <button
          class="btn primary"
          type="button"
          @click=${() => requestStep(this, { step: 'checkout' })}
        >
          ${msg('Continue to checkout')}
        </button>
      </div>
      <div class="actions">
        <!-- Continue to checkout is the one primary action: the others are text buttons. -->
        <button
          class="btn text"
          type="button"
          @click=${() => requestStep(this, { step: 'search' })}
        >
          ${msg('Add more')}
        </button>
        ${
          this._confirmEmpty
            ? html`<span
                role="group"
                aria-label=${msg('Remove everything?')}
                @keydown=${(e: KeyboardEvent) =>
                  e.key === 'Escape' && !this._emptying && this.askEmpty(false)}
              >
                <button
                  class="btn secondary"
                  type="button"
                  aria-disabled=${this._emptying ? 'true' : nothing}
                  @click=${() => this.removeAll(reservations)}
                >
                  ${this._emptying ? msg('Removing…') : msg('Yes, remove everything')}
                </button>
                <button
                  class="btn text"
                  type="button"
                  aria-disabled=${this._emptying ? 'true' : nothing}
                  @click=${() => !this._emptying && this.askEmpty(false)}
                >
                  ${msg('Keep my basket')}
                </button>
              </span>`
            : html`<button class="btn text" type="button" @click=${() => this.askEmpty(true)}>
                ${msg('Remove all')}
              </button>`
        }
      </div>`;
  }
}

define('tessera-basket', TesseraBasket);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-basket': TesseraBasket;
  }
}
