/**
 * What the buyer reads when Stripe.js refuses a payment (confirmPayment's `error`). Anything but
 * a validation error of the form means "try another card" (doc 1: a denied card or a failed
 * challenge leaves the payment waiting for a new payment method, same client secret).
 */
import { msg } from '@lit/localize';
import type { Guidance } from '../../state/rules/guidance.js';
import type { ConfirmResult } from './stripe-payment.js';

type StripeFailure = Extract<ConfirmResult, { ok: false }>['error'];

const base = { reference: null, fieldErrors: {}, keepsSelection: true, log: false };

export function stripeGuidance(error: StripeFailure): Guidance {
  if (error.type === 'validation_error') {
    return {
      ...base,
      title: msg('Check your card details'),
      message: error.message ?? msg('Some card details are missing or not valid.'),
      actions: ['check-details'],
      detail: null,
    };
  }
  if (error.code === 'payment_intent_authentication_failure') {
    return {
      ...base,
      title: msg('Your bank did not confirm the payment'),
      message: msg(
        'The security check was not completed, so nothing was charged. Try again, or use another card.',
      ),
      actions: ['another-card'],
      detail: null,
    };
  }
  if (error.type === 'api_connection_error') {
    return {
      ...base,
      title: msg('Connection problem'),
      message: msg(
        'The payment service could not be reached. Check your connection and try again.',
      ),
      actions: ['check-connection'],
      detail: null,
    };
  }
  if (error.type === 'rate_limit_error') {
    return {
      ...base,
      title: msg('Too many attempts'),
      message: msg('Please wait a minute, then try again.'),
      actions: ['wait'],
      detail: null,
    };
  }
  return {
    ...base,
    title: msg('Card not accepted'),
    message: msg('Nothing was charged. Use another card to complete your booking.'),
    actions: ['another-card'],
    detail: error.message ?? null,
    log: error.type !== 'card_error',
  };
}

/**
 * Stripe answered and the intent waits for a new payment method (a declined card, a failed
 * challenge), or nothing was sent at all (the form's own validation): offering the form again
 * cannot confirm a payment twice.
 */
export function nothingCharged(error: StripeFailure): boolean {
  return (
    error.type === 'validation_error' ||
    error.type === 'card_error' ||
    error.code === 'payment_intent_authentication_failure'
  );
}
