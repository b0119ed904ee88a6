/**
 * The Stripe.js stand-in served at /sandbox-assets/stripe.js: defines `window.Stripe` (only when
 * the page has none) with the subset Tessera uses, talking to the sandbox that served the script.
 * Because the widget uses a `window.Stripe` already on the page (src/features/checkout/
 * stripe-script.ts), its real Stripe code runs against it unchanged.
 */
import { withDeclaredFonts, type Appearance, type FontSource } from './appearance.js';
import { IntegrationError, StandInApi, type ApiResult } from './browser-api.js';
import { runChallenge } from './challenge-dialog.js';
import { PaymentElement, type PaymentElementOptions } from './payment-element.js';

interface ElementsOptions {
  clientSecret?: string;
  appearance?: Appearance;
  locale?: string;
  fonts?: FontSource[];
  loader?: string;
}

interface ConfirmPaymentOptions {
  elements?: Elements;
  clientSecret?: string;
  confirmParams?: {
    return_url?: string;
    payment_method_data?: { billing_details?: { address?: { postal_code?: string } } };
  };
  redirect?: 'if_required' | 'always';
}

/** The JSON root next to the script: ".../sandbox-assets/stripe.js" -> ".../__sandbox/stripe/". */
function apiBase(): URL {
  const current = document.currentScript;
  let src = current instanceof HTMLScriptElement ? current.src : '';
  if (!src) {
    const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'));
    src = scripts.find((s) => /\/sandbox-assets\/stripe\.js(\?|#|$)/.test(s.src))?.src ?? '';
  }
  return new URL('../__sandbox/stripe/', src || new URL('/sandbox-assets/', location.href));
}

class Elements {
  private element?: PaymentElement;
  private readonly updateHandlers = new Set<() => void>();

  constructor(private options: ElementsOptions) {}

  get clientSecret(): string | undefined {
    return this.options.clientSecret;
  }

  get paymentElement(): PaymentElement | undefined {
    return this.element;
  }

  create(type: string, options?: PaymentElementOptions): PaymentElement {
    if (type !== 'payment') {
      throw new IntegrationError(
        `The Stripe stand-in only provides the 'payment' Element, not '${type}'.`,
      );
    }
    if (this.element) throw new IntegrationError('Can only create one Element of type payment.');
    this.element = new PaymentElement(
      () => withDeclaredFonts(this.options.appearance, this.options.fonts),
      options,
    );
    return this.element;
  }

  getElement(type: string): PaymentElement | null {
    return type === 'payment' ? (this.element ?? null) : null;
  }

  /** Shallow merge, as Stripe documents; a new Appearance restyles the mounted form. */
  async update(options: ElementsOptions): Promise<void> {
    this.options = { ...this.options, ...options };
    this.element?.restyle();
    for (const handler of this.updateHandlers) handler();
  }

  on(name: 'update-end', handler: () => void): void {
    if (name === 'update-end') this.updateHandlers.add(handler);
  }

  async fetchUpdates(): Promise<Record<string, never>> {
    return {};
  }

  async submit() {
    const collected = this.requireElement('elements.submit()').collect();
    return collected.ok ? { selectedPaymentMethod: 'card' } : { error: collected.error };
  }

  requireElement(caller: string): PaymentElement {
    if (!this.element?.mounted) {
      throw new IntegrationError(
        `${caller}: the Payment Element must be created and mounted first.`,
      );
    }
    return this.element;
  }
}

function createStripe(publishableKey: unknown, base: URL) {
  if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
    throw new IntegrationError(
      `Invalid value for Stripe(): apiKey should be a publishable key (pk_...). You specified: ${String(publishableKey)}.`,
    );
  }
  const api = new StandInApi(base);

  /** Shows the challenge of an intent in requires_action and reports the buyer's answer. */
  async function settleAction(result: ApiResult, secret: string): Promise<ApiResult> {
    if (!('paymentIntent' in result) || result.paymentIntent.status !== 'requires_action') {
      return result;
    }
    const passed = await runChallenge(result.paymentIntent);
    return api.authenticate(secret, passed);
  }

  return {
    elements(options: ElementsOptions = {}) {
      return new Elements(options);
    },

    async confirmPayment(options: ConfirmPaymentOptions): Promise<ApiResult> {
      const { elements, confirmParams = {}, redirect = 'always' } = options ?? {};
      const secret = options?.clientSecret ?? elements?.clientSecret;
      if (!elements || !secret) {
        throw new IntegrationError(
          'stripe.confirmPayment(): pass `elements` created with a clientSecret (or a clientSecret too).',
        );
      }
      if (redirect !== 'if_required' && !confirmParams.return_url) {
        throw new IntegrationError(
          "stripe.confirmPayment(): `confirmParams.return_url` is required unless `redirect: 'if_required'`.",
        );
      }
      const collected = elements.requireElement('stripe.confirmPayment()').collect();
      if (!collected.ok) return { error: collected.error };
      const typed = confirmParams.payment_method_data?.billing_details?.address?.postal_code;
      const confirmed = await api.confirm(
        secret,
        collected.card,
        collected.postalCode ?? typed ?? null,
      );
      const result = await settleAction(confirmed, secret);
      if ('paymentIntent' in result && redirect === 'always' && confirmParams.return_url) {
        const target = new URL(confirmParams.return_url, location.href);
        target.searchParams.set('payment_intent', result.paymentIntent.id);
        target.searchParams.set('payment_intent_client_secret', secret);
        target.searchParams.set('redirect_status', 'succeeded');
        location.assign(target.href);
      }
      return result;
    },

    retrievePaymentIntent(clientSecret: string): Promise<ApiResult> {
      return api.retrieve(clientSecret);
    },

    async handleNextAction(options: { clientSecret: string }): Promise<ApiResult> {
      const secret = options?.clientSecret;
      return settleAction(await api.retrieve(secret), secret);
    },
  };
}

const host = window as unknown as { Stripe?: unknown };
if (host.Stripe === undefined) {
  // document.currentScript is only set while the script itself runs, so the base is read now.
  const base = apiBase();
  // Callable with or without `new`, like the real constructor.
  host.Stripe = function Stripe(publishableKey: unknown) {
    return createStripe(publishableKey, base);
  };
  // The release train of @stripe/stripe-js 10's types, the one the widget fetches.
  (host.Stripe as { version?: string }).version = 'endive';
}
