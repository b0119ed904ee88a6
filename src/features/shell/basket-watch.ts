import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TesseraClient } from '../../state/client-context.js';
import { BookingStore, type BasketState } from '../../state/booking-store.js';
import { emitHostEvent } from '../../state/host-events.js';

/**
 * The shell's hold on the booking store: the steps' events, bubbling up to the root element,
 * become the store's intents; the store's changes update the shell (navbar count, session timer,
 * the one expiry message). A reload resumes the countdown from the basket itself.
 */
export class BasketWatch implements ReactiveController {
  readonly store: BookingStore;
  private unsubscribe?: () => void;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly client: () => TesseraClient | undefined,
    distributor: () => string = () => '',
    private readonly dataLayer: () => boolean = () => false,
  ) {
    this.store = new BookingStore(distributor);
    host.addController(this);
  }

  get tickets() {
    return this.store.state.tickets;
  }
  get held() {
    return this.store.state.held;
  }
  get paying() {
    return this.store.state.paying;
  }
  get expired() {
    return this.store.state.expired;
  }

  hostConnected() {
    for (const [name, fn] of this.listeners) this.host.addEventListener(name, fn);
    let before: BasketState = this.store.state;
    this.unsubscribe = this.store.subscribe((state) => {
      if (state.expired && !before.expired) {
        emitHostEvent(this.host, 'tessera-session-expired', { released: true }, this.dataLayer());
      }
      before = state;
      this.host.requestUpdate();
    });
  }

  hostDisconnected() {
    for (const [name, fn] of this.listeners) this.host.removeEventListener(name, fn);
    this.unsubscribe?.();
    this.store.detach();
  }

  /** Follows the client the host has now (a new one when the distributor or API changes). */
  hostUpdate() {
    this.store.attach(this.client());
  }

  refresh(): Promise<number | null> {
    return this.store.refresh();
  }

  startAgain(): Promise<void> {
    return this.store.startAgain();
  }

  private readonly listeners: [string, (e: Event) => void][] = [
    ['tessera-add-to-cart', () => this.store.added()],
    ['tessera-remove-from-cart', () => void this.store.refresh()],
    ['tessera-purchase', () => this.store.closed()],
    // A payment ended unpaid or was abandoned after PUT reservations closed the session.
    ['tessera-basket-closed', () => this.store.closed()],
    [
      'tessera-payment-state',
      (e) => this.store.paymentInFlight((e as CustomEvent<{ inFlight: boolean }>).detail.inFlight),
    ],
  ];
}
