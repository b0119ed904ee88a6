/**
 * The booking store: the one owner of the state of a booking, from the search to the last
 * confirmation (see `BookingStore`). Elements read it (through its Lit context) and send it
 * intents; none keeps a copy. What outlives a step and a reload is kept for this tab and this
 * distributor through the one storage adapter (src/storage.ts):
 * - the payment in flight: after PUT reservations answered, that call has closed the booking
 *   session (doc 1), so after a reload the basket reads empty; the transaction, its client secret
 *   and a snapshot of what is being bought let the checkout resume the same payment;
 * - the last paid booking: the confirmation survives a reload and Back;
 * - the lead customer's and the attendees' details as typed: they survive a reload and a refused
 *   confirmation;
 * - the attraction or purchase step the buyer is on, and what they chose there.
 */
import type { SummaryReservation } from './rules/basket.js';
import { isRecord, isText, stored } from '../storage.js';
import { parseRoute, serializeRoute, type Route } from './route.js';
import { raceAbort } from '../api/retry.js';

/** The records the checkout part keeps (src/state/kept-booking.ts), seen here without their shape. */
const recordOf = (name: 'payment' | 'paid', distributor: string) =>
  stored(name, distributor, (v) => (isRecord(v) ? v : null));
/** The currency the buyer picked in the header (the `currencies` picker), kept for the tab. */
const currencyOf = (distributor: string) =>
  stored('currency', distributor, (v) => (isText(v) ? v : null));
const bookingOf = (distributor: string) =>
  stored('booking', distributor, (v) => (typeof v === 'string' && v.length <= 2000 ? v : null));

/** What every step and the shell see of the basket and its booking session. */
export interface BasketState {
  /** Tickets held in the basket (the navbar's count). */
  tickets: number;
  /** Something is held: the session timer counts down. */
  held: boolean;
  /** A confirmation or the payment provider's challenge is under way: the session never expires. */
  paying: boolean;
  /**
   * The session ended while tickets were held, and they were released: the buyer is told once and
   * offered to start again. Stays so until they do.
   */
  expired: boolean;
}

/** The part of the API client the store needs (the booking session and the basket). */
export interface SessionClient {
  sessionStatus(): 'none' | 'active' | 'expired';
  timeLeftMs(): number;
  subscribeSession(listener: () => void): () => void;
  discardSession(): void;
  startNewSession(): Promise<unknown>;
  getReservations(
    query: Record<string, never>,
    options?: { signal?: AbortSignal },
  ): Promise<unknown>;
}

/**
 * How long a read of the basket answers the steps that only show it (ms), while the widget has not
 * changed the basket since: the step opened by a change shows the read its refresh just made.
 */
const BASKET_REUSE_MS = 5000;

/** The basket as GET reservations answered it. */
export interface BasketSummary {
  reservations: SummaryReservation[];
  /** Minor units. */
  total_price: number;
}

function summaryOf(answer: unknown): BasketSummary {
  const reservations =
    isRecord(answer) && Array.isArray(answer.reservations) ? answer.reservations : [];
  const total = isRecord(answer) && typeof answer.total_price === 'number' ? answer.total_price : 0;
  return { reservations: reservations as SummaryReservation[], total_price: total };
}

/** What a reload must know of the basket: whether tickets were held, and whether they expired. */
interface KeptBasket {
  held: boolean;
  expired: boolean;
}

const keptOf = (distributor: string) =>
  stored<KeptBasket>('basket', distributor, (v) =>
    isRecord(v) ? { held: v.held === true, expired: v.expired === true } : null,
  );

/** Tickets in a basket summary, counted without the basket rules (they load with the basket). */
function countTickets(summary: BasketSummary): number {
  return summary.reservations.reduce<number>((n, r: unknown) => {
    if (!isRecord(r)) return n;
    if (typeof r.number_of_tickets === 'number') return n + r.number_of_tickets;
    return n + (Array.isArray(r.tickets) ? r.tickets.length : 0);
  }, 0);
}

/** The last purchase step's choice: which step and attraction, and what the step keeps of it. */
interface KeptChoice {
  key: string;
  value: unknown;
}

const choiceOf = (distributor: string) =>
  stored<KeptChoice>('choice', distributor, (v) =>
    isRecord(v) && isText(v.key) ? { key: v.key, value: v.value } : null,
  );

/**
 * The one owner of a booking's state. Elements read it and send it intents:
 * - the route: the step shown, the search (its query), the attraction and performance chosen,
 *   and (`keepChoice`) what the buyer chose on a purchase step: date, performance, party;
 * - the basket (`readBasket`, the one place the widget asks the API for it) and its booking
 *   session, with its expiry;
 * - the lead customer's and attendees' details as typed;
 * - the payment in flight (`paying`, and the payment kept for a reload) and the last confirmation.
 *
 * It owns expiry: it follows the client's session (its 401s and its deadline) and decides what an
 * ended session means:
 * - tickets were held (now, or before a reload: the count is kept in storage): `expired`, until
 *   the buyer starts again;
 * - nothing was held: the session is dropped quietly and the next call makes a new one;
 * - a payment is in flight or kept for a reload: nothing (the payment decides, never the clock).
 */
