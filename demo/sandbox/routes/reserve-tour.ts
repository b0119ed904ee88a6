/** POST /{v}/tours/reservations: selection expiry (424/33), mix, fees, pickups, shared capacity. */
import { randomUUID } from '../random.js';
import type { Hono } from 'hono';
import { plusMinutes, zoned } from '../catalogue/time.js';
import type { Tour } from '../catalogue/types.js';
import { SELECTION_TTL_MS } from '../constants.js';
import type { Deps } from '../deps.js';
import { businessError } from '../errors.js';
import { REFUSALS } from '../i18n/refusals.js';
import { bodyChecker, readJson, requireDistributor, useSession, type Env } from '../http.js';
import { checkBasket, unavailable } from '../state/basket-rules.js';
import { checkMix, pricedMix } from '../state/tour-pricing.js';
import type { Reservation } from '../state/types.js';
import { reservationBody } from './reservation-body.js';
import { readMix } from './tours.js';

const sameMix = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys({ ...a, ...b }).every((k) => (a[k] ?? 0) === (b[k] ?? 0));

export function reserveTourRoute(app: Hono<Env>, { store }: Deps): void {
  for (const v of ['v1', 'v2']) {
    app.post(`/${v}/tours/reservations`, async (c) => {
      requireDistributor(c);
      const session = useSession(c, store);
      const check = bodyChecker(await readJson(c));
      const id = check.str('attraction_id', { required: true, max: 36 });
      const date = check.date('date', true);
      const currency = check.str('currency', {
        required: true,
        pattern: /^[A-Z]{3}$/,
        message: 'Must be a three-letter currency code.',
      });
      const selectionId = check.str('selection_id', { required: true });
      check.str('language_code', { max: 5 });
      const toBasket = check.bool('to_basket') ?? true;
      const tourLanguage = check.str('tour_language', { max: 5 });
      const pickupId = check.str('pickup_id');
      const pickupEntry = check.str('pickup_entry', { max: 250 });
      const found = id ? store.catalogue.byId.get(id) : undefined;
      if (id && found?.kind !== 'tour') check.add('attraction_id', 'No tour with this ID.');
      const t = found?.kind === 'tour' ? (found as Tour) : undefined;
      const { mix, fees } = readMix(check, t, true);
      if (t && currency && !t.currencies.includes(currency))
        check.add('currency', `Not sold in ${currency}; use one of ${t.currencies.join(', ')}.`);
      if (t?.pickupRequired && !pickupId)
        check.add('pickup_id', 'This tour requires a pickup point.');
      if (pickupId === 'notListed' && !pickupEntry)
        check.add('pickup_entry', 'Describe the pickup location.');
      if (pickupEntry && pickupId !== 'notListed')
        check.add('pickup_entry', 'Only with pickup_id notListed.');
      check.done();
      const tour = t as Tour;

      const sel = store.selections.get(selectionId ?? '');
      if (!sel || sel.session !== session.token || store.now() - sel.createdAt > SELECTION_TTL_MS)
        throw businessError(424, 33, 'Selection expired', REFUSALS.selectionExpired);
      if (
        sel.attractionId !== tour.id ||
        sel.date !== date ||
        !sameMix(sel.mix, mix) ||
        sel.currency !== currency
      )
        throw businessError(400, 51, 'Invalid ticket configuration', REFUSALS.sameAsAvailability);
      checkMix(tour, mix);
      const option = tour.options.find((o) => o.id === sel.optionId)!;
      const priced = pricedMix(tour, option, mix);
      for (const p of priced) {
        const fee = fees[p.type.id];
        if (fee < p.minFee[currency!] || fee > p.maxFee[currency!])
          throw businessError(
            400,
            50,
            'Invalid booking fee',
            REFUSALS.bookingFee(p.type.name, p.minFee[currency!], p.maxFee[currency!], currency!),
          );
      }
      if (pickupId && !tour.pickups.some((p) => p.service_pickup_id === pickupId))
        throw businessError(400, 26, 'Invalid pickup point', REFUSALS.pickupPoint);
      if (tourLanguage && !option.languages[tourLanguage])
        throw businessError(
          400,
          51,
          'Invalid ticket configuration',
          REFUSALS.tourLanguage(Object.keys(option.languages)),
        );
      const total = priced.reduce((n, p) => n + p.count, 0);
      checkBasket(store, session, tour, currency!, total);
      if (store.sessionReservations(session).some((r) => r.selectionId === sel.id))
        throw businessError(
          400,
          53,
          'Updating reservation is not supported',
          REFUSALS.selectionAlreadyReserved,
        );
      const key = `${date}|${option.id}`;
      if (option.capacity - store.takenAt(key) < total)
        throw unavailable(
          REFUSALS.placesLeftOn(Math.max(0, option.capacity - store.takenAt(key)), option.name),
        );

      const start = zoned(date!, option.time, tour.timezone);
      const r: Reservation = {
        id: randomUUID(),
        session: session.token,
        kind: 'tour',
        attractionId: tour.id,
        currency: currency!,
        inBasket: toBasket,
        status: 'held',
        createdAt: store.now(),
        tickets: priced.flatMap((p) =>
          Array.from({ length: p.count }, () => ({
            ticket_id: randomUUID(),
            price_type_id: p.type.id,
            name: p.type.name,
            description: `${option.name}, ${p.type.name}`,
            price: p.unit[currency!],
            booking_fee: fees[p.type.id],
            attendee: null,
            age_category:
              p.type.ageMax === null ? `${p.type.ageMin}+` : `${p.type.ageMin}-${p.type.ageMax}`,
          })),
        ),
        stock: { [key]: total },
        instanceId: null,
        seatIds: [],
        start,
        end: option.length === null ? null : plusMinutes(start, option.length),
        selectionId: sel.id,
        selectionName: option.name,
        selectionDescription: option.description,
        fullDay: option.length === null,
        tourLanguage: tourLanguage ?? null,
        pickupId: pickupId ?? null,
        pickupEntry: pickupEntry ?? null,
        seatMap: false,
      };
      store.hold(session, r);
      return c.json(reservationBody(store, r, c.get('language')));
    });
  }
}
