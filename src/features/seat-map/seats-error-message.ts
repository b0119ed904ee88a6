import { msg } from '@lit/localize';

/**
 * Buyer-facing explanation of a failed seats request
 * (GET /v2/theater-events/{id}/instances/{instance}/seats). The step element that fetches shows it
 * and offers the next action; the API documents 404 (no such attraction) and 400 (seat-map sales
 * disabled or no seating chart assigned).
 */

export interface SeatsErrorMessage {
  title: string;
  description: string;
  /** What the buyer can do instead of picking seats. */
  action: 'choose-another-performance' | 'book-without-seat-map' | 'retry';
}

export function seatsErrorMessage(status: number): SeatsErrorMessage {
  if (status === 404) {
    return {
      title: msg('This event is no longer available'),
      description: msg(
        'We could not find this event any more. It may have been removed from sale. Please choose another performance or event.',
      ),
      action: 'choose-another-performance',
    };
  }
  if (status === 400) {
    return {
      title: msg('Seat selection is not available'),
      description: msg(
        'Seats for this performance cannot be picked on a seating plan. Choose the number of tickets instead and the best seats available will be assigned.',
      ),
      action: 'book-without-seat-map',
    };
  }
  return {
    title: msg('The seating plan could not be loaded'),
    description: msg('Something went wrong while loading the seats. Please try again in a moment.'),
    action: 'retry',
  };
}
