// The Stripe.js stand-in's server side: its JSON calls mounted on a fresh Hono app, driven for each
// of Stripe's test cards and the 3D Secure path, with a PaymentHooks that records what it is told.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { Hono } from 'hono';
import { createStripeStandIn } from '../../demo/sandbox/stripe/routes.js';
import type { PaymentHooks, StripeStandIn } from '../../demo/sandbox/stripe/port.js';
import {
  formatExpiry,
  formatNumber,
  passesLuhn,
  validateCard,
  validateExpiry,
} from '../../demo/sandbox/stripe/cards.js';

type Call = ['succeeded', string] | ['failed', string, string];

let calls: Call[];
let standIn: StripeStandIn;
let app: Hono;

const hooks: PaymentHooks = {
  paymentSucceeded: (secret) => void calls.push(['succeeded', secret]),
  paymentFailed: (secret, reason) => void calls.push(['failed', secret, reason]),
};

const NEXT_YEAR = new Date().getFullYear() + 1;

async function post(path: string, body: unknown, origin?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (origin) headers.Origin = origin;
  const res = await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

async function newIntent(amount = 4250, currency = 'GBP') {
  const res = await post('/__sandbox/stripe/intents', { amount, currency });
  assert.equal(res.status, 200);
  return res.body as { id: string; client_secret: string; status: string };
}

function confirm(
  intent: { id: string; client_secret: string },
  number: string,
  overrides: Record<string, unknown> = {},
) {
  return post(`/__sandbox/stripe/payment_intents/${intent.id}/confirm`, {
    client_secret: intent.client_secret,
    payment_method: {
      type: 'card',
      card: { number, exp_month: 12, exp_year: NEXT_YEAR, cvc: '123', ...overrides },
    },
  });
}

function authenticate(intent: { id: string; client_secret: string }, result: string) {
  return post(`/__sandbox/stripe/payment_intents/${intent.id}/authenticate`, {
    client_secret: intent.client_secret,
    result,
  });
}

async function retrieve(intent: { id: string; client_secret: string }) {
  const q = new URLSearchParams({ client_secret: intent.client_secret });
  const res = await app.request(`/__sandbox/stripe/payment_intents/${intent.id}?${q}`);
  return { status: res.status, body: await res.json() };
}

beforeEach(() => {
  calls = [];
  standIn = createStripeStandIn(hooks);
  app = new Hono();
  standIn.register(app);
});

describe('Stripe stand-in intents', () => {
  it('creates an intent waiting for a payment method, findable by its client secret', async () => {
    const intent = await newIntent(1999, 'EUR');
    assert.match(intent.id, /^pi_/);
    assert.ok(intent.client_secret.startsWith(`${intent.id}_secret_`));
    assert.equal(intent.status, 'requires_payment_method');
    const found = standIn.findIntent(intent.client_secret);
    assert.equal(found?.id, intent.id);
    assert.equal(found?.amount, 1999);
    assert.equal(found?.currency, 'eur');
    const direct = standIn.createIntent(500, 'USD');
    assert.equal(standIn.findIntent(direct.client_secret)?.currency, 'usd');
    assert.notEqual(direct.client_secret, intent.client_secret);
  });

  it('refuses a malformed test-control body', async () => {
    assert.equal(
      (await post('/__sandbox/stripe/intents', { amount: -1, currency: 'GBP' })).status,
      400,
    );
    assert.equal(
      (await post('/__sandbox/stripe/intents', { amount: 10, currency: 'pounds' })).status,
      400,
    );
  });

  it('4242 4242 4242 4242 holds the funds (requires_capture) and reports success once', async () => {
    const intent = await newIntent();
    const res = await confirm(intent, '4242424242424242');
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'requires_capture');
    assert.equal(res.body.capture_method, 'manual');
    assert.deepEqual(calls, [['succeeded', intent.client_secret]]);
    assert.equal(standIn.findIntent(intent.client_secret)?.status, 'requires_capture');
  });

  it('any other well-formed number that passes Luhn succeeds', async () => {
    const intent = await newIntent();
    const res = await confirm(intent, '5555555555554444');
    assert.equal(res.body.status, 'requires_capture');
    assert.deepEqual(calls, [['succeeded', intent.client_secret]]);
  });

  it('4000 0000 0000 9995 is declined for insufficient funds, then another card succeeds', async () => {
    const intent = await newIntent();
    const res = await confirm(intent, '4000000000009995');
    assert.equal(res.status, 402);
    assert.equal(res.body.error.type, 'card_error');
    assert.equal(res.body.error.code, 'card_declined');
    assert.equal(res.body.error.decline_code, 'insufficient_funds');
    assert.equal(res.body.error.message, 'Your card has insufficient funds.');
    assert.equal(res.body.error.payment_intent.status, 'requires_payment_method');
    assert.deepEqual(calls, [['failed', intent.client_secret, 'insufficient_funds']]);

    const retry = await confirm(intent, '4242424242424242');
    assert.equal(retry.body.status, 'requires_capture');
    assert.equal(retry.body.last_payment_error, null);
    assert.deepEqual(calls.at(-1), ['succeeded', intent.client_secret]);
  });

  it('every card the issuer answered leaves a charge: the decline failed, the next card held once', async () => {
    const intent = await newIntent(4250, 'GBP');
    const charges = async () => {
      const res = await app.request(`/__sandbox/stripe/charges?payment_intent=${intent.id}`);
      assert.equal(res.status, 200);
      return ((await res.json()) as { data: Record<string, unknown>[] }).data;
    };
    assert.deepEqual(await charges(), []);
    const declined = await confirm(intent, '4000000000009995');
    const [failed] = await charges();
    assert.equal(declined.body.error.charge, failed.id);
    assert.equal(declined.body.error.payment_intent.latest_charge, failed.id);
    assert.equal(failed.status, 'failed');
    assert.equal(failed.paid, false);
    assert.equal(failed.failure_code, 'insufficient_funds');
    // Nothing was sent to the issuer for a malformed card: no charge.
    await confirm(intent, '4242424242424241');
    assert.equal((await charges()).length, 1);
    const paid = await confirm(intent, '4242424242424242');
    const list = await charges();
    // Newest first, as Stripe lists them.
    assert.deepEqual(
      list.map((c) => [c.status, c.paid, c.captured, c.amount, c.currency]),
      [
        ['succeeded', true, false, 4250, 'gbp'],
        ['failed', false, false, 4250, 'gbp'],
      ],
    );
    assert.equal(paid.body.latest_charge, list[0].id);
    // A second confirmation of held funds is refused: still one succeeded charge.
    await confirm(intent, '4242424242424242');
    assert.equal((await charges()).filter((c) => c.status === 'succeeded').length, 1);
  });

  it('4000 0000 0000 0002 is a generic decline', async () => {
    const intent = await newIntent();
    const res = await confirm(intent, '4000000000000002');
    assert.equal(res.status, 402);
    assert.equal(res.body.error.code, 'card_declined');
    assert.equal(res.body.error.decline_code, 'generic_decline');
    assert.equal(res.body.error.message, 'Your card was declined.');
    const now = await retrieve(intent);
    assert.equal(now.body.status, 'requires_payment_method');
    assert.equal(now.body.last_payment_error.decline_code, 'generic_decline');
    assert.deepEqual(calls, [['failed', intent.client_secret, 'generic_decline']]);
  });

  it('an intent whose booking closed (FAILED) is canceled and refuses every later card', async () => {
    const closing: PaymentHooks = { ...hooks, paymentFailed: () => 'closed' };
    app = new Hono();
    createStripeStandIn(closing).register(app);
    const intent = await newIntent();
    const res = await confirm(intent, '4000000000000119');
    assert.equal(res.body.error.code, 'processing_error');
    const now = await retrieve(intent);
    assert.equal(now.body.status, 'canceled');
    assert.equal(now.body.cancellation_reason, 'abandoned');
    assert.equal(typeof now.body.canceled_at, 'number');
    const again = await confirm(intent, '4242424242424242');
    assert.equal(again.status, 400);
    assert.equal(again.body.error.code, 'payment_intent_unexpected_state');
    assert.equal((await retrieve(intent)).body.status, 'canceled');
  });

  it('4000 0025 0000 3155 waits for 3D Secure; completing it holds the funds', async () => {
    const intent = await newIntent();
    const res = await confirm(intent, '4000002500003155');
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'requires_action');
    assert.deepEqual(res.body.next_action, { type: 'use_stripe_sdk' });
    assert.deepEqual(calls, [], 'no outcome before the buyer answers the challenge');

    const done = await authenticate(intent, 'complete');
    assert.equal(done.body.status, 'requires_capture');
    assert.deepEqual(calls, [['succeeded', intent.client_secret]]);
  });

  it('a failed 3D Secure challenge leaves requires_payment_method; a new card may follow', async () => {
    const intent = await newIntent();
    await confirm(intent, '4000002500003155');
    const res = await authenticate(intent, 'fail');
    assert.equal(res.status, 402);
    assert.equal(res.body.error.code, 'payment_intent_authentication_failure');
    assert.equal(res.body.error.payment_intent.status, 'requires_payment_method');
    assert.deepEqual(calls, [
      ['failed', intent.client_secret, 'payment_intent_authentication_failure'],
    ]);

    const again = await confirm(intent, '4000002500003155');
    assert.equal(again.body.status, 'requires_action');
    assert.equal((await authenticate(intent, 'complete')).body.status, 'requires_capture');
    assert.deepEqual(calls.at(-1), ['succeeded', intent.client_secret]);
  });

  it('never confirms twice: a held intent refuses another card or challenge answer', async () => {
    const intent = await newIntent();
    await confirm(intent, '4242424242424242');
    for (const card of ['4242424242424242', '4000000000000002']) {
      const res = await confirm(intent, card);
      assert.equal(res.status, 400);
      assert.equal(res.body.error.code, 'payment_intent_unexpected_state');
      assert.equal(res.body.error.payment_intent.status, 'requires_capture');
    }
    assert.equal((await authenticate(intent, 'fail')).status, 400);
    assert.deepEqual(calls, [['succeeded', intent.client_secret]]);
  });

  it('rejects malformed cards without deciding an outcome', async () => {
    const intent = await newIntent();
    const luhn = await confirm(intent, '4242424242424241');
    assert.equal(luhn.status, 402);
    assert.equal(luhn.body.error.code, 'invalid_number');
    const past = await confirm(intent, '4242424242424242', { exp_year: 2001 });
    assert.equal(past.body.error.code, 'invalid_expiry_year_past');
    const cvc = await confirm(intent, '4242424242424242', { cvc: '1' });
    assert.equal(cvc.body.error.code, 'incomplete_cvc');
    assert.deepEqual(calls, []);
    assert.equal((await retrieve(intent)).body.status, 'requires_payment_method');
  });

  it('answers 404 for an unknown intent or a secret of another intent', async () => {
    const a = await newIntent();
    const b = await newIntent();
    const wrong = await confirm({ id: a.id, client_secret: b.client_secret }, '4242424242424242');
    assert.equal(wrong.status, 404);
    assert.equal(wrong.body.error.code, 'resource_missing');
    assert.equal((await retrieve({ id: a.id, client_secret: 'nope' })).status, 404);
    assert.deepEqual(calls, []);
  });

  it('reset forgets every intent', async () => {
    const intent = await newIntent();
    standIn.reset();
    assert.equal(standIn.findIntent(intent.client_secret), undefined);
    assert.equal((await retrieve(intent)).status, 404);
  });

  it('answers CORS for a widget on another origin', async () => {
    const res = await app.request('/__sandbox/stripe/intents', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://shop.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    const made = await post(
      '/__sandbox/stripe/intents',
      { amount: 1, currency: 'usd' },
      'https://shop.example',
    );
    assert.equal(made.headers.get('access-control-allow-origin'), '*');
  });

  it('serves the browser script as one classic script that defines window.Stripe', async () => {
    const res = await app.request('/sandbox-assets/stripe.js');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /javascript/);
    const text = await res.text();
    assert.doesNotMatch(text, /^\s*(import|export)\s/m, 'bundled, no module syntax');
    assert.match(text, /host\.Stripe = function Stripe/);
  });
});

