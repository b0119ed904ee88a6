import type { SeatIndex, SeatRow } from './seat-index.js';
import type { SeatCategories, SeatRecord } from './seat-map-types.js';

/**
 * "Best available": N adjacent available seats in one row, in the most expensive price category
 * that still has such a block. Within that category the block nearest the centre of its row wins,
 * and between equally central blocks the row listed first (nearest the top of the plan). Adjacent
 * means neighbours in the row with no aisle between them (a gap wider than 1.5 seat pitches).
 */
export function findBestAvailable(
  index: SeatIndex,
  categories: SeatCategories,
  count: number,
  isAvailable: (seat: SeatRecord) => boolean,
): SeatRecord[] | null {
  if (count < 1) return null;
  const present = new Set<string>();
  for (const seat of index.seats.values()) {
    if (seat.categoryId !== null && isAvailable(seat)) present.add(seat.categoryId);
  }
  const byPrice = [...present].sort(
    (a, b) =>
      (categories[b]?.price ?? -Infinity) - (categories[a]?.price ?? -Infinity) ||
      a.localeCompare(b, undefined, { numeric: true }),
  );
  const rowOrder = new Map<SeatRow, number>();
  let n = 0;
  for (const list of index.sectionRows.values()) for (const row of list) rowOrder.set(row, n++);

  for (const categoryId of byPrice) {
    let best: SeatRecord[] | null = null;
    let bestScore = Infinity;
    for (const [row, order] of rowOrder) {
      const block = bestBlockInRow(row, categoryId, count, isAvailable);
      if (!block) continue;
      // Row order only breaks ties between equally central blocks.
      const score = block.offCentre + order * 1e-9;
      if (score < bestScore) {
        bestScore = score;
        best = block.seats;
      }
    }
    if (best) return best;
  }
  return null;
}

function bestBlockInRow(
  row: SeatRow,
  categoryId: string,
  count: number,
  isAvailable: (seat: SeatRecord) => boolean,
): { seats: SeatRecord[]; offCentre: number } | null {
  const seats = row.seats;
  if (seats.length < count) return null;
  const left = seats[0].x;
  const width = seats[seats.length - 1].x - left || 1;
  const centre = left + width / 2;
  const maxGap = row.pitch > 0 ? row.pitch * 1.5 : Infinity;
  let best: { seats: SeatRecord[]; offCentre: number } | null = null;
  let runStart = 0;
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i];
    const fits = seat.categoryId === categoryId && isAvailable(seat);
    if (!fits) {
      runStart = i + 1;
      continue;
    }
    if (i > runStart && seat.x - seats[i - 1].x > maxGap) runStart = i;
    if (i - runStart + 1 >= count) {
      const block = seats.slice(i - count + 1, i + 1);
      const mid = (block[0].x + block[block.length - 1].x) / 2;
      const offCentre = Math.abs(mid - centre) / width;
      if (!best || offCentre < best.offCentre) best = { seats: block, offCentre };
    }
  }
  return best;
}
