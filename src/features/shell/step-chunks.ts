import type { Route } from '../../state/route.js';

/** The code chunk a route needs; the landing page is in the entry. */
export type StepChunk =
  'landing' | 'search' | 'attraction' | 'theatre' | 'tour' | 'basket' | 'checkout' | 'bookings';

/**
 * Steps after the landing are separate chunks, fetched when first shown (or when idle), so the
 * script-tag entry stays small. The seat map is a chunk of its own, imported by the theatre step.
 */
export const STEP_LOADERS: Record<Exclude<StepChunk, 'landing'>, () => Promise<unknown>> = {
  search: () => import('../search/tessera-search.js'),
  attraction: () => import('../attraction/tessera-attraction.js'),
  theatre: () => import('../theatre/tessera-theatre-purchase.js'),
  tour: () => import('../tour-options/tessera-tour-options.js'),
  basket: () => import('../basket/tessera-basket.js'),
  checkout: () => import('../checkout/tessera-checkout.js'),
  bookings: () => import('../bookings/tessera-your-bookings.js'),
};

/** The session timer shows from every step once something is held. */
export const loadSessionTimer = () => import('../basket/tessera-session-timer.js');

export function chunkOf(route: Route): StepChunk {
  return route.view === 'book' ? route.kind : route.view;
}
