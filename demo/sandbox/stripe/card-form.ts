/**
 * The DOM of the stand-in's card form: four labelled inputs with autocomplete tokens and an error
 * line each (tied by aria-describedby), built with DOM calls only.
 */
import { digitsOf } from './cards.js';
import type { CardValidationError } from './cards.js';

export type Key = 'number' | 'expiry' | 'cvc' | 'postal';

export interface Field {
  key: Key;
  wrap: HTMLElement;
  label: HTMLLabelElement;
  input: HTMLInputElement;
  error: HTMLElement;
  /** Left once with something in it, or submitted: its "incomplete" message may show. */
  touched: boolean;
  focused: boolean;
  shown?: CardValidationError;
}

/** key, label, autocomplete token, placeholder. */
const SPECS: Array<[Key, string, string, string]> = [
  ['number', 'Card number', 'cc-number', '1234 1234 1234 1234'],
  ['expiry', 'Expiration date', 'cc-exp', 'MM / YY'],
  ['cvc', 'Security code', 'cc-csc', 'CVC'],
  ['postal', 'Postal code (optional)', 'postal-code', ''],
];

let counter = 0;

export function buildCardForm(doc: Document): { root: HTMLElement; fields: Record<Key, Field> } {
  counter += 1;
  const root = doc.createElement('div');
  root.className = 'sx-payment';
  root.setAttribute('role', 'group');
  root.setAttribute('aria-label', 'Card details');
  const fields = {} as Record<Key, Field>;
  for (const [key, text, autocomplete, placeholder] of SPECS) {
    const id = `sx-${counter}-${key}`;
    const wrap = doc.createElement('div');
    wrap.className = key === 'number' || key === 'postal' ? 'sx-field sx-field--wide' : 'sx-field';
    const label = doc.createElement('label');
    label.className = 'sx-label';
    label.htmlFor = id;
    label.textContent = text;
    const input = doc.createElement('input');
    input.id = id;
    input.className = 'sx-input';
    input.type = 'text';
    input.name = `sx-${key}`;
    input.setAttribute('autocomplete', autocomplete);
    if (placeholder) input.placeholder = placeholder;
    input.inputMode = key === 'postal' ? 'text' : 'numeric';
    // Card numbers, dates and codes read left to right on a right-to-left page, as Stripe's do.
    if (key !== 'postal') input.dir = 'ltr';
    if (key === 'postal') input.maxLength = 10;
    input.spellcheck = false;
    const error = doc.createElement('div');
    error.className = 'sx-error';
    error.id = `${id}-error`;
    error.setAttribute('aria-live', 'polite');
    input.setAttribute('aria-describedby', error.id);
    input.setAttribute('aria-invalid', 'false');
    wrap.append(label, input, error);
    root.append(wrap);
    fields[key] = { key, wrap, label, input, error, touched: false, focused: false };
  }
  return { root, fields };
}

/** Re-formats an input's value, keeping the caret after the same number of digits. */
export function reformat(input: HTMLInputElement, format: (text: string) => string): void {
  const before = input.value;
  const caret = input.selectionStart ?? before.length;
  const next = format(before);
  if (next === before) return;
  input.value = next;
  if (caret >= before.length) return;
  const wanted = digitsOf(before.slice(0, caret)).length;
  let pos = 0;
  for (let seen = 0; pos < next.length && seen < wanted; pos += 1) {
    if (/\d/.test(next[pos])) seen += 1;
  }
  input.setSelectionRange(pos, pos);
}
