/**
 * The API's image and seat-map URLs may be relative (to the API, not to the page that embeds the
 * widget): every one is made absolute against `api-base` as the response arrives, so images work
 * wherever the widget runs. Absolute URLs (what a real API sends) are left as they are.
 */

/** `image_w200_h200`, `images_w750_h340` (a list), `seat_map`. */
const MEDIA_KEY = /^(images?_w\d+_h\d+|seat_map)$/;
/** Absolute URLs come back as they were (URL keeps them); an empty one stays empty (no image). */
function absolute(url: string, base: URL): string {
  if (!url) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/** The API base as a directory URL (`https://api.example/v` -> `https://api.example/v/`). */
function baseOf(apiBase: string, page: string | undefined): URL | null {
  try {
    return apiBase ? new URL(`${apiBase.replace(/\/+$/, '')}/`, page) : page ? new URL(page) : null;
  } catch {
    return null;
  }
}

/** Resolves the media URLs of a response body in place and returns it. */
export function resolveMediaUrls<T>(
  body: T,
  apiBase: string,
  page: string | undefined = globalThis.location?.href,
): T {
  const base = baseOf(apiBase, page);
  if (!base) return body;
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (MEDIA_KEY.test(key)) {
        if (typeof value === 'string') record[key] = absolute(value, base);
        else if (Array.isArray(value))
          record[key] = value.map((v) => (typeof v === 'string' ? absolute(v, base) : v));
      } else walk(value);
    }
  };
  walk(body);
  return body;
}
