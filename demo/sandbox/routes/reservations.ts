/** Reserve (both kinds), the session summary, removing reservations and marking one in basket. */
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import { httpError } from '../errors.js';
import { requireDistributor, useSession, type Env } from '../http.js';
import { summaryOf } from './reservation-body.js';
import { reservationTotal } from './reservation-views.js';
import { reserveTheaterRoute } from './reserve-theater.js';
import { reserveTourRoute } from './reserve-tour.js';

export function reservationRoutes(app: Hono<Env>, deps: Deps): void {
  const { store } = deps;
  reserveTheaterRoute(app, deps);
  reserveTourRoute(app, deps);
  for (const v of ['v1', 'v2']) {
    app.get(`/${v}/reservations`, (c) => {
      requireDistributor(c);
      const s = useSession(c, store);
      const held = store.sessionReservations(s);
      return c.json({
        reservations: held.map((r) => summaryOf(store, r, c.get('language'))),
        total_price: held.reduce((n, r) => n + reservationTotal(r), 0),
      });
    });

    app.delete(`/${v}/reservations`, (c) => {
      requireDistributor(c);
      const s = useSession(c, store);
      for (const r of store.sessionReservations(s)) store.release(r);
      return c.body(null, 204);
    });

    app.delete(`/${v}/reservations/:id`, (c) => {
      requireDistributor(c);
      const s = useSession(c, store);
      const r = store.sessionReservations(s).find((x) => x.id === c.req.param('id'));
      if (!r) throw httpError(404, 'The reservation does not exist or has timed out.');
      store.release(r);
      return c.body(null, 204);
    });
  }

  app.put('/v1/reservations/:id', (c) => {
    requireDistributor(c);
    const s = useSession(c, store);
    const r = store.sessionReservations(s).find((x) => x.id === c.req.param('id'));
    if (!r) throw httpError(404, 'No such reservation in this booking session.');
    r.inBasket = true;
    return c.body(null, 204);
  });
}
