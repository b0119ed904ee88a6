import type { SeatRecord } from './seat-map-types.js';

/**
 * Whether one more seat may join the selection. The map refuses what the reservation would refuse:
 * more than maxSeats (API code 31) and, when the parent says so, seats from several rows (code 32).
 */

export type Refusal = 'unavailable' | 'max-seats' | 'same-row';

export interface SelectionLimits {
  maxSeats: number;
  sameRowOnly: boolean;
}

export function refusalFor(
  seat: SeatRecord,
  selected: readonly SeatRecord[],
  limits: SelectionLimits,
): Refusal | null {
  if (seat.serviceSeatId === null) return 'unavailable';
  if (selected.length >= limits.maxSeats) return 'max-seats';
  if (limits.sameRowOnly && selected.length > 0 && selected[0].rowKey !== seat.rowKey) {
    return 'same-row';
  }
  return null;
}
