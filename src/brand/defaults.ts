/**
 * The default brand, resolved, without the colour maths: the widget needs it before (or without)
 * any brand file, and importing culori for it would put the colour library in the entry chunk.
 * A Node test checks that this equals `resolveBrand({}, scheme)`.
 */
import { FIELDS, FIELD_BY_PATH } from './fields.js';
import type { ResolvedBrand, Scheme } from './types.js';

/** Dark values that resolveBrand computes (derived hover/pressed, readable button text). */
const DARK_COMPUTED: Record<string, string> = {
  'primaryButton.text': '#121212',
  'primaryButton.hover': '#7e8be6',
  'primaryButton.pressed': '#737ed1',
  'secondaryButton.text': '#ffffff',
  'secondaryButton.hover': '#343b69',
  'secondaryButton.pressed': '#303660',
  // Its fill is under 3:1 on the dark page: the edge is the field border (resolve.ts).
  'secondaryButton.border': '#8a8a8a',
};

function darkDefault(path: string): string {
  const computed = DARK_COMPUTED[path];
  if (computed !== undefined) return computed;
  const field = FIELD_BY_PATH.get(path)!;
  if (field.follows) return darkDefault(field.follows);
  return field.dark?.default ?? field.default;
}

export function defaultResolvedBrand(scheme: Scheme): ResolvedBrand {
  const values = Object.fromEntries(
    FIELDS.map((f) => [f.path, scheme === 'dark' ? darkDefault(f.path) : f.default]),
  );
  return { scheme, colorScheme: 'light', values, fontFaces: [] };
}
