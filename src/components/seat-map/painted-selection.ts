import type { SeatIndex } from './seat-index.js';
import type { SeatRecord } from './seat-map-types.js';
import type { SeatPainter } from './seat-painter.js';

/**
 * The selection as painted on the plan: which seats carry the selected state, and their records
 * in selection order. A full repaint happens only for new data; a selection change touches only
 * the seats that joined or left it.
 */
export class PaintedSelection {
  private painted = new Set<string>();
  /** Seat records of the selection, in selection order. */
  seats: SeatRecord[] = [];

  has(id: string): boolean {
    return this.painted.has(id);
  }

  /** Paints every seat; returns the selected ids that are still for sale (the others are let go). */
  repaintAll(
    index: SeatIndex,
    painter: SeatPainter,
    slotOf: ReadonlyMap<string, number>,
    selected: readonly string[],
  ): string[] {
    const keep = selected.filter((id) => index.seats.get(id)?.serviceSeatId);
    this.painted = new Set(keep);
    painter.paintAll(index, slotOf, this.painted);
    this.sync(index, keep);
    return keep;
  }

  /** Touches only the seats that joined or left the selection. */
  apply(index: SeatIndex, painter: SeatPainter, selected: readonly string[]): void {
    const next = new Set(selected);
    for (const id of this.painted) {
      if (next.has(id)) continue;
      const seat = index.seats.get(id);
      if (seat) painter.setSelected(seat, false);
    }
    for (const id of next) {
      if (this.painted.has(id)) continue;
      const seat = index.seats.get(id);
      if (seat) painter.setSelected(seat, true);
    }
    this.painted = next;
    this.sync(index, selected);
  }

  private sync(index: SeatIndex, selected: readonly string[]): void {
    const seats: SeatRecord[] = [];
    for (const id of selected) {
      const seat = index.seats.get(id);
      if (seat) seats.push(seat);
    }
    this.seats = seats;
  }
}
