import { expect } from '@open-wc/testing';
import { afterStripe, resumeStep } from '../../../src/features/checkout/resume.js';

describe('where a resumed checkout goes', () => {
  it('a PAID transaction shows the confirmation, sent or not', () => {
    expect(resumeStep('PAID', false)).to.equal('paid');
    expect(resumeStep('PAID', true)).to.equal('paid');
  });

  it('a refunded transaction shows the refund, never the confirmation or the card form', () => {
    expect(resumeStep('REFUNDED', true)).to.equal('refunded');
    expect(resumeStep('PARTIAL_REFUNDED', false)).to.equal('refunded');
  });

  it('a PENDING transaction is polled', () => {
    expect(resumeStep('PENDING', true)).to.equal('poll');
  });

  it('SUSPENDED reopens the card form (doc 1: the buyer may enter a card again)', () => {
    expect(resumeStep('SUSPENDED', false)).to.equal('pay');
  });

  it('SUSPENDED from an earlier card, with a later confirmation sent, asks Stripe first', () => {
    // The later card may have been charged while the transaction still shows the old refusal.
    expect(resumeStep('SUSPENDED', true)).to.equal('ask-stripe');
  });

  it('FAILED is final (doc 1: could not be completed, no next action): never the card form', () => {
    expect(resumeStep('FAILED', true)).to.equal('failed');
    expect(resumeStep('FAILED', false)).to.equal('failed');
  });

  it('ADDED reopens the form only when no confirmation was sent; otherwise Stripe is asked', () => {
    expect(resumeStep('ADDED', false)).to.equal('pay');
    expect(resumeStep('ADDED', true)).to.equal('ask-stripe');
  });

  it('an unreadable transaction after a confirmation is polled, never paid again', () => {
    expect(resumeStep(null, true)).to.equal('poll');
    expect(resumeStep(null, false)).to.equal('ask-stripe');
  });

  it("Stripe's intent status: only requires_payment_method offers the form again", () => {
    expect(afterStripe('requires_payment_method')).to.equal('pay');
    expect(afterStripe('requires_action')).to.equal('challenge');
    expect(afterStripe('requires_capture')).to.equal('poll');
    expect(afterStripe('processing')).to.equal('poll');
    expect(afterStripe(null)).to.equal('poll');
  });
});
