import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TesseraClient } from '../../state/client-context.js';
import { BookingStore, type BasketState } from '../../state/booking-store.js';
import { emitHostEvent } from '../../events.js';

/**
 * The shell's hold on the booking store (the steps reach the same store through its context and
 * send it their intents: added, removed, paying, closed); the store's changes update the shell (navbar count, session timer,
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
    this.unsubscribe?.();
    this.store.detach();
  }

  /** Follows the client the host has now (a new one when the distributor or API changes). */
  hostUpdate() {
    this.store.attach(this.client());
  }

  refresh(options?: { newClient?: boolean }): Promise<number | null> {
    return this.store.refresh(options);
  }

  startAgain(): Promise<void> {
    return this.store.startAgain();
  }
}
