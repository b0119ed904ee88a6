import { addDays, isoDate } from '../components/dates.js';

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
