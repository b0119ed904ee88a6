/**
 * Every styling field of the brand file (spec doc 3) in one table: its path, value format,
 * default, the field it follows, its dark-scheme default and a one-line description. The
 * resolver, the custom property names, the published JSON Schema and the CLI all read this
 * table, so a field is declared once.
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
  description: string;
}

const c = (
  path: string,
  def: string,
  description: string,
  dark?: string | null,
  extra: Partial<FieldDef> = {},
): FieldDef => ({
  path,
  kind: 'colour',
  default: def,
  description,
  ...(dark === undefined ? {} : { dark: dark === null ? {} : { default: dark } }),
  ...extra,
});
const f = (
  path: string,
  kind: FieldKind,
  def: string,
  description: string,
  extra = {},
): FieldDef => ({
  path,
  kind,
  default: def,
  description,
  ...extra,
});

const DEFAULT_FONT =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const button = (
  name: 'primaryButton' | 'secondaryButton',
  root: string,
  [bg, hover, pressed]: [string, string, string],
) => [
  c(`${name}.background`, bg, `Button fill; follows ${root}.`, null, { follows: root }),
  c(`${name}.text`, '#ffffff', 'Button label.', AUTO_TEXT),
  c(
    `${name}.hover`,
    hover,
    'Fill on hover; derived from the background (10% black) until set.',
    null,
    {
      derive: { from: `${name}.background`, black: 0.1 },
    },
  ),
  c(
    `${name}.pressed`,
    pressed,
    'Fill when pressed; derived from the background (18% black).',
    null,
    {
      derive: { from: `${name}.background`, black: 0.18 },
    },
  ),
  c(`${name}.border`, 'transparent', 'Button border.', null),
];

export const FIELDS: readonly FieldDef[] = [
  c('primary', '#4657d4', 'Key brand colour: buttons, rating stars, selected states.', '#8c9aff'),
  c('secondary', '#161c44', 'Supporting elements, secondary buttons.', '#3a4275'),
  f(
    'radius',
    'length',
    '1.5rem',
    'Corner radius of cards, images, containers; buttons and chips follow it until set.',
  ),
  f('font', 'font', DEFAULT_FONT, 'Font for all text (a CSS font-family list).'),
  f('headingFont', 'font', DEFAULT_FONT, 'Headings; follows font until set.', { follows: 'font' }),
  f(
    'headingScale',
    'scale',
    '1',
    'Scales all headings, a number from 0.25 to 4 written as a string; "1.25" is 25% larger.',
  ),
  f('logoHeight', 'length', '2rem', 'Logo height in the navbar and email header.'),
  c('primaryTint', '#fcfcff', 'Pale fill behind selected chips and highlights.', '#1e2142'),
  c('secondaryTint', '#e8e8ec', 'Pale fill behind selected options.', '#2a2b33'),
  c('page.background', '#ffffff', 'Page background behind content.', '#121212'),
  c('page.text', '#161c44', 'Body text.', '#f2f2f2'),
  c('page.textMuted', '#888888', 'Labels, placeholders, captions, hints.', '#a8a8a8'),
  c('page.link', '#4657d4', 'Link text; follows button.textButton.', null, {
    follows: 'button.textButton',
  }),
  c('page.icon', '#161c44', 'Icons in page; follows body text.', null, { follows: 'page.text' }),
  c('page.focusRing', '#4657d4', 'Keyboard focus outline.', '#8c9aff'),
  c('page.scrim', '#000000', 'Backdrop behind dialogs, drawers, popups.', '#000000'),
  c('page.divider', '#e6e6e6', 'Hairline rules, web and emails.', '#333333'),
  c('card.background', '#fcfcff', 'Cards, panels, price and options sections.', '#1e1e1e'),
  c('card.border', '#e6e6e6', 'Card borders.', '#333333'),
  f(
    'card.shadow',
    'shadow',
    '0px 24px 24px rgba(0, 0, 0, 0.04)',
    'Large soft shadow; none gives a flat look.',
  ),
  f('card.softShadow', 'shadow', '0px 4px 4px rgba(0, 0, 0, 0.04)', 'Small raised elements.'),
  c(
    'field.background',
    '#ffffff',
    'Inputs, dropdown triggers, card fields, selection controls.',
    '#1a1a1a',
  ),
  c('field.border', '#cccccc', 'Input borders.', '#8a8a8a'),
  f('field.radius', 'length', '0.5rem', 'Input and selector corners; independent of radius.'),
  c('menu.background', '#ffffff', 'Dropdown panels.', '#242424'),
  c('menu.border', '#e6e6e6', 'Dropdown outline.', '#3d3d3d'),
  // Doc 3's hover and pressed defaults are exactly the derivations of the default fills.
  ...button('primaryButton', 'primary', ['#4657d4', '#3f4ebf', '#3947ae']),
  ...button('secondaryButton', 'secondary', ['#161c44', '#14193d', '#121738']),
  c('button.textButton', '#4657d4', 'Text button; follows primary.', null, { follows: 'primary' }),
  c('button.disabled', '#aaaaaa', 'Disabled buttons.', '#5c5c5c'),
  f(
    'button.shadow',
    'shadow',
    '0px 4px 4px rgba(0, 0, 0, 0.1)',
    'Button shadow; 0 or none for none.',
  ),
  f(
    'button.hoverOnLightFill',
    'length',
    '20%',
    'Strength of the black overlay on hover for light fills.',
  ),
  f(
    'button.hoverOnDarkFill',
    'length',
    '20%',
    'Strength of the white overlay on hover for dark fills.',
  ),
  f('button.radius', 'length', '1.5rem', 'Button corners; follows radius until set.', {
    follows: 'radius',
  }),
  f('chip.radius', 'length', '1.5rem', 'Chip corners; follows radius until set.', {
    follows: 'radius',
  }),
  f('search.radius', 'length', '100px', 'Navigation search and location search corners.'),
  c('navbar.background', '#ffffff', 'Navbar fill, independent of the page background.', '#1a1a1a'),
  f(
    'navbar.backgroundImage',
    'gradient',
    'none',
    'Gradient painted over the navbar colour on the web only.',
    {
      dark: { default: 'none' },
    },
  ),
  c('navbar.text', '#000000', 'Navbar labels and menu text.', '#f2f2f2'),
  c('navbar.icon', '#000000', 'Navbar icons; follows navbar.text.', null, {
    follows: 'navbar.text',
  }),
  c('navbar.border', '#ffffff', 'Navbar bottom border.', '#1a1a1a'),
  f('navbar.shadow', 'shadow', '0 4px 4px 0 rgba(0, 0, 0, 0.04)', 'Navbar shadow.'),
  c('footer.background', '#e6e6e6', 'Footer fill, web and emails.', '#1e1e1e'),
  f(
    'footer.backgroundImage',
    'gradient',
    'none',
    'Gradient painted over the footer colour on the web only.',
    {
      dark: { default: 'none' },
    },
  ),
  c('footer.text', '#000000', 'Footer text, web and emails.', '#e0e0e0'),
  c('footer.link', '#000000', 'Footer links; follows footer.text.', null, {
    follows: 'footer.text',
  }),
  c('footer.border', '#e6e6e6', 'Footer top border.', '#333333'),
  f('footer.paddingBottom', 'length', '2rem', 'Space under the footer content.'),
  c('status.error', '#c9224a', 'Errors, destructive actions, Music category tag.', '#ff7a95'),
  c('status.errorBackground', '#fae9ed', 'Fill behind error messages.', '#3d1420'),
  c('status.success', '#00ad8f', 'Success, Sport category tag.', '#3ddbb8'),
  c('status.successBackground', '#e6f7f4', 'Fill behind success messages.', '#0f3029'),
  c('status.warning', '#ed8f1c', 'Warnings, Theatre category tag.', '#ffb35c'),
  c('status.warningBackground', '#fdf4e8', 'Fill behind warnings.', '#3d2a10'),
  c('status.info', '#670c93', 'Info, reservation timers, Activity and marketing tags.', '#d19cf5'),
  c('status.infoBackground', '#f0e7f4', 'Fill behind info messages.', '#2c1640'),
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
  ).map(([k, light, dark]) => c(`neutral.${k}`, light, `Neutral grey ${k}.`, dark)),
];

export const FIELD_BY_PATH: ReadonlyMap<string, FieldDef> = new Map(FIELDS.map((x) => [x.path, x]));

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
