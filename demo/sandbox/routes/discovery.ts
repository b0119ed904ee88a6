/** Discovery: attractions list, v2 attraction detail, showcases, types, v1 categories/common/cities. */
import type { Hono } from 'hono';
import {
  AIRPORTS,
  CITIES,
  CONTINENTS,
  COUNTRIES,
  GROUPS,
  SUBCATEGORIES,
} from '../catalogue/places.js';
import { imageUrl } from '../catalogue/images.js';
import type { Deps } from '../deps.js';
import { httpError } from '../errors.js';
import { placeName } from '../i18n/words.js';
import { queryChecker, requireDistributor, useSession, versionOf, type Env } from '../http.js';
import { listItem } from '../views.js';
import { categoriesCount, search, type SearchQuery } from './search.js';
import { theaterDetail, tourDetail } from './details.js';

const UNITS: Record<string, number> = { mm: 0.001, cm: 0.01, m: 1, km: 1000 };

export function discoveryRoutes(app: Hono<Env>, { store }: Deps): void {
  for (const v of ['v1', 'v2']) {
    app.get(`/${v}/attractions`, (c) => {
      requireDistributor(c);
      useSession(c, store);
      const version = versionOf(c);
      const check = queryChecker(c);
      const q: SearchQuery = {
        version,
        dateStart: check.date('date_start', true) ?? '',
        dateEnd: check.date('date_end'),
        city: check.str('city'),
        countryCode: check.str('country_code', {
          pattern: /^[A-Za-z]{2}$/,
          message: 'Must be an ISO 3166-1 alpha-2 code.',
        }),
        currency: check.str('currency', {
          pattern: /^[A-Z]{3}$/,
          message: 'Must be a three-letter currency code.',
        }),
        typeId: check.int('attraction_type_id', { min: 1, max: 2 }),
        searchTerm: check.str('search_term', { max: 250 }),
        tagIds: check.intList('tag_ids'),
        latitude: check.float('latitude', { min: -90, max: 90 }),
        longitude: check.float('longitude', { min: -180, max: 180 }),
        sort: check.str('sort', { oneOf: ['lowest_price', 'rating', 'popularity'] }),
      };
      check.str('language_code', { max: 5 });
      const alternative = check.bool('alternative_results') ?? false;
      const radius = check.float('radius', { min: 0 });
      const unit = check.str('radius_unit', { oneOf: Object.keys(UNITS) }) ?? 'm';
      if (radius !== undefined) {
        if (q.latitude === undefined) check.add('latitude', 'Required with radius.');
        if (q.longitude === undefined) check.add('longitude', 'Required with radius.');
        q.radiusMetres = radius * UNITS[unit];
      }
      const size = check.int('size', { min: 1, max: 1000 }) ?? 10;
      const page = check.int('page', { min: 0 }) ?? 0;
      if (version === 1) {
        q.groupId = check.int('category_id');
      } else {
        q.groupId = check.int('group_id');
        q.categories = check.intList('categories');
        q.minPrice = check.int('min_price', { min: 0 });
        q.maxPrice = check.int('max_price', { min: 0 });
      }
      if (q.dateStart && q.dateEnd && q.dateEnd < q.dateStart)
        check.add('date_end', 'Must not be before date_start.');
      check.done();
      const lang = c.get('language');
      const found = search(store.catalogue.attractions, q, alternative, lang);
      const pageItems = found.results.slice(page * size, page * size + size);
      return c.json({
        alternative_results: found.alternative,
        results: pageItems.map((a) =>
          listItem(a, version, q.dateStart, found.dateEnd ?? '9999-99-99', lang),
        ),
        total: found.results.length,
        ...(version === 2 ? { categories_count: categoriesCount(found.results) } : {}),
      });
    });

    app.get(`/${v}/showcases`, (c) => {
      requireDistributor(c);
      useSession(c, store);
      return c.json(store.catalogue.showcases);
    });

    app.get(`/${v}/attraction-types`, (c) => {
      requireDistributor(c);
      return c.json([
        { id: 1, name: 'THEATER' },
        { id: 2, name: 'TOUR' },
      ]);
    });
  }

  app.get('/v2/attractions/:id', (c) => {
    requireDistributor(c);
    useSession(c, store);
    const a = store.catalogue.byId.get(c.req.param('id'));
    if (!a) throw httpError(404, `Attraction ${c.req.param('id')} does not exist.`);
    if (a.kind === 'theater')
      return c.json({ attraction_type: 'THEATER', ...theaterDetail(c, a, store, 2) });
    return c.json({ attraction_type: 'TOUR', ...tourDetail(c, a, 2) });
  });

  // Doc 2: names of places and categories are translated to the requested language.
  app.get('/v1/categories', (c) => {
    requireDistributor(c);
    const lang = c.get('language');
    return c.json(GROUPS.map((g) => ({ ...g, name: placeName('groups', g.id, g.name, lang) })));
  });

  app.get('/v1/cities', (c) => {
    requireDistributor(c);
    const lang = c.get('language');
    return c.json(
      CITIES.map((x) => ({
        name: placeName('cities', x.id, x.name, lang),
        search_key: x.search_key,
      })),
    );
  });

  app.get('/v1/common', (c) => {
    requireDistributor(c);
    const lang = c.get('language');
    const attractions = store.catalogue.attractions;
    return c.json({
      continents: CONTINENTS.map((k) => ({
        ...k,
        name: placeName('continents', k.code, k.name, lang),
      })),
      countries: COUNTRIES.map((k) => ({
        id: k.id,
        name: placeName('countries', k.id, k.name, lang),
        country_code: k.country_code,
        continent_code: k.continent_code,
        cities: CITIES.filter((x) => x.country_code === k.country_code).map((x) => x.id),
      })),
      cities: CITIES.map((x) => ({
        id: x.id,
        name: placeName('cities', x.id, x.name, lang),
        search_key: x.search_key,
        country_code: x.country_code,
        airports: AIRPORTS.filter((p) => p.city_id === x.id).map((p) => p.id),
        categories: [
          ...new Set(attractions.filter((a) => a.cityId === x.id).map((a) => a.groupId)),
        ],
        images: { image_w1160_h160: imageUrl(`city-${x.search_key}`, 'w1160_h160') },
      })),
      groups: GROUPS.map((g) => ({ ...g, name: placeName('groups', g.id, g.name, lang) })),
      categories: SUBCATEGORIES.map(({ id, name }) => ({
        id,
        name: placeName('subcategories', id, name, lang),
      })),
      airports: AIRPORTS.map((p) => ({ ...p, name: placeName('airports', p.id, p.name, lang) })),
    });
  });
}
