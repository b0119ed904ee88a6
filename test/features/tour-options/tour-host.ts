/**
 * A tiny host for the tour step: provides a real ApiClient on the same-origin sandbox and the
 * widget config through the same contexts <tessera-booking> provides, with the default tokens.
 */
import { LitElement, css, html } from 'lit';
import { provide } from '../../../src/state/context.js';
import { property } from 'lit/decorators.js';
import { createApiClient } from '../../../src/api/index.js';
import { defaultTokenStyles } from '../../../src/brand/tokens.js';
import { brandCssText } from '../../../src/brand/css.js';
import { defaultResolvedBrand } from '../../../src/brand/defaults.js';
import { clientContext, type TesseraClient } from '../../../src/state/client-context.js';
import { bookingStoreContext } from '../../../src/state/booking-store-context.js';
import { BookingStore } from '../../../src/state/booking-store.js';
import {
  DEFAULT_CONFIG,
  configContext,
  type WidgetConfig,
} from '../../../src/state/config-context.js';
import '../../../src/features/tour-options/tessera-tour-options.js';
import type { TesseraTourOptions } from '../../../src/features/tour-options/tessera-tour-options.js';
import { sandboxDistributor } from '../sandbox-helpers.js';

let hosts = 0;

export class TourTestHost extends LitElement {
  // The page background and text are painted by <tessera-booking> in the real widget.
  static override styles = [
    defaultTokenStyles,
    css`
      :host {
        display: block;
        background: var(--tessera-page-background);
        color: var(--tessera-page-text);
      }
    `,
  ];

  @provide({ context: clientContext }) @property({ attribute: false }) client?: TesseraClient;
  /** The booking store the root would provide, following `client`; its own keys per host. */
  @provide({ context: bookingStoreContext }) @property({ attribute: false }) store?: BookingStore;
  private readonly storeKey = `test-host-${++hosts}`;

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has('client')) {
      this.store?.detach();
      const store = new BookingStore(() => this.storeKey);
      store.attach(this.client);
      this.store = store;
    }
  }
  @provide({ context: configContext }) @property({ attribute: false }) config: WidgetConfig =
    DEFAULT_CONFIG;
  @property() tour = '';

  /** Switches the tokens to doc 3's dark defaults (later sheets win). */
  useDarkScheme() {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(brandCssText(defaultResolvedBrand('dark')));
    this.shadowRoot!.adoptedStyleSheets = [...this.shadowRoot!.adoptedStyleSheets, sheet];
  }

  override render() {
    return html`<tessera-tour-options attraction-id=${this.tour}></tessera-tour-options>`;
  }

  get step(): TesseraTourOptions {
    return this.renderRoot.querySelector('tessera-tour-options')!;
  }
}
customElements.define('tour-test-host', TourTestHost);

export async function resetSandbox(): Promise<void> {
  await fetch('/__sandbox/reset', { method: 'POST' });
}

export async function advanceClock(ms: number): Promise<void> {
  const r = await fetch('/__sandbox/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advance_ms: ms }),
  });
  if (!r.ok) throw new Error(`clock: ${r.status}`);
}

export interface LoggedRequest {
  method: string;
  path: string;
  status?: number;
  body?: unknown;
}

export async function sandboxRequests(): Promise<LoggedRequest[]> {
  return (await (await fetch('/__sandbox/requests')).json()) as LoggedRequest[];
}

/** A client of its own (no stored session), as a buyer's first visit has. */
export async function newTourClient(currency = 'GBP', language = 'en'): Promise<TesseraClient> {
  return createApiClient({
    baseUrl: location.origin,
    distributorId: await sandboxDistributor(),
    language,
    currency,
    apiVersion: 'v2',
    storage: null,
  });
}

/**
 * Mounts the step for a tour, in `currency` (GBP unless told), on `client` or a fresh one (no
 * stored session).
 */
export async function mountTour(
  tour: string,
  config: Partial<WidgetConfig> = {},
  client?: TesseraClient,
) {
  const host = document.createElement('tour-test-host') as TourTestHost;
  const full = { ...DEFAULT_CONFIG, currency: 'GBP', ...config };
  host.config = full;
  host.client = client ?? (await newTourClient(full.currency, full.language));
  host.tour = tour;
  document.body.append(host);
  await host.updateComplete;
  return host;
}

declare global {
  interface HTMLElementTagNameMap {
    'tour-test-host': TourTestHost;
  }
}
