import { LitElement, html, css } from 'lit';
import { property } from 'lit/decorators.js';
import { localized, msg } from '@lit/localize';
import { define } from './define.js';
import { baseStyles, buttonStyles } from './shared.styles.js';
import { emit } from '../events.js';

/**
 * What went wrong and the next action. Announced as an alert; the retry button fires `retry`
 * (bubbles within the widget, not composed: the step element handles it).
 *
 * @fires retry - the buyer asked to try again
 */
@localized()
export class TesseraErrorState extends LitElement {
  static override styles = [
    baseStyles,
    buttonStyles,
    css`
      :host {
        display: block;
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
      p {
        margin-block: 0 0.75em;
      }
      .btn {
        box-shadow: none;
      }
    `,
  ];

  @property() heading = '';
  @property() message = '';
  /** Label of the action button; empty hides it. */
  @property({ attribute: 'action-label' }) actionLabel?: string;
  /** Hide the retry button (for errors retrying cannot fix). */
  @property({ type: Boolean, attribute: 'no-retry' }) noRetry = false;

  private onRetry() {
    emit(this, 'retry');
  }

  override render() {
    return html`<div class="box" role="alert">
      <p class="title">${this.heading || msg('Something went wrong')}</p>
      ${this.message ? html`<p>${this.message}</p>` : ''}
      <slot></slot>
      ${
        this.noRetry
          ? ''
          : html`<button class="btn secondary" type="button" @click=${this.onRetry}>
              ${this.actionLabel || msg('Try again')}
            </button>`
      }
    </div>`;
  }
}

define('tessera-error-state', TesseraErrorState);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-error-state': TesseraErrorState;
  }
}
