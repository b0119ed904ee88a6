import type { Lang } from '../i18n/language.js';
import type { Store } from '../state/store.js';
import type { Reservation } from '../state/types.js';
import {
  summaryReservation,
  theaterReservationBody,
  tourReservationBody,
} from './reservation-views.js';

/** The reserve response of either kind. */
export function reservationBody(store: Store, r: Reservation, lang: Lang) {
  const a = store.catalogue.byId.get(r.attractionId)!;
  return a.kind === 'theater'
    ? theaterReservationBody(a, r, lang)
    : tourReservationBody(a, r, lang);
}

export function summaryOf(store: Store, r: Reservation, lang: Lang) {
  return summaryReservation(store.catalogue.byId.get(r.attractionId)!, r, lang);
}
