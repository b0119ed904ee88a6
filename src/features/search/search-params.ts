import type { SearchQuery } from '../../state/route.js';
import { isoDate } from '../../components/format.js';

export const DEFAULT_PAGE_SIZE = 24;
export const PAGE_SIZES = [12, 24, 48, 100, 1000];

/** GET /{v}/attractions query parameters from the widget's search query (doc 2 names). */
export function attractionsParams(q: SearchQuery, apiVersion: 'v1' | 'v2') {
  const near = q.lat !== undefined && q.lng !== undefined;
  return {
    date_start: q.from ?? isoDate(),
    date_end: q.to,
    city: q.city,
    search_term: q.q,
    attraction_type_id: q.type,
    tag_ids: q.tags,
    ...(apiVersion === 'v2'
      ? {
          group_id: q.group,
          categories: q.categories,
          min_price: q.minPrice,
          max_price: q.maxPrice,
        }
      : { category_id: q.group }),
    ...(near
      ? { latitude: q.lat, longitude: q.lng, radius: q.radius ?? 10, radius_unit: 'km' }
      : {}),
    sort: q.sort,
    size: Math.min(1000, q.size ?? DEFAULT_PAGE_SIZE),
    page: q.page ?? 0,
    // Lets the API relax an empty search (doc 1); the notice tells the buyer when it did.
    alternative_results: true,
  };
}
