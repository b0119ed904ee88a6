import type { Route } from '../../state/route.js';
import { hasPending, readPaid } from '../../state/booking-store.js';

/**
 * A stage before the confirmation, reached by Back, Forward or a link once this tab's booking is
 * paid: that checkout is over, so the basket opens instead (it says the booking is confirmed and
 * leads to the confirmation). Undefined when the route can be shown as it is.
 */
export function afterPaidBooking(route: Route, distributor: string): Route | undefined {
  if (route.view !== 'checkout' || !route.stage || route.stage === 'confirmation') return undefined;
  if (hasPending(distributor) || !readPaid(distributor)) return undefined;
  return { view: 'basket', query: route.query };
}
