/**
 * Answers that hold for the whole booking session, asked once per client: GET /v1/common (cities,
 * categories, countries) per language, the showcases, and attraction details. Every step reads
 * them and they change rarely. A failure is not kept: the next caller asks again.
 */
import type { components } from '../api/schema.js';
import type { TesseraClient } from './client-context.js';
import { raceAbort } from '../api/retry.js';
import { addDays, isoDate } from '../components/dates.js';
import { uiLocaleFor } from '../localization-choice.js';

type Common = components['schemas']['Common'];

const cache = new WeakMap<TesseraClient, Map<string, Promise<unknown>>>();

/**
 * The answer of `load` kept under `key` for this client. The request is shared, so it is not tied
 * to one caller's signal: an aborted caller stops waiting, the others still get the answer.
 */
export function sessionCached<T>(
  client: TesseraClient,
  key: string,
  load: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  let byKey = cache.get(client);
  if (!byKey) cache.set(client, (byKey = new Map()));
  let pending = byKey.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    pending.catch(() => byKey.delete(key));
    byKey.set(key, pending);
  }
  return raceAbort(pending, signal);
}

export function loadCommon(
  client: TesseraClient,
  language: string,
  signal?: AbortSignal,
): Promise<Common> {
  // The widget's language is a BCP 47 tag (`pt-BR`, `zh`); the API knows its 21 codes.
  const code = uiLocaleFor(language);
  return sessionCached(
    client,
    `common ${code}`,
    () => client.getCommon({ language_code: code }) as Promise<Common>,
    signal,
  );
}

type Detail = Awaited<ReturnType<TesseraClient['getAttraction']>>;
type ClientDetailQuery = Parameters<TesseraClient['getAttraction']>[1];

/** Attraction details answered in this session, by attraction: the attraction part of any query. */
const answered = new WeakMap<TesseraClient, Map<string, Detail>>();

/**
 * GET /v2/attractions/{id}, kept for the session: the same query is asked once, and the
 * attraction itself (its rules, flags and texts) is known for later steps from any answer.
 */
export function loadAttractionDetail(
  client: TesseraClient,
  id: string,
  query: ClientDetailQuery,
  signal?: AbortSignal,
): Promise<Detail> {
  return sessionCached(
    client,
    `attraction ${id} ${JSON.stringify(query)}`,
    async () => {
      const detail = await client.getAttraction(id, query);
      let byId = answered.get(client);
      if (!byId) answered.set(client, (byId = new Map()));
      byId.set(id, detail);
      return detail;
    },
    signal,
  );
}

/** An answer of GET /v2/attractions/{id} this session already had, whatever its query. */
export const answeredAttraction = (client: TesseraClient, id: string): Detail | undefined =>
  answered.get(client)?.get(id);

/** The dates and page of GET /v2/attractions/{id} (doc 2). */
export interface DetailQuery {
  date_start: string;
  date_end?: string;
  page?: number;
  size?: number;
}

/** The performances or departures of one page of the attraction step. */
export const PAGE_SIZE = 10;
/** Detail dates default to a year ahead when the search gave no end date. */
const DEFAULT_SPAN_DAYS = 365;

/**
 * The query the attraction step asks GET /v2/attractions/{id} with, for its dates and page. The
 * landing asks a showcased attraction with the same query, so the tile's name and the step it
 * opens share one answer.
 */
export function detailQuery(from = isoDate(), to?: string, page = 0): DetailQuery {
  return {
    date_start: from,
    date_end: to ?? addDays(from, DEFAULT_SPAN_DAYS),
    page,
    size: PAGE_SIZE,
  };
}
