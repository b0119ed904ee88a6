/** POST /{v}/theater-events/reservations: bands, splits, fees, seats and shared holds. */
import { randomUUID } from '../random.js';
import type { Hono } from 'hono';
import type { PriceBand, Theater, TheaterPriceType } from '../catalogue/types.js';
import { VENUES, seatIndex, venueSeats, type VenueSeat } from '../catalogue/venues.js';
import type { Deps } from '../deps.js';
import { businessError, validationError } from '../errors.js';
import { REFUSALS } from '../i18n/refusals.js';
import { bodyChecker, readJson, useSession, type Env } from '../http.js';
import { checkBasket, unavailable } from '../state/basket-rules.js';
import type { Store } from '../state/store.js';
import type { Reservation, Ticket } from '../state/types.js';
import { plusMinutes } from '../catalogue/time.js';
import { theaterReservationBody } from './reservation-views.js';

interface Item {
  band: PriceBand;
  type: TheaterPriceType;
  count: number;
  fee: number;
  seats: string[] | undefined;
}

/** Consecutive free seats in one row of a section, front rows first. */
function bestAvailable(
  store: Store,
  instance: string,
  section: string,
  all: VenueSeat[],
  n: number,
  exclude: Set<string>,
) {
  const held = store.heldSeats(instance);
  const rows = new Map<string, VenueSeat[]>();
  for (const s of all) if (s.section === section) rows.set(s.row, [...(rows.get(s.row) ?? []), s]);
  for (const seats of rows.values()) {
    let run: VenueSeat[] = [];
    for (const s of seats) {
      run = held.has(s.mapId) || exclude.has(s.mapId) ? [] : [...run, s];
      if (run.length === n) return run;
    }
  }
  return undefined;
}

