/** The attractions list: every filter and sort of doc 2, and doc 1's alternative-results rule. */
import { convert } from '../catalogue/money.js';
import { cityById, SUBCATEGORIES } from '../catalogue/places.js';
import { addDays } from '../catalogue/time.js';
import type { Attraction } from '../catalogue/types.js';
import type { Lang } from '../i18n/language.js';
import { descriptionIn, nameIn } from '../i18n/words.js';
import { pricesOf, startTimes, type Version } from '../views.js';

export interface SearchQuery {
  version: Version;
  dateStart: string;
  dateEnd?: string;
  city?: string;
  countryCode?: string;
  currency?: string;
  typeId?: number;
  searchTerm?: string;
  tagIds?: number[];
  latitude?: number;
  longitude?: number;
  radiusMetres?: number;
  sort?: string;
  groupId?: number;
  categories?: number[];
  minPrice?: number;
  maxPrice?: number;
}

const EARTH_M = 6_371_000;
const rad = (d: number) => (d * Math.PI) / 180;

function distance(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.sqrt(a));
}

/** Cheapest ticket in the asked currency (GBP when none), used by sort and price filters. */
export function cheapest(a: Attraction, currency = 'GBP'): number | undefined {
  const values = pricesOf(a)
    .map((p) => p[currency])
    .filter((n) => n !== undefined);
  return values.length ? Math.min(...values) : undefined;
}

/** Doc 2: the term is matched against name and description, in English and the asked language. */
function matchesTerm(a: Attraction, term: string, lang: Lang): boolean {
  const texts = [a.name, a.description, nameIn(a, lang), descriptionIn(a, lang)];
  return texts.some((t) => t.toLocaleLowerCase(lang).includes(term.toLocaleLowerCase(lang)));
}

function matches(a: Attraction, q: SearchQuery, lang: Lang): boolean {
  const city = cityById(a.cityId);
  if (!startTimes(a, q.dateStart, q.dateEnd).length) return false;
  if (q.city && city?.search_key !== q.city.toLowerCase()) return false;
  if (q.countryCode && city?.country_code !== q.countryCode.toUpperCase()) return false;
  if (q.typeId && (a.kind === 'theater' ? 1 : 2) !== q.typeId) return false;
  if (q.searchTerm && !matchesTerm(a, q.searchTerm, lang)) return false;
  if (q.tagIds?.length && !q.tagIds.some((t) => a.tagIds.includes(t))) return false;
  if (q.latitude !== undefined && q.longitude !== undefined && q.radiusMetres !== undefined) {
    if (distance(q.latitude, q.longitude, a.latitude, a.longitude) > q.radiusMetres) return false;
  }
  if (q.groupId !== undefined && a.groupId !== q.groupId) return false;
  if (q.categories?.length && !q.categories.some((c) => a.subcategories.includes(c))) return false;
  if (q.minPrice !== undefined || q.maxPrice !== undefined) {
    const low = cheapest(a, q.currency ?? 'GBP');
    if (low === undefined) return false;
    if (q.minPrice !== undefined && low < q.minPrice) return false;
    if (q.maxPrice !== undefined && low > q.maxPrice) return false;
  }
  return true;
}

function sorted(list: Attraction[], q: SearchQuery): Attraction[] {
  const cur = q.currency ?? 'GBP';
  const key: Record<string, (a: Attraction) => number> = {
    lowest_price: (a) => cheapest(a, cur) ?? convert(cheapest(a) ?? 0, cur),
    rating: (a) => -a.rating,
    popularity: (a) => -a.popularity,
  };
  const by = key[q.sort ?? ''] ?? ((a: Attraction) => -a.priority);
  return [...list].sort((a, b) => by(a) - by(b) || a.id.localeCompare(b.id));
}

export interface SearchResult {
  results: Attraction[];
  alternative: boolean;
  /** The date range the results were found in (wider when alternative results were used). */
  dateEnd?: string;
}

/** Runs the search; with `alternative`, an empty result repeats the search relaxed twice. */
export function search(
  all: Attraction[],
  q: SearchQuery,
  alternative: boolean,
  lang: Lang = 'en',
): SearchResult {
  const run = (query: SearchQuery) =>
    sorted(
      all.filter((a) => matches(a, query, lang)),
      query,
    );
  const first = run(q);
  if (first.length || !alternative)
    return { results: first, alternative: false, dateEnd: q.dateEnd };
  const relaxed = { ...q, searchTerm: undefined, groupId: undefined, categories: undefined };
  const second = run(relaxed);
  if (second.length) return { results: second, alternative: true, dateEnd: q.dateEnd };
  const later = { ...relaxed, dateEnd: addDays(q.dateEnd ?? q.dateStart, 28) };
  return { results: run(later), alternative: true, dateEnd: later.dateEnd };
}

/** v2 categories_count: how often each subcategory occurs in the results. */
export function categoriesCount(results: Attraction[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of results)
    for (const c of a.subcategories)
      if (SUBCATEGORIES.some((s) => s.id === c)) out[String(c)] = (out[String(c)] ?? 0) + 1;
  return out;
}
