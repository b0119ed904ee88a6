/**
 * The stand-in's Payment Element: a plain card form rendered into the mount node (light DOM, as
 * Stripe's iframe host is), with labelled inputs, Stripe's inline validation messages and 'change'
 * events, wearing the Appearance the page passed to elements().
 */
import {
  applyRules,
  applyVariables,
  ensureStyles,
  ruleDeclarations,
  type Appearance,
} from './appearance.js';
import { IntegrationError, type CardDetails } from './browser-api.js';
import { buildCardForm, reformat, type Field, type Key } from './card-form.js';
import {
  digitsOf,
  formatExpiry,
  formatNumber,
  cvcLength,
  numberLength,
  validateCvc,
  validateExpiry,
  validateNumber,
  type CardValidationError,
} from './cards.js';

export interface PaymentElementOptions {
  readOnly?: boolean;
  fields?: { billingDetails?: 'never' | 'auto' | { address?: 'never' | 'auto' | AddressFields } };
}
type AddressFields = { postalCode?: 'never' | 'auto' };

export interface ChangeEvent {
  elementType: 'payment';
  empty: boolean;
  complete: boolean;
  collapsed: false;
  value: { type: 'card' };
  error?: { type: 'validation_error'; code: string; message: string };
}
export type ElementEventName = 'change' | 'ready' | 'focus' | 'blur';
type Handler = (event: ChangeEvent | { elementType: 'payment' }) => void;

export type Collected =
  | { ok: true; card: CardDetails; postalCode: string | null }
  | { ok: false; error: CardValidationError };

export class PaymentElement {
  private readonly handlers = new Map<ElementEventName, Set<Handler>>();
  private readonly rulesSet = new WeakMap<HTMLElement, string[]>();
  private root?: HTMLElement;
  private fields = {} as Record<Key, Field>;
  private container?: HTMLElement;
  private destroyed = false;
  private hasFocus = false;

  constructor(
    private readonly appearance: () => Appearance | undefined,
    private options: PaymentElementOptions = {},
  ) {}

  get mounted(): boolean {
    return this.container !== undefined;
  }

