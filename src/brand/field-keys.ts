/**
 * The keys a brand file may hold besides the styling fields of fields.ts, and the keys allowed at
 * each location, for the validator's "did you mean" hints. Used by the brand tools (the brand
 * file's validation, loaded with a brand), not by the widget's first load.
 */
import { FIELDS } from './fields.js';

/** Top-level fields that are not styling values. */
export const URL_FIELDS = ['logo', 'logoDark', 'navbar.logo', 'footer.logo'] as const;
const TOP_LEVEL_KEYS = ['$schema', 'schemaVersion', 'colorScheme', 'fontFaces'] as const;
const FONT_FACE_KEYS = ['weight', 'url', 'style', 'family'] as const;

/** Keys allowed at a location of the brand file, for "did you mean" hints. */
export function knownKeysAt(segments: readonly string[]): string[] {
  const inDark = segments[0] === 'dark';
  const rest = inDark ? segments.slice(1) : segments;
  if (!inDark && rest[0] === 'fontFaces') return rest.length === 2 ? [...FONT_FACE_KEYS] : [];
  const fields = FIELDS.filter((x) => !inDark || x.dark);
  if (rest.length === 0) {
    const top = fields.filter((x) => !x.path.includes('.')).map((x) => x.path);
    const groups = [
      ...new Set(fields.filter((x) => x.path.includes('.')).map((x) => x.path.split('.')[0]!)),
    ];
    return inDark
      ? [...top, ...groups]
      : [...TOP_LEVEL_KEYS, ...top, 'logo', 'logoDark', ...groups, 'dark'];
  }
  if (rest.length === 1) {
    const keys = fields
      .filter((x) => x.path.startsWith(`${rest[0]}.`))
      .map((x) => x.path.split('.')[1]!);
    if (!inDark && (rest[0] === 'navbar' || rest[0] === 'footer')) keys.push('logo');
    return keys;
  }
  return [];
}
