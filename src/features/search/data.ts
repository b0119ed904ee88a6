/**
 * The discovery calls of the search and landing steps, in one place: which client method and
 * which version's response shape. /v1/common is src/state/common-data.ts's (the attraction step
 * needs it too).
 */
import type { ApiClient } from '../../api/client.js';
import type { TesseraClient } from '../../state/client-context.js';
import { sessionCached } from '../../state/common-data.js';
import type { AttractionList, Showcases } from './types.js';
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
  // The same for the whole session: the landing shown again asks nothing.
  return sessionCached(
    client,
    'showcases',
    () => (client as V2).listShowcases() as Promise<Showcases>,
    signal,
  );
}
