/**
 * The one sessionStorage adapter of the widget's state: versioned keys per distributor
 * (`tessera.v1.<name>.<distributor>`), JSON values read back through a checker, so corrupt,
 * foreign or older data reads as nothing (a fresh start, never a throw). Where storage is denied
 * (some sandboxed frames) or full, the values live in this page's memory instead.
 */

export const STORAGE_VERSION = 1;

export function storageKey(name: string, distributor: string): string {
  return `tessera.v${STORAGE_VERSION}.${name}.${distributor}`;
}

/** What a checker gets: parsed JSON of unknown shape; it returns the value, or null to drop it. */
export type Checker<T> = (value: unknown) => T | null;

export interface Stored<T> {
  read(): T | null;
  write(value: T): void;
  clear(): void;
}

const inPage = new Map<string, string>();

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function readText(key: string): string | null {
  try {
    const s = storage();
    if (s) return s.getItem(key);
  } catch {
    // Denied: fall through to the page's own copy.
  }
  return inPage.get(key) ?? null;
}

function writeText(key: string, value: string): void {
  inPage.set(key, value);
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or denied: this page still remembers it.
  }
}

function remove(key: string): void {
  inPage.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored can be read back either.
  }
}

/** One persisted value of one distributor. */
export function stored<T>(name: string, distributor: string, check: Checker<T>): Stored<T> {
  const key = storageKey(name, distributor);
  return {
    read() {
      const raw = readText(key);
      if (raw === null) return null;
      try {
        return check(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    write(value) {
      writeText(key, JSON.stringify(value));
    },
    clear() {
      remove(key);
    },
  };
}

/** Small checkers shared by the stored shapes. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';
