import { LitElement, html, css, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '../../state/context.js';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles } from '../../components/shared.styles.js';
import { clientContext, type TesseraClient } from '../../state/client-context.js';
import {
  SESSION_TIMEOUT_MS,
  formatRemaining,
  nextTickDelay,
  tickSessionTimer,
  timerAnnouncementText,
  type TimerMemory,
  type TimerTick,
} from '../../state/rules/session-timer.js';
import { isAbortError } from '../../api/errors.js';
import { bookingStoreContext } from '../../state/booking-store-context.js';
import type { BookingStore } from '../../state/booking-store.js';

// The navbar's basket link names its count in words (plural rules) once the basket holds tickets,
// which is when this chunk loads: it carries those words, so the first load does not.
export { basketLabel } from '../../components/basket-label.js';

/**
 * How long the held tickets stay held: the booking session's 20 minutes of inactivity, counted
 * from the client's last call. Announces 5 and 1 minute left politely and offers "Keep my tickets"
 * (one cheap GET reservations restarts the server's clock). At zero it hands over to the booking
 * store, which owns expiry (the shell shows its one message); while `payment-in-flight` is set it
 * never does.
 */
@localized()
export class TesseraSessionTimer extends LitElement {
  static override styles = [
    baseStyles,
    buttonStyles,
    css`
      :host {
        display: block;
        color: var(--tessera-page-text);
      }
      .bar {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 0.25em 1em;
        margin-block: 8px;
        padding: 0.375em 1em;
        border-radius: var(--tessera-radius);
        background: var(--tessera-status-info-background);
        border-inline-start: 4px solid var(--tessera-status-info);
      }
      .bar.warning {
        background: var(--tessera-status-warning-background);
        border-inline-start-color: var(--tessera-status-warning);
      }
      /* The brand's text-button colour is chosen against the page, not the bar's tint. */
      .btn.text {
        color: inherit;
        text-decoration: underline;
      }
      .time {
        font-variant-numeric: tabular-nums;
        font-weight: 700;
      }
      /* A phone keeps the bar to one line where its words fit: it sits over the page while the
         buyer scrolls. Where they do not (Filipino's "Panatilihin ang mga ticket ko" beside the
         countdown at 320 px), the button moves under the countdown, at the end, its label on one
         line (BUYER-WALK: no wrapped labels). */
      @media (max-width: 479px) {
        .bar {
          gap: 0.125em 0.5em;
          margin-block: 6px;
          padding-block: 0.25em;
          padding-inline: 0.75em 0.5em;
          font-size: 0.875em;
        }
        .bar .btn {
          padding-inline: 0.625em;
        }
      }
      /* A 320 px screen: room enough for "Tickets held for 19:59" and Keep my tickets on one
         line, in English. */
      @media (max-width: 359px) {
        .bar {
          gap: 0.125em 0.25em;
          padding-inline: 0.625em 0.25em;
        }
        .bar .btn {
          padding-inline: 0.375em;
        }
      }
      .bar .btn {
        white-space: nowrap;
        margin-inline-start: auto;
      }
      p {
        margin: 0;
      }
    `,
  ];

  @consume({ context: clientContext }) @state() private _client?: TesseraClient;
  @consume({ context: bookingStoreContext })
  @state()
  private _store?: BookingStore;

  /** Something is held (the shell sets it from the basket); the countdown shows only then. */
  @property({ type: Boolean }) held = false;
  /** A confirmation or the payment provider's challenge is under way: never expire now. */
  @property({ type: Boolean, attribute: 'payment-in-flight' }) paymentInFlight = false;
  /** Clock; the same one the client was given (tests advance both). */
  @property({ attribute: false }) now: () => number = Date.now;

  @state() private _tick?: TimerTick;
  @state() private _announcement = '';
  @state() private _refreshing = false;
  private memory: TimerMemory | null = null;
  private timer?: ReturnType<typeof setTimeout>;
  private unsubscribe?: () => void;
  private subscribedTo?: TesseraClient;

