/**
 * Payment intents as the stand-in's "provider" keeps them: in memory, moved by card confirmations
 * and 3D Secure answers. Stripe's published test cards decide each outcome. Doc 1: the funds are
 * held (requires_capture) on success; a declined card or a failed challenge leaves the intent in
 * requires_payment_method, after which another card may be confirmed with the same client secret.
 * Like Stripe, every card the issuer answered leaves a charge on its intent (failed for a decline,
 * succeeded and uncaptured for held funds), so a test can count what was really charged.
 */
import { digitsOf, validateCard, type CardInput } from './cards.js';
import type { PaymentHooks, SandboxIntentStatus, SandboxPaymentIntent } from './port.js';

/** The error object of Stripe's API and of Stripe.js results. */
export interface StripeErrorBody {
  type:
    | 'card_error'
    | 'invalid_request_error'
    | 'validation_error'
    | 'api_connection_error'
    | 'api_error';
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
  /** For a card the issuer declined: the failed charge (as Stripe's error object has it). */
  charge?: string;
  payment_intent?: PublicPaymentIntent;
}

/** The part of Stripe's Charge object the stand-in keeps: one per card the issuer answered. */
export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  currency: string;
  created: number;
  payment_intent: string;
  payment_method: string | null;
  status: 'succeeded' | 'failed';
  paid: boolean;
  /** Manual capture (doc 1's requires_capture): funds are held, never captured here. */
  captured: false;
  failure_code: string | null;
  failure_message: string | null;
}

export interface IntentRecord extends SandboxPaymentIntent {
  created: number;
  payment_method: string | null;
  last_payment_error: Omit<StripeErrorBody, 'payment_intent'> | null;
  canceled_at: number | null;
  charges: Charge[];
}

/** What Stripe.js hands to the page: the intent without anything only the server may see. */
export interface PublicPaymentIntent extends SandboxPaymentIntent {
  object: 'payment_intent';
  capture_method: 'manual';
  confirmation_method: 'automatic';
  created: number;
  livemode: false;
  payment_method: string | null;
  latest_charge: string | null;
  payment_method_types: ['card'];
  last_payment_error: Omit<StripeErrorBody, 'payment_intent'> | null;
  next_action: { type: 'use_stripe_sdk' } | null;
  description: null;
  receipt_email: null;
  setup_future_usage: null;
  shipping: null;
  canceled_at: number | null;
  cancellation_reason: 'abandoned' | null;
}

export type IntentResult =
  | { ok: true; intent: PublicPaymentIntent }
  | { ok: false; status: 400 | 402 | 404; error: StripeErrorBody };

type Decline = Pick<StripeErrorBody, 'code' | 'decline_code' | 'message' | 'charge'>;

