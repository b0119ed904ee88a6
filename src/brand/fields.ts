/**
 * Every styling field of the brand file (spec doc 3) in one table: its path, value format,
 * default, the field it follows and its dark-scheme default. The resolver, the custom property
 * names, the published JSON Schema and the CLI all read this table, so a field is declared once.
 * Its one-line description is build-time text for the schema and lives in field-docs.ts, out of
 * the widget's first load.
 */

export type FieldKind = 'colour' | 'length' | 'gradient' | 'shadow' | 'font' | 'scale';

/** A dark default that is computed, not stated: readable text on the resolved background. */
export const AUTO_TEXT = 'auto-text';

export interface FieldDef {
  /** Dotted path: `primary`, `page.textMuted`, `neutral.500`. */
  path: string;
  kind: FieldKind;
  /** Doc 3 default (for a following field, the value it has in the default brand). */
  default: string;
  /** Path of the field this one follows until set. */
  follows?: string;
  /** Derived from a background by mixing with black in sRGB (hover 10%, pressed 18%). */
  derive?: { from: string; black: number };
  /** Allowed in the `dark` group; the value is our dark default, or undefined to keep following. */
  dark?: { default?: string };
}

const c = (
  path: string,
  def: string,
  dark?: string | null,
  extra: Partial<FieldDef> = {},
): FieldDef => ({
  path,
  kind: 'colour',
  default: def,
  ...(dark === undefined ? {} : { dark: dark === null ? {} : { default: dark } }),
  ...extra,
});
const f = (path: string, kind: FieldKind, def: string, extra = {}): FieldDef => ({
  path,
  kind,
  default: def,
  ...extra,
});

const DEFAULT_FONT =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const button = (
  name: 'primaryButton' | 'secondaryButton',
  root: string,
  [bg, hover, pressed]: [string, string, string],
) => [
  c(`${name}.background`, bg, null, { follows: root }),
  c(`${name}.text`, '#ffffff', AUTO_TEXT),
  c(`${name}.hover`, hover, null, { derive: { from: `${name}.background`, black: 0.1 } }),
  c(`${name}.pressed`, pressed, null, { derive: { from: `${name}.background`, black: 0.18 } }),
  c(`${name}.border`, 'transparent', null),
];

export const FIELDS: readonly FieldDef[] = [
  c('primary', '#4657d4', '#8c9aff'),
  c('secondary', '#161c44', '#3a4275'),
  f('radius', 'length', '1.5rem'),
  f('font', 'font', DEFAULT_FONT),
  f('headingFont', 'font', DEFAULT_FONT, { follows: 'font' }),
  f('headingScale', 'scale', '1'),
  f('logoHeight', 'length', '2rem'),
  c('primaryTint', '#fcfcff', '#1e2142'),
  c('secondaryTint', '#e8e8ec', '#2a2b33'),
  c('page.background', '#ffffff', '#121212'),
  c('page.text', '#161c44', '#f2f2f2'),
  c('page.textMuted', '#888888', '#a8a8a8'),
  c('page.link', '#4657d4', null, { follows: 'button.textButton' }),
  c('page.icon', '#161c44', null, { follows: 'page.text' }),
  c('page.focusRing', '#4657d4', '#8c9aff'),
  c('page.scrim', '#000000', '#000000'),
  c('page.divider', '#e6e6e6', '#333333'),
  c('card.background', '#fcfcff', '#1e1e1e'),
  c('card.border', '#e6e6e6', '#333333'),
  f('card.shadow', 'shadow', '0px 24px 24px rgba(0, 0, 0, 0.04)'),
  f('card.softShadow', 'shadow', '0px 4px 4px rgba(0, 0, 0, 0.04)'),
  c('field.background', '#ffffff', '#1a1a1a'),
  c('field.border', '#cccccc', '#8a8a8a'),
  f('field.radius', 'length', '0.5rem'),
  c('menu.background', '#ffffff', '#242424'),
  c('menu.border', '#e6e6e6', '#3d3d3d'),
  // Doc 3's hover and pressed defaults are exactly the derivations of the default fills.
  ...button('primaryButton', 'primary', ['#4657d4', '#3f4ebf', '#3947ae']),
  ...button('secondaryButton', 'secondary', ['#161c44', '#14193d', '#121738']),
  c('button.textButton', '#4657d4', null, { follows: 'primary' }),
  c('button.disabled', '#aaaaaa', '#5c5c5c'),
  f('button.shadow', 'shadow', '0px 4px 4px rgba(0, 0, 0, 0.1)'),
  f('button.hoverOnLightFill', 'length', '20%'),
  f('button.hoverOnDarkFill', 'length', '20%'),
  f('button.radius', 'length', '1.5rem', { follows: 'radius' }),
  f('chip.radius', 'length', '1.5rem', { follows: 'radius' }),
  f('search.radius', 'length', '100px'),
  c('navbar.background', '#ffffff', '#1a1a1a'),
  f('navbar.backgroundImage', 'gradient', 'none', { dark: { default: 'none' } }),
  c('navbar.text', '#000000', '#f2f2f2'),
  c('navbar.icon', '#000000', null, { follows: 'navbar.text' }),
  c('navbar.border', '#ffffff', '#1a1a1a'),
  f('navbar.shadow', 'shadow', '0 4px 4px 0 rgba(0, 0, 0, 0.04)'),
  c('footer.background', '#e6e6e6', '#1e1e1e'),
  f('footer.backgroundImage', 'gradient', 'none', { dark: { default: 'none' } }),
  c('footer.text', '#000000', '#e0e0e0'),
  c('footer.link', '#000000', null, { follows: 'footer.text' }),
  c('footer.border', '#e6e6e6', '#333333'),
  f('footer.paddingBottom', 'length', '2rem'),
  c('status.error', '#c9224a', '#ff7a95'),
  c('status.errorBackground', '#fae9ed', '#3d1420'),
  c('status.success', '#00ad8f', '#3ddbb8'),
  c('status.successBackground', '#e6f7f4', '#0f3029'),
  c('status.warning', '#ed8f1c', '#ffb35c'),
  c('status.warningBackground', '#fdf4e8', '#3d2a10'),
  c('status.info', '#670c93', '#d19cf5'),
  c('status.infoBackground', '#f0e7f4', '#2c1640'),
  ...(
    [
      ['50', '#f5f5f5', '#1a1a1a'],
      ['100', '#eeeeee', '#222222'],
      ['200', '#e6e6e6', '#2e2e2e'],
      ['300', '#dddddd', '#3a3a3a'],
      ['400', '#cccccc', '#555555'],
      ['500', '#aaaaaa', '#777777'],
      ['600', '#888888', '#999999'],
      ['700', '#666666', '#bbbbbb'],
      ['800', '#444444', '#dddddd'],
      ['900', '#292929', '#f0f0f0'],
    ] as const
  ).map(([k, light, dark]) => c(`neutral.${k}`, light, dark)),
];

export const FIELD_BY_PATH: ReadonlyMap<string, FieldDef> = new Map(FIELDS.map((x) => [x.path, x]));
