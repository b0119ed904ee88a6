/** Stripe.js failures of confirmPayment and the API's payment errors mapped to doc 1's actions. */
import { expect } from '@open-wc/testing';
import { parseErrorResponse } from '../../../src/api/error-body.js';
import { reportError } from '../../../src/components/checkout-guidance.js';
import {
  forSavedMethod,
  nothingCharged,
  stripeGuidance,
} from '../../../src/features/checkout/payment-errors.js';
import { guidanceFor, loadCodeWords } from '../../../src/state/rules/guidance.js';

// The words of doc 1's codes are a chunk of their own, which the client loads before a refusal
// reaches a step; these errors are made here, so the words are loaded first.
before(() => loadCodeWords());

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

  it('a declined card tells the buyer to use another card, and says nothing was charged', () => {
    const g = stripeGuidance(decline);
    expect(g.title).to.equal('Card not accepted');
    expect(g.message).to.contain('Nothing was charged');
    expect(g.message).to.contain('Use another card');
  });

  it('a card detail the bank found wrong asks to check the details, another card offered too', () => {
    for (const error of [
      {
        type: 'card_error',
        code: 'incorrect_cvc',
        message: "Your card's security code is incorrect.",
      },
      { type: 'card_error', code: 'card_declined', decline_code: 'incorrect_number' },
      { type: 'card_error', code: 'incorrect_zip' },
    ] as Failure[]) {
      const g = stripeGuidance(error);
      expect(g.title, error.code).to.equal('Check your card details');
      expect(g.actions).to.deep.equal(['check-details', 'another-card']);
      expect(g.message).to.contain('nothing was charged');
      expect(g.detail).to.equal(error.message ?? null);
      expect(nothingCharged(error)).to.equal(true);
    }
    // An expired card, lost or stolen: the details are right, the card cannot pay.
    for (const code of ['expired_card', 'lost_card']) {
      const g = stripeGuidance({ type: 'card_error', code: 'card_declined', decline_code: code });
      expect(g.actions, code).to.deep.equal(['another-card']);
    }
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

  it('a failure of no type Stripe documents is not a decline: try again, logged', () => {
    const g = stripeGuidance({ message: 'Service Unavailable' } as Failure);
    expect(g.actions).to.deep.equal(['retry']);
    expect(g.title).not.to.equal('Card not accepted');
    expect(g.log).to.equal(true);
    expect(nothingCharged({ message: 'Service Unavailable' } as Failure)).to.equal(false);
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

/** Format 4: what the API answers when the payment provider refuses. */
const paymentError = (code: number | string, description = 'Your card has insufficient funds.') =>
  parseErrorResponse(402, '', JSON.stringify({ title: 'Payment failed', description, code }));

/** console.warn's calls while `run` runs. */
function warnings(run: () => void): unknown[][] {
  const calls: unknown[][] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void calls.push(args);
  try {
    run();
  } finally {
    console.warn = original;
  }
  return calls;
}

describe('API payment errors as the checkout reports them', () => {
  it('1007 logs the whole response as received, and shows a generic message', () => {
    const raw = '{"title":"Payment failed","description":"unparsable: <xml/>","code":"1007"}';
    const error = parseErrorResponse(402, '', raw);
    let shown: ReturnType<typeof reportError> | undefined;
    const logged = warnings(
      () => (shown = reportError(document.createElement('div'), error, 'checkout')),
    );
    expect(logged).to.have.length(1);
    expect(logged[0]).to.include(raw);
    expect(shown!.message).not.to.contain('unparsable');
  });

  it('1002 is logged too; 1003 is not', () => {
    const target = document.createElement('div');
    expect(warnings(() => reportError(target, paymentError(1002), 'checkout'))).to.have.length(1);
    expect(warnings(() => reportError(target, paymentError('1003'), 'checkout'))).to.have.length(0);
  });
});

describe('a saved payment method has no card form', () => {
  it('a refused saved method offers a new booking, keeping the provider description', () => {
    for (const code of [1000, 'insufficient_funds', '1003']) {
      const g = forSavedMethod(guidanceFor(paymentError(code), 'checkout'));
      expect(g.actions).to.deep.equal(['new-booking']);
      expect(g.title).to.equal('Your saved payment method was not accepted');
      expect(g.message).to.contain('contact customer support');
    }
    const declined = forSavedMethod(guidanceFor(paymentError('insufficient_funds'), 'checkout'));
    expect(declined.detail).to.equal('Your card has insufficient funds.');
  });

  it('an error that allows a retry keeps it, without the card actions', () => {
    const wait = forSavedMethod(guidanceFor(paymentError(1001), 'checkout'));
    expect([wait.actions, wait.title]).to.deep.equal([['wait', 'retry'], 'Too many attempts']);
    expect(forSavedMethod(guidanceFor(paymentError(1004), 'checkout')).actions).to.deep.equal([
      'check-connection',
      'retry',
    ]);
    expect(forSavedMethod(guidanceFor(paymentError('1006'), 'checkout')).actions).to.deep.equal([
      'retry',
    ]);
  });
});
