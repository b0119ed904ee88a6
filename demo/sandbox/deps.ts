import type { Store } from './state/store.js';
import type { StripeStandIn } from './stripe/port.js';

/** What every route module receives from createSandbox. */
export interface Deps {
  store: Store;
  stripe: StripeStandIn;
  /** Server log (the SMS codes are printed here). */
  log: (message: string) => void;
}
