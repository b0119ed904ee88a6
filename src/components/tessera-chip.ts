import { LitElement, html, css } from 'lit';
import { property } from 'lit/decorators.js';
import { define } from './define.js';
import { baseStyles } from './shared.styles.js';
import { emit } from '../events.js';

/**
 * A toggle chip (filter tag, category). Toggles itself on click and fires `change`.
 *
 * @fires change - `pressed` changed by the buyer
 */
export class TesseraChip extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-block;
      }
      button {
        display: inline-flex;
        align-items: center;
        gap: 0.375em;
        min-block-size: 36px;
        padding-block: 0.25em;
        padding-inline: 0.875em;
        font: inherit;
        font-size: 0.875em;
        color: var(--tessera-page-text);
        background: var(--tessera-field-background);
        border: 1px solid var(--tessera-field-border);
        border-radius: var(--tessera-chip-radius);
        cursor: pointer;
      }
      button:hover {
        border-color: var(--tessera-primary);
      }
      :host([pressed]) button {
        background: var(--tessera-primary-tint);
        border-color: var(--tessera-primary);
        color: var(--tessera-page-text);
        font-weight: 600;
        box-shadow: inset 0 0 0 1px var(--tessera-primary);
      }
      /* Highlighted is its star only: a coloured edge is what pressed looks like. */
      .star {
        color: var(--tessera-status-info);
      }
      .count {
        font-size: 0.85em;
        color: var(--_muted);
      }
      .check {
        display: none;
      }
      :host([pressed]) .check {
        display: inline;
      }
    `,
  ];

  @property({ type: Boolean, reflect: true }) pressed = false;
  /** Marks a highlighted chip (the Best Deal tag). */
  @property({ type: Boolean, reflect: true }) highlight = false;
  /** Number of matching results shown beside the label. */
  @property({ type: Number }) count?: number;
  @property() label = '';

  private toggle() {
    this.pressed = !this.pressed;
    emit(this, 'change');
  }

  override render() {
    return html`<button type="button" aria-pressed=${this.pressed} @click=${this.toggle}>
      <span class="check" aria-hidden="true">✓</span>
      ${this.highlight ? html`<span class="star" aria-hidden="true">★</span>` : ''}
      <span>${this.label}</span>
      ${this.count !== undefined ? html`<span class="count">(${this.count})</span>` : ''}
    </button>`;
  }
}

define('tessera-chip', TesseraChip);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-chip': TesseraChip;
  }
}
