/**
 * Stripe's Payment Element for one client secret, in a light-DOM node slotted into the checkout
 * (Stripe refuses any shadow root). The widget's root may take the node into its own children
 * by cancelling `tessera-payment-mount`; otherwise it becomes a child of the checkout element.
 */
import {
  mountPaymentForm,
  type ConfirmResult,
  type FormLook,
  type MountOptions,
  type PaymentForm,
} from './stripe-payment.js';
import { emit } from '../../events.js';

export class CardPayment {
  private form?: PaymentForm;
  private node?: HTMLElement;

  get ready(): boolean {
    return this.form !== undefined;
  }

  /** Mounts the form once; later calls keep the mounted one (same client secret). */
  async mount(host: HTMLElement, options: Omit<MountOptions, 'container'>): Promise<void> {
    if (this.form) return;
    if (!this.node) {
      this.node = Object.assign(document.createElement('div'), { slot: 'payment' });
      this.node.addEventListener('focusin', (e) => keepClearOfBar(host, e.target as Element));
    }
    const kept = !emit(host, 'tessera-payment-mount', this.node, { cancelable: true });
    if (!kept) host.append(this.node);
    this.form = await mountPaymentForm({ ...options, container: this.node });
  }

  confirm(): Promise<ConfirmResult> {
    if (!this.form) throw new Error('The payment form is not mounted.');
    return this.form.confirm();
  }

  /** The caret in the card form; nothing when none is mounted. */
  async focus(): Promise<void> {
    await this.form?.focus();
  }

  /** The card form emptied, for another card. */
  async clear(): Promise<void> {
    await this.form?.clear();
  }

  /** The card form emptied and focused, for another card. */
  async another(): Promise<void> {
    await this.clear();
    await this.focus();
  }

  restyle(appearance: FormLook['appearance']): void {
    this.form?.restyle(appearance);
  }

  destroy(): void {
    this.form?.destroy();
    this.node?.remove();
    this.form = this.node = undefined;
  }
}

/**
 * A card field focused under the step's sticky bar on a phone (Pay and the total): scrolled to
 * the middle of the screen, once the browser's own scroll into view is done. The form is not
 * the widget's (Stripe's, in the page's DOM), so the scroll margin of the step's own fields
 * (checkout-step.styles.ts) cannot reach it.
 */
function keepClearOfBar(host: HTMLElement, field: Element): void {
  requestAnimationFrame(() => {
    const bar = host.shadowRoot?.querySelector('.next-bar');
    if (!bar || !field.isConnected) return;
    const top = bar.getBoundingClientRect().top;
    const box = field.getBoundingClientRect();
    if (box.bottom > top && box.top < bar.getBoundingClientRect().bottom) {
      field.scrollIntoView({ block: 'center' });
    }
  });
}
