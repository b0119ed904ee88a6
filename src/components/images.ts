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
