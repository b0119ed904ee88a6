/** Detail bodies shared by /{v}/theater-events/{id}, /{v}/tours/{id} and /v2/attractions/{id}. */
import type { Theater, Tour } from '../catalogue/types.js';
import { queryChecker, type Ctx } from '../http.js';
import type { Store } from '../state/store.js';
import {
  theaterAttraction,
  theaterInstance,
  tourAttraction,
  tourInstance,
  tourPriceTypes,
  type Version,
} from '../views.js';

function paging(c: Ctx, defaultSize: number, maxSize: number) {
  const check = queryChecker(c);
  const from = check.date('date_start', true) ?? '';
  const to = check.date('date_end') ?? '9999-99-99';
  const size = check.int('size', { min: 1, max: maxSize }) ?? defaultSize;
  const page = check.int('page', { min: 0 }) ?? 0;
  check.str('currency', {
    pattern: /^[A-Z]{3}$/,
    message: 'Must be a three-letter currency code.',
  });
  check.str('language_code', { max: 5 });
  check.done();
  return { from, to, size, page };
}

export function theaterDetail(c: Ctx, t: Theater, store: Store, v: Version) {
  // Doc 1 limits: v1 theater details default 25, max 100; v2 follows the attraction-details limits.
  const { from, to, size, page } = v === 1 ? paging(c, 25, 100) : paging(c, 10, 1000);
  const inRange = t.instances.filter(
    (i) => i.start.slice(0, 10) >= from && i.start.slice(0, 10) <= to,
  );
  return {
    attraction: theaterAttraction(t, v, c.get('language')),
    instances: inRange
      .slice(page * size, page * size + size)
      .map((i) => theaterInstance(t, i, v, store)),
    total_instances: inRange.length,
    first_instance_date: inRange[0]?.start.slice(0, 10) ?? null,
    last_instance_date: inRange[inRange.length - 1]?.start.slice(0, 10) ?? null,
  };
}

export function tourDetail(c: Ctx, t: Tour, v: Version) {
  const { from, to, size, page } = paging(c, 10, 1000);
  const dates = t.dates.filter((d) => d >= from && d <= to);
  return {
    attraction: tourAttraction(t, v, c.get('language')),
    instances: dates.slice(page * size, page * size + size).map((d) => tourInstance(t, d)),
    price_types: tourPriceTypes(t),
    total: dates.length,
    first_instance_date: dates[0] ?? null,
    last_instance_date: dates[dates.length - 1] ?? null,
  };
}
