/**
 * What guidance is made of, shared by the rules (guidance.ts) and the words of doc 1's codes
 * (guidance-codes.ts, a chunk of its own): the actions and steps, a guidance and its copy, the
 * generic failures' and the API's own words, and the payment code of a provider's string code.
 */
import type { TesseraError } from '../../api/errors.js';
import { API_TEXT_MAX, apiText, failureCopy, type FailureKind } from './error-copy.js';

export type GuidanceAction =
  | 'retry'
  | 'adjust'
  | 'remove-conflicting'
  | 'complete-separately'
  | 'view-basket'
  | 'new-session'
  | 'reauthorize'
  | 'rerun-availability'
  | 'reload-prices'
  | 'choose-pickup'
  | 'register-attendees'
  | 'verify-phone'
  | 're-enter-code'
  | 'another-card'
  | 'wait'
  | 'check-details'
  | 'check-connection'
  | 'fix-fields'
  | 'contact-support'
  /** Leave a payment that cannot go on (a refused saved payment method) for a new booking. */
  | 'new-booking'
  | 'go-back'
  | 'dismiss';

export type GuidanceStep =
  | 'search'
  | 'attraction'
  | 'theatre'
  | 'seat-map'
  | 'tour'
  | 'basket'
  | 'attendees'
  | 'phone'
  | 'checkout'
  | 'payment';

export interface Guidance {
  title: string;
  message: string;
  /** In order of preference; the first is the main button. */
  actions: GuidanceAction[];
  /** The API's own words, shown under the message when they help (unknown codes, card errors). */
  detail: string | null;
  /** exception_id or request_id, to quote to support. */
  reference: string | null;
  /** Field name to messages, for validation errors. */
  fieldErrors: Record<string, string[]>;
  /** False only when the session is gone and what it held with it. */
  keepsSelection: boolean;
  /** The response should be logged (unknown code, or doc 1 says so). */
  log: boolean;
}

export type Copy = Pick<Guidance, 'title' | 'message' | 'actions'> & {
  detail?: boolean;
  /** Worded here for a documented code: a refusal the buyer can act on. */
  documented?: boolean;
};

/** The one mapping's words of a generic failure, with the actions a refusal offers after it. */
export function genericCopy(
  kind: FailureKind,
  actions: GuidanceAction[],
  contactSupport = false,
): Copy {
  const { heading, message } = failureCopy(kind, true, contactSupport);
  return { title: heading, message, actions };
}

/** An error no rule words: the API's own title and description, or the unknown failure's. */
export function apiCopy(error: TesseraError): Copy {
  const generic = genericCopy('unknown', ['dismiss']);
  return {
    title: apiText(error.title, API_TEXT_MAX.title) || generic.title,
    message: apiText(error.description) || generic.message,
    actions: generic.actions,
  };
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