export class BookingStore {
  private current: BasketState = { tickets: 0, held: false, paying: false, expired: false };
  private summary: BasketSummary | null = null;
  private where: Route = { view: 'landing' };
  private readonly listeners = new Set<(state: BasketState) => void>();
  private client?: SessionClient;
  private unsubscribe?: () => void;
  private deadline?: ReturnType<typeof setTimeout>;
  private seq = 0;
  /** The read of the basket under way: a read asked meanwhile shares its answer. */
  private reading: Promise<BasketSummary> | null = null;
  /** When the summary was read (ms), or 0 once the widget changed the basket since. */
  private readAt = 0;

  /** `distributor` keys what is kept for this tab: one booking per distributor. */
  constructor(readonly distributor: () => string) {}

  /** The currency the buyer picked in the header earlier in this tab, if any. */
  get pickedCurrency(): string | null {
    return currencyOf(this.distributor()).read();
  }

  /** Keeps the buyer's pick of currency for the tab (a reload, the shop's next page). */
  pickCurrency(currency: string) {
    currencyOf(this.distributor()).write(currency);
  }

  get state(): BasketState {
    return this.current;
  }

  /** The basket as last read (readBasket, refresh), or null before the first read. */
  get basket(): BasketSummary | null {
    return this.summary;
  }

  /** Where the buyer is: the step, the search, the attraction and performance chosen. */
  get route(): Route {
    return this.where;
  }

  /**
   * The buyer moved (a click, a link, Back or Forward). An attraction or purchase step is kept
   * for this tab: where "Start again" returns, after a reload too.
   */
  go(route: Route): void {
    // A deep link's date and party become the step's choice, as if the buyer had chosen them:
    // kept under the distributor, so held on the route until it is known.
    if (route.view === 'book' && (route.date || route.party) && this.distributor()) {
      const { date, party, ...rest } = route;
      const counts = party ?? {};
      this.keepChoice(
        `${route.kind}:${route.id}`,
        route.kind === 'tour'
          ? { date: date ?? null, mix: counts, option: null, pickup: {} }
          : { performance: route.performanceId, counts },
      );
      route = rest;
    }
    this.where = route;
    if (route.view === 'attraction' || route.view === 'book') {
      bookingOf(this.distributor()).write(serializeRoute(route));
    }
  }

  /** The attraction or purchase step the buyer was last on, if any. */
  bookingRoute(): Route | null {
    const kept = bookingOf(this.distributor()).read();
    const route = kept ? parseRoute(kept) : null;
    return route?.view === 'attraction' || route?.view === 'book' ? route : null;
  }

  /** A payment is kept for a reload (its checkout part reads it: src/state/kept-booking.ts). */
  get paymentKept(): boolean {
    return this.hasRecord('payment');
  }

  /** This tab's last paid booking is kept: its confirmation is shown again. */
  get paidKept(): boolean {
    return this.hasRecord('paid');
  }

  private hasRecord(name: 'payment' | 'paid'): boolean {
    return recordOf(name, this.distributor()).read() !== null;
  }

  /**
   * Reads the basket: the one place the widget asks the API for it (GET reservations, which also
   * starts a booking session when there is none, and restarts its 20 minutes). The count and
   * what is held follow; what the request threw is thrown to the step that shows it. A read under
   * way answers too; so does one made in the last BASKET_REUSE_MS with no change since, unless
   * `fresh` (a step that is about to change the basket, or must restart the session's clock).
   */
  readBasket(options: { signal?: AbortSignal; fresh?: boolean } = {}): Promise<BasketSummary> {
    const client = this.client;
    if (!client) return Promise.reject(new Error('The booking store has no API client yet.'));
    // The step that opens right after a change shows the basket its refresh has just read.
    const recent = this.summary && Date.now() - this.readAt < BASKET_REUSE_MS;
    if (!this.reading && recent && !options.fresh) return Promise.resolve(this.summary!);
    // Several steps and the shell ask at once after a change: one request answers them all. It
    // is shared, so it is not tied to one caller's signal: an aborted caller stops waiting.
    if (!this.reading) {
      const reading = this.read(client).finally(() => {
        if (this.reading === reading) this.reading = null;
      });
      this.reading = reading;
    }
    return raceAbort(this.reading, options.signal);
  }

