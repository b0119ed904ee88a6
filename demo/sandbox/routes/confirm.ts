/**
 * Confirmation: PUT /{v}/reservations (card flow: transaction ADDED + client_secret), POST
 * /v1/reservations/confirm (saved payment method, synchronous), and the transactions list.
 */
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import { businessError, httpError, paymentError, validationError } from '../errors.js';
import type { Say } from '../i18n/language.js';
import { REFUSALS } from '../i18n/refusals.js';
import {
  bodyChecker,
  readJson,
  requireDistributor,
  useSession,
  type Ctx,
  type Env,
} from '../http.js';
import { applyAttendees, readAttendees } from '../state/attendees.js';
import type { Store } from '../state/store.js';
import type { Reservation, Session, Transaction } from '../state/types.js';
import { E164 } from '../validate.js';
import { reservationTotal } from './reservation-views.js';
import { requireBearer } from './session.js';

/** Saved payment methods that the sandbox's provider refuses (format 4, HTTP 400). */
const DECLINES: Record<string, [string, Say]> = {
  pm_card_declined: ['card_declined', REFUSALS.cardDeclined],
  pm_card_chargeDeclinedInsufficientFunds: ['insufficient_funds', REFUSALS.insufficientFunds],
  pm_card_chargeDeclinedExpiredCard: ['expired_card', REFUSALS.expiredCard],
};

/** Checks the confirm body and every doc 1 rule; returns the reservations to confirm. */
async function prepare(c: Ctx, store: Store, s: Session, saved: boolean) {
  const check = bodyChecker(await readJson(c));
  check.str('email', {
    required: true,
    max: 254,
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    message: 'Must be an email address.',
  });
  check.str('first_name', { required: true, max: 100 });
  check.str('second_name', { required: true, max: 100 });
  const phone = check.str('phone_number', {
    required: true,
    pattern: E164,
    message: 'Must be an E.164 number.',
  });
  const ids = check.list('reservations', true, 1) ?? [];
  const pm = saved ? check.str('payment_method_id', { required: true, max: 255 }) : undefined;
  const updates = readAttendees(store, s, check);
  const mine = store.sessionReservations(s);
  const chosen: Reservation[] = [];
  ids.forEach((id, i) => {
    const r = mine.find((x) => x.id === id);
    if (!r)
      check.add(
        `reservations[${i}]`,
        'No such reservation in this booking session (it may have timed out).',
      );
    else if (!r.inBasket) check.add(`reservations[${i}]`, 'The reservation is not in the basket.');
    else chosen.push(r);
  });
  check.done();
  applyAttendees(updates);
  for (const r of chosen) {
    const a = store.catalogue.byId.get(r.attractionId)!;
    const filled = r.tickets.filter((t) => t.attendee !== null).length;
    if (a.mandatoryAttendee && filled === 0)
      throw businessError(400, 25, 'Missing attendees', REFUSALS.missingAttendees(a));
    if (a.mandatoryAttendee && filled !== r.tickets.length)
      throw businessError(
        400,
        52,
        'Missing attendees for tickets',
        REFUSALS.attendeeCount(a, filled, r.tickets.length),
      );
    if (a.phoneVerification && !s.verifiedPhones.has(phone!))
      throw businessError(400, 28, 'Missing phone verification', REFUSALS.phoneNeeded(a));
  }
  return { chosen, pm };
}

/** The session is closed: confirmed reservations are sold, the rest released. */
function close(store: Store, s: Session, chosen: Reservation[]): string {
  for (const r of store.sessionReservations(s)) {
    if (chosen.includes(r)) r.status = 'sold';
    else store.release(r);
  }
  s.status = 'closed';
  s.userId ??= store.newUser();
  return s.userId;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** Doc 1: created_at uses a space separator and microseconds. */
function createdAt(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}000+00:00`;
}

const txBody = (store: Store, tx: Transaction) => {
  store.settle(tx);
  return {
    created_at: createdAt(tx.createdAt),
    reference_id: tx.reference_id,
    status: tx.status,
    transaction_id: tx.transaction_id,
  };
};

export function confirmRoutes(app: Hono<Env>, { store, stripe }: Deps): void {
  for (const v of ['v1', 'v2']) {
    app.put(`/${v}/reservations`, async (c) => {
      requireDistributor(c);
      const s = useSession(c, store);
      const { chosen } = await prepare(c, store, s, false);
      const amount = chosen.reduce((n, r) => n + reservationTotal(r), 0);
      const intent = stripe.createIntent(amount, chosen[0].currency);
      const userId = close(store, s, chosen);
      const tx = store.addTransaction(
        userId,
        chosen.map((r) => r.id),
        intent.client_secret,
      );
      return c.json({
        transaction_id: tx.transaction_id,
        user_id: userId,
        client_secret: intent.client_secret,
      });
    });

    app.get(`/${v}/users/:userId/transactions`, (c) => {
      requireDistributor(c);
      const userId = c.req.param('userId');
      if (!store.users.has(userId)) throw httpError(404, `User ${userId} does not exist.`);
      const list = [...store.transactions.values()].filter((tx) => tx.userId === userId);
      return c.json(list.map((tx) => txBody(store, tx)));
    });
  }

  app.post('/v1/reservations/confirm', async (c) => {
    await requireBearer(c);
    const s = useSession(c, store);
    const { chosen, pm } = await prepare(c, store, s, true);
    if (!pm!.startsWith('pm_'))
      throw validationError({ payment_method_id: ['Must be a saved payment method ID (pm_...).'] });
    const decline = DECLINES[pm!];
    if (decline) throw paymentError(400, decline[0], decline[1]);
    const userId = close(store, s, chosen);
    const tx = store.addTransaction(
      userId,
      chosen.map((r) => r.id),
      null,
    );
    tx.status = 'PAID';
    return c.json({ transaction_id: tx.transaction_id, user_id: userId });
  });
}
