/** POST and PUT /v1/attendees (also accepted under /v2, as doc 2's error guidance refers to it). */
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import { bodyChecker, readJson, useSession, type Ctx, type Env } from '../http.js';
import { applyAttendees, readAttendees } from '../state/attendees.js';

export function attendeeRoutes(app: Hono<Env>, { store }: Deps): void {
  const handler = async (c: Ctx) => {
    const s = useSession(c, store);
    const check = bodyChecker(await readJson(c));
    check.list('attendees', true, 1);
    const updates = readAttendees(store, s, check);
    check.done();
    applyAttendees(updates);
    return c.body(null, 204);
  };
  for (const v of ['v1', 'v2']) {
    app.post(`/${v}/attendees`, handler);
    app.put(`/${v}/attendees`, handler);
  }
}
