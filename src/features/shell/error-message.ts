import { msg } from '@lit/localize';
import { TesseraError } from '../../api/errors.js';

export interface ErrorCopy {
  heading: string;
  message: string;
  /** Label of the button that retries (or starts a new session first). */
  action: string;
  /** The booking session expired: the retry must start a new one. */
  newSession: boolean;
  /** Retrying cannot help (not found). */
  noRetry: boolean;
}

/** Turns anything a load threw into what the buyer reads and the action offered. */
export function errorCopy(error: unknown): ErrorCopy {
  const base: ErrorCopy = {
    heading: msg('Something went wrong'),
    message: msg('We could not load this. Please try again.'),
    action: msg('Try again'),
    newSession: false,
    noRetry: false,
  };
  if (!(error instanceof TesseraError)) return base;
  switch (error.action) {
    case 'new-session':
      return {
        ...base,
        heading: msg('Your session has ended'),
        message: msg(
          'After 20 minutes without activity the booking session closes and held tickets are released. Your search is kept; continue with a new session.',
        ),
        action: msg('Continue'),
        newSession: true,
      };
    case 'check-connection':
      return {
        ...base,
        heading: msg('No connection'),
        message: msg('Check your internet connection, then try again.'),
      };
    case 'retry-later':
    case 'try-later':
      return {
        ...base,
        heading: msg('Temporarily unavailable'),
        message: error.contactSupport
          ? msg('The ticketing service is not answering. If this keeps happening, contact support.')
          : msg('The ticketing service is not answering right now. Please try again shortly.'),
      };
    case 'not-found':
      return {
        ...base,
        heading: msg('Not found'),
        message: msg('This attraction is no longer available.'),
        noRetry: true,
      };
    default:
      // A business answer (format 1) is shown in the API's words; a refusal of the read itself
      // (validation, a payment code, another plain HTTP status) names nothing the buyer can change.
      return error.kind === 'business'
        ? { ...base, message: error.description || base.message }
        : base;
  }
}
