import type { Refusal } from './selection-rules.js';
import type { SeatRecord } from './seat-map-types.js';

/** Words of the seat map, in one place so they can be translated together. */

export function seatName(seat: SeatRecord): string {
  const parts = [];
  if (seat.section) parts.push(`Section ${seat.section}`);
  if (seat.row) parts.push(`row ${seat.row}`);
  parts.push(`seat ${seat.number}`);
  return parts.join(', ');
}

/** What the live region says about the focused seat. */
export function seatAnnouncement(
  seat: SeatRecord,
  categoryLabel: string | null,
  price: string | null,
  selected: boolean,
): string {
  const parts = [seatName(seat)];
  if (seat.serviceSeatId === null) {
    parts.push('not available');
  } else {
    if (categoryLabel) parts.push(categoryLabel);
    if (price) parts.push(price);
    if (seat.restrictedView) parts.push(`restricted view: ${seat.restrictedView}`);
    parts.push(selected ? 'selected' : 'available');
  }
  return `${parts.join(', ')}.`;
}

export function refusalMessage(refusal: Refusal, maxSeats: number, seat: SeatRecord): string {
  switch (refusal) {
    case 'unavailable':
      return `${seatName(seat)} is not available.`;
    case 'max-seats':
      return maxSeats === 1
        ? 'You can choose 1 seat for this order. Remove it to choose another.'
        : `You can choose up to ${maxSeats} seats for this order. Remove one to choose another.`;
    case 'same-row':
      return 'For this performance all seats of an order must be in the same row. Remove your seats in the other row first.';
  }
}

export function toggledMessage(seat: SeatRecord, selected: boolean, total: number): string {
  const count = total === 1 ? '1 seat selected' : `${total} seats selected`;
  return `${seatName(seat)} ${selected ? 'selected' : 'removed'}. ${count}.`;
}

export function bestAvailableMessage(seats: readonly SeatRecord[], categoryLabel: string): string {
  const first = seats[0];
  const last = seats[seats.length - 1];
  const where = [first.section && `Section ${first.section}`, first.row && `row ${first.row}`]
    .filter(Boolean)
    .join(', ');
  const range =
    seats.length === 1 ? `seat ${first.number}` : `seats ${first.number} to ${last.number}`;
  return `Selected ${seats.length === 1 ? '1 seat' : `${seats.length} seats`} together in ${categoryLabel}: ${where}, ${range}.`;
}

export function noBlockMessage(count: number): string {
  return `There are no ${count} seats together left in one row. Try a smaller number.`;
}
