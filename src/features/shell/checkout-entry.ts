import type { Route } from '../../state/route.js';
import type { BookingStore } from '../../state/booking-store.js';

/**
 * A stage before the confirmation, reached by Back, Forward or a link once this tab's booking is
 * paid: that checkout is over, so the basket opens instead (it says the booking is confirmed and
 * leads to the confirmation). Undefined when the route can be shown as it is.
 */
export function afterPaidBooking(route: Route, store: BookingStore): Route | undefined {
  if (route.view !== 'checkout' || !route.stage || route.stage === 'confirmation') return undefined;
  if (store.paymentKept || !store.paidKept) return undefined;
  return { view: 'basket', query: route.query };
}
