/** Tours: details and POST /v2/tours/availability (options with expiring selection_ids). */
import { randomUUID } from '../random.js';
import type { Hono } from 'hono';
import { plusMinutes, zoned } from '../catalogue/time.js';
import type { Tour } from '../catalogue/types.js';
import type { Deps } from '../deps.js';
import { httpError } from '../errors.js';
import {
  bodyChecker,
  readJson,
  requireDistributor,
  useSession,
  versionOf,
  type Env,
} from '../http.js';
import type { Store } from '../state/store.js';
import { checkMix, meets, pricedMix, type Mix } from '../state/tour-pricing.js';
import type { Checker } from '../validate.js';
import { languageNamesIn } from '../i18n/words.js';
import { tourDetail } from './details.js';

export function tour(store: Store, id: string): Tour {
  const a = store.catalogue.byId.get(id);
  if (!a || a.kind !== 'tour') throw httpError(404, `Tour ${id} does not exist.`);
  return a;
}

/** Reads `tickets` as a price type -> count mix, checking each id belongs to the tour. */
export function readMix(check: Checker, t: Tour | undefined, withFee: boolean) {
  const items = check.objects('tickets', true) ?? [];
  const mix: Mix = {};
  const fees: Record<string, number> = {};
  for (const { check: ic } of items) {
    const id = ic.str('price_type_id', { required: true });
    // Zero counts are accepted and ignored: a UI may send every price type it shows.
    const n = ic.int('number_of_tickets', { required: true, min: 0 });
    const fee = withFee ? ic.int('booking_fee', { required: true, min: 0 }) : undefined;
    if (id && t && !t.priceTypes.some((p) => p.id === id))
      ic.add('price_type_id', 'Unknown price type for this tour.');
    if (!id || !n) continue;
    mix[id] = (mix[id] ?? 0) + n;
    if (fee !== undefined) fees[id] = fee;
  }
  return { mix, fees };
}

export function tourRoutes(app: Hono<Env>, { store }: Deps): void {
  for (const v of ['v1', 'v2']) {
    app.get(`/${v}/tours/:id`, (c) => {
      requireDistributor(c);
      useSession(c, store);
      return c.json(tourDetail(c, tour(store, c.req.param('id')), versionOf(c)));
    });
  }

  app.post('/v2/tours/availability', async (c) => {
    requireDistributor(c);
    const session = useSession(c, store);
    const check = bodyChecker(await readJson(c));
    const id = check.str('attraction_id', { required: true, max: 36 });
    const date = check.date('date', true);
    const currency = check.str('currency', {
      pattern: /^[A-Z]{3}$/,
      message: 'Must be a three-letter currency code.',
    });
    check.str('language_code', { max: 5 });
    const t = id ? store.catalogue.byId.get(id) : undefined;
    if (id && t?.kind !== 'tour') check.add('attraction_id', 'No tour with this ID.');
    const found = t?.kind === 'tour' ? t : undefined;
    const { mix } = readMix(check, found, false);
    if (found && currency && !found.currencies.includes(currency))
      check.add('currency', `Not sold in ${currency}; use one of ${found.currencies.join(', ')}.`);
    check.done();
    const tr = found as Tour;
    checkMix(tr, mix);
    if (!date || !tr.dates.includes(date)) return c.json([]);
    const cur = currency ?? tr.currencies[0];
    const total = Object.values(mix).reduce((a, b) => a + b, 0);
    return c.json(
      tr.options.map((o) => {
        const start = zoned(date, o.time, tr.timezone);
        const room = o.capacity - store.takenAt(`${date}|${o.id}`) >= total;
        const ok = meets(o.required, mix) && room;
        let selection: string | null = null;
        const priced = ok ? pricedMix(tr, o, mix) : [];
        if (ok) {
          selection = randomUUID();
          store.selections.set(selection, {
            id: selection,
            session: session.token,
            attractionId: tr.id,
            date,
            optionId: o.id,
            currency: cur,
            mix: { ...mix },
            createdAt: store.now(),
          });
        }
        const totalOf = (pick: (p: (typeof priced)[number]) => Record<string, number>) => {
          const out: Record<string, number> = {};
          for (const p of priced)
            for (const [k, x] of Object.entries(pick(p))) out[k] = (out[k] ?? 0) + x * p.count;
          return out;
        };
        const sumP = (a: Record<string, number>, b: Record<string, number>) =>
          Object.fromEntries(Object.entries(a).map(([k, x]) => [k, x + (b[k] ?? 0)]));
        return {
          available: ok,
          selection_id: selection,
          name: o.name,
          description: o.description,
          timezone: tr.timezone,
          start_datetime: start,
          end_datetime: o.length === null ? null : plusMinutes(start, o.length),
          full_day: o.length === null,
          languages_spoken: languageNamesIn(o.languages, c.get('language')),
          min_booking_fee: totalOf((p) => p.minFee),
          max_booking_fee: totalOf((p) => p.maxFee),
          min_full_price: sumP(
            totalOf((p) => p.unit),
            totalOf((p) => p.minFee),
          ),
          max_full_price: sumP(
            totalOf((p) => p.unit),
            totalOf((p) => p.maxFee),
          ),
          prices: ok
            ? priced.map((p) => ({
                price_type_id: p.type.id,
                price_type_name: p.type.name,
                description: p.type.description,
                agerange_min: p.type.ageMin,
                agerange_max: p.type.ageMax,
                can_be_guardian: p.type.canBeGuardian,
                require_guardian: p.type.requireGuardian,
                number_of_tickets: p.count,
                price: p.unit,
                min_booking_fee: p.minFee,
                max_booking_fee: p.maxFee,
                min_full_price: sumP(p.unit, p.minFee),
                max_full_price: sumP(p.unit, p.maxFee),
              }))
            : null,
          price_types_required: ok ? null : o.required,
          pickup_points: tr.pickups,
        };
      }),
    );
  });
}
