import { URL_PARAM, parseRoute, serializeRoute, type Route } from './route.js';

/**
 * Mirrors the widget's route in the host page URL (`?tessera=...`) with pushState, and reports
 * back/forward navigation. Other query parameters and the hash of the host page are kept.
 */
export class UrlState {
  private readonly onPop = () => this.onChange(this.read());

  constructor(private readonly onChange: (route: Route) => void) {}

  /** Starts listening to back/forward. */
  connect(): void {
    window.addEventListener('popstate', this.onPop);
  }

  disconnect(): void {
    window.removeEventListener('popstate', this.onPop);
  }

  /** The route in the current host URL. */
  read(): Route {
    return parseRoute(new URL(window.location.href).searchParams.get(URL_PARAM));
  }

  /** Pushes a new history entry for `route` (replace for corrections that should not add one). */
  write(route: Route, replace = false): void {
    const url = new URL(window.location.href);
    const value = serializeRoute(route);
    if (value) url.searchParams.set(URL_PARAM, value);
    else url.searchParams.delete(URL_PARAM);
    if (url.href === window.location.href) return;
    if (replace) history.replaceState(history.state, '', url);
    else history.pushState(history.state, '', url);
  }
}

/** The host page URL that opens `route` (for real links: copy, middle-click, share). */
export function routeHref(route: Route): string {
  const url = new URL(window.location.href);
  const value = serializeRoute(route);
  if (value) url.searchParams.set(URL_PARAM, value);
  else url.searchParams.delete(URL_PARAM);
  return url.pathname + url.search + url.hash;
}
