/**
 * What both purchase steps read besides their attraction: the page of performances or departures shown, and the
 * basket (GET reservations) their rules check before a request: its currency (code 24), tickets
 * already held (31), bands held (53), other events (36). Each step's loader extends this.
 */
import type { ReactiveControllerHost } from 'lit';
import { Task, initialState } from '../state/task.js';
import { TesseraError, isAbortError } from '../api/errors.js';
import type { TesseraClient } from '../state/client-context.js';
import type { BookingStore } from '../state/booking-store.js';

/** The step element: it reaches the booking store through its context. */
export interface PurchaseLoadHost extends ReactiveControllerHost {
  readonly bookingStore: BookingStore | undefined;
}

export class PurchaseLoad {
  /** The page of performances or departures, from 0. */
  page = 0;
  private basketVersion = 0;

  constructor(
    protected readonly host: PurchaseLoadHost,
    private readonly client: () => TesseraClient | undefined,
  ) {}

  /**
   * The basket, read through the booking store. A basket that cannot be read counts as empty: the
   * API still refuses, and that is explained.
   */
  readonly basket = new Task(this.host, {
    task: async ([client, store, version], { signal }) => {
      if (!client || !store) return initialState;
      // After a change this step made, the basket as it is now.
      return store.readBasket({ signal, fresh: version > 0 }).catch((e: unknown) => {
        if (isAbortError(e)) throw e;
        return undefined;
      });
    },
    args: () => [this.client(), this.host.bookingStore, this.basketVersion] as const,
  });

  /**
   * After a reservation request whose answer was lost (the connection cut, no answer in time, a
   * success body that could not be read), the reservation of this attraction the basket holds now
   * and did not before: the request was carried out, and booking it again would hold it twice.
   * Null when nothing was made, or when it cannot be told.
   */
  async reservationMade(error: unknown, attractionId: string): Promise<string | null> {
    const lost =
      error instanceof TesseraError &&
      (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'unreadable');
    const store = this.host.bookingStore;
    const before = this.basket.value;
    if (!lost || !store || !before) return null;
    const known = new Set(before.reservations.map((r) => r.reservation_id));
    const now = await store.readBasket({ fresh: true }).catch(() => undefined);
    const made = now?.reservations.find(
      (r) => r.attraction_id === attractionId && !known.has(r.reservation_id),
    );
    return made?.reservation_id ?? null;
  }

  setPage(page: number) {
    this.page = page;
    this.host.requestUpdate();
  }

  /** The basket changed (a reservation added, removed, or refused for its sake): read it again. */
  basketChanged() {
    this.basketVersion++;
    this.host.requestUpdate();
  }
}
