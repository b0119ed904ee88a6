/**
 * Builds a responsive `srcset` from the API's image objects, whose fields are named
 * image_w<W>_h<H> (empty string when absent).
 */
export interface ImageSource {
  url: string;
  width: number;
  height: number;
}

export function imageSources(images: object | null | undefined): ImageSource[] {
  if (!images) return [];
  const out: ImageSource[] = [];
  for (const [key, value] of Object.entries(images)) {
    const m = /^image_w(\d+)_h(\d+)$/.exec(key);
    if (m && typeof value === 'string' && value) {
      out.push({ url: value, width: Number(m[1]), height: Number(m[2]) });
    }
  }
  return out.sort((a, b) => a.width - b.width);
}

/** `url 200w, url 345w` from the sources, keeping one URL per width. */
export function srcset(sources: ImageSource[]): string {
  const seen = new Set<number>();
  return sources
    .filter((s) => !seen.has(s.width) && seen.add(s.width))
    .map((s) => `${s.url} ${s.width}w`)
    .join(', ');
}

/** The source closest to a wanted width (the largest when none is wide enough). */
export function pick(sources: ImageSource[], width: number): ImageSource | undefined {
  return sources.find((s) => s.width >= width) ?? sources.at(-1);
}

/** A neutral picture mark, shown at its own size in the middle of a failed image's box. */
const PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24"><path fill="#8a8f98" d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v9l4-4 3 3 2-2 5 5V7zm10 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"/></svg>',
)}`;

/**
 * An image that failed to load becomes a neutral placeholder of the same size (its box keeps the
 * width and aspect ratio its styles give it; `img[data-failed]` centres the mark on a neutral
 * background). Its alt text stays.
 */
export function showPlaceholder(e: Event) {
  const img = e.currentTarget as HTMLImageElement;
  if (img.hasAttribute('data-failed')) return;
  img.setAttribute('data-failed', '');
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER;
}
