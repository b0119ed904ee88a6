/**
 * Helpers for the basket, attendees and checkout tests: an isolated sandbox instance for this
 * test page (every same-origin request carries X-Sandbox-Instance, so resets and clock moves do
 * not disturb tests running beside it), a real ApiClient on it, and a host providing contexts.
 */
import { html, type TemplateResult } from 'lit';
import { expect, fixture } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/index.js';
import type { TesseraClient } from '../../../src/state/client-context.js';
import { DEFAULT_CONFIG, type WidgetConfig } from '../../../src/state/config-context.js';
import { BookingStore } from '../../../src/state/booking-store.js';
import type { TestHost } from './context-host.js';
import './context-host.js';

const instance = `tessera-test-${crypto.randomUUID()}`;
const nativeFetch = window.fetch.bind(window);
const ROUTED = /^\/(v1|v2|__sandbox)\//;

/** Every routed request of this page, "METHOD /path" (the sandbox logs only /v1 and /v2). */
export const sent: string[] = [];

/** Routes this page's API and sandbox traffic (the client's and the Stripe stand-in's) to one instance. */
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.origin !== location.origin || !ROUTED.test(url.pathname)) return nativeFetch(input, init);
  const request = new Request(input, init);
  sent.push(`${request.method} ${url.pathname}`);
  const headers = new Headers(request.headers);
  headers.set('X-Sandbox-Instance', instance);
  return nativeFetch(new Request(request, { headers }));
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export async function control(method: string, path: string, body?: unknown): Promise<Loose> {
  const response = await fetch(path, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

export const resetSandbox = () => control('POST', '/__sandbox/reset');
export const advanceClock = (ms: number) => control('POST', '/__sandbox/clock', { advance_ms: ms });
export const injectFault = (fault: object) => control('POST', '/__sandbox/faults', fault);
export const requestLog = async (): Promise<{ method: string; path: string; status: number }[]> =>
  control('GET', '/__sandbox/requests');
export const smsCode = async (phone: string): Promise<string> =>
  (await control('GET', `/__sandbox/sms?phone_number=${encodeURIComponent(phone)}`)).code;

let info: Loose;
export async function sandboxInfo(): Promise<{
  distributor_id: string;
  publishable_key: string;
  login: string;
  password: string;
}> {
  info ??= await control('GET', '/__sandbox/info');
  return info;
}

export async function makeClient(
  now?: () => number,
  getAuthToken?: () => Promise<string>,
): Promise<TesseraClient> {
  const { distributor_id } = await sandboxInfo();
  return createApiClient<'v2'>({
    getAuthToken,
    apiVersion: 'v2',
    baseUrl: location.origin,
    distributorId: distributor_id,
    language: 'en',
    currency: 'GBP',
    storage: null,
    now,
    retry: { attempts: 2, baseDelayMs: 50, maxDelayMs: 100 },
  });
}

/**
 * Mounts `child` under a host providing `client`; returns the child element. `distributor` keys
 * what the booking store keeps, as the root's store is keyed by its `distributor` (give the step
 * the same one).
 */
export async function mount<T extends Element>(
  client: TesseraClient,
  child: TemplateResult,
  config: Partial<WidgetConfig> = {},
  distributor = '',
): Promise<T> {
  // The booking store the root would provide, following this client's session.
  const store = new BookingStore(() => distributor);
  store.attach(client);
  const host = await fixture<TestHost>(
    html`<tessera-test-host
      .client=${client}
      .store=${store}
      .config=${{ ...DEFAULT_CONFIG, currency: 'GBP', ...config }}
      >${child}</tessera-test-host
    >`,
  );
  return host.firstElementChild as T;
}

/** Every element matching `selector` in `root`'s tree, through open shadow roots. */
export function deepAll<E extends Element = HTMLElement>(root: Element, selector: string): E[] {
  const out: E[] = [];
  const visit = (node: ParentNode) => {
    out.push(...(node.querySelectorAll(selector) as NodeListOf<E>));
    for (const el of node.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
  };
  visit(root.shadowRoot ?? root);
  if (root.shadowRoot) visit(root);
  return out;
}

/** Inside an `inert` subtree (a placeholder shown while data loads): no buyer can reach it. */
const inert = (el: Element) => el.closest('[inert]') !== null;

/** A button by its accessible name (text or aria-label), anywhere below `root`, not inert. */
export function button(root: Element, name: string | RegExp): HTMLButtonElement | undefined {
  const matches = (b: HTMLButtonElement) => {
    const label = (b.getAttribute('aria-label') ?? b.textContent ?? '').replace(/\s+/g, ' ').trim();
    return typeof name === 'string' ? label === name : name.test(label);
  };
  return deepAll<HTMLButtonElement>(root, 'button').find((b) => !inert(b) && matches(b));
}

/** An input by its label text, anywhere below `root`, not inert. */
export function field(root: Element, label: string | RegExp): HTMLInputElement | undefined {
  return deepAll<HTMLInputElement>(root, 'input, select').find((input) => {
    if (inert(input)) return false;
    const text = [...(input.labels ?? [])]
      .map((l) => l.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    return typeof label === 'string' ? text === label : label.test(text);
  });
}

export function typeInto(input: HTMLInputElement | HTMLSelectElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

export function text(root: Element): string {
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
    node.childNodes.forEach(visit);
  };
  visit(root);
  return parts.join(' ').replace(/\s+/g, ' ');
}

export async function waitFor<T>(fn: () => T | undefined | null | false, ms = 8000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = fn();
    if (value) return value;
    if (performance.now() - start > ms) throw new Error(`timed out waiting for ${fn.toString()}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

export { today, addDays, reserveTheatre, reserveTour } from './reserve.js';

/**
 * axe on `el` once button colour transitions (120 ms in the shared styles) have ended: axe reads
 * computed colours, and a button that just became enabled is still mid-fade. Running transitions
 * are finished rather than waited for, so a slow machine cannot catch one half way.
 */
export async function expectAccessible(el: Element) {
  await new Promise((r) => setTimeout(r, 50));
  for (const node of [el, ...deepAll(el, '*')]) {
    for (const animation of node.getAnimations()) animation.finish();
  }
  await expect(el).to.be.accessible();
}

/** The sandbox's Stripe.js stand-in, loaded once as a host page would load Stripe.js. */
export async function loadStripeStandIn() {
  if ((window as { Stripe?: unknown }).Stripe) return;
  await new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), {
      src: '/sandbox-assets/stripe.js',
    });
    script.onload = resolve;
    script.onerror = reject;
    document.head.append(script);
  });
}

/** Types a card into the stand-in's payment form once it is there. */
export async function enterCard(el: Element, number: string) {
  typeInto(await waitFor(() => field(el, 'Card number'), 10000), number);
  typeInto(field(el, 'Expiration date')!, '12 / 34');
  typeInto(field(el, 'Security code')!, '123');
}

/** A button that can be pressed: not disabled, and not busy (aria-disabled keeps it focusable). */
export const pressable = (b: HTMLButtonElement | undefined) =>
  !!b && !b.disabled && b.getAttribute('aria-disabled') !== 'true';

/** The pay button, once it can be pressed. */
export const payButton = (el: Element) =>
  waitFor(() => {
    const b = button(el, /^Pay /);
    return pressable(b) ? b : undefined;
  }, 10000);

/** The stand-in's 3D Secure dialog (in the page's light DOM, as Stripe's is). */
export const challengeButton = (name: string) =>
  waitFor(
    () => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name),
    10000,
  );
