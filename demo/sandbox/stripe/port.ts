/**
 * The seam between the sandbox API (owns bookings and transactions) and the Stripe.js stand-in
 * (owns payment intents as a browser sees them). The sandbox creates the stand-in with its
 * PaymentHooks, asks it for an intent when PUT /{v}/reservations confirms, and mounts its routes.
 */
import type { Hono } from 'hono';

export type SandboxIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface SandboxPaymentIntent {
  id: string;
  client_secret: string;
  /** Minor units. */
  amount: number;
  /** Lower-case ISO code, as Stripe reports it. */
  currency: string;
  status: SandboxIntentStatus;
}

/** Implemented by the sandbox: called by the stand-in when a card outcome is decided. */
export interface PaymentHooks {
  /** Card accepted (after any challenge): transaction ADDED -> PENDING, then PAID after a short delay. */
  paymentSucceeded(clientSecret: string): void;
  /**
   * Card declined or challenge failed: transaction SUSPENDED, and a new card may then be tried.
   * 'closed' means the booking can no longer be paid (FAILED): the provider cancels the intent,
   * as the API's server would, so no later card can hold money for it.
   */
  paymentFailed(clientSecret: string, reason: string): 'retry' | 'closed' | void;
}

/** Implemented by the stand-in (demo/sandbox/stripe/routes.ts: createStripeStandIn). */
export interface StripeStandIn {
  /** A new intent for a confirmed basket; its client_secret goes back in the PUT reservations answer. */
  createIntent(amount: number, currency: string): SandboxPaymentIntent;
  findIntent(clientSecret: string): SandboxPaymentIntent | undefined;
  /** Forget every intent (POST /__sandbox/reset). */
  reset(): void;
  /** Every intent as structured-cloneable data, and back (a persistent host saves them). */
  snapshot(): unknown[];
  restore(records: unknown[]): void;
  /** Mounts the stand-in's routes: the script at /sandbox-assets/stripe.js and its /__sandbox/stripe/* calls. */
  register(app: Hono): void;
}

export type CreateStripeStandIn = (hooks: PaymentHooks) => StripeStandIn;
