/** How the widget finds or fetches Stripe.js: the page's own first, one script tag, Try again. */
import { expect } from '@open-wc/testing';
import type { StripeConstructor } from '@stripe/stripe-js';
import { STRIPE_JS_URL, stripeScript } from '../../../src/features/checkout/stripe-script.js';

const stripeTags = () => [...document.querySelectorAll('script[src^="https://js.stripe.com/"]')];
const fake = (() => ({})) as unknown as StripeConstructor;

afterEach(() => {
  delete window.Stripe;
  for (const tag of stripeTags()) tag.remove();
});

// The loader keeps what it loaded, so the tests run in this order: the page's own Stripe, a
// failed fetch (which it forgets), then a host's tag that loads.
describe('stripeScript', () => {
  it('uses a window.Stripe already on the page, without adding a script', async () => {
    window.Stripe = fake;
    expect(await stripeScript()).to.equal(fake);
    expect(stripeTags()).to.have.length(0);
  });

  it('adds the release train of its types; a failed fetch rejects, takes its tag away, and the next call asks again', async () => {
    const first = stripeScript();
    const tag = document.querySelector(`script[src="${STRIPE_JS_URL}"]`);
    expect(STRIPE_JS_URL).to.equal('https://js.stripe.com/endive/stripe.js');
    expect(tag, 'a script tag for Stripe.js').to.not.equal(null);
    tag!.dispatchEvent(new Event('error'));
    const error = await first.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).to.be.instanceOf(Error);
    expect(tag!.isConnected, 'the failed tag is taken away').to.equal(false);

    const again = stripeScript();
    const retry = document.querySelector(`script[src="${STRIPE_JS_URL}"]`);
    expect(retry, 'Try again adds a new tag').to.not.equal(null);
    expect(retry, 'a new tag, not the failed one').to.not.equal(tag);
    retry!.dispatchEvent(new Event('error'));
    await again.catch(() => undefined);
  });

  it("waits for the host page's own Stripe.js tag instead of adding a second one", async () => {
    // A tag of the host's that is still loading (text/plain: nothing is fetched in the test).
    const host = Object.assign(document.createElement('script'), {
      type: 'text/plain',
      src: 'https://js.stripe.com/v3/',
    });
    document.head.append(host);
    const loaded = stripeScript();
    expect(stripeTags()).to.deep.equal([host]);
    window.Stripe = fake;
    host.dispatchEvent(new Event('load'));
    expect(await loaded).to.equal(fake);
  });
});
