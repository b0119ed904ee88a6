import type { InternalEventMap } from '../../events.js';
import { findBestAvailable } from './best-available.js';
import { PaintedSelection } from './painted-selection.js';
import type { SeatIndex } from './seat-index.js';
import type { SeatLabels } from './seat-labels.js';
import {
  bestAvailableMessage,
  noBlockMessage,
  refusalMessage,
  seatAnnouncement,
  toggledMessage,
} from './seat-map-messages.js';
import type { SeatCategories, SeatRecord, SeatSelectionDetail } from './seat-map-types.js';
import type { SeatPainter } from './seat-painter.js';
import { refusalFor, type SelectionLimits } from './selection-rules.js';

/**
 * Picking seats: a toggle or a "best seats" block checked against the limits, painted at once,
 * told to the parent by events, and said to the buyer (the status message and the live
 * announcement of the focused seat). What the map owns is reached through the callbacks.
 */

export interface SeatPickingHost {
  index(): SeatIndex | null;
  painter(): SeatPainter | null;
  labels(): SeatLabels;
  categories(): SeatCategories;
  limits(): SelectionLimits;
  /** The map's `selected` property, read and written. */
  selected(): readonly string[];
  select(ids: string[]): void;
  focusedId(): string | null;
  /** Moves the keyboard focus to a seat without panning. */
  focus(seat: SeatRecord): void;
  /** Brings picked seats into view at a size the buyer can check. */
  showSeats(seats: readonly SeatRecord[]): void;
  emit<K extends 'tessera-seat-toggle' | 'tessera-seat-selection-change'>(
    name: K,
    detail: InternalEventMap[K],
  ): void;
  /** Message or announcement changed: render again. */
  changed(): void;
}

export class SeatPicking {
  readonly painted = new PaintedSelection();
  /** What the status line says, made again on each read so it follows a change of language. */
  private said: () => string = () => '';
  /** The live region: the focused seat. */
  announcement = '';

  constructor(private readonly host: SeatPickingHost) {}

  /** Seat records of the selection, in selection order. */
  get seats(): readonly SeatRecord[] {
    return this.painted.seats;
  }

  /** The status line under the side panels, in the language of the moment. */
  get message(): string {
    return this.said();
  }

  private say(message: () => string): void {
    this.said = message;
    this.saidFor = this.host.selected().join();
    this.host.changed();
  }

  /** The selection the status line was said for. */
  private saidFor = '';

  /**
   * The parent set a selection of its own (seats another buyer took were dropped, a new
   * performance): the status line spoke of another one, so it goes.
   */
  selectionSet(selected: readonly string[]): void {
    if (selected.join() !== this.saidFor) this.said = () => '';
  }

  /** Repaints every seat for new data; the selection keeps only seats still for sale. */
  repaintAll(slotOf: ReadonlyMap<string, number>): void {
    const index = this.host.index();
    const painter = this.host.painter();
    if (!index || !painter) return;
    const selected = this.host.selected();
    const keep = this.painted.repaintAll(index, painter, slotOf, selected);
    if (keep.length !== selected.length) this.host.select(keep);
  }

  /** Paints what the `selected` property says now, touching only seats that changed. */
  paintChanges(): void {
    const index = this.host.index();
    const painter = this.host.painter();
    if (index && painter) this.painted.apply(index, painter, this.host.selected());
  }

  private detail(): SeatSelectionDetail {
    return {
      seatIds: this.seats.map((s) => s.id),
      serviceSeatIds: this.seats.map((s) => s.serviceSeatId ?? ''),
    };
  }

  /** Selects or removes one seat, refusing what the reservation would refuse. */
  toggle(seat: SeatRecord): void {
    const limits = this.host.limits();
    const isSelected = this.painted.has(seat.id);
    if (!isSelected) {
      const refusal = refusalFor(seat, this.seats, limits);
      if (refusal) {
        return this.say(() =>
          refusalMessage(refusal, limits.maxSeats, this.host.labels().name(seat)),
        );
      }
    }
    const selected = this.host.selected();
    this.host.select(isSelected ? selected.filter((id) => id !== seat.id) : [...selected, seat.id]);
    // Paint now rather than in the next update, so the toggle shows in the coming frame.
    this.paintChanges();
    const total = this.seats.length;
    this.say(() => toggledMessage(this.host.labels().name(seat), !isSelected, total));
    if (this.host.focusedId() === seat.id) this.announce(seat);
    const detail = this.detail();
    this.host.emit('tessera-seat-toggle', {
      ...detail,
      seatId: seat.id,
      serviceSeatId: seat.serviceSeatId ?? '',
      selected: !isSelected,
    });
    this.host.emit('tessera-seat-selection-change', detail);
  }

  /** "Find best seats": the block replaces the selection (the seats held now count as free). */
  pickBest(count: number): void {
    const index = this.host.index();
    if (!index) return;
    const { maxSeats } = this.host.limits();
    if (count > maxSeats) return this.say(() => refusalMessage('max-seats', maxSeats, ''));
    const categories = this.host.categories();
    const seats = findBestAvailable(index, categories, count, (s) => s.serviceSeatId !== null);
    if (!seats) return this.say(() => noBlockMessage(count));
    this.host.select(seats.map((s) => s.id));
    this.paintChanges();
    this.host.showSeats(seats);
    this.host.focus(seats[0]);
    this.say(() => {
      const labels = this.host.labels();
      return bestAvailableMessage(
        seats,
        labels.section(seats[0]),
        labels.singlePrice(seats[0]) || null,
      );
    });
    this.host.emit('tessera-seat-selection-change', this.detail());
  }

  /** Says the focused seat: where, category and price, restricted view, and whether it is picked. */
  announce(seat: SeatRecord): void {
    const labels = this.host.labels();
    this.announcement = seatAnnouncement(
      seat,
      labels.section(seat),
      labels.category(seat) || null,
      labels.categoryPrice(seat) || null,
      this.painted.has(seat.id),
    );
    this.host.changed();
  }
}
