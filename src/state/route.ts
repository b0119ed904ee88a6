/**
 * The widget's route: which step is shown and with what parameters. Serialized into one query
 * parameter of the host page (`tessera`) so links can be shared and back/forward work, without
 * touching the host page's own parameters.
 *
 * Format of the value: `<view>[/<id>][?<params>]`, e.g. `search?city=london&from=2026-12-01`
 * or `attraction/abc-123?from=2026-12-01`, `book/theatre/abc-123?performance=i-9`, `basket`,
 * `checkout/payment`. The landing page has no value. Later steps keep the search query so "back to
 * my search" works. Each stage of checkout is its own history entry (`checkout/<stage>`), so Back
 * and Forward move one stage; `checkout` alone opens the first stage the basket still needs.
 */

export interface SearchQuery {
  city?: string;
  from?: string;
  to?: string;
  q?: string;
  type?: number;
  tags?: number[];
  group?: number;
  categories?: number[];
  minPrice?: number;
  maxPrice?: number;
  lat?: number;
  lng?: number;
  radius?: number;
  sort?: 'lowest_price' | 'rating' | 'popularity';
  page?: number;
  /** Page size; up to 1000 (long lists are virtualized). */
  size?: number;
}

export type Route =
  | { view: 'landing' }
  | { view: 'search'; query: SearchQuery }
  | { view: 'attraction'; id: string; query: SearchQuery }
  /** Buying tickets for an attraction: the theatre or the tour step, by the attraction's kind. */
  | {
      view: 'book';
      kind: BookKind;
      id: string;
      performanceId?: string;
      query: SearchQuery;
      /** A deep link's tour date (YYYY-MM-DD): kept as the step's choice, then dropped. */
      date?: string;
      /** A deep link's party, tickets per price type ID: kept as the step's choice, then dropped. */
      party?: Party;
    }
  | { view: 'basket'; query: SearchQuery }
  /** The signed-in customer's transactions ("Your bookings"). */
  | { view: 'bookings'; query: SearchQuery }
  /** Checkout at one of its stages; without one, the first stage the basket still needs. */
  | { view: 'checkout'; stage?: CheckoutStage; query: SearchQuery };

/** Tickets or travellers per price type ID (`party=ADULT:2,CHILD:1` in a link). */
export type Party = Record<string, number>;

/** The stages of checkout the buyer moves through, each its own history entry. */
const CHECKOUT_STAGES = ['details', 'attendees', 'phone', 'payment', 'confirmation'] as const;
export type CheckoutStage = (typeof CHECKOUT_STAGES)[number];

/** Which purchase step a booking opens: the attraction's kind, known from its detail. */
export type BookKind = 'theatre' | 'tour';

export const URL_PARAM = 'tessera';

const NUMBER_KEYS = [
  'type',
  'group',
  'minPrice',
  'maxPrice',
  'lat',
  'lng',
  'radius',
  'page',
  'size',
] as const;
const LIST_KEYS = ['tags', 'categories'] as const;
const STRING_KEYS = ['city', 'from', 'to', 'q'] as const;
const SORTS = new Set(['lowest_price', 'rating', 'popularity']);

/** Reads a search query from URL parameters; unknown or malformed values are dropped. */
function parseQuery(params: URLSearchParams): SearchQuery {
  const query: SearchQuery = {};
  for (const key of STRING_KEYS) {
    const v = params.get(key);
    if (v) query[key] = v;
  }
  for (const key of NUMBER_KEYS) {
    const raw = params.get(key);
    const v = raw === null || raw === '' ? NaN : Number(raw);
    if (Number.isFinite(v)) query[key] = v;
  }
  for (const key of LIST_KEYS) {
    const raw = params.get(key);
    const list = raw
      ?.split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n));
    if (list?.length) query[key] = list;
  }
  const sort = params.get('sort');
  if (sort && SORTS.has(sort)) query.sort = sort as SearchQuery['sort'];
  return query;
}

