import { createContext } from './context.js';
import type { Route } from './route.js';

/** The current route and the way to move to another; provided by <tessera-booking>. */
export interface Navigator {
  route: Route;
  navigate(route: Route, options?: { replace?: boolean }): void;
}

export const routeContext = createContext<Navigator>(Symbol('tessera-route'));
