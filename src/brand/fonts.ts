/**
 * Brand font files go through the FontFace API into `document.fonts`: an @font-face rule inside a
 * shadow root is ignored by browsers, and this way no CSS text is built from the brand file.
 */
import type { ResolvedBrand } from './types.js';
import { firstFamily } from './css-values.js';

const added = new Map<string, FontFace>();

/** Quotes a URL for the FontFace source descriptor (the URL was validated: https: or relative). */
const cssUrl = (url: string) =>
  `url("${url.replace(/["\\\n\r]/g, (ch) => `\\${ch.charCodeAt(0).toString(16)} `)}")`;

/**
 * Adds the brand's font faces to `fonts` (once per family, URL, weight and style) and starts
 * loading them. Resolves when all have loaded or failed; failures are logged, never thrown.
 */
export async function loadBrandFonts(
  resolved: ResolvedBrand,
  fonts: FontFaceSet = document.fonts,
): Promise<FontFace[]> {
  const faces: FontFace[] = [];
  for (const spec of resolved.fontFaces) {
    const family = spec.family ?? firstFamily(resolved.values.font!);
    const style = spec.style ?? 'normal';
    const key = JSON.stringify([family, spec.url, spec.weight, style]);
    let face = added.get(key);
    if (!face) {
      face = new FontFace(family, cssUrl(spec.url), {
        weight: String(spec.weight),
        style,
        display: 'swap',
      });
      fonts.add(face);
      added.set(key, face);
    }
    faces.push(face);
  }
  await Promise.all(
    faces.map((face) =>
      face
        .load()
        .catch(() =>
          console.warn(`[tessera] brand font ${face.family} ${face.weight} could not be loaded`),
        ),
    ),
  );
  return faces;
}
