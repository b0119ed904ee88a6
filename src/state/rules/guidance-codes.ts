/**
 * The buyer-facing copy for each documented API error code (doc 1 "Known error codes"): a title, a
 * message and the actions to offer, and which copy an answer of the API gets (refusalCopy). A
 * chunk of its own: a happy path never needs it, and a refusal fetches it (guidance.ts,
 * loadCodeWords).
 */

import { msg } from '@lit/localize';
import type { TesseraError } from '../../api/errors.js';
import {
  apiCopy,
  genericCopy,
  providerCode,
  type Copy,
  type GuidanceStep,
} from './guidance-base.js';

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

/**
 * The copy of the API's answer to a request (guidance.ts words the failures that got none): its
 * documented code's words, the service unavailable, the fields to correct, the thing gone, or the
 * API's own words.
 */
export function refusalCopy(error: TesseraError, step: GuidanceStep): Copy {
  if (error.action === 'reauthorize') {
    return {
      title: msg('Payment not authorised'),
      message: msg('The payment could not be authorised. Please try again.'),
      actions: ['reauthorize', 'retry'],
    };
  }
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

/** Copy for a known numeric code, or null for a code the table does not know. */
export function businessCopy(code: number, step: GuidanceStep): Copy | null {
  const adjust = (title: string, message: string): Copy => ({
    title,
    message,
    actions: ['adjust'],
  });
  switch (code) {
    case 1:
      return adjust(
        msg('Choose another number of tickets'),
        msg('These tickets are sold only in certain group sizes. Pick one of the numbers offered.'),
      );
    case 2:
      return adjust(
        msg('One price band per booking'),
        msg(
          'This show sells tickets from one price band per booking. Keep tickets from one band and book the others separately.',
        ),
      );
    case 24:
      return {
        title: msg('Another currency in your basket'),
        message: msg(
          'One booking is paid in one currency. Complete or empty your basket, then add this.',
        ),
        actions: ['view-basket', 'adjust'],
      };
    case 25:
    case 52:
      return {
        title: msg('Attendee details needed'),
        message: msg(
          'Each ticket needs the details of the person using it. Add them, then continue.',
        ),
        actions: ['register-attendees'],
      };
    case 26:
      return {
        title: msg('Choose the pickup point again'),
        message: msg('That pickup point is not offered for this option. Choose one from the list.'),
        actions: ['choose-pickup'],
      };
    case 28:
      return {
        title: msg('Verify your mobile number'),
        message: msg(
          'This booking needs a verified mobile number. Request a code by text message first.',
        ),
        actions: ['verify-phone'],
      };
    case 29:
      return {
        title: msg('That code is not right'),
        message: msg('Check the text message and enter the code again, or request a new code.'),
        actions: ['re-enter-code', 'verify-phone'],
      };
    case 30:
      return adjust(
        msg('Seats are assigned for you'),
        msg('Seats cannot be picked for this performance. Choose the number of tickets instead.'),
      );
    case 31:
      return adjust(
        msg('Too many tickets'),
        msg(
          'That is more than the maximum per booking, counting tickets already in your basket. Choose fewer tickets.',
        ),
      );
    case 32:
      return adjust(
        msg('Seats in one row'),
        msg(
          'All seats of one booking must be in the same row. Pick seats in one row and book the others separately.',
        ),
      );
    case 33:
      return {
        title: msg('Your selection expired'),
        message:
          step === 'tour'
            ? msg(
                'Prices and tickets are held only for a short time. We are checking availability again and keeping your choices where we can.',
              )
            : msg('Prices and tickets are held only for a short time. Check availability again.'),
        actions: ['rerun-availability'],
      };
    case 36:
      return {
        title: msg('Cannot be booked together'),
        message: msg(
          'This cannot share a booking with what is in your basket. Remove the conflicting items, or complete your basket first and book this separately.',
        ),
        actions: ['remove-conflicting', 'complete-separately'],
      };
    case 37:
      return adjust(
        msg('More travellers needed'),
        msg('This tour needs more travellers per booking. Add travellers.'),
      );
    case 38:
      return adjust(
        msg('Check the number of travellers'),
        msg(
          'The number of travellers is outside what this tour takes per booking. Change the number of travellers.',
        ),
      );
    case 39:
      // Doc 2 gives no per-type limit; the API's description names it (shown as the detail).
      return {
        ...adjust(
          msg('Check the travellers'),
          msg(
            'This tour takes only so many travellers of some types per booking. Change the travellers to fit the limit.',
          ),
        ),
        detail: true,
      };
    case 41:
      return takenCopy(step);
    case 50:
      return {
        title: msg('The booking fee changed'),
        message: msg(
          'The booking fee for these tickets has changed since the prices were loaded. Load the prices again, then book.',
        ),
        actions: ['reload-prices'],
      };
    case 51:
      return {
        title: msg('Check availability again'),
        message: msg(
          'The tickets differ from those availability was checked for. Check availability again, then book.',
        ),
        actions: ['rerun-availability'],
      };
    case 53:
      return {
        title: msg('Already in your basket'),
        message: msg(
          'Tickets like these are already in your basket and a booking cannot be changed. Remove it from your basket first, then book again.',
        ),
        actions: ['view-basket'],
      };
    case 1000:
      return {
        title: msg('Card declined'),
        message: msg('Your card was not accepted. Use another card.'),
        actions: ['another-card'],
        detail: true,
      };
    case 1001:
      return {
        title: msg('Too many attempts'),
        message: msg('Please wait a minute, then try again.'),
        actions: ['wait', 'retry'],
      };
    case 1003:
      return {
        title: msg('Check your payment details'),
        message: msg(
          'The payment could not be authenticated. Check your card details and try again.',
        ),
        actions: ['check-details', 'another-card'],
      };
    case 1004:
      return {
        title: msg('Connection problem'),
        message: msg(
          'The payment service could not be reached. Check your connection and try again.',
        ),
        actions: ['check-connection', 'retry'],
      };
    case 1005:
    case 1006:
      return {
        title: msg('Payment temporarily unavailable'),
        message: msg(
          'The payment could not be processed right now. Your tickets are still held; try again in a moment.',
        ),
        actions: ['retry'],
      };
    case 1002:
    case 1007:
      return {
        title: msg('Payment not completed'),
        message: msg('Something went wrong with the payment. Please try again.'),
        actions: ['retry'],
      };
    default:
      return null;
  }
}

/**
 * Code 41, "Not available": not in doc 1's list (which is open-ended); the sandbox answers it for
 * seats or places another session holds. Seats picked on the plan are worded apart from places.
 */
function takenCopy(step: GuidanceStep): Copy {
  if (step === 'seat-map') {
    return {
      title: msg('Seat just taken'),
      message: msg(
        'Another buyer took a seat you picked a moment ago. The plan now shows what is free: your other seats are kept; pick a replacement.',
      ),
      actions: ['dismiss'],
    };
  }
  if (step === 'tour') {
    return {
      title: msg('Not enough tickets left'),
      message: msg(
        'Another buyer took the last tickets for this option a moment ago. Check availability again, then choose an option.',
      ),
      actions: ['rerun-availability'],
    };
  }
  return {
    title: msg('Not enough tickets left'),
    message: msg(
      'Another buyer took the last tickets in this band a moment ago. The tickets left are shown again: choose fewer tickets or another band.',
    ),
    actions: ['adjust'],
  };
}
