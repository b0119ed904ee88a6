import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TesseraClient } from '../../state/client-context.js';
import { startNewBasket } from '../../state/booking-store.js';

/**
 * What the shell shows about the basket from every step: the number of tickets (navbar link),
 * whether something is held (the session timer shows) and whether a payment is under way (the
 * timer never expires then). Fed by the steps' events bubbling up to the root element and by the
 * basket itself on load, so a reload resumes the countdown.
 */
export class BasketWatch implements ReactiveController {
  tickets = 0;
  held = false;
  paying = false;
  private seq = 0;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly client: () => TesseraClient | undefined,
    private readonly distributor: () => string = () => '',
  ) {
    host.addController(this);
  }

  private watched?: TesseraClient;
  private unsubscribe?: () => void;
  private lastStatus?: string;

  hostConnected() {
    for (const [name, fn] of this.listeners) this.host.addEventListener(name, fn);
  }

  hostDisconnected() {
    for (const [name, fn] of this.listeners) this.host.removeEventListener(name, fn);
    this.unsubscribe?.();
    this.unsubscribe = this.watched = undefined;
  }

  /**
   * Follows the client's booking session: when an expired session is replaced by a new one
   * (whichever "Start again" the buyer pressed), its released tickets are gone from the count
   * and nothing is held any more.
   */
  hostUpdate() {
    const client = this.client();
    if (client === this.watched) return;
    this.unsubscribe?.();
    this.watched = client;
    this.lastStatus = undefined;
    this.unsubscribe = client?.subscribeSession(() => {
      const status = client.sessionStatus();
      if (this.lastStatus === 'expired' && status !== 'expired') this.set(0, false);
      this.lastStatus = status;
    });
  }

  private readonly listeners: [string, (e: Event) => void][] = [
    [
      'tessera-add-to-cart',
      () => {
        // A new basket: any payment a reload had kept, and the last confirmation, are behind.
        startNewBasket(this.distributor());
        this.held = true;
        void this.refresh();
      },
    ],
    ['tessera-remove-from-cart', () => void this.refresh()],
    ['tessera-purchase', () => this.set(0, false)],
    // A payment ended unpaid or was abandoned after PUT reservations closed the session.
    ['tessera-basket-closed', () => this.set(0, false)],
    // The timer keeps showing its "released" message; only the count goes.
    ['tessera-session-expired', () => this.set(0, this.held)],
    [
      'tessera-payment-state',
      (e) => {
        this.paying = (e as CustomEvent<{ inFlight: boolean }>).detail.inFlight;
        this.host.requestUpdate();
      },
    ],
  ];

  private set(tickets: number, held: boolean) {
    this.seq += 1;
    this.tickets = tickets;
    this.held = held;
    this.host.requestUpdate();
  }

  /**
   * Reads the basket again. Without a live booking session there is nothing held and no request
   * is made (a request would create a session). Resolves to the number of tickets, or null when
   * the basket could not be read.
   */
  async refresh(): Promise<number | null> {
    const client = this.client();
    if (!client) return null;
    const status = client.sessionStatus();
    if (status !== 'active') {
      this.set(0, status === 'expired' && this.held);
      return 0;
    }
    const seq = ++this.seq;
    try {
      // Counted here rather than with the basket rules, which belong to the basket's lazy chunk.
      const summary = (await client.getReservations({})) as {
        reservations: { number_of_tickets?: number; tickets?: unknown[] }[];
      };
      const tickets = summary.reservations.reduce(
        (n, r) => n + (r.number_of_tickets ?? r.tickets?.length ?? 0),
        0,
      );
      if (seq === this.seq) this.set(tickets, tickets > 0);
      return tickets;
    } catch {
      return null;
    }
  }
}
