/**
 * The seats a buyer picked on the plan, checked against the rules seat by seat: what the API
 * would refuse (theatre-seats.ts seatRefusal) and, on top, one seat per ticket chosen in the
 * seat's band, so the plan never holds more seats in a band than tickets bought there.
 */
import { msg, str } from '@lit/localize';
import { plural } from '../../plural.js';
import { bandForSeat, seatRefusal, type SeatChoice } from '../../state/rules/theatre-seats.js';
import type { PriceBand, TheatreContext, TicketCounts } from '../../state/rules/theatre.js';
import type { SeatRecord } from '../../components/seat-map/seat-map-types.js';
import { displayName, sectionLabel } from '../../components/seat-map/section-names.js';
import { seatChoice, seatSections } from './data.js';

function ticketsIn(band: PriceBand, counts: TicketCounts): number {
  return band.price_types.reduce((n, t) => n + (counts[t.price_type_id] ?? 0), 0);
}

/** Why `seat` may not follow `before` in the selection, or null when it may. */
function seatBlocked(
  ctx: TheatreContext,
  counts: TicketCounts,
  seat: SeatChoice,
  before: readonly SeatChoice[],
): string | null {
  const refusal = seatRefusal(ctx, seat, before);
  if (refusal) return refusal.message;
  const band = bandForSeat(ctx.bands, seat)!;
  const tickets = ticketsIn(band, counts);
  const seated = before.filter((s) => bandForSeat(ctx.bands, s) === band).length;
  if (tickets === 0) {
    return msg(
      str`That seat is in ${band.section_name}: choose tickets there first, or pick seats where you chose tickets.`,
    );
  }
  if (seated >= tickets) {
    return plural(
      tickets,
      msg(
        'one{You chose # ticket in {section} and have a seat for it. Remove the seat first, or add a ticket.}other{You chose # tickets in {section} and have a seat for each. Remove a seat first, or add a ticket.}',
      ),
      { section: band.section_name },
    );
  }
  return null;
}

/** The first refusal in a selection (in selection order), or null when all of it may be booked. */
export function selectionBlocked(
  ctx: TheatreContext,
  counts: TicketCounts,
  seats: readonly SeatRecord[],
): string | null {
  const choices = seats.map(seatChoice);
  for (let i = 0; i < choices.length; i++) {
    const why = seatBlocked(ctx, counts, choices[i], choices.slice(0, i));
    if (why) return why;
  }
  return null;
}

/** The selection trimmed to one seat per ticket of each band, after the counts went down. */
export function trimToCounts(
  ctx: TheatreContext,
  counts: TicketCounts,
  seats: readonly SeatRecord[],
): SeatRecord[] {
  const used = new Map<PriceBand, number>();
  return seats.filter((s) => {
    const band = bandForSeat(ctx.bands, seatChoice(s));
    if (!band) return false;
    const n = used.get(band) ?? 0;
    if (n >= ticketsIn(band, counts)) return false;
    used.set(band, n + 1);
    return true;
  });
}

/** How a seat is named to the buyer: its section as the bands name it, row and number. */
export function seatName(
  seat: Pick<SeatRecord, 'section' | 'row' | 'number'>,
  bands: readonly PriceBand[],
): string {
  const section = sectionLabel(seat.section, displayName(seat.section, seatSections(bands)));
  return msg(str`${section}, row ${seat.row}, seat ${seat.number}`);
}