  private async read(client: SessionClient): Promise<BasketSummary> {
    const seq = ++this.seq;
    const summary = summaryOf(await client.getReservations({}));
    if (seq === this.seq) {
      this.summary = summary;
      this.readAt = Date.now();
      const tickets = countTickets(summary);
      this.set({ tickets, held: tickets > 0 });
    }
    return summary;
  }

  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe(listener: (state: BasketState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Follows this client's session (a new client replaces the old one). */
  attach(client: SessionClient | undefined): void {
    if (client === this.client) return;
    this.detach();
    // What the old client read is in its language and currency: the next read asks again.
    this.reading = null;
    this.readAt = 0;
    this.client = client;
    if (!client) return;
    this.unsubscribe = client.subscribeSession(() => this.check());
  }

  detach(): void {
    this.unsubscribe?.();
    clearTimeout(this.deadline);
    this.unsubscribe = this.client = undefined;
  }

  /**
   * What the buyer chose on a purchase step (`key` names the step and attraction), kept for this
   * tab so that Start again, a reload or a return to the step finds the same date, performance and
   * party. One choice is kept: the booking under way.
   */
  keepChoice(key: string, value: unknown): void {
    choiceOf(this.distributor()).write({ key, value });
  }

  /** The kept choice for `key`, unchecked (the step checks its shape), or null. */
  choice(key: string): unknown {
    const kept = choiceOf(this.distributor()).read();
    return kept?.key === key ? kept.value : null;
  }

  /**
   * Tickets were reserved: a new basket begins (the kept payment and the last confirmation belong
   * to the booking before it), and it is read again.
   */
  added(): void {
    this.readAt = 0;
    recordOf('payment', this.distributor()).clear();
    recordOf('paid', this.distributor()).clear();
    this.set({ held: true });
    void this.refresh();
  }

  /**
   * PUT reservations took the basket into a payment and closed the session: nothing is held in
   * the basket now (the navbar says so, as it does after a reload); the choice stays until the
   * payment ends.
   */
  emptiedIntoPayment(): void {
    this.readAt = 0;
    this.set({ tickets: 0, held: false });
  }

  /** The payment ended (paid, or unpaid after PUT reservations closed the session). */
  closed(): void {
    choiceOf(this.distributor()).clear();
    this.summary = null;
    this.readAt = 0;
    this.set({ tickets: 0, held: false });
  }

  paymentInFlight(paying: boolean): void {
    this.set({ paying });
    if (!paying) this.check();
  }

  /**
   * After the session ended: a new one (or, when that request fails, none, so the next call makes
   * it), and nothing held any more.
   */
  async startAgain(): Promise<void> {
    const client = this.client;
    try {
      await client?.startNewSession();
    } catch {
      client?.discardSession();
    }
    this.set({ expired: false, tickets: 0, held: false });
  }

  /**
   * Reads the basket again, after a change: a read under way began before it, so it is not shared,
   * unless `newClient` (the widget's language, currency or API changed): a read under way then
   * began after attach() and is through the new client.
   * Without a live session nothing is held and no request is made (a request would create a
   * session). Resolves to the number of tickets, or null when unreadable.
   */
  async refresh(options: { newClient?: boolean } = {}): Promise<number | null> {
    const client = this.client;
    if (!client) return null;
    if (client.sessionStatus() !== 'active') {
      this.check();
      return 0;
    }
    // A step that asked first after a new client makes the only request.
    if (!(options.newClient && this.reading)) {
      this.reading = null;
      this.readAt = 0;
    }
    try {
      return countTickets(await this.readBasket());
    } catch {
      return null;
    }
  }

  /**
   * Reads the session's status and acts on an ending; watches its deadline while it is active.
   * The session timer also calls it when its countdown reaches zero.
   */
  check(): void {
    const client = this.client;
    clearTimeout(this.deadline);
    if (!client) return;
    const status = client.sessionStatus();
    if (status === 'active') {
      if (this.current.expired) this.set({ expired: false });
      // The deadline passing is not a change the client reports: look again just after it.
      this.deadline = setTimeout(() => this.check(), client.timeLeftMs() + 50);
      return;
    }
    if (status !== 'expired' || this.current.expired) return;
    if (this.current.paying || this.paymentKept) return;
    // Before a reload the page knew; after one, the kept basket tells.
    const kept = keptOf(this.distributor()).read();
    const wasHeld = this.current.held || this.current.tickets > 0 || kept?.held || kept?.expired;
    if (!wasHeld) return client.discardSession();
    this.seq += 1;
    this.set({ expired: true, tickets: 0, held: false });
  }

  private set(change: Partial<BasketState>): void {
    const next = { ...this.current, ...change };
    const same = (Object.keys(next) as (keyof BasketState)[]).every(
      (k) => next[k] === this.current[k],
    );
    if (same) return;
    this.current = next;
    keptOf(this.distributor()).write({ held: next.held, expired: next.expired });
    for (const listener of this.listeners) listener(next);
  }
}
