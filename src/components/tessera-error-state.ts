import { LitElement, html, css, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { consume } from '../state/context.js';
import { localized } from '@lit/localize';
import { configContext, type WidgetConfig } from '../state/config-context.js';
import {
  errorCopy,
  failureCopy,
  supportReference,
  type ErrorCopy,
} from '../state/rules/error-copy.js';
import { define } from './define.js';
import { failureDetail, reportFailure } from './error-report.js';
import { baseStyles, buttonStyles } from './shared.styles.js';
import { emit } from '../events.js';

export interface RetryDetail {
  /** The booking session ended: the step starts a new one before reading again. */
  newSession: boolean;
}

/**
 * The one error view: what went wrong and the next action, announced as an alert. Given the
 * failure (`error`), it shows the one mapping's words (src/state/rules/error-copy.ts) and its
 * action: Try again, Start again when the session ended, none when the thing is gone; a step
 * that can be left adds a way back (`back-label`). Showing a new failure tells the host page
 * (`tessera-error`, once per failure). `heading` and `message` override the words for a refusal
 * the rules word themselves (reported where it was refused).
 *
 * @fires retry - the buyer asked to try again (detail.newSession: start a new session first);
 *   bubbles within the widget, not composed: the step element handles it
 * @fires back - the buyer asked to leave the step
 * @fires tessera-error - a failure was shown (public: bubbles and crosses shadow roots)
 */
@localized()
export class TesseraErrorState extends LitElement {
  static override styles = [
    baseStyles,
    buttonStyles,
    css`
      :host {
        display: block;
        container-type: inline-size;
      }
      .box {
        padding: 1.25em;
        border-radius: var(--tessera-radius);
        background: var(--tessera-status-error-background);
        color: var(--tessera-page-text);
        border-inline-start: 4px solid var(--tessera-status-error);
      }
      .title {
        font-weight: 700;
        margin-block: 0 0.25em;
      }
      .title:focus-visible {
        outline: 2px solid var(--tessera-page-focus-ring);
        outline-offset: 2px;
      }
      p {
        margin-block: 0 0.75em;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5em;
      }
      .btn {
        box-shadow: none;
      }
      /* On a phone, inside a step's card, the padding gives way before the button's words do. */
      @container (max-width: 20em) {
        .box {
          padding: 1em 0.75em;
        }
        .btn {
          padding-inline: 0.75em;
        }
      }
    `,
  ];

  /** The failure shown: its words and action come from the one mapping. */
  @property({ attribute: false }) error?: unknown;
  /** The step it happened on, as `tessera-error` names it. */
  @property() step = '';
  @property() heading = '';
  @property() message = '';
  /** Label of the action button; empty takes the failure's. */
  @property({ attribute: 'action-label' }) actionLabel?: string;
  /** Label of a button that leaves the step (fires `back`); empty: none. */
  @property({ attribute: 'back-label' }) backLabel = '';

  @consume({ context: configContext }) private _config?: WidgetConfig;

  private copy: ErrorCopy | null = null;

  protected override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('error')) this.copy = this.error === undefined ? null : errorCopy(this.error);
  }

  protected override updated(changed: PropertyValues<this>) {
    if (!changed.has('error') || this.error === undefined) return;
    const detail = failureDetail(this.step, this.error, {
      title: this.shownHeading,
      message: this.shownMessage,
    });
    reportFailure(this, detail, this._config?.dataLayer, this.error);
  }

  private get shownHeading(): string {
    return this.heading || this.copy?.heading || failureCopy('unknown').heading;
  }

  private get shownMessage(): string {
    return this.message || this.copy?.message || '';
  }

  /** Focus on the message's title: where a refusal the buyer must read first takes them. */
  focusTitle(): void {
    this.renderRoot.querySelector<HTMLElement>('.title')?.focus();
  }

  private onRetry() {
    const detail: RetryDetail = { newSession: this.copy?.next === 'new-session' };
    emit(this, 'retry', detail);
  }

  private onBack() {
    emit(this, 'back');
  }

  override render() {
    const next = this.copy?.next ?? 'retry';
    const retry = next !== 'none';
    // One way on after the session ended, as the shell's own message offers.
    const back = this.backLabel && next !== 'new-session';
    const message = this.shownMessage;
    const reference = this.copy?.reference;
    return html`<div class="box" role="alert">
      <p class="title" tabindex="-1">${this.shownHeading}</p>
      ${message ? html`<p>${message}</p>` : nothing}
      ${reference ? html`<p class="muted">${supportReference(reference)}</p>` : nothing}
      <slot></slot>
      ${
        retry || back
          ? html`<div class="actions">
              ${
                retry
                  ? html`<button class="btn secondary" type="button" @click=${this.onRetry}>
                      ${this.actionLabel || this.copy?.action || failureCopy('unknown').action}
                    </button>`
                  : nothing
              }
              ${
                back
                  ? html`<button class="btn secondary" type="button" @click=${this.onBack}>
                      ${this.backLabel}
                    </button>`
                  : nothing
              }
            </div>`
          : nothing
      }
    </div>`;
  }
}

define('tessera-error-state', TesseraErrorState);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-error-state': TesseraErrorState;
  }
  interface HTMLElementEventMap {
    retry: CustomEvent<RetryDetail>;
  }
}
