/**
 * The booking session token and its 20-minute inactivity deadline (doc 1, "Booking session").
 *
 * The token is kept in sessionStorage under a key per distributor, so a reload of the tab resumes
 * the same basket. The deadline is measured from each response to a call that sent the token (the
 * server restarts its clock when it receives the request, so ours ends slightly later, never
 * earlier, than the server's). Once the deadline passes, or the server answers 401, the session is
 * 'expired' and stays so until the UI starts a new one: the client never swaps in a new empty
 * session on its own, because that would silently drop the user's basket.
 */

export type SessionStatus = 'none' | 'active' | 'expired';

export interface SessionSnapshot {
  status: SessionStatus;
  /** Epoch ms at which the session expires for inactivity; null when there is no session. */
  deadline: number | null;
}

export type SessionListener = (snapshot: SessionSnapshot) => void;

export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SESSION_TIMEOUT_MS = 20 * 60 * 1000;

export interface SessionStoreOptions {
  distributorId: string;
  /** Defaults to window.sessionStorage when reachable; null keeps the token in memory only. */
  storage?: SessionStorageLike | null;
  now?: () => number;
  timeoutMs?: number;
}

interface Stored {
  token: string;
  deadline: number;
  expired: boolean;
}

export function storageKey(distributorId: string): string {
  return `tessera.booking-session.${distributorId}`;
}

/** sessionStorage when the environment has one; reading it throws in sandboxed frames. */
function defaultStorage(): SessionStorageLike | null {
  try {
    return (globalThis as { sessionStorage?: SessionStorageLike }).sessionStorage ?? null;
  } catch {
    return null;
  }
}

function readStored(storage: SessionStorageLike | null, key: string): Stored | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Stored>;
    if (typeof value.token !== 'string' || value.token === '') return null;
    if (typeof value.deadline !== 'number' || !Number.isFinite(value.deadline)) return null;
    return { token: value.token, deadline: value.deadline, expired: value.expired === true };
  } catch {
    return null;
  }
}

export class BookingSessionStore {
  private readonly key: string;
  private readonly storage: SessionStorageLike | null;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly listeners = new Set<SessionListener>();
  private current: Stored | null;

  constructor(options: SessionStoreOptions) {
    this.key = storageKey(options.distributorId);
    this.storage = options.storage === undefined ? defaultStorage() : options.storage;
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? SESSION_TIMEOUT_MS;
    this.current = readStored(this.storage, this.key);
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

  private set(next: Stored | null): void {
    const before = this.snapshot();
    this.current = next;
    try {
      if (next) this.storage?.setItem(this.key, JSON.stringify(next));
      else this.storage?.removeItem(this.key);
    } catch {
      // Storage full or denied: the session still works for this page, it just will not resume.
    }
    const snapshot = this.snapshot();
    if (snapshot.status === before.status && snapshot.deadline === before.deadline) return;
    for (const listener of this.listeners) listener(snapshot);
  }
}
