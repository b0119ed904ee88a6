/** The filters a search query holds, each named in the buyer's words (for "no results"). */
import { msg, str } from '@lit/localize';
import { formatMoney } from '../../components/format.js';
import type { SearchQuery } from '../../state/route.js';
import type { Common, Tag } from './types.js';

export interface NamedFilter {
  key: keyof SearchQuery;
  text: string;
}

export interface FilterNames {
  common?: Common;
  tags: readonly Tag[];
  currency: string;
  locale: string;
}

/** "Keywords: “x”", "City: Paris", "Tags: Best Deal", ... in the order the filters are shown. */
export function namedFilters(q: SearchQuery, names: FilterNames): NamedFilter[] {
  const out: NamedFilter[] = [];
  const add = (key: keyof SearchQuery, label: string, value: string) =>
    out.push({ key, text: `${label}: ${value}` });
  const listed = (ids: readonly number[] | undefined, all: Map<number, string>) =>
    (ids ?? []).map((id) => all.get(id) ?? String(id)).join(', ');
  const c = names.common;
  if (q.q) add('q', msg('Keywords'), `“${q.q}”`);
  if (q.city)
    add('city', msg('City'), c?.cities.find((x) => x.search_key === q.city)?.name ?? q.city);
  if (q.from) add('from', msg('From'), q.from);
  if (q.to) add('to', msg('To'), q.to);
  if (q.type) add('type', msg('Type'), q.type === 1 ? msg('Shows') : msg('Tours'));
  if (q.group)
    add('group', msg('Group'), c?.groups?.find((g) => g.id === q.group)?.name ?? String(q.group));
  if (q.tags?.length)
    add('tags', msg('Tags'), listed(q.tags, new Map(names.tags.map((t) => [t.tag_id, t.name]))));
  if (q.categories?.length)
    add(
      'categories',
      msg('Categories'),
      listed(q.categories, new Map(c?.categories.map((x) => [x.id, x.name]))),
    );
  const money = (v: number) => formatMoney(v, names.currency, names.locale);
  const cur = names.currency;
  if (q.minPrice !== undefined) add('minPrice', msg(str`Min price (${cur})`), money(q.minPrice));
  if (q.maxPrice !== undefined) add('maxPrice', msg(str`Max price (${cur})`), money(q.maxPrice));
  if (q.lat !== undefined && q.lng !== undefined)
    add('radius', msg('Distance'), msg(str`${q.radius ?? 10} km`));
  return out;
}

/** The query without any filter: only how the results are sorted and paged stays. */
export function withoutFilters(q: SearchQuery): SearchQuery {
  return { ...(q.sort ? { sort: q.sort } : {}), ...(q.size ? { size: q.size } : {}), page: 0 };
}
