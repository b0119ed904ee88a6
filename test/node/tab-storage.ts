/**
 * Node has no sessionStorage: these helpers put a stand-in (or a denied one) where the widget's
 * storage adapter looks for the tab's storage, for the length of one test.
 */
import type { StorageLike } from '../../src/storage.js';

export function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

/** Every call throws, as in private modes and sandboxed frames that deny storage. */
export function deniedStorage(): StorageLike & { calls: number } {
  const denied = {
    calls: 0,
    getItem(): string | null {
      denied.calls++;
      throw new DOMException('denied', 'SecurityError');
    },
    setItem(): void {
      denied.calls++;
      throw new DOMException('denied', 'SecurityError');
    },
    removeItem(): void {
      denied.calls++;
      throw new DOMException('denied', 'SecurityError');
    },
  };
  return denied;
}

/** Reads and writes succeed, but every write is refused as over quota. */
export function fullStorage(seed: Record<string, string> = {}): StorageLike {
  const data = new Map(Object.entries(seed));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: (key) => void data.delete(key),
  };
}

/** Runs `fn` with globalThis.sessionStorage being `storage`, or a getter that throws ('denied'). */
export async function withTabStorage<T>(
  storage: StorageLike | 'denied',
  fn: () => T | Promise<T>,
): Promise<T> {
  Object.defineProperty(globalThis, 'sessionStorage', {
    configurable: true,
    get() {
      if (storage === 'denied') throw new DOMException('denied', 'SecurityError');
      return storage;
    },
  });
  try {
    return await fn();
  } finally {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  }
}

/** A distributor id of its own, so tests never meet each other's values in the page's memory. */
export const freshDistributor = () => `dist-${crypto.randomUUID()}`;
