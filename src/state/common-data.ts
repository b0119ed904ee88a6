/**
 * GET /v1/common (cities, categories, countries) for the search, landing and attraction steps, cached
 * per client and language: it changes rarely and every step reads it.
 */
import type { components } from '../api/schema.js';
import type { TesseraClient } from './client-context.js';

type Common = components['schemas']['Common'];

const commonCache = new WeakMap<TesseraClient, Map<string, Promise<Common>>>();

export function loadCommon(
  client: TesseraClient,
  language: string,
  signal?: AbortSignal,
): Promise<Common> {
  let byLanguage = commonCache.get(client);
  if (!byLanguage) commonCache.set(client, (byLanguage = new Map()));
  let pending = byLanguage.get(language);
  if (!pending) {
    // Not tied to one caller's signal: the result is shared; a failure is not cached.
    pending = client.getCommon({ language_code: language }) as Promise<Common>;
    pending.catch(() => byLanguage.delete(language));
    byLanguage.set(language, pending);
  }
  if (!signal) return pending;
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    pending.then(resolve, reject);
  });
}