const DECLINED = 'Your card was declined.';
/** Stripe's test numbers with a fixed outcome; every other valid number succeeds. */
const DECLINES: Record<string, Decline> = {
  '4000000000000002': { code: 'card_declined', decline_code: 'generic_decline', message: DECLINED },
  '4000000000009995': {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009987': { code: 'card_declined', decline_code: 'lost_card', message: DECLINED },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};
const CHALLENGE_CARDS = new Set(['4000002500003155', '4000002760003184', '4000000000003220']);
const CONFIRMABLE = new Set<SandboxIntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);
const AUTH_FAILED: Decline = {
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function toPublic(r: IntentRecord): PublicPaymentIntent {
  return {
    id: r.id,
    object: 'payment_intent',
    amount: r.amount,
    currency: r.currency,
    status: r.status,
    client_secret: r.client_secret,
    capture_method: 'manual',
    confirmation_method: 'automatic',
    created: r.created,
    livemode: false,
    payment_method: r.payment_method,
    latest_charge: r.charges.at(-1)?.id ?? null,
    payment_method_types: ['card'],
    last_payment_error: r.last_payment_error,
    next_action: r.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null,
    description: null,
    receipt_email: null,
    setup_future_usage: null,
    shipping: null,
    canceled_at: r.canceled_at,
    cancellation_reason: r.status === 'canceled' ? 'abandoned' : null,
  };
}

export class IntentStore {
  private readonly bySecret = new Map<string, IntentRecord>();

  constructor(
    private readonly hooks: PaymentHooks,
    private readonly now: () => Date = () => new Date(),
  ) {}

  create(amount: number, currency: string): IntentRecord {
    const id = `pi_sandbox_${randomHex(12)}`;
    const record: IntentRecord = {
      id,
      client_secret: `${id}_secret_${randomHex(12)}`,
      amount,
      currency: currency.toLowerCase(),
      status: 'requires_payment_method',
      created: Math.floor(this.now().getTime() / 1000),
      payment_method: null,
      last_payment_error: null,
      canceled_at: null,
      charges: [],
    };
    this.bySecret.set(record.client_secret, record);
    return record;
  }

  find(secret: string): IntentRecord | undefined {
    return this.bySecret.get(secret);
  }

  /** Every intent, as plain data (a persistent host saves them). */
  records(): IntentRecord[] {
    return [...this.bySecret.values()];
  }

  /** Replaces every intent with saved ones. */
  load(records: IntentRecord[]): void {
    this.bySecret.clear();
    for (const r of records) this.bySecret.set(r.client_secret, r);
  }

  clear(): void {
    this.bySecret.clear();
  }

  /** The charges of one intent, newest first (as Stripe lists charges for a payment_intent). */
  chargesOf(intentId: string): Charge[] {
    for (const r of this.bySecret.values()) if (r.id === intentId) return [...r.charges].reverse();
    return [];
  }

  retrieve(id: string, secret: string): IntentResult {
    const r = this.lookup(id, secret);
    return 'error' in r ? r.error : { ok: true, intent: toPublic(r.record) };
  }

  /** Confirms the intent with a card; the outcome is decided at once except for a challenge. */
  confirm(id: string, secret: string, card: CardInput | undefined): IntentResult {
    const found = this.lookup(id, secret);
    if ('error' in found) return found.error;
    const r = found.record;
    const state = this.confirmable(r);
    if (state) return state;
    if (!card) {
      return invalid(400, 'parameter_missing', 'Missing payment method details.', 'payment_method');
    }
    const problems = validateCard(card, this.now());
    if (problems.length > 0) {
      const p = problems[0];
      return { ok: false, status: 402, error: { ...p, type: 'card_error', param: p.field } };
    }
    const digits = digitsOf(card.number);
    r.payment_method = `pm_sandbox_${digits.slice(-4)}_${randomHex(6)}`;
    r.last_payment_error = null;
    if (CHALLENGE_CARDS.has(digits)) {
      r.status = 'requires_action';
      return { ok: true, intent: toPublic(r) };
    }
    const decline = DECLINES[digits];
    if (!decline) return this.succeed(r);
    const charge = this.charge(r, decline);
    return this.fail(r, { ...decline, charge: charge.id });
  }

  /** The buyer's answer to the 3D Secure challenge of an intent in requires_action. */
  authenticate(id: string, secret: string, passed: boolean): IntentResult {
    const found = this.lookup(id, secret);
    if ('error' in found) return found.error;
    const r = found.record;
    if (r.status !== 'requires_action') {
      return unexpected(
        r,
        `This PaymentIntent has no pending authentication (status ${r.status}).`,
      );
    }
    return passed ? this.succeed(r) : this.fail(r, AUTH_FAILED, 'invalid_request_error');
  }

  /** The issuer's answer to one card: a failed charge for a decline, else held funds. */
  private charge(r: IntentRecord, decline?: Decline): Charge {
    const charge: Charge = {
      id: `ch_sandbox_${randomHex(12)}`,
      object: 'charge',
      amount: r.amount,
      currency: r.currency,
      created: Math.floor(this.now().getTime() / 1000),
      payment_intent: r.id,
      payment_method: r.payment_method,
      status: decline ? 'failed' : 'succeeded',
      paid: !decline,
      captured: false,
      failure_code: decline ? (decline.decline_code ?? decline.code) : null,
      failure_message: decline?.message ?? null,
    };
    r.charges.push(charge);
    return charge;
  }

  private succeed(r: IntentRecord): IntentResult {
    this.charge(r);
    r.status = 'requires_capture';
    this.hooks.paymentSucceeded(r.client_secret);
    return { ok: true, intent: toPublic(r) };
  }

  private fail(
    r: IntentRecord,
    d: Decline,
    type: StripeErrorBody['type'] = 'card_error',
  ): IntentResult {
    r.status = 'requires_payment_method';
    r.last_payment_error = { type, ...d };
    if (this.hooks.paymentFailed(r.client_secret, d.decline_code ?? d.code) === 'closed') {
      r.status = 'canceled';
      r.canceled_at = Math.floor(this.now().getTime() / 1000);
    }
    return { ok: false, status: 402, error: { type, ...d, payment_intent: toPublic(r) } };
  }

  /** Stripe refuses to confirm an intent that already holds or took the money: never twice. */
  private confirmable(r: IntentRecord): IntentResult | undefined {
    if (!CONFIRMABLE.has(r.status)) {
      return unexpected(
        r,
        `You cannot confirm this PaymentIntent because it has a status of ${r.status}.`,
      );
    }
    return undefined;
  }

  private lookup(
    id: string,
    secret: string,
  ): { record: IntentRecord } | { error: IntentResult & { ok: false } } {
    const record = this.bySecret.get(secret);
    if (!record || record.id !== id) {
      return {
        error: invalid(404, 'resource_missing', `No such payment_intent: '${id}'`, 'intent'),
      };
    }
    return { record };
  }
}

function invalid(
  status: 400 | 404,
  code: string,
  message: string,
  param: string,
): IntentResult & { ok: false } {
  return { ok: false, status, error: { type: 'invalid_request_error', code, message, param } };
}

function unexpected(r: IntentRecord, message: string): IntentResult & { ok: false } {
  return {
    ok: false,
    status: 400,
    error: {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message,
      payment_intent: toPublic(r),
    },
  };
}
