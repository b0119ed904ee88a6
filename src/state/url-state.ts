import { URL_PARAM, parseRoute, serializeRoute, type Route } from './route.js';

/**
 * Where the widget keeps its route in the host page's URL (the `routing` attribute): `query`, the
 * `tessera` query parameter (default); `hash`, a `tessera` parameter in the fragment
 * (`#tessera=…`), for pages whose server or router owns the query; `none`, nowhere: the host
 * page's URL is never read or written, and a host app drives the widget through its methods.
 */
export type RoutingMode = 'query' | 'hash' | 'none';

/** The `tessera` parameter's value in `url` for the mode, or null. */
function paramsOf(url: URL, mode?: RoutingMode): URLSearchParams {
  return mode === 'hash' ? new URLSearchParams(url.hash.slice(1)) : url.searchParams;
}

/** `url` with the route written into it (the host's other parameters and fragment kept). */
function withRoute(route: Route, mode?: RoutingMode): URL {
  const url = new URL(window.location.href);
  const params = paramsOf(url, mode);
  const value = serializeRoute(route);
  if (value) params.set(URL_PARAM, value);
  else params.delete(URL_PARAM);
  if (mode === 'hash') url.hash = params.toString();
  return url;
}

/**
 * Mirrors the widget's route in the host page URL with pushState, and reports back/forward
 * navigation. Other parameters of the host page and its fragment are kept.
 */
export class UrlState {
  private readonly onPop = () => this.onChange(this.read());

  constructor(
    private readonly onChange: (route: Route) => void,
    private readonly mode: () => RoutingMode,
  ) {}

  /** Starts listening to back/forward (and to a fragment the buyer edits). */
  connect(): void {
    window.addEventListener('popstate', this.onPop);
  }

  disconnect(): void {
    window.removeEventListener('popstate', this.onPop);
  }

  /** The route in the current host URL. */
  read(): Route {
    return parseRoute(paramsOf(new URL(window.location.href), this.mode()).get(URL_PARAM));
  }

  /** Pushes a new history entry for `route` (replace for corrections that should not add one). */
  write(route: Route, replace = false): void {
    const url = withRoute(route, this.mode());
    if (url.href === window.location.href) return;
    if (replace) history.replaceState(history.state, '', url);
    else history.pushState(history.state, '', url);
  }
}

/**
 * The host page URL that opens `route` (for real links: copy, middle-click, share); in the query
 * unless the mode is `hash`.
 */
export function routeHref(route: Route, mode?: RoutingMode): string {
  const url = withRoute(route, mode);
  return url.pathname + url.search + url.hash;
}
