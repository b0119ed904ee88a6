/**
 * A tiny host for the theatre step: a real ApiClient on the same-origin sandbox and the widget
 * config, through the same contexts <tessera-booking> provides, with the default tokens.
 */
import { LitElement, css, html } from 'lit';
import { provide } from '../../../src/state/context.js';
import { property } from 'lit/decorators.js';
import { createApiClient } from '../../../src/api/index.js';
import { defaultTokenStyles } from '../../../src/brand/tokens.js';
import { clientContext, type TesseraClient } from '../../../src/state/client-context.js';
import { bookingStoreContext } from '../../../src/state/booking-store-context.js';
import { BookingStore } from '../../../src/state/booking-store.js';
import {
  DEFAULT_CONFIG,
  configContext,
  type WidgetConfig,
} from '../../../src/state/config-context.js';
import '../../../src/features/theatre/tessera-theatre-purchase.js';
import type { TesseraTheatrePurchase } from '../../../src/features/theatre/tessera-theatre-purchase.js';
import { sandboxDistributor } from '../sandbox-helpers.js';

let hosts = 0;

export class TheatreTestHost extends LitElement {
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
  @property() event = '';

  override render() {
    return html`<tessera-theatre-purchase attraction-id=${this.event}></tessera-theatre-purchase>`;
  }

  get step(): TesseraTheatrePurchase {
    return this.renderRoot.querySelector('tessera-theatre-purchase')!;
  }
}
customElements.define('theatre-test-host', TheatreTestHost);

/** A client of its own (no stored session), as a second buyer in another browser would have. */
export async function newClient(currency = 'GBP'): Promise<TesseraClient> {
  return createApiClient({
    baseUrl: location.origin,
    distributorId: await sandboxDistributor(),
    language: 'en',
    currency,
    apiVersion: 'v2',
    storage: null,
  });
}

/**
 * Mounts the step for a theatre event on `client` or a fresh one, in GBP unless told otherwise.
 */
export async function mountTheatre(
  event: string,
  config: Partial<WidgetConfig> = {},
  client?: TesseraClient,
) {
  const host = document.createElement('theatre-test-host') as TheatreTestHost;
  const full = { ...DEFAULT_CONFIG, currency: 'GBP', ...config };
  host.config = full;
  host.client = client ?? (await newClient(full.currency));
  host.event = event;
  document.body.append(host);
  await host.updateComplete;
  return host;
}

export async function resetSandbox(): Promise<void> {
  await fetch('/__sandbox/reset', { method: 'POST' });
  await fetch('/__sandbox/faults', { method: 'DELETE' });
}

/** Makes the next `count` requests matching method and path fail with a business error. */
export async function fault(method: string, path: string, status: number, code: number, count = 1) {
  const r = await fetch('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method, path, kind: 'status', status, code, count }),
  });
  if (!r.ok) throw new Error(`fault: ${r.status} ${await r.text()}`);
}

export interface LoggedRequest {
  method: string;
  path: string;
  status?: number;
}

export async function sandboxRequests(): Promise<LoggedRequest[]> {
  return (await (await fetch('/__sandbox/requests')).json()) as LoggedRequest[];
}

declare global {
  interface HTMLElementTagNameMap {
    'theatre-test-host': TheatreTestHost;
  }
}
