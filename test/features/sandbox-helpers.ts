/** Test helpers: the widget mounted against the same-origin sandbox, and shadow-DOM queries. */
import '../../src/index.js';
import type { TesseraBooking } from '../../src/tessera-booking.js';
import type { Route } from '../../src/state/route.js';

let distributor: string | undefined;

/**
 * Widgets whose expired sessions the helpers renew. Other test files reset the shared sandbox
 * or advance its clock, which ends every session; the widget then (correctly) asks the buyer to
 * start again with a new session. Tests about something else press Start again and carry on.
 */
const renewing = new Set<Element>();

function renewExpiredSessions() {
  for (const el of renewing) {
    if (!el.isConnected) {
      renewing.delete(el);
      continue;
    }
    for (const state of deepAll(el, 'tessera-error-state')) {
      const heading = state.shadowRoot?.querySelector('[role="alert"] > p')?.textContent;
      if (heading?.trim() === 'Your session has ended') {
        state.shadowRoot?.querySelector('button')?.click();
      }
    }
  }
}

export async function sandboxDistributor(): Promise<string> {
  distributor ??= ((await (await fetch('/__sandbox/info')).json()) as { distributor_id: string })
    .distributor_id;
  return distributor;
}

/** Mounts <tessera-booking> on the sandbox, URL state off so tests do not touch the test page URL. */
export async function mountWidget(
  route: Route,
  attrs: Record<string, string> = {},
  options: { renewSession?: boolean } = {},
): Promise<TesseraBooking> {
  const el = document.createElement('tessera-booking') as TesseraBooking;
  el.setAttribute('api-base', location.origin);
  el.setAttribute('distributor', await sandboxDistributor());
  el.setAttribute('url-state', 'off');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  if (options.renewSession !== false) renewing.add(el);
  await el.updateComplete;
  el.navigate(route);
  return el;
}

/** Every element matching `selector` in `root` and all open shadow roots below it. */
export function deepAll<T extends Element = Element>(root: Node, selector: string): T[] {
  const out: T[] = [];
  const visit = (node: ParentNode) => {
    out.push(...(node.querySelectorAll(selector) as NodeListOf<T>));
    for (const el of node.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
  };
  visit((root as Element).shadowRoot ?? (root as ParentNode));
  return out;
}

export function deepText(root: Node): string {
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
    renewExpiredSessions();
    const value = fn();
    if (value) return value;
    if (performance.now() - start > ms) throw new Error(`timed out waiting for ${fn.toString()}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

/** Names of the result cards currently rendered. */
export function resultNames(el: Element): string[] {
  return deepAll(el, 'tessera-result-card').map(
    (card) => card.shadowRoot?.querySelector('h3')?.textContent?.trim() ?? '',
  );
}
