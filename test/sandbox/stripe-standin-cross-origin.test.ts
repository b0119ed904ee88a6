// A widget on one origin using the stand-in served by a sandbox on another: the script finds its
// API next to its own URL, and the sandbox answers CORS. The test page's origin is "localhost:N";
// the same dev server is reached as "127.0.0.1:N", which the browser treats as another origin.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { StripeConstructor } from '@stripe/stripe-js';

const other = new URL(location.href);
other.hostname = location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
const sandboxOrigin = other.origin;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

describe('Stripe.js stand-in from another origin', () => {
  it('sends its calls to the origin that served the script and pays with 4242', async () => {
    expect(sandboxOrigin).not.to.equal(location.origin);
    await loadScript(`${sandboxOrigin}/sandbox-assets/stripe.js`);
    const made = await fetch(`${sandboxOrigin}/__sandbox/stripe/intents`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 700, currency: 'usd' }),
    });
    const intent = (await made.json()) as { client_secret: string };

    const stripe = (window as unknown as { Stripe: StripeConstructor }).Stripe('pk_test_sandbox');
    const elements = stripe.elements({ clientSecret: intent.client_secret });
    const element = elements.create('payment');
    const node = await fixture<HTMLElement>(html`<div></div>`);
    element.mount(node);
    node.querySelector<HTMLInputElement>('input[autocomplete="cc-number"]')!.focus();
    const yy = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    // One stream of keys: the form moves from field to field as each one is complete.
    await sendKeys({ type: `4242424242424242${'12'}${yy}${'123'}` });

    const result = await stripe.confirmPayment({ elements, redirect: 'if_required' });
    expect(result.error).to.equal(undefined);
    expect(result.paymentIntent?.status).to.equal('requires_capture');
    const calls = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.includes('/confirm'));
    expect(calls).to.have.length(1);
    expect(new URL(calls[0]).origin).to.equal(sandboxOrigin);
  });
});
