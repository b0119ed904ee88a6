/**
 * Resolution (doc 3): every field gets its own value, else the value of the field it follows,
 * else (hover/pressed) a derivation of its background, else its default. In the dark scheme a
 * field set in `dark` wins, a field set in the base stays, a following field follows in the dark
 * context, and only then does the dark default apply.
 */
import { contrastRatio, mixWithBlack, readableTextOn } from './color.js';
import { AUTO_TEXT, FIELDS, FIELD_BY_PATH } from './fields.js';
import type { BrandFile, ColorSchemeSetting, ResolvedBrand, Scheme } from './types.js';

/** The string at a dotted path of an object, if any. */
export function valueAt(obj: unknown, path: string): string | undefined {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return typeof cur === 'string' && cur !== '' ? cur : undefined;
}

/** Resolves a (validated) brand file for one scheme. */
export function resolveBrand(brand: BrandFile, scheme: Scheme): ResolvedBrand {
  const values: Record<string, string> = {};
  const get = (path: string): string => {
    const known = values[path];
    if (known !== undefined) return known;
    const field = FIELD_BY_PATH.get(path)!;
    const own =
      (scheme === 'dark' && field.dark ? valueAt(brand.dark, path) : undefined) ??
      valueAt(brand, path);
    let value: string;
    if (own !== undefined) value = own;
    else if (field.follows) value = get(field.follows);
    else if (field.derive) value = mixWithBlack(get(field.derive.from), field.derive.black);
    else if (scheme === 'dark' && field.dark?.default === AUTO_TEXT)
      value = readableTextOn(get(path.replace(/\.text$/, '.background')));
    else if (scheme === 'dark' && field.dark?.default !== undefined) value = field.dark.default;
    else value = field.default;
    values[path] = value;
    return value;
  };
  for (const field of FIELDS) get(field.path);
  edgeButtons(values);

  const colorScheme: ColorSchemeSetting = brand.colorScheme ?? 'light';
  const resolved: ResolvedBrand = {
    scheme,
    colorScheme,
    values,
    fontFaces: (brand.fontFaces ?? []).map((x) => ({ ...x })),
  };
  const urls: [keyof ResolvedBrand, string][] = [
    ['logo', 'logo'],
    ['logoDark', 'logoDark'],
    ['navbarLogo', 'navbar.logo'],
    ['footerLogo', 'footer.logo'],
  ];
  for (const [key, path] of urls) {
    const url = valueAt(brand, path);
    if (url !== undefined) (resolved as unknown as Record<string, string>)[key] = url;
  }
  return resolved;
}

/**
 * WCAG 1.4.11: a button is seen by its fill or by its edge. A button whose fill hardly stands out
 * (under 3:1) from the page or a card, such as a dark brand's secondary colour on its dark page,
 * gets a border that does: the field border where it reaches 3:1 on both, else the page text.
 */
function edgeButtons(values: Record<string, string>) {
  const surfaces = [values['page.background']!, values['card.background']!];
  const standsOut = (colour: string) =>
    surfaces.every((bg) => (contrastRatio(colour, bg, surfaces[0]) ?? 3) >= 3);
  for (const name of ['primaryButton', 'secondaryButton']) {
    const border = values[`${name}.border`]!;
    if (standsOut(values[`${name}.background`]!) || standsOut(border)) continue;
    const field = values['field.border']!;
    values[`${name}.border`] = standsOut(field) ? field : values['page.text']!;
  }
}

/** Both schemes at once. */
export function resolveBoth(brand: BrandFile): Record<Scheme, ResolvedBrand> {
  return { light: resolveBrand(brand, 'light'), dark: resolveBrand(brand, 'dark') };
}

/**
 * The resolved brand in the brand file's shape (every field filled, the dark group folded in),
 * as `tessera-brand resolve` prints it.
 */
export function resolvedToBrandFile(resolved: ResolvedBrand): Record<string, unknown> {
  const out: Record<string, unknown> = {
    schemaVersion: 1,
    colorScheme: resolved.colorScheme,
    fontFaces: resolved.fontFaces,
  };
  for (const field of FIELDS) {
    const [g, key] = field.path.split('.');
    if (key === undefined) out[g!] = resolved.values[field.path];
    else ((out[g!] ??= {}) as Record<string, string>)[key] = resolved.values[field.path]!;
  }
  out.logo = resolved.logo ?? '';
  out.logoDark = resolved.logoDark ?? '';
  (out.navbar as Record<string, string>).logo = resolved.navbarLogo ?? '';
  (out.footer as Record<string, string>).logo = resolved.footerLogo ?? '';
  return out;
}
