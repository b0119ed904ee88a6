/// <reference types="vite/client" />
/**
 * Demo page: the widget against the same-origin sandbox. The distributor ID and the Stripe key
 * come from GET /__sandbox/info; the brand panel (when present) re-themes the widget live.
 */
import '../src/index.js';
import type { TesseraBooking } from '../src/tessera-booking.js';
import type { BrandChangeDetail } from './brand-panel/tessera-demo-brand-panel.js';
import type { TesseraDemoSurfaceTabs } from './brand-panel/tessera-demo-surface-tabs.js';

interface SandboxInfo {
  distributor_id: string;
  publishable_key: string;
  user_id: string;
}

const params = new URL(location.href).searchParams;

const widget = document.querySelector<TesseraBooking>('#widget')!;

async function configure() {
  widget.apiBase = location.origin;
  try {
    const response = await fetch('/__sandbox/info');
    const info = (await response.json()) as SandboxInfo;
    // `?signed-in`: the host page has a signed-in customer, the sandbox's user ("Your bookings").
    if (params.has('signed-in')) widget.userId = info.user_id;
    widget.distributor = info.distributor_id;
    widget.stripeKey = info.publishable_key;
  } catch (error) {
    const note = document.createElement('p');
    note.className = 'demo-error';
    note.textContent = `The sandbox did not answer /__sandbox/info: ${String(error)}`;
    widget.before(note);
  }
}

/**
 * The brand editor is optional: the page works without it. Its column is laid out from the start
 * (the page's HTML), so the widget does not move when the editor arrives; without it, it goes.
 * With it come the tabs Widget · Email · E-ticket around the widget: the order email and the
 * e-ticket of a sample booking in the brand being edited, in the picker's language.
 */
async function brandPanel() {
  if (!document.querySelector('#panel')) return;
  const found = import.meta.glob([
    './brand-panel/tessera-demo-brand-panel.ts',
    './brand-panel/tessera-demo-surface-tabs.ts',
  ]);
  const load = found['./brand-panel/tessera-demo-brand-panel.ts'];
  if (!load) {
    document.querySelector<HTMLElement>('#panel')!.hidden = true;
    document.querySelector('#layout')!.classList.remove('with-panel');
    return;
  }
  await Promise.all([load(), found['./brand-panel/tessera-demo-surface-tabs.ts']?.()]);
  const panel = document.createElement('tessera-demo-brand-panel') as HTMLElement & {
    target?: HTMLElement;
  };
  const tabs = document.querySelector<TesseraDemoSurfaceTabs>('#surfaces');
  if (tabs) tabs.language = widget.language;
  const initial = new URL(location.href).searchParams.get('brand');
  if (initial) panel.setAttribute('brand', initial);
  panel.addEventListener('tessera-demo-brand-change', (e) => {
    const { processed, scheme } = (e as CustomEvent<BrandChangeDetail>).detail;
    widget.processedBrand = processed;
    if (tabs) [tabs.processed, tabs.scheme] = [processed, scheme];
  });
  panel.target = widget;
  document.querySelector('#panel details')!.append(panel);
}

/** The demo's language picker: the widget's `language`, kept in the page's `?language=`. */
function languagePicker() {
  const select = document.querySelector<HTMLSelectElement>('#language');
  if (!select) return;
  const url = new URL(location.href);
  const initial = url.searchParams.get('language');
  if (initial && [...select.options].some((o) => o.value === initial)) select.value = initial;
  widget.language = select.value;
  select.addEventListener('change', () => {
    widget.language = select.value;
    // The email and e-ticket tabs (once the brand editor has brought them) follow the picker.
    const tabs = document.querySelector<TesseraDemoSurfaceTabs>('#surfaces');
    if (tabs && 'language' in tabs) tabs.language = select.value;
    const next = new URL(location.href);
    next.searchParams.set('language', select.value);
    history.replaceState(history.state, '', next);
  });
}

/**
 * `?saved-payment`: pays as a merchant-of-record distributor, with the sandbox's saved payment
 * method. The token comes from the demo's own server (examples/token-server), never from here.
 */
function savedPayment() {
  if (!new URL(location.href).searchParams.has('saved-payment')) return;
  widget.paymentMethodId = 'pm_card_visa';
  widget.getAuthToken = async () => {
    const answer = await fetch('/demo/tessera-token', { credentials: 'same-origin' });
    if (!answer.ok) throw new Error(`no token (${answer.status})`);
    return answer.text();
  };
}

/**
 * The host settings a distributor would write as attributes, from the page's URL:
 * `?routing=hash|none`, `?user-id=<uuid4>`, `?distributor-session-id=<uuid4>`, `?currency=GBP`,
 * `?currencies=EUR,GBP,USD`.
 */
function hostSettings() {
  for (const name of ['routing', 'user-id', 'distributor-session-id', 'currency', 'currencies']) {
    const value = params.get(name);
    if (value) widget.setAttribute(name, value);
  }
}

/** The static demo (`npm run build:demo`): the sandbox is a service worker, reset from the header. */
async function staticSandbox() {
  if (!import.meta.env.TESSERA_STATIC_DEMO) return;
  const { sandboxWorker, resetButton } = await import('./static-sandbox.js');
  await sandboxWorker();
  const header = document.querySelector('.demo-header');
  if (header) resetButton(header);
}

hostSettings();
languagePicker();
savedPayment();
await staticSandbox();
await configure();
await brandPanel();