  mount(target: string | HTMLElement): void {
    if (this.destroyed) throw new IntegrationError('This Element has already been destroyed.');
    if (this.container) throw new IntegrationError('This Element is already mounted.');
    const node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!(node instanceof HTMLElement)) {
      throw new IntegrationError(`The selector you specified (${String(target)}) matches nothing.`);
    }
    // The real Payment Element refuses shadow roots; failing the same way keeps widget bugs visible.
    if (node.getRootNode() instanceof ShadowRoot) {
      throw new IntegrationError(
        'Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.',
      );
    }
    ensureStyles(node.ownerDocument);
    this.root ??= this.build(node.ownerDocument);
    node.append(this.root);
    this.container = node;
    this.applyOptions();
    this.restyle();
    setTimeout(() => this.emit('ready', { elementType: 'payment' }), 0);
  }

  unmount(): void {
    this.root?.remove();
    this.container = undefined;
  }

  destroy(): void {
    this.unmount();
    this.destroyed = true;
    this.handlers.clear();
  }

  on(name: ElementEventName, handler: Handler): this {
    if (!this.handlers.has(name)) this.handlers.set(name, new Set());
    this.handlers.get(name)?.add(handler);
    return this;
  }

  once(name: ElementEventName, handler: Handler): this {
    const wrapper: Handler = (event) => {
      this.off(name, wrapper);
      handler(event);
    };
    return this.on(name, wrapper);
  }

  off(name: ElementEventName, handler?: Handler): this {
    if (handler) this.handlers.get(name)?.delete(handler);
    else this.handlers.delete(name);
    return this;
  }

  update(options: PaymentElementOptions): void {
    this.options = { ...this.options, ...options };
    this.applyOptions();
  }

  focus(): void {
    this.fields.number?.input.focus();
  }

  blur(): void {
    for (const f of Object.values(this.fields)) if (f.focused) f.input.blur();
  }

  clear(): void {
    for (const f of Object.values(this.fields)) {
      f.input.value = '';
      f.touched = false;
    }
    this.refresh();
  }

  /** Re-reads the Appearance (elements.update). */
  restyle(): void {
    const root = this.root;
    if (!root) return;
    const appearance = this.appearance();
    applyVariables(root, appearance);
    const label = ruleDeclarations(appearance, '.Label');
    const error = ruleDeclarations(appearance, '.Error');
    for (const f of Object.values(this.fields)) {
      this.setRules(f.label, label);
      this.setRules(f.error, error);
      this.setRules(f.input, [
        ...ruleDeclarations(appearance, '.Input'),
        ...(f.shown ? ruleDeclarations(appearance, '.Input--invalid') : []),
        ...(f.focused ? ruleDeclarations(appearance, '.Input:focus') : []),
      ]);
    }
  }

  /** Validates every field and shows every message (confirmPayment, elements.submit). */
  collect(): Collected {
    for (const f of Object.values(this.fields)) f.touched = true;
    this.refresh();
    const first = (['number', 'expiry', 'cvc'] as const)
      .map((k) => this.fields[k])
      .find((f) => f.shown);
    if (first?.shown) {
      first.input.focus();
      return { ok: false, error: first.shown };
    }
    const expiry = digitsOf(this.fields.expiry.input.value);
    const postal = this.fields.postal.input.value.trim();
    return {
      ok: true,
      card: {
        number: digitsOf(this.fields.number.input.value),
        exp_month: Number(expiry.slice(0, 2)),
        exp_year: 2000 + Number(expiry.slice(2, 4)),
        cvc: digitsOf(this.fields.cvc.input.value),
      },
      postalCode: this.fields.postal.wrap.hidden || postal === '' ? null : postal,
    };
  }

  private build(doc: Document): HTMLElement {
    const { root, fields } = buildCardForm(doc);
    this.fields = fields;
    root.addEventListener('focusin', (e) => this.onFocusChange(e));
    root.addEventListener('focusout', (e) => this.onFocusChange(e));
    for (const field of Object.values(fields)) {
      field.input.addEventListener('input', () => this.onInput(field));
      field.input.addEventListener('focus', () => this.onFocus(field, true));
      field.input.addEventListener('blur', () => this.onFocus(field, false));
    }
    return root;
  }

  private applyOptions(): void {
    const readOnly = this.options.readOnly === true;
    for (const f of Object.values(this.fields)) f.input.readOnly = readOnly;
    const billing = this.options.fields?.billingDetails;
    const address = typeof billing === 'object' ? billing.address : billing;
    const postal = typeof address === 'object' ? address.postalCode : address;
    if (this.fields.postal) this.fields.postal.wrap.hidden = postal === 'never';
  }

  private onInput(field: Field): void {
    const input = field.input;
    if (field.key === 'number') reformat(input, formatNumber);
    if (field.key === 'expiry') reformat(input, formatExpiry);
    if (field.key === 'cvc') {
      input.value = digitsOf(input.value).slice(
        0,
        cvcLength(digitsOf(this.fields.number.input.value)),
      );
    }
    this.refresh();
    this.advance(field);
  }

  /** Like Stripe, moves on once a field is complete and valid, if the caret is at its end. */
  private advance(field: Field): void {
    const input = field.input;
    if (field.shown || input.selectionStart !== input.value.length) return;
    const digits = digitsOf(input.value);
    if (field.key === 'number' && digits.length === numberLength(digits))
      this.fields.expiry.input.focus();
    if (field.key === 'expiry' && digits.length === 4) this.fields.cvc.input.focus();
  }

  private onFocus(field: Field, focused: boolean): void {
    field.focused = focused;
    if (!focused && field.input.value !== '') field.touched = true;
    if (focused) this.restyle();
    else this.refresh();
  }

  /** 'focus' and 'blur' are the element's: moving between its own inputs is neither. */
  private onFocusChange(event: FocusEvent): void {
    const inside = event.type === 'focusin' || this.root?.contains(event.relatedTarget as Node);
    if (inside === this.hasFocus) return;
    this.hasFocus = inside === true;
    this.emit(this.hasFocus ? 'focus' : 'blur', { elementType: 'payment' });
  }

  private errorOf(key: Key): CardValidationError | undefined {
    const value = this.fields[key].input.value;
    if (key === 'number') return validateNumber(value);
    if (key === 'expiry') return validateExpiry(value, new Date());
    if (key === 'cvc') return validateCvc(value, this.fields.number.input.value);
    return undefined;
  }

  /** Shows each field's message once it was left (or is wrong already, not just unfinished). */
  private refresh(): void {
    let complete = true;
    for (const f of Object.values(this.fields)) {
      const e = this.errorOf(f.key);
      if (e) complete = false;
      const show = e && (f.touched || !e.code.startsWith('incomplete')) ? e : undefined;
      f.shown = show;
      f.error.textContent = show?.message ?? '';
      f.input.setAttribute('aria-invalid', show ? 'true' : 'false');
    }
    this.restyle();
    const shown = Object.values(this.fields).find((f) => f.shown)?.shown;
    const event: ChangeEvent = {
      elementType: 'payment',
      empty: Object.values(this.fields).every((f) => f.input.value === ''),
      complete,
      collapsed: false,
      value: { type: 'card' },
    };
    if (shown) event.error = { type: 'validation_error', code: shown.code, message: shown.message };
    this.emit('change', event);
  }

  private setRules(node: HTMLElement, declarations: Array<[string, string]>): void {
    this.rulesSet.set(node, applyRules(node, declarations, this.rulesSet.get(node) ?? []));
  }

  private emit(name: ElementEventName, event: ChangeEvent | { elementType: 'payment' }): void {
    for (const handler of [...(this.handlers.get(name) ?? [])]) {
      try {
        handler(event);
      } catch (error) {
        // A page handler's bug is reported without breaking the form (as with Stripe's iframe).
        setTimeout(() => {
          throw error;
        });
      }
    }
  }
}
