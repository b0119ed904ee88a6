/**
 * Query string serialization as doc 2 describes it: id lists comma-separated (`tag_ids=1,2,3`),
 * booleans as `true`/`false`, dates as YYYY-MM-DD; undefined, null and empty lists are left out.
 */

export type QueryValue =
  string | number | boolean | Date | null | undefined | ReadonlyArray<string | number>;

/** A Date is a calendar day the user picked, so its local day is used, not the UTC one. */
export function formatDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

function serializeValue(value: Exclude<QueryValue, null | undefined>): string | null {
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(String).join(',');
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : formatDate(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return String(value);
}

/** Returns `?a=1&b=x` (or '' when nothing is left), keys in the order given. */
export function serializeQuery(params: object | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, QueryValue][]) {
    if (value === undefined || value === null) continue;
    const text = serializeValue(value);
    if (text !== null) search.append(key, text);
  }
  const text = search.toString();
  // URLSearchParams escapes the comma; the API expects a literal comma-separated list.
  return text === '' ? '' : `?${text.replace(/%2C/gi, ',')}`;
}
