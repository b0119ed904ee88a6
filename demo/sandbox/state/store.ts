/**
 * One sandbox's mutable state: sessions, reservations and the stock they hold (shared by every
 * session, so two buyers cannot hold the same seat), selections, users, transactions, SMS codes.
 */
import { randomToken, randomUUID } from '../random.js';
import { buildCatalogue, type Catalogue } from '../catalogue/index.js';
import { isoDate } from '../catalogue/time.js';
import type { Clock } from '../clock.js';
import { SANDBOX_USER_ID, SESSION_TIMEOUT_MS, SETTLE_MS } from '../constants.js';
import { httpError } from '../errors.js';
import type {
  Fault,
  LoggedRequest,
  Reservation,
  Selection,
  Session,
  Transaction,
} from './types.js';

/**
 * Everything a store holds but its catalogue (rebuilt from the seed and the day it was built),
 * as structured-cloneable data: Maps, Sets and plain objects (faults keep their RegExp).
 */
export interface StoreSnapshot {
  catalogueDate: string;
  sessions: Map<string, Session>;
  reservations: Map<string, Reservation>;
  selections: Map<string, Selection>;
  transactions: Map<string, Transaction>;
  users: Set<string>;
  sms: Map<string, string>;
  faults: Fault[];
  log: LoggedRequest[];
  taken: Map<string, number>;
  seatHolds: Map<string, Map<string, string>>;
}

export class Store {
  catalogue!: Catalogue;
  private catalogueDate = '';
  sessions = new Map<string, Session>();
  reservations = new Map<string, Reservation>();
  selections = new Map<string, Selection>();
  transactions = new Map<string, Transaction>();
  users = new Set<string>();
  /** phone number -> last code sent. */
  sms = new Map<string, string>();
  faults: Fault[] = [];
  log: LoggedRequest[] = [];
  /** Places taken per stock key (instance|band for theaters, date|option for tours). */
  private taken = new Map<string, number>();
  /** instance id -> seat-map seat ID -> reservation id. */
  private seatHolds = new Map<string, Map<string, string>>();

  constructor(
    readonly seed: number,
    readonly clock: Clock,
  ) {
    this.reset();
  }

  now(): number {
    return this.clock.now();
  }

  reset(): void {
    this.catalogueDate = isoDate(this.now());
    this.catalogue = buildCatalogue(this.seed, this.catalogueDate);
    this.sessions.clear();
    this.reservations.clear();
    this.selections.clear();
    this.transactions.clear();
    this.users = new Set([SANDBOX_USER_ID]);
    this.sms.clear();
    this.faults = [];
    this.log = [];
    this.taken.clear();
    this.seatHolds.clear();
  }

  snapshot(): StoreSnapshot {
    return {
      catalogueDate: this.catalogueDate,
      sessions: this.sessions,
      reservations: this.reservations,
      selections: this.selections,
      transactions: this.transactions,
      users: this.users,
      sms: this.sms,
      faults: this.faults,
      log: this.log,
      taken: this.taken,
      seatHolds: this.seatHolds,
    };
  }

  /** Takes back a snapshot (of this seed), rebuilding the catalogue of the day it names. */
  restore(snapshot: StoreSnapshot): void {
    if (snapshot.catalogueDate !== this.catalogueDate) {
      this.catalogueDate = snapshot.catalogueDate;
      this.catalogue = buildCatalogue(this.seed, snapshot.catalogueDate);
    }
    this.sessions = snapshot.sessions;
    this.reservations = snapshot.reservations;
    this.selections = snapshot.selections;
    this.transactions = snapshot.transactions;
    this.users = snapshot.users;
    this.sms = snapshot.sms;
    this.faults = snapshot.faults;
    this.log = snapshot.log;
    this.taken = snapshot.taken;
    this.seatHolds = snapshot.seatHolds;
  }

  createSession(userId: string | null, language: string, distributorSessionId: string | null) {
    const session: Session = {
      token: randomToken(24),
      userId,
      language,
      distributorSessionId,
      lastUsed: this.now(),
      status: 'active',
      reservationIds: [],
      verifiedPhones: new Set(),
    };
    this.sessions.set(session.token, session);
    return session;
  }