describe('Stripe stand-in card rules', () => {
  it('formats numbers and expiry dates as Stripe does', () => {
    assert.equal(formatNumber('4242424242424242'), '4242 4242 4242 4242');
    assert.equal(formatNumber('378282246310005'), '3782 822463 10005');
    assert.equal(formatNumber('4242 4242 4242 4242 99'), '4242 4242 4242 4242');
    assert.equal(formatExpiry('1230'), '12 / 30');
    assert.equal(formatExpiry('4'), '04');
    assert.equal(formatExpiry('12'), '12');
  });

  it('checks Luhn, expiry and CVC with Stripe validation codes', () => {
    assert.ok(passesLuhn('4000002500003155'));
    assert.ok(!passesLuhn('4000002500003156'));
    const now = new Date(2026, 10, 22);
    assert.equal(validateExpiry('10 / 26', now)?.code, 'invalid_expiry_month_past');
    assert.equal(validateExpiry('13 / 30', now)?.code, 'invalid_expiry_month');
    assert.equal(validateExpiry('1 / 2', now)?.code, 'incomplete_expiry');
    assert.equal(validateExpiry('11 / 26', now), undefined);
    const amex = { number: '378282246310005', expMonth: 1, expYear: 2030, cvc: '123' };
    assert.deepEqual(
      validateCard(amex, now).map((e) => e.code),
      ['incomplete_cvc'],
      'American Express needs four CVC digits',
    );
  });
});
