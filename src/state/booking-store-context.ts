import { createContext } from './context.js';
import type { BookingStore } from './booking-store.js';

/** The booking store of this embed, provided by <tessera-booking> to every step. */
export const bookingStoreContext = createContext<BookingStore | undefined>(
  Symbol('tessera-booking-store'),
);
