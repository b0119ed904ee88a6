/**
 * What the buyer reads when a request fails, and what they can do next, for every error the API
 * documents (doc 1 "Errors"). The selection is never thrown away: every guidance except a new
 * session keeps what the buyer chose, so "adjust" means "change it in place".
 */

import { msg } from '@lit/localize';
import { TesseraError } from '../../api/errors.js';
import { API_TEXT_MAX, apiText, failureCopy, failureKind, type FailureKind } from './error-copy.js';
import type * as Codes from './guidance-codes.js';
import type { Copy, Guidance, GuidanceAction, GuidanceStep } from './guidance-codes.js';
import { prepareForRefusals } from '../../api/transport.js';

export type { Guidance, GuidanceAction, GuidanceStep } from './guidance-codes.js';
export { API_TEXT_MAX, apiText } from './error-copy.js';

let codes: typeof Codes | undefined;
let loading: Promise<unknown> | undefined;

/**
 * Fetches the words of doc 1's codes (guidance-codes.ts, a chunk of its own: only a refusal needs
 * them). Every refusal the client reads waits for it (prepareForRefusals), and so does a card
 * Stripe refused (payment-flow.ts). Resolves either way; a fetch that failed is tried again at
 * the next refusal.
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
 * while the table has not loaded: the refusal then reads as the API words it (its title and
 * description) or as the service unavailable.
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

/** The one mapping's words of a generic failure, with the actions a refusal offers after it. */
function genericCopy(kind: FailureKind, actions: GuidanceAction[], contactSupport = false): Copy {
  const { heading, message } = failureCopy(kind, true, contactSupport);
  return { title: heading, message, actions };
}

function unavailableCopy(contactSupport: boolean): Copy {
  return genericCopy(
    'unavailable',
    contactSupport ? ['retry', 'contact-support'] : ['retry'],
    contactSupport,
  );
}

function notFoundCopy(step: GuidanceStep): Copy {
  // A reservation the API no longer knows is one whose hold ended: that says more than "gone".
  if (step === 'basket' || step === 'attendees' || step === 'checkout') {
    return {
      title: msg('This booking has timed out'),
      message: msg('Its hold ended and the tickets were released. It is no longer in your basket.'),
      actions: ['view-basket'],
    };
  }
  return genericCopy('not-found', ['go-back']);
}

/** Format 4's string codes read as doc 1's payment codes: "1003" is 1003. */
const PAYMENT_CODE = /^10\d\d$/;
/**
 * Provider codes (Stripe's) that are not a card problem, as doc 1's payment code with their action.
 * A Map, so a code such as "constructor" or "__proto__" finds nothing rather than Object's own.
 */
const PROVIDER_CODES = new Map<string, number>([
  ['rate_limit', 1001],
  ['authentication_required', 1003],
  ['processing_error', 1005],
]);

/**
 * Doc 1's payment code for a format-4 string code: its number when it is one of 1000 to 1007,
 * a known non-card provider code's equivalent, otherwise 1000 (a card error: the provider's
 * description and another card).
 */
export function providerCode(code: string): number {
  const trimmed = typeof code === 'string' ? code.trim() : '';
  if (PAYMENT_CODE.test(trimmed) && Number(trimmed) <= 1007) return Number(trimmed);
  return PROVIDER_CODES.get(trimmed) ?? 1000;
}

/** Doc 1's payment code of an error, numeric or format 4's string; null for any other error. */
function paymentCode(error: TesseraError): number | null {
  const { code } = error;
  if (typeof code === 'string') return providerCode(code);
  return typeof code === 'number' && code >= 1000 && code <= 1007 ? code : null;
}

/** Doc 1: 1002 is logged, 1007 with the whole response (the logger prints the body). */
const LOGGED_PAYMENT_CODES = new Set([1002, 1007]);

function copyFor(error: TesseraError, step: GuidanceStep): Copy {
  const kind = failureKind(error);
  if (kind === 'session-ended') return genericCopy(kind, ['new-session']);
  if (error.action === 'reauthorize') {
    return {
      title: msg('Payment not authorised'),
      message: msg('The payment could not be authorised. Please try again.'),
      actions: ['reauthorize', 'retry'],
    };
  }
  if (kind === 'connection') return genericCopy(kind, ['check-connection', 'retry']);
  if (kind === 'timeout' || kind === 'unreadable') return genericCopy(kind, ['retry']);
  const { code } = error;
  const status = typeof error.status === 'number' ? error.status : 0;
  const documented = (copy: Copy | null): Copy | null => copy && { ...copy, documented: true };
  const provider =
    typeof code === 'string' ? documented(businessCopy(providerCode(code), step)) : null;
  if (provider) return provider;
  if (typeof code === 'number') {
    const known = documented(businessCopy(code, step));
    if (known) return known;
    if ((Number.isInteger(code) && code >= 0 && code <= 22) || code === 35 || status === 503) {
      return unavailableCopy(error.contactSupport);
    }
    return apiCopy(error);
  }
  if (error.kind === 'validation') {
    return {
      title: msg('Check the details'),
      message: msg('Some details were not accepted. Correct the marked fields.'),
      actions: ['fix-fields'],
    };
  }
  if (status === 424) return documented(businessCopy(33, step)) ?? apiCopy(error);
  if (status === 404) return notFoundCopy(step);
  if (status >= 500) return unavailableCopy(false);
  return apiCopy(error);
}

/** An error no rule words: the API's own title and description, or the unknown failure's. */
function apiCopy(error: TesseraError): Copy {
  const generic = genericCopy('unknown', ['dismiss']);
  return {
    title: apiText(error.title, API_TEXT_MAX.title) || generic.title,
    message: apiText(error.description) || generic.message,
    actions: generic.actions,
  };
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
  const copy = copyFor(error, step);
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
