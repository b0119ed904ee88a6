import { LitElement, html, css } from 'lit';
import { property, query } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { define } from './define.js';
import { baseStyles, fieldStyles } from './shared.styles.js';
import { emit } from '../events.js';

let nextId = 0;

/**
 * A labelled native input with hint and error text tied by aria-describedby. `input` events
 * cross the shadow root natively; `change` is re-dispatched from the host.
 *
 * @fires change - the value was committed
 */
export class TesseraField extends LitElement {
  static override styles = [
    baseStyles,
    fieldStyles,
    css`
      :host {
        display: block;
      }
    `,
  ];

  @property() label = '';
  @property() type: 'text' | 'search' | 'date' | 'number' | 'email' | 'tel' = 'text';
  @property() value = '';
  @property() name?: string;
  @property() placeholder?: string;
  @property() hint?: string;
  @property() error?: string;
  @property() autocomplete?: string;
  @property() min?: string;
  @property() max?: string;
  @property() step?: string;
  @property({ type: Boolean }) required = false;

  @query('input') private input!: HTMLInputElement;
  private readonly fid = `f${++nextId}`;

  override focus() {
    this.input?.focus();
  }

  private onInput(e: Event) {
    this.value = (e.target as HTMLInputElement).value;
  }

  private onChange() {
    emit(this, 'change');
  }

  override render() {
    const described = [this.hint ? `${this.fid}-h` : '', this.error ? `${this.fid}-e` : '']
      .filter(Boolean)
      .join(' ');
    return html`<label for=${this.fid}>${this.label}</label>
      <input
        id=${this.fid}
        type=${this.type}
        .value=${live(this.value)}
        name=${ifDefined(this.name)}
        placeholder=${ifDefined(this.placeholder)}
        autocomplete=${ifDefined(this.autocomplete as never)}
        min=${ifDefined(this.min)}
        max=${ifDefined(this.max)}
        step=${ifDefined(this.step)}
        ?required=${this.required}
        aria-invalid=${this.error ? 'true' : 'false'}
        aria-describedby=${ifDefined(described || undefined)}
        @input=${this.onInput}
        @change=${this.onChange}
      />
      ${this.hint ? html`<div class="hint" id="${this.fid}-h">${this.hint}</div>` : ''}
      ${this.error ? html`<div class="error" id="${this.fid}-e">${this.error}</div>` : ''}`;
  }
}

define('tessera-field', TesseraField);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-field': TesseraField;
  }
}
