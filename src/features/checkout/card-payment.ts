/**
 * Stripe's Payment Element for one client secret, in a light-DOM node slotted into the checkout
 * (Stripe refuses any shadow root). The widget's root may take the node into its own children
 * by cancelling `tessera-payment-mount`; otherwise it becomes a child of the checkout element.
 */
import {
  mountPaymentForm,
  type ConfirmResult,
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
    this.node ??= Object.assign(document.createElement('div'), { slot: 'payment' });
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

  /** The card form emptied and focused, for another card. */
  async another(): Promise<void> {
    await this.form?.clear();
    await this.focus();
  }

  restyle(appearance: MountOptions['appearance']): void {
    this.form?.restyle(appearance);
  }

  destroy(): void {
    this.form?.destroy();
    this.node?.remove();
    this.form = this.node = undefined;
  }
}
