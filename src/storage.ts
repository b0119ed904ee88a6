/**
 * The widget's one sessionStorage adapter, the only module that touches the tab's storage.
 * Everything that outlives a reload goes through it: the API client's booking session, the
 * booking store's values (src/state/booking-store.ts) and the analytics once-per-basket marks.
 *
 * Keys are versioned per distributor (`tessera.v1.<name>.<distributor>`); values are JSON read
 * back through a checker, so corrupt, foreign or older data reads as nothing (a fresh start, never
 * a throw). Where storage is denied (some sandboxed frames) or full, a value lives in memory.
 *
 * It sits below src/api and src/state (it imports nothing), so both use it without a cycle, and it
 * looks the tab's storage up lazily, so it imports under Node.
 */

const STORAGE_VERSION = 1;

export function storageKey(name: string, distributor: string): string {
  return `tessera.v${STORAGE_VERSION}.${name}.${distributor}`;
}

/** The part of the Web Storage API the adapter uses; tests and Node pass a stand-in of it. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What a checker gets: parsed JSON of unknown shape; it returns the value, or null to drop it. */
export type Checker<T> = (value: unknown) => T | null;

export interface Stored<T> {
  read(): T | null;
  write(value: T): void;
  clear(): void;
}

export interface StoredOptions {
  /**
   * Where the value is kept. Left out: this tab's sessionStorage. A Storage-shaped object: that
   * one (a test's "same tab across reloads", or a host outside a browser). null: memory only,
   * private to this value.
   */
  storage?: StorageLike | null;
  /**
   * The key an earlier release kept this value under. Read once when the versioned key holds
   * nothing, so a tab reloaded across the upgrade keeps its value; then moved to the new key.
   * `text`: the old value was plain text, not JSON.
   */
  legacy?: { key: string; text?: boolean };
}

/** A place for text values: the storage, and memory for the values the storage refused. */
interface Place {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function place(target: () => StorageLike | null, refused: Map<string, string>): Place {
  const attempt = (act: (s: StorageLike) => void): boolean => {
    try {
      const s = target();
      if (!s) return false;
      act(s);
      return true;
    } catch {
      return false;
    }
  };
  return {
    get(key) {
      if (refused.has(key)) return refused.get(key) ?? null;
      let value: string | null = null;
      attempt((s) => (value = s.getItem(key)));
      return value;
    },
    set(key, value) {
      if (attempt((s) => s.setItem(key, value))) {
        refused.delete(key);
        return;
      }
      // Full or denied: this page still remembers it, and an older stored copy must not win.
      refused.set(key, value);
      attempt((s) => s.removeItem(key));
    },
    remove(key) {
      refused.delete(key);
      attempt((s) => s.removeItem(key));
    },
  };
}

/** This tab's sessionStorage; merely reading the global throws in some sandboxed frames. */
function tabStorage(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** One memory for the whole page, so two widgets of a distributor agree where storage is denied. */
const tab = place(tabStorage, new Map());

function placeFor(storage: StorageLike | null | undefined): Place {
  if (storage === undefined) return tab;
  return place(() => storage, new Map());
}

function parse<T>(raw: string | null, check: Checker<T>, text = false): T | null {
  if (raw === null) return null;
  try {
    return check(text ? raw : JSON.parse(raw));
  } catch {
    return null;
  }
}

/** One persisted value of one distributor. */
export function stored<T>(
  name: string,
  distributor: string,
  check: Checker<T>,
  options: StoredOptions = {},
): Stored<T> {
  const key = storageKey(name, distributor);
  const where = placeFor(options.storage);
  const legacy = options.legacy;
  return {
    read() {
      const raw = where.get(key);
      if (raw !== null || !legacy) return parse(raw, check);
      const old = parse(where.get(legacy.key), check, legacy.text);
      where.remove(legacy.key);
      if (old !== null) where.set(key, JSON.stringify(old));
      return old;
    },
    write(value) {
      where.set(key, JSON.stringify(value));
    },
    clear() {
      where.remove(key);
      if (legacy) where.remove(legacy.key);
    },
  };
}

/** Small checkers shared by the stored shapes. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';