  /** Expires sessions idle for 20 minutes, releasing everything they held. */
  sweep(): void {
    const now = this.now();
    for (const s of this.sessions.values()) {
      if (s.status === 'active' && now - s.lastUsed > SESSION_TIMEOUT_MS) {
        s.status = 'expired';
        for (const id of s.reservationIds) {
          const r = this.reservations.get(id);
          if (r && r.status === 'held') this.release(r);
        }
        s.reservationIds = [];
      }
    }
  }

  /** The live session for a Booking-Session token, refreshing its inactivity timer; else 401. */
  useSession(token: string | undefined): Session {
    this.sweep();
    const s = token ? this.sessions.get(token) : undefined;
    if (!s) throw httpError(401, 'Booking session token is missing or invalid.');
    if (s.status === 'expired')
      throw httpError(401, 'Booking session has expired. Create a new one.');
    if (s.status === 'closed')
      throw httpError(401, 'Booking session is closed after confirmation. Create a new one.');
    s.lastUsed = this.now();
    return s;
  }

  sessionReservations(s: Session): Reservation[] {
    return s.reservationIds
      .map((id) => this.reservations.get(id))
      .filter((r): r is Reservation => r !== undefined);
  }

  takenAt(key: string): number {
    return this.taken.get(key) ?? 0;
  }

  seatHolder(instanceId: string, seatId: string): string | undefined {
    return this.seatHolds.get(instanceId)?.get(seatId);
  }

  heldSeats(instanceId: string): Map<string, string> {
    return this.seatHolds.get(instanceId) ?? new Map();
  }

  /** Records a new reservation and takes its places and seats. */
  hold(s: Session, r: Reservation): void {
    this.reservations.set(r.id, r);
    s.reservationIds.push(r.id);
    for (const [key, n] of Object.entries(r.stock)) this.taken.set(key, this.takenAt(key) + n);
    if (r.instanceId && r.seatIds.length) {
      const map = this.seatHolds.get(r.instanceId) ?? new Map<string, string>();
      for (const seat of r.seatIds) map.set(seat, r.id);
      this.seatHolds.set(r.instanceId, map);
    }
  }

  /** Gives a held reservation's places and seats back. */
  release(r: Reservation): void {
    for (const [key, n] of Object.entries(r.stock))
      this.taken.set(key, Math.max(0, this.takenAt(key) - n));
    const map = r.instanceId ? this.seatHolds.get(r.instanceId) : undefined;
    for (const seat of r.seatIds) if (map?.get(seat) === r.id) map.delete(seat);
    this.reservations.delete(r.id);
    const s = this.sessions.get(r.session);
    if (s) s.reservationIds = s.reservationIds.filter((id) => id !== r.id);
  }

  newUser(): string {
    const id = randomUUID();
    this.users.add(id);
    return id;
  }

  addTransaction(userId: string, reservationIds: string[], clientSecret: string | null) {
    const n = this.transactions.size + 1;
    const tx: Transaction = {
      transaction_id: randomUUID(),
      reference_id: `TSB-${String(n).padStart(6, '0')}`,
      userId,
      status: 'ADDED',
      createdAt: this.now(),
      pendingSince: null,
      clientSecret,
      reservationIds,
    };
    this.transactions.set(tx.transaction_id, tx);
    return tx;
  }

  /** Settles card payments lazily: PENDING becomes PAID once SETTLE_MS of sandbox time passed. */
  settle(tx: Transaction): Transaction {
    if (
      tx.status === 'PENDING' &&
      tx.pendingSince !== null &&
      this.now() - tx.pendingSince >= SETTLE_MS
    )
      tx.status = 'PAID';
    return tx;
  }

  transactionBySecret(secret: string): Transaction | undefined {
    for (const tx of this.transactions.values()) if (tx.clientSecret === secret) return tx;
    return undefined;
  }
}