/** Writes a search query as URL parameters in a stable key order. */
export function queryParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === '' || (Array.isArray(value) && !value.length)) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/** Serializes a route into the `tessera` parameter value (empty for the landing page). */
export function serializeRoute(route: Route): string {
  if (route.view === 'landing') return '';
  const params = queryParams(route.query);
  let path: string;
  switch (route.view) {
    case 'attraction':
      path = `attraction/${encodeURIComponent(route.id)}`;
      break;
    case 'book':
      path = `book/${route.kind}/${encodeURIComponent(route.id)}`;
      if (route.performanceId) params.set('performance', route.performanceId);
      if (route.date) params.set('date', route.date);
      if (route.party)
        params.set(
          'party',
          Object.entries(route.party)
            .map(([type, n]) => `${type}:${n}`)
            .join(','),
        );
      break;
    case 'checkout':
      path = route.stage ? `checkout/${route.stage}` : 'checkout';
      break;
    default:
      path = route.view;
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Parses a `tessera` parameter value; anything unrecognised opens the landing page. */
export function parseRoute(value: string | null | undefined): Route {
  if (!value) return { view: 'landing' };
  const [path, qs = ''] = value.split(/\?(.*)/s, 2);
  const params = new URLSearchParams(qs);
  const query = parseQuery(params);
  if (path === 'search' || path === 'basket' || path === 'bookings' || path === 'checkout')
    return { view: path, query };
  const stage = /^checkout\/(.*)$/.exec(path)?.[1];
  // An unknown stage is dropped: checkout opens where the basket stands.
  if (stage !== undefined)
    return isCheckoutStage(stage)
      ? { view: 'checkout', stage, query }
      : { view: 'checkout', query };
  const match = /^(attraction|book\/theatre|book\/tour)\/(.+)$/.exec(path);
  const id = match ? safeDecode(match[2]) : '';
  if (!match || !id || id.length > 50) return { view: 'landing' };
  if (match[1] === 'attraction') return { view: 'attraction', id, query };
  const kind = match[1] === 'book/tour' ? 'tour' : 'theatre';
  // `instance` is what links and kept routes said before the UI's word, performance, was used.
  const performanceId = params.get('performance') ?? params.get('instance');
  const route: Route = { view: 'book', kind, id, query };
  if (performanceId && performanceId.length <= 100) route.performanceId = performanceId;
  const date = params.get('date');
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) route.date = date;
  const party = parseParty(params.get('party'));
  if (party) route.party = party;
  return route;
}

/** `ADULT:2,CHILD:1` as counts per price type ID; malformed pairs are dropped. */
function parseParty(value: string | null): Party | undefined {
  const party: Party = {};
  for (const pair of value?.split(',') ?? []) {
    const [, type, n] = /^(.{1,100}):(\d{1,2})$/.exec(pair) ?? [];
    if (type && Number(n) > 0) party[type] = Number(n);
  }
  return Object.keys(party).length ? party : undefined;
}

function isCheckoutStage(value: string): value is CheckoutStage {
  return (CHECKOUT_STAGES as readonly string[]).includes(value);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/**
 * Reads a showcase's redirect_url (a relative front-end URL of the distributor's site, e.g.
 * `/attractions?city=london&tag_ids=3`) into a search query. API parameter names are mapped to
 * the widget's short names (city, categories and sort are the same in both); unknown parameters
 * are ignored.
 */
export function queryFromRedirectUrl(redirect: string): SearchQuery {
  const url = new URL(redirect, 'https://tessera.invalid/');
  const p = url.searchParams;
  const mapped = new URLSearchParams();
  const alias: Record<string, string> = {
    date_start: 'from',
    date_end: 'to',
    search_term: 'q',
    attraction_type_id: 'type',
    tag_ids: 'tags',
    group_id: 'group',
    min_price: 'minPrice',
    max_price: 'maxPrice',
  };
  for (const [key, value] of p) {
    const target = alias[key] ?? key;
    mapped.set(target, value);
  }
  return parseQuery(mapped);
}
