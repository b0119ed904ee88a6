/** Provides the contexts and default brand tokens <tessera-booking> would provide, for tests and screenshots. */
import { LitElement, html, css } from 'lit';
import { property } from 'lit/decorators.js';
import { provide } from '../../../src/state/context.js';
import { clientContext, type TesseraClient } from '../../../src/state/client-context.js';
import {
  configContext,
  DEFAULT_CONFIG,
  type WidgetConfig,
} from '../../../src/state/config-context.js';
import { defaultTokenStyles } from '../../../src/brand/tokens.js';
import { bookingStoreContext } from '../../../src/state/booking-store-context.js';
import type { BookingStore } from '../../../src/state/booking-store.js';

export class TestHost extends LitElement {
  static override styles = [
    defaultTokenStyles,
    css`
      :host {
        display: block;
        background: var(--tessera-page-background);
        color: var(--tessera-page-text);
        font-family: var(--tessera-font);
        padding: 12px;
      }
    `,
  ];
  @provide({ context: clientContext }) @property({ attribute: false }) client?: TesseraClient;
  @provide({ context: configContext }) @property({ attribute: false }) config: WidgetConfig = {
    ...DEFAULT_CONFIG,
    currency: 'GBP',
  };
  @provide({ context: bookingStoreContext }) @property({ attribute: false }) store?: BookingStore;
  override render() {
    return html`<slot></slot>`;
  }
}
if (!customElements.get('tessera-test-host')) customElements.define('tessera-test-host', TestHost);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-test-host': TestHost;
  }
}