export function reserveTheaterRoute(app: Hono<Env>, { store }: Deps): void {
  for (const v of ['v1', 'v2']) {
    app.post(`/${v}/theater-events/reservations`, async (c) => {
      const session = useSession(c, store);
      const check = bodyChecker(await readJson(c));
      const id = check.str('attraction_id', { required: true, max: 36 });
      const instanceId = check.str('instance_id', { required: true });
      const currency = check.str('currency', {
        required: true,
        pattern: /^[A-Z]{3}$/,
        message: 'Must be a three-letter currency code.',
      });
      check.str('language_code', { max: 5 });
      const toBasket = check.bool('to_basket') ?? true;
      const found = id ? store.catalogue.byId.get(id) : undefined;
      if (id && found?.kind !== 'theater')
        check.add('attraction_id', 'No theater event with this ID.');
      const t = found?.kind === 'theater' ? found : undefined;
      const instance = t?.instances.find((i) => i.id === instanceId);
      if (t && instanceId && !instance) check.add('instance_id', 'No such instance of this event.');
      if (t && currency && !t.currencies.includes(currency))
        check.add('currency', `Not sold in ${currency}; use one of ${t.currencies.join(', ')}.`);
      const items: Item[] = [];
      for (const { check: ic } of check.objects('tickets', true) ?? []) {
        const ptId = ic.str('price_type_id', { required: true });
        const count = ic.int('number_of_tickets', { required: true, min: 1 });
        const fee = ic.int('booking_fee', { required: true, min: 0 });
        const seats = ic.list('seats') as string[] | undefined;
        if (seats && !seats.every((x) => typeof x === 'string'))
          ic.add('seats', 'Must be a list of service seat IDs.');
        const band = t?.bands.find((b) => b.priceTypes.some((p) => p.id === ptId));
        if (t && ptId && !band) ic.add('price_type_id', 'Unknown price type for this event.');
        if (seats && count !== undefined && seats.length !== count)
          ic.add('seats', 'Give one seat per ticket (number_of_tickets seats).');
        if (band && count !== undefined && fee !== undefined)
          items.push({
            band,
            type: band.priceTypes.find((p) => p.id === ptId)!,
            count,
            fee,
            seats,
          });
      }
      check.done();
      const theater = t as Theater;
      const inst = instance!;
      const cur = currency!;
      const total = items.reduce((n, i) => n + i.count, 0);

      if (items.some((i) => i.seats?.length) && !theater.seatSales)
        throw businessError(400, 30, 'Seat selection not supported', REFUSALS.noSeatSales(theater));
      for (const i of items)
        if (!i.type.validSplits.includes(i.count))
          throw businessError(
            400,
            1,
            'Invalid split',
            REFUSALS.invalidSplit(i.type.label, i.count, i.type.validSplits),
          );
      if (!theater.multiplePurchases && new Set(items.map((i) => i.band.id)).size > 1)
        throw businessError(400, 2, 'Multipurchase not supported', REFUSALS.onePriceBand);
      for (const i of items) {
        const lo = i.type.minFee[cur];
        const hi = i.type.maxFee[cur];
        if (i.fee < lo || i.fee > hi)
          throw businessError(
            400,
            50,
            'Invalid booking fee',
            REFUSALS.bookingFee(i.type.label, lo, hi, cur),
          );
      }
      checkBasket(store, session, theater, cur, total);
      const mine = store.sessionReservations(session);
      if (
        items.some((i) =>
          mine.some((r) => r.instanceId === inst.id && r.stock[`${inst.id}|${i.band.id}`]),
        )
      )
        throw businessError(
          400,
          53,
          'Updating reservation is not supported',
          REFUSALS.bandAlreadyHeld,
        );

      const venue = theater.venueId ? VENUES[theater.venueId] : undefined;
      const index = venue ? seatIndex(venue) : undefined;
      const chosen = new Map<Item, VenueSeat[]>();
      const picked = new Set<string>();
      const need = new Map<PriceBand, number>();
      for (const i of items) need.set(i.band, (need.get(i.band) ?? 0) + i.count);
      for (const [band, n] of need) {
        const left = band.capacity - store.takenAt(`${inst.id}|${band.id}`);
        if (left < n) throw unavailable(REFUSALS.placesLeft(Math.max(0, left), band.name));
      }
      for (const i of items) {
        if (!venue || !theater.seatSales) continue;
        if (i.seats) {
          const seats = i.seats.map((sid) => index!.get(sid.split(':')[1] ?? ''));
          const bad = i.seats.find(
            (sid, k) =>
              !seats[k] ||
              !sid.startsWith(`${venue.id}:`) ||
              seats[k]!.section !== i.band.sectionId,
          );
          if (bad) throw bodyError(`Seat ${bad} is not in ${i.band.sectionName}.`);
          const taken = seats.find((s) => store.seatHolder(inst.id, s!.mapId));
          if (taken) throw unavailable(REFUSALS.seatHeld(taken.mapId));
          chosen.set(i, seats as VenueSeat[]);
        } else {
          const all = venueSeats(venue);
          const run = bestAvailable(store, inst.id, i.band.sectionId, all, i.count, picked);
          if (!run) throw unavailable(REFUSALS.noSeatsTogether(i.count, i.band.sectionName));
          chosen.set(i, run);
        }
        for (const seat of chosen.get(i) ?? []) picked.add(seat.mapId);
      }
      const allSeats = [...chosen.values()].flat();
      // Seats the buyer picked must share a row; seats the sandbox assigns are its own business.
      const explicit = [...chosen].filter(([i]) => i.seats).flatMap(([, seats]) => seats);
      if (new Set(explicit.map((s) => `${s.section}|${s.row}`)).size > 1)
        throw businessError(400, 32, 'Multi-row not supported', REFUSALS.oneRow);
      if (new Set(allSeats.map((s) => s.mapId)).size !== allSeats.length)
        throw bodyError('The same seat is listed twice.');

      const tickets: Ticket[] = items.flatMap((i) =>
        Array.from({ length: i.count }, (_, k) => {
          const seat = chosen.get(i)?.[k];
          return {
            ticket_id: randomUUID(),
            price_type_id: i.type.id,
            name: i.type.label,
            description: `${i.band.name}, ${i.type.label}`,
            price: i.type.price[cur],
            booking_fee: i.fee,
            attendee: null,
            price_type: i.type.label,
            price_category: String(i.band.priceCategory),
            section: i.band.sectionName,
            section_id: i.band.sectionId,
            is_general_admission: i.band.generalAdmission,
            seatmap_seat_id: seat?.mapId,
            service_seat_id: seat?.serviceId,
            row_name: seat?.row,
            seat_number: seat?.number,
            restricted_view: seat?.restricted ?? null,
          };
        }),
      );
      const stock: Record<string, number> = {};
      for (const i of items)
        stock[`${inst.id}|${i.band.id}`] = (stock[`${inst.id}|${i.band.id}`] ?? 0) + i.count;
      const r: Reservation = {
        id: randomUUID(),
        session: session.token,
        kind: 'theater',
        attractionId: theater.id,
        currency: cur,
        inBasket: toBasket,
        status: 'held',
        createdAt: store.now(),
        tickets,
        stock,
        instanceId: inst.id,
        seatIds: allSeats.map((s) => s.mapId),
        start: inst.start,
        end: plusMinutes(inst.start, theater.duration),
        selectionId: null,
        selectionName: null,
        selectionDescription: null,
        fullDay: false,
        tourLanguage: null,
        pickupId: null,
        pickupEntry: null,
        seatMap: allSeats.length > 0 && items.every((i) => i.seats),
      };
      store.hold(session, r);
      return c.json(theaterReservationBody(theater, r, c.get('language')));
    });
  }
}

const bodyError = (message: string) => validationError({ seats: [message] });
