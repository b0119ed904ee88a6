/** Finding controls of the tour step the way a person does: by role and accessible name. */
import { waitFor } from '../sandbox-helpers.js';

function nameOf(el: Element): string {
  const labelled = el.getAttribute('aria-label');
  if (labelled) return labelled.trim();
  const root = el.getRootNode() as ShadowRoot;
  if (el.id) {
    const label = root.querySelector(`label[for="${el.id}"]`);
    if (label) return (label.textContent ?? '').replace(/\s+/g, ' ').trim();
  }
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const matches = (el: Element, name: string | RegExp) =>
  typeof name === 'string' ? nameOf(el) === name : name.test(nameOf(el));

export function buttons(root: ParentNode, name: string | RegExp): HTMLButtonElement[] {
  return [...root.querySelectorAll('button')].filter((b) => matches(b, name));
}

export function byRole<T extends HTMLElement>(
  root: ParentNode,
  role: 'button' | 'radio' | 'combobox' | 'searchbox' | 'textbox' | 'link',
  name: string | RegExp,
): T | undefined {
  const selector = {
    button: 'button',
    radio: 'input[type=radio]',
    combobox: 'select',
    searchbox: 'input[type=search]',
    textbox: 'textarea, input[type=text]',
    link: 'a[href]',
  }[role];
  return [...root.querySelectorAll<T>(selector)].find((el) => matches(el, name));
}

/** Waits for a control to exist and be enabled. */
export function waitForRole<T extends HTMLElement>(
  root: ParentNode,
  role: Parameters<typeof byRole>[1],
  name: string | RegExp,
  ms?: number,
): Promise<T> {
  return waitFor(() => {
    const el = byRole<T>(root, role, name);
    return el && !(el as unknown as { disabled?: boolean }).disabled ? el : undefined;
  }, ms);
}

export function text(root: ParentNode): string {
  return ((root as ShadowRoot).textContent ?? '').replace(/\s+/g, ' ');
}

/** Polls an async condition (a sandbox query) until it holds. */
export async function eventually(fn: () => Promise<boolean>, ms = 8000): Promise<void> {
  const start = performance.now();
  while (!(await fn())) {
    if (performance.now() - start > ms) throw new Error(`timed out waiting for ${fn.toString()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
