/** Finding the theatre step's controls the way a person does: by role and accessible name. */
import { waitFor } from '../sandbox-helpers.js';
import type { TheatreTestHost } from './theatre-host.js';

export const shadow = (host: TheatreTestHost) => host.step.shadowRoot!;

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

export function button(root: ParentNode, name: string | RegExp): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((b) => matches(b, name));
}

export function combobox(root: ParentNode, name: string | RegExp): HTMLSelectElement | undefined {
  return [...root.querySelectorAll('select')].find((s) => matches(s, name));
}

export function waitForButton(root: ParentNode, name: string | RegExp, ms?: number) {
  return waitFor(() => {
    const b = button(root, name);
    return b && !b.disabled ? b : undefined;
  }, ms);
}

export function waitForCombobox(root: ParentNode, name: string | RegExp, ms?: number) {
  return waitFor(() => {
    const s = combobox(root, name);
    return s && !s.disabled ? s : undefined;
  }, ms);
}

/** Chooses a count the way a select does on a pick: new value, then a change event. */
export function choose(select: HTMLSelectElement, value: number) {
  select.value = String(value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

export function optionValues(select: HTMLSelectElement): number[] {
  return [...select.options].map((o) => Number(o.value));
}

export function text(root: ParentNode): string {
  return ((root as ShadowRoot).textContent ?? '').replace(/\s+/g, ' ');
}

/** The step's alert (guidance or rule problems) once it shows. */
export function waitForAlert(root: ParentNode, ms?: number): Promise<HTMLElement> {
  return waitFor(() => root.querySelector<HTMLElement>('.notice.error[role=alert]'), ms);
}

/** Waits for the first performance and picks it; returns its instance id. */
export async function pickFirstPerformance(host: TheatreTestHost): Promise<string> {
  const first = await waitFor(() => shadow(host).querySelector<HTMLButtonElement>('.performance'));
  first.click();
  await host.step.updateComplete;
  return first.dataset.performance!;
}

export function listen<T>(type: string) {
  const seen: T[] = [];
  const on = (e: Event) => seen.push((e as CustomEvent<T>).detail);
  document.addEventListener(type, on);
  return { seen, stop: () => document.removeEventListener(type, on) };
}
