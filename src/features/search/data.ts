/**
 * The discovery calls of the search and landing steps, in one place: which client method, which
 * version's response shape, and a per-client cache of /v1/common (it changes rarely and both
 * steps need it).
 */
import type { ApiClient } from '../../api/client.js';
import type { TesseraClient } from '../../state/client-context.js';
import type { AttractionList, Common, Showcases } from './types.js';
import type { attractionsParams } from './search-params.js';

type V2 = ApiClient<'v2'>;

export async function loadAttractions(
  client: TesseraClient,
  params: ReturnType<typeof attractionsParams>,
  signal: AbortSignal,
): Promise<AttractionList> {
  // The params were built for client.apiVersion (group_id vs category_id).
  return (client as V2).listAttractions(params as Parameters<V2['listAttractions']>[0], { signal });
}

export async function loadShowcases(
  client: TesseraClient,
  signal: AbortSignal,
): Promise<Showcases> {
  return (client as V2).listShowcases({ signal }) as Promise<Showcases>;
}

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

/** After a 401 the search is kept: only the session is replaced, then the step retries. */
export async function startNewSession(client: TesseraClient): Promise<void> {
  await client.startNewSession();
}
