/** Rules between a new reservation and what the session already holds (codes 24, 31, 36). */
import type { Attraction } from '../catalogue/types.js';
import { businessError } from '../errors.js';
import type { Say } from '../i18n/language.js';
import { REFUSALS } from '../i18n/refusals.js';
import type { Store } from './store.js';
import type { Session } from './types.js';

/** Chosen for a seat or place another session holds (the list of codes is open-ended). */
export const CODE_UNAVAILABLE = 41;

export function unavailable(description: Say) {
  return businessError(400, CODE_UNAVAILABLE, 'Not available', description);
}

export function checkBasket(
  store: Store,
  s: Session,
  a: Attraction,
  currency: string,
  tickets: number,
) {
  const held = store.sessionReservations(s);
  if (held.some((r) => r.currency !== currency))
    throw businessError(400, 24, 'Multi-currency basket', REFUSALS.oneCurrency(held[0].currency));
  const conflict = held.find((r) => {
    if (r.attractionId === a.id) return false;
    const other = store.catalogue.byId.get(r.attractionId);
    return a.standalone || other?.standalone;
  });
  if (conflict) throw businessError(400, 36, 'Incompatible attractions', REFUSALS.incompatible(a));
  if (a.kind === 'theater') {
    const already = held
      .filter((r) => r.attractionId === a.id)
      .reduce((n, r) => n + r.tickets.length, 0);
    if (already + tickets > a.maxTicketsPerOrder)
      throw businessError(
        400,
        31,
        'Max tickets exceeded',
        REFUSALS.maxTickets(a.maxTicketsPerOrder, a),
      );
  }
}
