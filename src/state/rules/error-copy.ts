/**
 * The one mapping from a failure to the buyer's words. Each generic kind of failure (no
 * connection, no answer in time, the service unavailable, an answer that cannot be read, the
 * booking session ended, the thing asked for gone, anything else) is worded here and nowhere
 * else, with its next action and that action's label. The error view (tessera-error-state) shows
 * these words for a failed load; the rules' guidance (guidance.ts) uses them for a refused request
 * and adds its own words only for the API's business codes the buyer acts on (guidance-codes.ts).
 *
 * Plain TypeScript with msg(): the rules in src/state import it, and so does every step.
 */
import { msg, str } from '@lit/localize';
import { TesseraError } from '../../api/errors.js';

export type FailureKind =
  | 'connection'
  | 'timeout'
  | 'unavailable'
  | 'unreadable'
  | 'session-ended'
  | 'not-found'
  | 'unknown';

/** What the error view's main button does: read again, start a new session first, or nothing. */
export type FailureNext = 'retry' | 'new-session' | 'none';

export interface ErrorCopy {
  kind: FailureKind;
  heading: string;
  message: string;
  next: FailureNext;
  /** Label of the main button; '' when there is none (`next` is 'none'). */
  action: string;
  /** exception_id or request_id of the answer, to quote to support; null without one. */
  reference: string | null;
}

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
 * The generic kind of a failure, or null when it is the API's own answer to the request (a
 * business code, a validation refusal, a payment code, another plain HTTP status): those are
 * worded by the API or by the rules for that code. Anything thrown that is not a TesseraError
 * (a bug) is 'unknown'.
 */
export function failureKind(error: unknown): FailureKind | null {
  if (!(error instanceof TesseraError)) return 'unknown';
  const { action, kind } = error;
  if (action === 'new-session') return 'session-ended';
  if (kind === 'network') return 'connection';
  if (kind === 'timeout' || kind === 'unreadable') return kind;
  if (action === 'retry-later') return 'unavailable';
  return action === 'not-found' ? action : null;
}

/** The label of the button that sends a failed request again. */
export function retryLabel(): string {
  return msg('Try again');
}

/** The label of the button that starts a new booking session after the last one ended. */
export function startAgainLabel(): string {
  return msg('Start again');
}

/** The sentence a refusal adds when what the buyer chose is still on screen. */
function selectionKept(): string {
  return msg('Your selection is kept.');
}

export function supportReference(reference: string): string {
  return msg(str`Reference for support: ${reference}`);
}

/**
 * The words of a generic kind of failure: the one place each is worded. `kept`: a refusal with
 * the buyer's choice still on screen says it is kept; `contactSupport`: doc 1's provider codes
 * 8, 11, 14 and 35 add to contact support if the error persists.
 */
export function failureCopy(
  kind: FailureKind,
  kept = false,
  contactSupport = false,
): Omit<ErrorCopy, 'reference'> {
  let next: FailureNext = 'retry';
  let heading: string;
  let message: string;
  switch (kind) {
    case 'connection':
      heading = msg('No connection');
      message = msg('Check your internet connection, then try again.');
      break;
    case 'timeout':
      heading = msg('No answer');
      message = msg('The ticketing service took too long to answer. Please try again.');
      break;
    case 'unavailable':
      heading = msg('Temporarily unavailable');
      message = msg('The ticketing service is not answering right now. Please try again shortly.');
      if (contactSupport) message += ` ${msg('If this keeps happening, contact support.')}`;
      break;
    case 'unreadable':
      heading = msg('Unexpected answer');
      message = msg(
        'The ticketing service sent an answer that could not be read. Please try again.',
      );
      break;
    case 'session-ended':
      next = 'new-session';
      heading = msg('Your session has ended');
      message = msg(
        'Your booking session ended and the tickets were released. Nothing was charged.',
      );
      break;
    case 'not-found':
      next = 'none';
      heading = msg('No longer available');
      message = msg('This is no longer on sale. Please choose another.');
      break;
    default:
      heading = msg('Something went wrong');
      message = msg('Please try again.');
  }
  if (kept && next === 'retry') message += ` ${selectionKept()}`;
  const action = next === 'retry' ? retryLabel() : next === 'new-session' ? startAgainLabel() : '';
  return { kind, heading, message, next, action };
}

/**
 * What the buyer reads when a load failed, and the action offered. A failure of no generic kind
 * is the API's answer to the read: its business message when it has one (format 1), otherwise
 * the unknown failure's words (a validation or payment refusal of a read names nothing the buyer
 * could change).
 */
export function errorCopy(error: unknown): ErrorCopy {
  const kind = failureKind(error);
  const reference =
    error instanceof TesseraError
      ? apiText(error.exceptionId, API_TEXT_MAX.reference) ||
        apiText(error.requestId, API_TEXT_MAX.reference) ||
        null
      : null;
  const copy = failureCopy(
    kind ?? 'unknown',
    false,
    error instanceof TesseraError && error.contactSupport,
  );
  const business =
    kind === null && error instanceof TesseraError && error.kind === 'business'
      ? apiText(error.description)
      : '';
  return { ...copy, message: business || copy.message, reference };
}
