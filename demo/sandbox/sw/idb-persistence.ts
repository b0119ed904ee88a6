/** The static demo's sandbox state in IndexedDB: one record, replaced after every request. */
import type { SandboxPersistence, SandboxState } from '../persistence.js';

const STORE = 'state';
const KEY = 'sandbox';

export function idbPersistence(name = 'tessera-sandbox'): SandboxPersistence {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => {
        opened = undefined;
        reject(request.error ?? new Error(`IndexedDB ${name} did not open`));
      };
    }));

  async function run<T>(
    mode: IDBTransactionMode,
    act: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = act(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    });
  }

  return {
    load: () => run('readonly', (s) => s.get(KEY) as IDBRequest<SandboxState | undefined>),
    save: async (state) => {
      await run('readwrite', (s) => s.put(state, KEY));
    },
  };
}
