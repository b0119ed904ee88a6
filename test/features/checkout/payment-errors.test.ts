/** Stripe.js failures of confirmPayment mapped to doc 1's payment actions. */
import { expect } from '@open-wc/testing';
import { nothingCharged, stripeGuidance } from '../../../src/features/checkout/payment-errors.js';

type Failure = Parameters<typeof stripeGuidance>[0];
const decline: Failure = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};

describe('Stripe.js payment failures', () => {
  it('a declined card asks for another card and shows the provider description (1000)', () => {
    const g = stripeGuidance(decline);
    expect(g.actions[0]).to.equal('another-card');
    expect(g.detail).to.equal('Your card has insufficient funds.');
    expect(g.log).to.equal(false);
    expect(nothingCharged(decline)).to.equal(true);
  });

  it('a rate limit asks to wait (1001), a lost connection to check it (1004)', () => {
    expect(stripeGuidance({ type: 'rate_limit_error' }).actions).to.deep.equal(['wait']);
    expect(stripeGuidance({ type: 'api_connection_error' }).actions).to.deep.equal([
      'check-connection',
    ]);
  });

  it('a processing error asks to try again later, the card kept as an option (1005)', () => {
    const error: Failure = {
      type: 'card_error',
      code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    };
    const g = stripeGuidance(error);
    expect(g.title).to.equal('Payment temporarily unavailable');
    expect(g.actions).to.deep.equal(['retry', 'another-card']);
    expect(g.detail).to.contain('processing your card');
    expect(nothingCharged(error)).to.equal(true);
  });

  it("a provider failure asks to try later (1006) and is logged; it may have charged, so it is not 'nothing charged'", () => {
    const error: Failure = { type: 'api_error', message: 'Something went wrong on our end.' };
    const g = stripeGuidance(error);
    expect(g.actions).to.deep.equal(['retry']);
    expect(g.log).to.equal(true);
    expect(nothingCharged(error)).to.equal(false);
  });

  it('an authentication error asks to check the payment details (1003)', () => {
    expect(stripeGuidance({ type: 'authentication_error' }).actions).to.deep.equal([
      'check-details',
    ]);
  });

  it('an invalid request is logged and shown generically (1002)', () => {
    const g = stripeGuidance({ type: 'invalid_request_error', message: 'No such payment_intent' });
    expect(g.log).to.equal(true);
    expect(g.message).not.to.contain('payment_intent');
    expect(g.actions).to.deep.equal(['retry']);
  });

  it('a failed 3D Secure challenge asks for another try or card, nothing charged', () => {
    const error: Failure = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
    };
    expect(stripeGuidance(error).title).to.equal('Your bank did not confirm the payment');
    expect(nothingCharged(error)).to.equal(true);
  });

  it("the form's own validation asks to check the details, with Stripe's message", () => {
    const g = stripeGuidance({
      type: 'validation_error',
      message: 'Your card number is incomplete.',
    });
    expect(g.actions).to.deep.equal(['check-details']);
    expect(g.message).to.equal('Your card number is incomplete.');
  });
});
