/**
 * The booking session token and its 20-minute inactivity deadline (doc 1, "Booking session").
 *
 * The token is kept through the widget's storage adapter (src/storage.ts) under a key per
 * distributor, so a reload of the tab resumes the same basket. The deadline is measured from each
 * response to a call that sent the token (the server restarts its clock when it receives the
 * request, so ours ends slightly later, never earlier, than the server's). Once the deadline
 * passes, or the server answers 401, the session is 'expired' and stays so until the UI starts a
 * new one: the client never swaps in a new empty session on its own, because that would silently
 * drop the user's basket.
 */

import { isRecord, isText, storageKey, stored } from '../storage.js';
import type { StorageLike, Stored } from '../storage.js';

export type SessionStatus = 'none' | 'active' | 'expired';

export interface SessionSnapshot {
  status: SessionStatus;
  /** Epoch ms at which the session expires for inactivity; null when there is no session. */
  deadline: number | null;
}

export type SessionListener = (snapshot: SessionSnapshot) => void;

/** Where the token is kept: the tab's sessionStorage or a stand-in of its shape. */
export type SessionStorageLike = StorageLike;

export const SESSION_TIMEOUT_MS = 20 * 60 * 1000;

export interface SessionStoreOptions {
  distributorId: string;
  /** Default: the tab's sessionStorage (memory where denied); null: the token stays in memory. */
  storage?: SessionStorageLike | null;
  now?: () => number;
  timeoutMs?: number;
}

interface SessionRecord {
  token: string;
  deadline: number;
  expired: boolean;
}

const SESSION = 'booking-session';

/** The key the token is kept under in the tab's storage. */
export function sessionKey(distributorId: string): string {
  return storageKey(SESSION, distributorId);
}

/** Where releases before the versioned keys kept it: a tab reloaded across the upgrade reads it. */
const legacySessionKey = (distributorId: string) => `tessera.booking-session.${distributorId}`;

function checkSession(value: unknown): SessionRecord | null {
  if (!isRecord(value) || !isText(value.token)) return null;
  const deadline = value.deadline;
  if (typeof deadline !== 'number' || !Number.isFinite(deadline)) return null;
  return { token: value.token, deadline, expired: value.expired === true };
}

export class BookingSessionStore {
  private readonly kept: Stored<SessionRecord>;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly listeners = new Set<SessionListener>();
  private current: SessionRecord | null;

  constructor(options: SessionStoreOptions) {
    this.kept = stored(SESSION, options.distributorId, checkSession, {
      storage: options.storage,
      legacy: { key: legacySessionKey(options.distributorId) },
    });
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? SESSION_TIMEOUT_MS;
    this.current = this.kept.read();
  }

  get status(): SessionStatus {
    if (!this.current) return 'none';
    if (this.current.expired || this.now() >= this.current.deadline) return 'expired';
    return 'active';
  }

  /** The token to send, or null when there is no active session. */
  get token(): string | null {
    return this.status === 'active' ? (this.current?.token ?? null) : null;
  }

  get deadline(): number | null {
    return this.current?.deadline ?? null;
  }

  /** Milliseconds until the inactivity timeout; 0 when expired or when there is no session. */
  timeLeftMs(): number {
    if (this.status !== 'active' || !this.current) return 0;
    return Math.max(0, this.current.deadline - this.now());
  }

  snapshot(): SessionSnapshot {
    return { status: this.status, deadline: this.deadline };
  }

  /** Calls the listener now and after every change; returns the unsubscribe function. */
  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    listener(this.snapshot());
    return () => this.listeners.delete(listener);
  }

  /** A new session was created by the server. */
  start(token: string): void {
    this.set({ token, deadline: this.now() + this.timeoutMs, expired: false });
  }

  /** A response arrived to a call that sent `token`: the server restarted its clock. */
  touch(token: string): void {
    if (this.current?.token !== token || this.status !== 'active') return;
    this.set({ token, deadline: this.now() + this.timeoutMs, expired: false });
  }

  /** The server rejected `token` (HTTP 401). A stale token of a replaced session is ignored. */
  expire(token: string): void {
    if (this.current?.token !== token || this.current.expired) return;
    this.set({ ...this.current, expired: true });
  }

  /** The session ended normally (confirmation closes it) or is being replaced. */
  clear(): void {
    if (!this.current) return;
    this.set(null);
  }

  private set(next: SessionRecord | null): void {
    const before = this.snapshot();
    this.current = next;
    // Where storage is full or denied the adapter keeps it in memory: the session still works for
    // this page, it just will not resume after a reload.
    if (next) this.kept.write(next);
    else this.kept.clear();
    const snapshot = this.snapshot();
    if (snapshot.status === before.status && snapshot.deadline === before.deadline) return;
    for (const listener of this.listeners) listener(snapshot);
  }
}
