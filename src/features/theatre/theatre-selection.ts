/**
 * What the buyer has chosen on the theatre step: the performance, the ticket count per price type
 * and the seats picked on the plan, with the reason a seat click was refused. A reactive
 * controller, like the tour step's TourSelection: every change re-renders the step.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { msg, str } from '@lit/localize';
import type { PriceBand, TheatreContext, TicketCounts } from '../../state/rules/theatre.js';
import type { SeatGroupData, SeatRecord } from '../../components/seat-map/seat-map-types.js';
import { goneSeats, type TheatrePerformance } from './data.js';
import { seatName, selectionBlocked, trimToCounts } from './seat-selection.js';
import type { BookingStore } from '../../state/booking-store.js';

export class TheatreSelection implements ReactiveController {
  performance: string | null = null;
  /**
   * The chosen performance itself, kept while the buyer looks at other pages of the list (the
   * loaded page then does not hold it), so its tickets and seats stay chosen.
   */
  chosen: TheatrePerformance | null = null;
  counts: TicketCounts = {};
  seats: SeatRecord[] = [];
  /** Why the last seat click was undone, or which picked seats another buyer took. */
  seatMessage: string | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** Where the performance and ticket counts are kept for Start again and a reload. */
    private readonly keeper: () => { store?: BookingStore; attractionId: string },
  ) {
    host.addController(this);
  }

  private written = '';

  /** After each change: the performance and counts as the store keeps them (not the seats). */
  hostUpdated(): void {
    const { store, attractionId } = this.keeper();
    if (!store || !attractionId || !this.performance) return;
    const kept = { performance: this.performance, counts: this.counts };
    const json = JSON.stringify(kept);
    if (json === this.written) return;
    this.written = json;
    store.keepChoice(`theatre:${attractionId}`, kept);
  }

  /** The counts kept for this performance (Start again, a reload), if any. */
  private keptCounts(performance: string): TicketCounts {
    const { store, attractionId } = this.keeper();
    const kept = store?.choice(`theatre:${attractionId}`) as
      { performance?: unknown; instance?: unknown; counts?: unknown } | null | undefined;
    // `instance`: the name a choice kept before this version gave its performance.
    const keptPerformance = kept?.performance ?? kept?.instance;
    if (
      !kept ||
      keptPerformance !== performance ||
      typeof kept.counts !== 'object' ||
      !kept.counts
    ) {
      return {};
    }
    const counts: Record<string, number> = {};
    for (const [id, n] of Object.entries(kept.counts)) {
      if (Number.isInteger(n) && (n as number) > 0 && (n as number) <= 99) counts[id] = n as number;
    }
    return counts;
  }

  /**
   * The tickets went to the basket: the step starts empty, while the store keeps the performance
   * and counts, for Start again if the session ends before the payment.
   */
  added() {
    this.clear();
    this.written = JSON.stringify({ performance: this.performance, counts: this.counts });
  }

  /** Tickets and seats go; the performance stays. */
  clear() {
    this.counts = {};
    this.seats = [];
    this.seatMessage = null;
    this.host.requestUpdate();
  }

  /** Another performance starts a new selection; false when it is the chosen one already. */
  pickPerformance(id: string | null, performance: TheatrePerformance | null = null): boolean {
    if (id === this.performance) {
      if (performance) this.keep(performance);
      return false;
    }
    this.performance = id;
    this.chosen = performance && performance.instance_id === id ? performance : null;
    this.clear();
    if (id) this.counts = this.keptCounts(id);
    return true;
  }

  /** Newer data of the chosen performance (its page was read again); others are ignored. */
  keep(performance: TheatrePerformance) {
    if (performance.instance_id !== this.performance || performance === this.chosen) return;
    this.chosen = performance;
    this.host.requestUpdate();
  }

  /** A new count; seats beyond what the counts now allow are dropped. */
  setCount(ctx: TheatreContext | null, priceTypeId: string, count: number) {
    this.counts = { ...this.counts, [priceTypeId]: count };
    if (ctx) this.seats = trimToCounts(ctx, this.counts, this.seats);
    this.host.requestUpdate();
  }

  /** The map's new selection, or the old one kept (and the map told) when the rules refuse it. */
  pickSeats(ctx: TheatreContext | null, next: SeatRecord[]) {
    const why = ctx ? selectionBlocked(ctx, this.counts, next) : null;
    // A new array either way, so the map is told to go back even though its binding saw the old.
    this.seats = why ? [...this.seats] : next;
    this.seatMessage = why;
    this.host.requestUpdate();
  }

  /** Drops the picked seats the latest seats answer no longer offers, naming them. */
  dropTaken(groups: readonly SeatGroupData[], bands: readonly PriceBand[]) {
    const gone = new Set(
      goneSeats(
        this.seats.map((s) => s.id),
        groups,
      ),
    );
    if (!gone.size) return;
    const names = this.seats.filter((s) => gone.has(s.id)).map((s) => seatName(s, bands));
    this.seats = this.seats.filter((s) => !gone.has(s.id));
    this.seatMessage = msg(str`No longer free: ${names.join('; ')}.`);
    this.host.requestUpdate();
  }
}
