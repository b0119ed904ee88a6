import { LitElement, html, css } from 'lit';
import { property } from 'lit/decorators.js';
import { define } from './define.js';
import { formatMoney } from './format.js';

/** An amount in minor units, formatted for its currency's own number of decimals. */
export class TesseraMoney extends LitElement {
  static override styles = css`
    :host {
      display: inline;
      font-variant-numeric: tabular-nums;
    }
  `;

  /** Integer amount in minor units (cents, pence). */
  @property({ type: Number }) amount?: number;
  @property() currency = 'EUR';
  @property() locale = 'en';

  override render() {
    if (this.amount === undefined || !Number.isFinite(this.amount)) return html``;
    return html`${formatMoney(this.amount, this.currency, this.locale)}`;
  }
}

define('tessera-money', TesseraMoney);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-money': TesseraMoney;
  }
}
