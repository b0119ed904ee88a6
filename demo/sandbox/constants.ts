/** Fixed sandbox credentials (issued "offline" for the real service; public here). */
export const SANDBOX_DISTRIBUTOR_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const SANDBOX_LOGIN = 'sandbox@tessera.test';
export const SANDBOX_PASSWORD = 'sandbox-password';
export const SANDBOX_PUBLISHABLE_KEY = 'pk_test_tessera_sandbox';
/** A user that exists from the start, for POST booking-session with user_id. */
export const SANDBOX_USER_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
/** The saved payment method the sandbox accepts on POST /v1/reservations/confirm. */
export const SANDBOX_PAYMENT_METHOD_ID = 'pm_card_visa';
export const DEFAULT_SEED = 20260101;

export const SESSION_TIMEOUT_MS = 20 * 60_000;
export const SELECTION_TTL_MS = 10 * 60_000;
/** Card payments settle this long (sandbox clock) after the stand-in reports success. */
export const SETTLE_MS = 1_500;

/** Paths the sandbox answers (by any host: the dev servers, npm start, the static demo's worker). */
export const SANDBOX_PATH = /^\/(v1|v2|__sandbox|sandbox-assets)(\/|\?|$)/;
/** The Stripe.js stand-in's script: a static file in the static demo, so the worker passes it by. */
export const STANDIN_SCRIPT_PATH = '/sandbox-assets/stripe.js';
