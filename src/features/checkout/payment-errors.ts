/**
 * What the buyer reads when Stripe.js refuses a payment (confirmPayment's `error`) or the
 * transaction is SUSPENDED, with doc 1's payment actions: a declined card asks for another card
 * (doc 1: a denied card or a failed challenge leaves the payment waiting for a new payment method,
 * same client secret), a card detail the bank found wrong to check the details, a connection
 * problem to check it, a rate limit to wait, a provider failure to try later.
 */
import { msg } from '@lit/localize';
import {
  businessCopy,
  RETRY_ACTIONS,
  type Guidance,
  type GuidanceAction,
} from '../../state/rules/guidance.js';
import { failureCopy } from '../../state/rules/error-copy.js';
import type { ConfirmResult } from './stripe-payment.js';

type StripeFailure = Extract<ConfirmResult, { ok: false }>['error'];

/** A payment refusal worded here: no provider detail unless it says, no reference, no fields. */
const base = { detail: null, reference: null, fieldErrors: {}, keepsSelection: true, log: false };

/** A SUSPENDED transaction: nothing was charged, and doc 1 lets the same card form retry. */
export function suspendedGuidance(): Guidance {
  return {
    ...base,
    title: msg('Your card needs another try'),
    message: msg(
      'The payment was not completed and nothing was charged. Enter your card again or use another card.',
    ),
    actions: ['another-card'],
  };
}

/** Stripe's card form could not be fetched, or not in time: nothing was charged; try again. */
export function cardFormGuidance(): Guidance {
  return {
    ...base,
    title: msg('The card form did not load'),
    message: msg(
      'Nothing was charged. Check your internet connection, and if you use an ad blocker, allow Stripe on this page. Then try again.',
    ),
    actions: ['retry'],
  };
}

/**
 * The words of doc 1's payment code that a Stripe.js failure is (1001 to 1005), so a failure reads
 * the same whether the provider or the API reports it.
 */
function paymentWords(code: 1001 | 1002 | 1003 | 1004 | 1005): Pick<Guidance, 'title' | 'message'> {
  const copy = businessCopy(code, 'payment');
  if (copy) return { title: copy.title, message: copy.message };
  // The codes' words did not load (the widget's host unreachable): the generic failure's.
  const { heading, message } = failureCopy('unknown', true);
  return { title: heading, message };
}

/** Doc 1's "try later" (codes 1005, 1006). */
function tryLater(): Guidance {
  return { ...base, ...paymentWords(1005), actions: ['retry'] };
}

export function stripeGuidance(error: StripeFailure): Guidance {
  if (error.type === 'validation_error') {
    return {
      ...base,
      title: msg('Check your card details'),
      message: error.message ?? msg('Some card details are missing or not valid.'),
      actions: ['check-details'],
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
    };
  }
  if (error.type === 'api_connection_error') {
    return { ...base, ...paymentWords(1004), actions: ['check-connection'] };
  }
  if (error.type === 'rate_limit_error') {
    return { ...base, ...paymentWords(1001), actions: ['wait'] };
  }
  // Doc 1's payment actions (1002 to 1006) for the failures Stripe.js reports by type, in the
  // words the API's own payment errors use.
  if (error.type === 'card_error' && error.code === 'processing_error') {
    return { ...tryLater(), actions: ['retry', 'another-card'], detail: error.message ?? null };
  }
  if (error.type === 'api_error') return { ...tryLater(), log: true };
  if (error.type === 'card_error' && detailsRefused(error)) {
    return {
      ...base,
      title: msg('Check your card details'),
      message: msg(
        'Your bank did not accept these card details, so nothing was charged. Check the card number, expiry date and security code, then pay again, or use another card.',
      ),
      actions: ['check-details', 'another-card'],
      detail: error.message ?? null,
    };
  }
  if (error.type === 'authentication_error') {
    return { ...base, ...paymentWords(1003), actions: ['check-details'], log: true };
  }
  if (error.type === 'invalid_request_error' || error.type === 'idempotency_error') {
    return { ...base, ...paymentWords(1002), actions: ['retry'], log: true };
  }
  // A failure of no type Stripe documents (a proxy's 503 on the way): not the card's fault, so
  // never "use another card" (which empties the form); it is logged, and may be tried again.
  if (error.type !== 'card_error') return { ...tryLater(), log: true };
  return {
    ...base,
    title: msg('Card not accepted'),
    message: msg('Nothing was charged. Use another card to complete your booking.'),
    actions: ['another-card'],
    detail: error.message ?? null,
  };
}

/**
 * Stripe's decline codes whose next step is "re-enter the card information" (a wrong number,
 * security code, expiry or postal code), not another card.
 */
const DETAILS_DECLINES = new Set([
  'incorrect_cvc',
  'incorrect_number',
  'incorrect_zip',
  'invalid_cvc',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_number',
]);

function detailsRefused(error: StripeFailure): boolean {
  return [error.decline_code, error.code].some((c) => c !== undefined && DETAILS_DECLINES.has(c));
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

/**
 * Actions done in the card form itself (after a refusal), which a saved payment method does not
 * have.
 */
export const CARD_FORM_ACTIONS: ReadonlySet<GuidanceAction> = new Set([
  'another-card',
  'check-details',
]);

/**
 * A saved payment method (POST reservations/confirm) has no card form, so "use another card" or
 * "check the card details" cannot be done here. An error that allows a retry keeps it; a refused
 * payment method says so, keeps the provider's description, and offers a new booking.
 */
export function forSavedMethod(g: Guidance): Guidance {
  const actions = g.actions.filter((a) => !CARD_FORM_ACTIONS.has(a));
  if (actions.some((a) => RETRY_ACTIONS.has(a)) || !g.actions.some((a) => CARD_FORM_ACTIONS.has(a)))
    return { ...g, actions: actions.length > 0 ? actions : ['new-booking'] };
  return {
    ...g,
    title: msg('Your saved payment method was not accepted'),
    message: msg(
      'Nothing was charged. The payment method saved for your account cannot be changed here: contact customer support about it, or start a new booking.',
    ),
    actions: ['new-booking'],
  };
}
