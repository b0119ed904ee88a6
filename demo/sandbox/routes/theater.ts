/** Theater events: details, the v1 single instance, and the seats of an instance. */
import type { Hono } from 'hono';
import type { Theater } from '../catalogue/types.js';
import { VENUES, venueSeats } from '../catalogue/venues.js';
import type { Deps } from '../deps.js';
import { businessError, httpError } from '../errors.js';
import { REFUSALS } from '../i18n/refusals.js';
import { queryChecker, requireDistributor, useSession, versionOf, type Env } from '../http.js';
import type { Store } from '../state/store.js';
import { theaterInstance } from '../views.js';
import { theaterDetail } from './details.js';

function theater(store: Store, id: string): Theater {
  const a = store.catalogue.byId.get(id);
  if (!a || a.kind !== 'theater') throw httpError(404, `Theater event ${id} does not exist.`);
  return a;
}

export function theaterRoutes(app: Hono<Env>, { store }: Deps): void {
  for (const v of ['v1', 'v2']) {
    app.get(`/${v}/theater-events/:id`, (c) => {
      requireDistributor(c);
      useSession(c, store);
      return c.json(theaterDetail(c, theater(store, c.req.param('id')), store, versionOf(c)));
    });

    app.get(`/${v}/theater-events/:id/instances/:iid/seats`, (c) => {
      requireDistributor(c);
      const t = theater(store, c.req.param('id'));
      const instance = t.instances.find((i) => i.id === c.req.param('iid'));
      if (!instance) throw httpError(404, `Instance ${c.req.param('iid')} does not exist.`);
      // Doc 1 gives no code for these; 30 (seat selection not supported) says what to do instead.
      if (!t.venueId)
        throw businessError(400, 30, 'Seat selection not supported', REFUSALS.noSeatingChart);
      if (!t.seatSales)
        throw businessError(400, 30, 'Seat selection not supported', REFUSALS.seatSalesDisabled);
      const venue = VENUES[t.venueId];
      const held = store.heldSeats(instance.id);
      const groups = new Map<number, Record<string, unknown>>();
      for (const seat of venueSeats(venue)) {
        if (held.has(seat.mapId)) continue;
        const band = t.bands.find((b) => b.sectionId === seat.section);
        if (!band) continue;
        const seats = groups.get(band.priceCategory) ?? {};
        seats[seat.mapId] = {
          service_seat_id: seat.serviceId,
          restricted_view: seat.restricted,
          price_category_id: String(band.priceCategory),
          section_id: seat.section,
          price_type_id: band.priceTypes[0].id,
        };
        groups.set(band.priceCategory, seats);
      }
      return c.json([...groups].map(([category_id, seats]) => ({ category_id, seats })));
    });
  }

  app.get('/v1/theater-events/:id/instances/:iid', (c) => {
    requireDistributor(c);
    useSession(c, store);
    const check = queryChecker(c);
    check.str('currency', {
      pattern: /^[A-Z]{3}$/,
      message: 'Must be a three-letter currency code.',
    });
    check.done();
    const t = theater(store, c.req.param('id'));
    const instance = t.instances.find((i) => i.id === c.req.param('iid'));
    if (!instance) throw httpError(404, `Instance ${c.req.param('iid')} does not exist.`);
    return c.json(theaterInstance(t, instance, 1, store));
  });
}
