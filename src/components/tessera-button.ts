import { LitElement, html, css } from 'lit';
import { property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { define } from './define.js';
import { baseStyles, buttonStyles } from './shared.styles.js';

/**
 * A brand button for actions outside forms: a native <button>, or an <a> when `href` is set.
 * Forms use native buttons with `buttonStyles` so submission stays native.
 */
export class TesseraButton extends LitElement {
  static override styles = [
    baseStyles,
    buttonStyles,
    css`
      :host {
        display: inline-block;
      }
      .btn {
        inline-size: 100%;
      }
    `,
  ];

  @property({ reflect: true }) variant: 'primary' | 'secondary' | 'text' = 'primary';
  @property({ type: Boolean, reflect: true }) disabled = false;
  @property() href?: string;
  /** Accessible name when the visible content is an icon. */
  @property() label?: string;

  override render() {
    const cls = `btn ${this.variant}`;
    if (this.href && !this.disabled) {
      return html`<a class=${cls} href=${this.href} aria-label=${ifDefined(this.label)}
        ><slot></slot
      ></a>`;
    }
    return html`<button
      class=${cls}
      type="button"
      ?disabled=${this.disabled}
      aria-label=${ifDefined(this.label)}
    >
      <slot></slot>
    </button>`;
  }
}

define('tessera-button', TesseraButton);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-button': TesseraButton;
  }
}
