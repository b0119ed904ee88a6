/**
 * A showcase entry names no attraction (doc 2), so each linked one is asked for with the query its
 * tile opens the attraction step with: the tile's picture gets the attraction's name as its alt,
 * and the step the buyer opens from the tile needs no request of its own. A chunk of its own,
 * fetched once the showcases have arrived, so the first load does not carry it.
 */
import type { TesseraClient } from '../../state/client-context.js';
import { loadAttractionDetail } from '../../state/common-data.js';
import { detailQuery } from '../../state/common-data.js';
import type { Showcases } from './types.js';

/** Calls `named` with each linked attraction's id and name as its answer arrives. */
export function nameShowcases(
  client: TesseraClient,
  showcases: Showcases,
  named: (id: string, name: string) => void,
) {
  for (const { attraction_id: id, first_instance_date: date } of [
    ...(showcases.top_showcase ?? []),
    ...(showcases.main_showcase ?? []),
  ])
    if (id)
      loadAttractionDetail(client, id, detailQuery(date?.slice(0, 10))).then(
        (d) => named(id, d.attraction.attraction_name),
        () => undefined,
      );
}
