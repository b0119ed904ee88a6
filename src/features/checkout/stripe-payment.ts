/**
 * Stripe's Payment Element, for the payment stage, on the Stripe.js that stripe-script.ts finds on
 * the page or fetches when the buyer reaches payment.
 */
import type {
  Appearance,
  CustomFontSource,
  StripeElementLocale,
  StripeError,
} from '@stripe/stripe-js';
import { CODE_WAIT_MS, codeWithin, within } from '../../api/errors.js';
import { stripeScript } from './stripe-script.js';

export type ConfirmResult =
  | { ok: true; status: string }
  | { ok: false; error: Pick<StripeError, 'type' | 'code' | 'message' | 'decline_code'> };

export interface PaymentForm {
  /** confirmPayment with redirect 'if_required': 3D Secure runs in Stripe's own dialog. */
  confirm(): Promise<ConfirmResult>;
  /** A new Appearance (the brand or its scheme changed) restyles the mounted form. */
  restyle(appearance: Appearance | undefined): void;
  /** Puts the caret in the form (once Stripe says it is ready, as its docs require). */
  focus(): Promise<void>;
  /** Empties the form, for another card. */
  clear(): Promise<void>;
  destroy(): void;
}

export interface MountOptions {
  publishableKey: string;
  clientSecret: string;
  /** A light-DOM node: Stripe cannot mount inside a shadow root. */
  container: HTMLElement;
  /** How the form looks; a promise is awaited while Stripe.js loads. */
  look: FormLook | Promise<FormLook>;
  locale?: string;
  /** Where a redirect-only payment method would come back to. */
  returnUrl?: string;
}

/** The form's Appearance, and the brand's font files (Stripe's iframe sees no font of the page). */
export interface FormLook {
  appearance: Appearance;
  fonts?: CustomFontSource[];
}

/** Stripe's answer to a confirmation or a challenge: its error, or the PaymentIntent's status. */
function confirmResult(result: {
  error?: StripeError;
  paymentIntent?: { status: string };
}): ConfirmResult {
  if (result.error) return { ok: false, error: result.error };
  return { ok: true, status: result.paymentIntent?.status ?? 'processing' };
}

/**
 * Stripe.js for the key. One that cannot be fetched (offline, a blocker on js.stripe.com) or does
 * not come in time is the network fault it is (codeWithin): the flow says the card form did not
 * load, with Try again, rather than a form's placeholder for ever.
 */
async function stripeFor(publishableKey: string) {
  const Stripe = await codeWithin(stripeScript(), 'Stripe.js');
  return Stripe(publishableKey);
}

export async function mountPaymentForm(options: MountOptions): Promise<PaymentForm> {
  const [stripe, look] = await Promise.all([stripeFor(options.publishableKey), options.look]);
  const elements = stripe.elements({
    clientSecret: options.clientSecret,
    appearance: look.appearance,
    fonts: look.fonts,
    locale: (options.locale ?? 'auto') as StripeElementLocale,
  });
  const element = elements.create('payment');
  // Stripe: wait for 'ready' before calling focus, clear or blur.
  const ready = new Promise<void>((resolve) => element.on('ready', () => resolve()));
  element.mount(options.container);
  return {
    async confirm() {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: options.returnUrl ?? location.href },
      });
      return confirmResult(result);
    },
    restyle(appearance) {
      void elements.update({ appearance });
    },
    async focus() {
      await ready;
      element.focus();
    },
    async clear() {
      await ready;
      element.clear();
    },
    destroy() {
      element.destroy();
    },
  };
}

/**
 * The PaymentIntent's status (a resumed checkout asks before offering the form), or null: Stripe
 * unreachable, or no answer within CODE_WAIT_MS.
 */
export async function intentStatus(publishableKey: string, clientSecret: string) {
  try {
    const stripe = await stripeFor(publishableKey);
    const asked = stripe.retrievePaymentIntent(clientSecret);
    const result = await within(asked, CODE_WAIT_MS, 'Stripe');
    return result.paymentIntent?.status ?? null;
  } catch {
    return null;
  }
}

/** Shows again the 3D Secure challenge a reload interrupted, and reports how it ended. */
export async function completeNextAction(
  publishableKey: string,
  clientSecret: string,
): Promise<ConfirmResult> {
  const stripe = await stripeFor(publishableKey);
  return confirmResult(await stripe.handleNextAction({ clientSecret }));
}
