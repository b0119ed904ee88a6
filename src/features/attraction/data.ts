import type { TesseraClient } from '../../state/client-context.js';
import { loadAttractionDetail } from '../../state/common-data.js';
import type { AttractionDetail } from './types.js';
import type { DetailQuery } from '../../state/common-data.js';

export type { DetailQuery } from '../../state/common-data.js';

/** GET /v2/attractions/{id}: one call for both kinds (v2 only, whatever api-version says). */
export async function loadAttraction(
  client: TesseraClient,
  id: string,
  query: DetailQuery,
  signal: AbortSignal,
): Promise<AttractionDetail> {
  return loadAttractionDetail(client, id, query, signal) as Promise<AttractionDetail>;
}
