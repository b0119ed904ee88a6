/**
 * What the buyer reads when a request fails, and what they can do next, for every error the API
 * documents (doc 1 "Errors"). The selection is never thrown away: every guidance except a new
 * session keeps what the buyer chose, so "adjust" means "change it in place".
 */

import { TesseraError } from '../../api/errors.js';
import { API_TEXT_MAX, apiText, failureKind } from './error-copy.js';
import type * as Codes from './guidance-codes.js';
import {
  apiCopy,
  genericCopy,
  providerCode,
  type Copy,
  type Guidance,
  type GuidanceAction,
  type GuidanceStep,
} from './guidance-base.js';
import { prepareForRefusals } from '../../api/transport.js';

export type { Guidance, GuidanceAction, GuidanceStep } from './guidance-base.js';
export { providerCode } from './guidance-base.js';
export { API_TEXT_MAX, apiText } from './error-copy.js';

let codes: typeof Codes | undefined;
let loading: Promise<unknown> | undefined;

/**
 * Fetches the words of doc 1's codes (guidance-codes.ts, a chunk of its own: only a refusal needs
 * them). Every refusal the client reads waits for it (prepareForRefusals), and so does a card
 * Stripe refused (payment-flow.ts, refusalReady). Resolves either way; a fetch that failed is
 * tried again at the next refusal.
 */
export function loadCodeWords(): Promise<unknown> {
  return (loading ??= import('./guidance-codes.js').then(
    (m) => (codes = m),
    () => (loading = undefined),
  ));
}
prepareForRefusals(loadCodeWords);

/**
 * The words of a documented code, or null for a code the table does not know, and for any code
 * while the table has not loaded.
 */
export function businessCopy(code: number, step: GuidanceStep): Copy | null {
  return codes?.businessCopy(code, step) ?? null;
}

/** Actions that mean "the same request may succeed if sent again". */
export const RETRY_ACTIONS: ReadonlySet<GuidanceAction> = new Set([
  'retry',
  'wait',
  'check-connection',
]);

/** Doc 1's payment code of an error, numeric or format 4's string; null for any other error. */
function paymentCode(error: TesseraError): number | null {
  const { code } = error;
  if (typeof code === 'string') return providerCode(code);
  return typeof code === 'number' && code >= 1000 && code <= 1007 ? code : null;
}

/** Doc 1: 1002 is logged, 1007 with the whole response (the logger prints the body). */
const LOGGED_PAYMENT_CODES = new Set([1002, 1007]);

/**
 * The words of a failure that is not the API's answer to the request (no connection, no answer in
 * time, an unreadable answer, the session gone): worded without the codes' chunk, which a request
 * that got no answer has not fetched (and, offline, could not).
 */
function generalCopy(error: TesseraError): Copy | null {
  const kind = failureKind(error);
  if (kind === 'session-ended') return genericCopy(kind, ['new-session']);
  if (kind === 'connection') return genericCopy(kind, ['check-connection', 'retry']);
  if (kind === 'timeout' || kind === 'unreadable') return genericCopy(kind, ['retry']);
  return null;
}

/** Guidance for anything a request threw, on the step the buyer is on. */
export function guidanceFor(error: unknown, step: GuidanceStep): Guidance {
  if (!(error instanceof TesseraError)) {
    return {
      ...genericCopy('unknown', ['retry']),
      detail: null,
      reference: null,
      fieldErrors: {},
      keepsSelection: true,
      log: true,
    };
  }
  // The API's answer, worded for its code by the chunk the client fetched with it; if it could
  // not be fetched, in the API's own words.
  const copy = generalCopy(error) ?? codes?.refusalCopy(error, step) ?? apiCopy(error);
  const description = apiText(error.description);
  const detail = copy.detail && description && description !== copy.message ? description : null;
  const log = error.shouldLog || LOGGED_PAYMENT_CODES.has(paymentCode(error) ?? -1);
  // A refusal the rules word for its code and the buyer acts on alone (a seat just taken, a group
  // size, a declined card) is not a case for support: a reference under it read as if something
  // had broken. One that may fail again (Try again) or that doc 1 sends to support keeps it.
  const ownToSolve =
    copy.documented && !copy.actions.some((a) => RETRY_ACTIONS.has(a)) && !error.contactSupport;
  const reference = ownToSolve
    ? ''
    : apiText(error.exceptionId, API_TEXT_MAX.reference) ||
      apiText(error.requestId, API_TEXT_MAX.reference);
  const fieldErrors = error.fieldErrors;
  return {
    title: copy.title,
    message: copy.message,
    actions: copy.actions,
    detail,
    reference: reference || null,
    fieldErrors: typeof fieldErrors === 'object' && fieldErrors !== null ? fieldErrors : {},
    keepsSelection: error.action !== 'new-session',
    log,
  };
}

/**
 * True when the rules' words fit a failed read: no connection, no answer, an unreadable answer,
 * a session gone, the service unavailable, a thing no longer there, a business code. A refusal
 * of the read itself (validation, a payment code, another plain HTTP status) names nothing the
 * buyer could change.
 */
function explainsRead(error: unknown): boolean {
  if (!(error instanceof TesseraError)) return true;
  if (error.kind === 'payment' || error.kind === 'validation') return false;
  if (error.action === 'new-session' || error.action === 'reauthorize') return true;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'unreadable') {
    return true;
  }
  // A numeric code is the API's business answer: its words, known or not (doc 1: show them).
  if (typeof error.code === 'number') return true;
  const { status } = error;
  return status >= 500 || status === 404 || status === 424;
}

/**
 * Guidance for a failed read (not a refusal of the buyer's choice): the rules' words when they fit
 * it, otherwise that it could not be loaded and Try again, with the support reference kept.
 */
export function readGuidance(error: unknown, step: GuidanceStep): Guidance {
  if (explainsRead(error)) return guidanceFor(error, step);
  return {
    ...guidanceFor(error, step),
    ...genericCopy('unknown', ['retry']),
    detail: null,
    fieldErrors: {},
  };
}
