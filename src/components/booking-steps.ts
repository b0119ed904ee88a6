/** Where a route stands in the purchase: the steps the step indicator names, in order. */
import { msg } from '@lit/localize';
import type { Route } from '../state/route.js';

export type BookingStep = 'tickets' | 'basket' | 'details' | 'payment' | 'confirmation';

export const BOOKING_STEPS: readonly BookingStep[] = [
  'tickets',
  'basket',
  'details',
  'payment',
  'confirmation',
];

/** The purchase step of a route; undefined while the buyer is still looking (no indicator). */
export function bookingStepOf(route: Route): BookingStep | undefined {
  switch (route.view) {
    case 'book':
      return 'tickets';
    case 'basket':
      return 'basket';
    case 'checkout':
      // Attendees and the phone code are part of the buyer's details.
      if (route.stage === 'payment' || route.stage === 'confirmation') return route.stage;
      return 'details';
    default:
      return undefined;
  }
}

export function bookingStepLabel(step: BookingStep): string {
  switch (step) {
    case 'tickets':
      return msg('Tickets');
    case 'basket':
      return msg('Basket');
    case 'details':
      return msg('Your details');
    case 'payment':
      return msg('Payment');
    case 'confirmation':
      return msg('Confirmation');
  }
}