  /** Tells the steps how tall the bar is: their own phone bar sticks just above it. */
  private readonly sizeWatch =
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver(() => this.publishSize());

  private publishSize() {
    const host = (this.getRootNode() as ShadowRoot).host as HTMLElement | undefined;
    const bar = this.renderRoot.querySelector<HTMLElement>('.bar');
    if (!host?.style) return;
    const margins = bar
      ? parseFloat(getComputedStyle(bar).marginBlockStart) +
        parseFloat(getComputedStyle(bar).marginBlockEnd)
      : 0;
    host.style.setProperty(
      '--tessera-timer-block-size',
      `${bar ? bar.offsetHeight + margins : 0}px`,
    );
  }

  override connectedCallback() {
    super.connectedCallback();
    this.sizeWatch?.observe(this);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.sizeWatch?.disconnect();
    clearTimeout(this.timer);
    this.unsubscribe?.();
    this.unsubscribe = this.subscribedTo = undefined;
  }

  override willUpdate(changed: Map<string, unknown>) {
    if (this._client !== this.subscribedTo) {
      this.unsubscribe?.();
      this.subscribedTo = this._client;
      this.unsubscribe = this._client?.subscribeSession(() => this.tick());
    }
    if (changed.has('paymentInFlight') || changed.has('held')) this.tick();
  }

  /** The last call's time, read back from the client's deadline. */
  private lastCallAt(): number | null {
    const client = this._client;
    if (!client || !this.held) return null;
    const status = client.sessionStatus();
    if (status === 'none') return null;
    if (status === 'expired') return this.now() - SESSION_TIMEOUT_MS;
    return this.now() + client.timeLeftMs() - SESSION_TIMEOUT_MS;
  }

  private tick = () => {
    clearTimeout(this.timer);
    const tick = tickSessionTimer(this.memory, {
      now: this.now(),
      lastCallAt: this.lastCallAt(),
      paymentInFlight: this.paymentInFlight,
    });
    this.memory = tick.memory;
    this._tick = tick;
    // The store announces the ending itself (its message is an alert).
    if (tick.announce && tick.announce !== 'expired') {
      this._announcement = timerAnnouncementText(tick.announce);
    }
    if (tick.phase === 'expired') this._store?.check();
    const delay = nextTickDelay(tick);
    if (Number.isFinite(delay)) this.timer = setTimeout(this.tick, delay);
  };

  private async keep() {
    if (!this._store || this._refreshing) return;
    this._refreshing = true;
    try {
      // Any call restarts the session's 20 minutes; reading the basket is the cheap one.
      await this._store.readBasket({ fresh: true });
      this._announcement = msg('Your tickets are held for another 20 minutes.');
    } catch (error) {
      if (!isAbortError(error)) this.tick();
    } finally {
      this._refreshing = false;
    }
  }

  override render() {
    const tick = this._tick;
    return html`<div class="sr-only" role="status" aria-live="polite">${this._announcement}</div>
      ${!tick || tick.phase === 'idle' || tick.phase === 'expired' ? nothing : this.renderBar(tick)}`;
  }

  private renderBar(tick: TimerTick) {
    const warn = tick.phase === 'warning' || tick.phase === 'final';
    const left = formatRemaining(tick.remainingMs);
    return html`<div class="bar ${warn ? 'warning' : ''}">
      <p>
        ${
          tick.phase === 'paying'
            ? msg('Your tickets stay held while you pay.')
            : html`${msg('Tickets held for')}
                <span class="time" role="timer" aria-label=${msg(str`${left} left`)}>${left}</span>`
        }
      </p>
      ${
        tick.phase === 'paying'
          ? nothing
          : html`<button
              class="btn ${warn ? 'primary' : 'text'}"
              type="button"
              aria-disabled=${this._refreshing ? 'true' : nothing}
              @click=${this.keep}
            >
              ${msg('Keep my tickets')}
            </button>`
      }
    </div>`;
  }
}

define('tessera-session-timer', TesseraSessionTimer);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-session-timer': TesseraSessionTimer;
  }
}
