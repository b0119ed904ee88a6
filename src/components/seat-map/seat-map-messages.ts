import { msg, str } from '@lit/localize';
import { parts, plural, uiPartSeparator } from '../../plural.js';
import type { Refusal } from './selection-rules.js';
import type { SeatRecord } from './seat-map-types.js';

/**
 * Words of the seat map, in one place so they can be translated together. Whole sentences go
 * through msg() (never pieces glued together), so a translation can order them its own way.
 */

/** The seat's full name; `section` is its section's display name ('' when it has none). */
export function seatName(seat: SeatRecord, section: string): string {
  const { row, number } = seat;
  if (section && row) return msg(str`${section}, row ${row}, seat ${number}`);
  if (row) return msg(str`Row ${row}, seat ${number}`);
  if (section) return msg(str`${section}, seat ${number}`);
  return msg(str`Seat ${number}`);
}

export function restrictedViewText(note: string): string {
  return msg(str`Restricted view: ${note}`);
}

/** A category's price when its tickets have several: the lowest. */
export function fromPrice(price: string): string {
  return msg(str`from ${price}`);
}

export function categoryFallback(id: string): string {
  return msg(str`Category ${id}`);
}

/** What the live region says about the focused seat. */
export function seatAnnouncement(
  seat: SeatRecord,
  section: string,
  categoryLabel: string | null,
  price: string | null,
  selected: boolean,
): string {
  const name = seatName(seat, section);
  if (seat.serviceSeatId === null) return msg(str`${name}, not available.`);
  // The seat's name with its category and price: the parts of one thing, in the language's comma.
  const about = parts([name, categoryLabel, price]);
  const state = selected
    ? msg('selected', { desc: 'State of the focused seat, at the end of its announcement' })
    : msg('available', { desc: 'State of the focused seat, at the end of its announcement' });
  return seat.restrictedView
    ? msg(str`${about}, restricted view: ${seat.restrictedView}, ${state}.`)
    : msg(str`${about}, ${state}.`);
}

export function refusalMessage(refusal: Refusal, maxSeats: number, name: string): string {
  switch (refusal) {
    case 'unavailable':
      return msg(str`${name} is not available.`);
    case 'max-seats':
      return plural(
        maxSeats,
        msg(
          'one{You can choose # seat for this booking. Remove it to choose another.}other{You can choose up to # seats for this booking. Remove one to choose another.}',
        ),
      );
    case 'same-row':
      return msg(
        'For this performance all seats of one booking must be in the same row. Remove your seats in the other row first.',
      );
  }
}

function seatCount(total: number): string {
  return plural(total, msg('one{# seat selected}other{# seats selected}'));
}

export function toggledMessage(name: string, selected: boolean, total: number): string {
  const count = seatCount(total);
  return selected ? msg(str`${name} selected. ${count}.`) : msg(str`${name} removed. ${count}.`);
}

/** After "Find best seats": where the block is, and its price when every seat costs the same. */
export function bestAvailableMessage(
  seats: readonly SeatRecord[],
  section: string,
  price: string | null,
): string {
  const first = seats[0];
  const last = seats[seats.length - 1];
  const where = parts([section, first.row ? msg(str`row ${first.row}`) : null]);
  const at = where ? `${where}${uiPartSeparator()}` : '';
  const slots = { where: at, first: first.number, last: last.number, price: price ?? '' };
  return price
    ? plural(
        seats.length,
        msg(
          'one{Selected # seat: {where}seat {first}, {price}.}other{Selected # seats together: {where}seats {first} to {last}, {price} each.}',
        ),
        slots,
      )
    : plural(
        seats.length,
        msg(
          'one{Selected # seat: {where}seat {first}.}other{Selected # seats together: {where}seats {first} to {last}.}',
        ),
        slots,
      );
}

export function noBlockMessage(count: number): string {
  return plural(
    count,
    msg(
      'one{There is no free seat left. Try another section.}other{There are no # seats together left in one row. Try a smaller number.}',
    ),
  );
}
