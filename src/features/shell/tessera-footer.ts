import { LitElement, html, css } from 'lit';
import { property } from 'lit/decorators.js';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles } from '../../components/shared.styles.js';

/**
 * The widget's footer, themed by the brand's footer group.
 *
 * @slot - extra content from the host page (terms, contact)
 */
@localized()
export class TesseraFooter extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .footer {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        gap: 8px 24px;
        padding-block: 20px var(--tessera-footer-padding-bottom);
        padding-inline: 16px;
        font-size: 0.875em;
        color: var(--tessera-footer-text);
        background-color: var(--tessera-footer-background);
        background-image: var(--tessera-footer-background-image);
        border-block-start: 1px solid var(--tessera-footer-border);
      }
      p {
        margin: 0;
      }
      ::slotted(a),
      a {
        color: var(--tessera-footer-link);
      }
    `,
  ];

  @property() currency = '';

  override render() {
    // Not a contentinfo landmark: the host page has its own footer.
    return html`<div class="footer">
      <p>
        ${
          this.currency
            ? msg(str`Prices in ${this.currency}. Times are local to each venue.`)
            : msg('Times are local to each venue.')
        }
      </p>
      <slot></slot>
      <p>${msg('Tickets powered by Tessera')}</p>
    </div>`;
  }
}

define('tessera-footer', TesseraFooter);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-footer': TesseraFooter;
  }
}
