/**
 * Stripe.js on the page, fetched only when the buyer reaches payment. A `window.Stripe` already on
 * the page (the host's own script tag, or the sandbox's stand-in) is used without any request; a
 * Stripe.js script tag of the host's still loading is waited for rather than added twice;
 * otherwise the release train `@stripe/stripe-js`'s types describe is added to the page. A fetch
 * that failed is forgotten, so Try again asks again. Written here rather than taken from
 * `@stripe/stripe-js/pure`, whose loader was 1.06 KB of a booking for these few lines (README,
 * Decisions); the package still gives the types.
 */
import type { ReleaseTrain, StripeConstructor } from '@stripe/stripe-js';

/** Typed as the package's train: a package update that moves to another train fails the build. */
const RELEASE: ReleaseTrain = 'endive';
const ORIGIN = 'https://js.stripe.com/';
export const STRIPE_JS_URL = `${ORIGIN}${RELEASE}/stripe.js`;

let loading: Promise<StripeConstructor> | null = null;

/** The Stripe constructor, once Stripe.js has run; rejects when its script fails to load. */
export function stripeScript(): Promise<StripeConstructor> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise<StripeConstructor>((resolve, reject) => {
    const tag =
      document.querySelector<HTMLScriptElement>(`script[src^="${ORIGIN}"]`) ??
      document.head.appendChild(
        Object.assign(document.createElement('script'), { src: STRIPE_JS_URL }),
      );
    tag.addEventListener('load', () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js is not available.')),
    );
    tag.addEventListener('error', () => {
      tag.remove();
      reject(new Error('Stripe.js could not be fetched.'));
    });
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
