/**
 * What the buyer reads when a request fails, and what they can do next, for every error the API
 * documents (doc 1 "Errors"). The selection is never thrown away: every guidance except a new
 * session keeps what the buyer chose, so "adjust" means "change it in place".
 */

import { msg } from '@lit/localize';
import { TesseraError } from '../../api/errors.js';
import {
  businessCopy,
  type Copy,
  type Guidance,
  type GuidanceAction,
  type GuidanceStep,
} from './guidance-codes.js';

export type { Guidance, GuidanceAction, GuidanceStep } from './guidance-codes.js';

function unavailableCopy(contactSupport: boolean): Copy {
  return {
    title: msg('Temporarily unavailable'),
    message: contactSupport
      ? msg(
          'The ticketing service is not answering. Your selection is kept: try again in a moment, and contact support if this keeps happening.',
        )
      : msg(
          'The ticketing service is not answering right now. Your selection is kept: try again in a moment.',
        ),
    actions: contactSupport ? ['retry', 'contact-support'] : ['retry'],
  };
}

function notFoundCopy(step: GuidanceStep): Copy {
  if (step === 'basket' || step === 'attendees' || step === 'checkout') {
    return {
      title: msg('This booking has timed out'),
      message: msg('Its hold ended and the tickets were released. It is no longer in your basket.'),
      actions: ['view-basket'],
    };
  }
  return {
    title: msg('No longer available'),
    message: msg('This is no longer on sale. Please choose another.'),
    actions: ['go-back'],
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

/** The most of the API's own text shown: a title, a message or detail, a support reference. */
export const API_TEXT_MAX = { title: 150, text: 300, reference: 100 } as const;

/**
 * API text as shown: a string (anything else is none), spaces collapsed, and at most `max`
 * characters, cut at a word boundary with an ellipsis. It is rendered as text, never as HTML.
 */
export function apiText(value: unknown, max: number = API_TEXT_MAX.text): string {
  if (typeof value !== 'string') return '';
  const text = value.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  // A single very long word is cut where it must be.
  const cut = space >= max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`;
}

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
  if (error.action === 'new-session') {
    return {
      title: msg('Your session has ended'),
      message: msg(
        'After 20 minutes without activity the booking session closes and held tickets are released. Nothing was charged. Start again to book it anew.',
      ),
      actions: ['new-session'],
    };
  }
  if (error.action === 'reauthorize') {
    return {
      title: msg('Payment not authorised'),
      message: msg('The payment could not be authorised. Please try again.'),
      actions: ['reauthorize', 'retry'],
    };
  }
  if (error.kind === 'network') {
    return {
      title: msg('No connection'),
      message: msg('Check your internet connection, then try again. Your selection is kept.'),
      actions: ['check-connection', 'retry'],
    };
  }
  if (error.kind === 'timeout') {
    return {
      title: msg('No answer'),
      message: msg(
        'The ticketing service took too long to answer. Your selection is kept: try again.',
      ),
      actions: ['retry'],
    };
  }
  if (error.kind === 'unreadable') {
    return {
      title: msg('Unexpected answer'),
      message: msg(
        'The ticketing service sent an answer that could not be read. Your selection is kept: try again.',
      ),
      actions: ['retry'],
    };
  }
  const { code } = error;
  const status = typeof error.status === 'number' ? error.status : 0;
  const provider = typeof code === 'string' ? businessCopy(providerCode(code), step) : null;
  if (provider) return provider;
  if (typeof code === 'number') {
    const known = businessCopy(code, step);
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
  if (status === 424) return businessCopy(33, step) ?? apiCopy(error);
  if (status === 404) return notFoundCopy(step);
  if (status >= 500) return unavailableCopy(false);
  return apiCopy(error);
}

/** An error no rule words: the API's own title and description, or our generic words. */
function apiCopy(error: TesseraError): Copy {
  return {
    title: apiText(error.title, API_TEXT_MAX.title) || msg('Something went wrong'),
    message: apiText(error.description) || msg('Please try again. Your selection is kept.'),
    actions: ['dismiss'],
  };
}

/** Guidance for anything a request threw, on the step the buyer is on. */
export function guidanceFor(error: unknown, step: GuidanceStep): Guidance {
  if (!(error instanceof TesseraError)) {
    return {
      title: msg('Something went wrong'),
      message: msg('Please try again. Your selection is kept.'),
      actions: ['retry'],
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
  const reference =
    apiText(error.exceptionId, API_TEXT_MAX.reference) ||
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
    log: error.shouldLog || LOGGED_PAYMENT_CODES.has(paymentCode(error) ?? -1),
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
    title: msg('Something went wrong'),
    message: msg('We could not load this. Please try again.'),
    actions: ['retry'],
    detail: null,
    fieldErrors: {},
  };
}

/**
 * Guidance for a failed read of a step's data (not a refusal of the buyer's choice): there is
 * nothing on screen to dismiss or adjust, so it offers Try again and Back; a new session or
 * "no longer available" keep their own single action.
 */
export function loadGuidance(error: unknown, step: GuidanceStep): Guidance {
  const guidance = readGuidance(error, step);
  const { actions } = guidance;
  let next: GuidanceAction[];
  if (actions.includes('new-session')) next = ['new-session'];
  else if (actions.includes('go-back') && !actions.includes('retry')) next = ['go-back'];
  else next = ['retry', 'go-back'];
  return { ...guidance, actions: next };
}
