/**
 * Stripe's Payment Element, loaded only when the buyer reaches payment: `@stripe/stripe-js/pure`
 * is imported dynamically (its main entry would inject Stripe's script on import), and
 * `loadStripe` returns a `window.Stripe` already on the page without any request.
 */
import type { Appearance, StripeElementLocale, StripeError } from '@stripe/stripe-js';

export type ConfirmResult =
  | { ok: true; status: string }
  | { ok: false; error: Pick<StripeError, 'type' | 'code' | 'message' | 'decline_code'> };

export interface PaymentForm {
  /** confirmPayment with redirect 'if_required': 3D Secure runs in Stripe's own dialog. */
  confirm(): Promise<ConfirmResult>;
  destroy(): void;
}

export interface MountOptions {
  publishableKey: string;
  clientSecret: string;
  /** A light-DOM node: Stripe cannot mount inside a shadow root. */
  container: HTMLElement;
  appearance?: Appearance;
  locale?: string;
  /** Where a redirect-only payment method would come back to. */
  returnUrl?: string;
}

export async function mountPaymentForm(options: MountOptions): Promise<PaymentForm> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(options.publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available on this page.');
  const elements = stripe.elements({
    clientSecret: options.clientSecret,
    appearance: options.appearance,
    locale: (options.locale ?? 'auto') as StripeElementLocale,
  });
  const element = elements.create('payment');
  element.mount(options.container);
  return {
    async confirm() {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: options.returnUrl ?? location.href },
      });
      if (result.error) return { ok: false, error: result.error };
      return { ok: true, status: result.paymentIntent?.status ?? 'processing' };
    },
    destroy() {
      element.destroy();
    },
  };
}
