/**
 * Stripe's Appearance API for the stand-in's card form. Variables become custom properties on the
 * form's root and rules ('.Input', '.Input:focus', '.Input--invalid', '.Label', '.Error') become
 * inline properties, both through `style.setProperty`, so no outside value is ever spliced into
 * CSS text. The static stylesheet below reads only those custom properties.
 */

export interface Appearance {
  theme?: 'stripe' | 'night' | 'flat';
  variables?: Record<string, string | undefined>;
  rules?: Record<string, Record<string, string>>;
  labels?: 'auto' | 'above' | 'floating';
}

/** Appearance variable -> custom property the stylesheet reads. */
const VARIABLES: Record<string, string> = {
  colorPrimary: '--sx-color-primary',
  colorBackground: '--sx-color-background',
  colorText: '--sx-color-text',
  colorTextSecondary: '--sx-color-text-secondary',
  colorTextPlaceholder: '--sx-color-text-placeholder',
  colorDanger: '--sx-color-danger',
  fontFamily: '--sx-font-family',
  fontSizeBase: '--sx-font-size-base',
  fontLineHeight: '--sx-font-line-height',
  fontWeightNormal: '--sx-font-weight-normal',
  borderRadius: '--sx-border-radius',
  spacingUnit: '--sx-spacing-unit',
  focusBoxShadow: '--sx-focus-box-shadow',
};

const THEMES: Record<NonNullable<Appearance['theme']>, Record<string, string>> = {
  stripe: {},
  flat: { colorBackground: '#f6f8fa', borderRadius: '6px' },
  night: {
    colorPrimary: '#0085ff',
    colorBackground: '#30313d',
    colorText: '#ffffff',
    colorTextSecondary: '#a3a7b0',
    colorTextPlaceholder: '#8a8e99',
    colorDanger: '#fe87a1',
  },
};

/** Rule properties Stripe accepts (colours, borders, shadows, type, spacing), never layout. */
const RULE_PROPERTY =
  /^(color|background(-color)?|border(-(top|right|bottom|left))?(-(color|style|width))?|border(-(top|bottom)-(left|right))?-radius|box-shadow|outline(-(color|style|width|offset))?|font-(family|size|weight|style|variant)|letter-spacing|line-height|padding(-(top|right|bottom|left))?|margin(-(top|right|bottom|left))?|text-(transform|decoration|shadow)|transition|-webkit-font-smoothing)$/;

const warned = new Set<string>();

export type RuleTarget = '.Input' | '.Input:focus' | '.Input--invalid' | '.Label' | '.Error';

function kebab(name: string): string {
  return name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Sets the theme's and the page's variables on the form root, replacing earlier ones. */
export function applyVariables(root: HTMLElement, appearance: Appearance | undefined): void {
  for (const prop of Object.values(VARIABLES)) root.style.removeProperty(prop);
  const merged = { ...THEMES[appearance?.theme ?? 'stripe'], ...appearance?.variables };
  for (const [name, value] of Object.entries(merged)) {
    const prop = VARIABLES[name];
    if (prop && typeof value === 'string') root.style.setProperty(prop, value);
  }
}

/** The accepted declarations of one rule, as [css-property, value] pairs. */
export function ruleDeclarations(
  appearance: Appearance | undefined,
  target: RuleTarget,
): Array<[string, string]> {
  const rule = appearance?.rules?.[target];
  if (!rule) return [];
  const out: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(rule)) {
    const prop = kebab(name);
    if (typeof value !== 'string' || !RULE_PROPERTY.test(prop) || /url\(/i.test(value)) {
      const key = `${target} ${name}`;
      if (!warned.has(key))
        console.warn(`Stripe stand-in: appearance rule ${key} is not supported.`);
      warned.add(key);
      continue;
    }
    out.push([prop, value]);
  }
  return out;
}

/**
 * Applies rules to one node, in cascade order; `previous` is what the last call set, which is
 * removed first so a rule that stops applying (focus lost) leaves nothing behind.
 */
export function applyRules(
  node: HTMLElement,
  declarations: Array<[string, string]>,
  previous: string[],
): string[] {
  for (const prop of previous) node.style.removeProperty(prop);
  for (const [prop, value] of declarations) node.style.setProperty(prop, value);
  return declarations.map(([prop]) => prop);
}

const STYLES = `
.sx-payment {
  --sx-color-primary: #0570de;
  --sx-color-background: #ffffff;
  --sx-color-text: #30313d;
  --sx-color-text-secondary: #6d6e78;
  --sx-color-text-placeholder: #757680;
  --sx-color-danger: #df1b41;
  --sx-font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --sx-font-size-base: 16px;
  --sx-font-line-height: 1.4;
  --sx-font-weight-normal: 400;
  --sx-border-radius: 5px;
  --sx-spacing-unit: 4px;
  --sx-focus-box-shadow: 0 0 0 3px color-mix(in srgb, var(--sx-color-primary) 30%, transparent);
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: calc(var(--sx-spacing-unit) * 3);
  font-family: var(--sx-font-family);
  font-size: var(--sx-font-size-base);
  line-height: var(--sx-font-line-height);
  font-weight: var(--sx-font-weight-normal);
  color: var(--sx-color-text);
}
.sx-payment[hidden], .sx-field[hidden] { display: none; }
.sx-field { display: flex; flex-direction: column; gap: var(--sx-spacing-unit); min-width: 0; }
.sx-field--wide { grid-column: 1 / -1; }
.sx-label { font-size: 0.875em; color: var(--sx-color-text); }
.sx-input {
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  margin: 0;
  padding: calc(var(--sx-spacing-unit) * 3);
  font: inherit;
  color: var(--sx-color-text);
  background: var(--sx-color-background);
  border: 1px solid color-mix(in srgb, var(--sx-color-text) 22%, var(--sx-color-background));
  border-radius: var(--sx-border-radius);
}
.sx-input::placeholder { color: var(--sx-color-text-placeholder); opacity: 1; }
.sx-input:focus { outline: none; border-color: var(--sx-color-primary); box-shadow: var(--sx-focus-box-shadow); }
.sx-input[aria-invalid='true'] { border-color: var(--sx-color-danger); }
.sx-input:read-only { opacity: 0.7; }
.sx-error { font-size: 0.875em; color: var(--sx-color-danger); }
.sx-error:empty { display: none; }
.sx-challenge { max-width: min(448px, calc(100vw - 32px)); padding: 24px; border: 0; border-radius: 8px;
  font-family: system-ui, sans-serif; color: #1a1b25; background: #ffffff;
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.35); }
.sx-challenge::backdrop { background: rgb(10 15 30 / 0.55); }
.sx-challenge h2 { margin: 0 0 12px; font-size: 20px; }
.sx-challenge p { margin: 0 0 12px; font-size: 15px; line-height: 1.45; }
.sx-challenge-actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 20px; }
.sx-challenge button { min-height: 44px; padding: 0 18px; font: inherit; font-size: 15px; border-radius: 6px;
  cursor: pointer; border: 1px solid #1a1b25; }
.sx-challenge .sx-complete { background: #0a7d38; border-color: #0a7d38; color: #ffffff; }
.sx-challenge .sx-fail { background: #ffffff; color: #a3122f; border-color: #a3122f; }
.sx-challenge button:focus-visible { outline: 3px solid #0570de; outline-offset: 2px; }
`;

const adopted = new WeakSet<Document>();

/**
 * One stylesheet per document, shared by every form and challenge. It is a constructed sheet in
 * `adoptedStyleSheets`, as Lit's are: a strict CSP (`style-src 'self'`, no 'unsafe-inline')
 * refuses a `<style>` element built by script but not a constructed sheet.
 */
export function ensureStyles(doc: Document): void {
  if (adopted.has(doc)) return;
  const view = doc.defaultView;
  if (!view) return;
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(STYLES);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  adopted.add(doc);
}

/** A font of Stripe's `fonts` option the stand-in honours (CustomFontSource; cssSrc is not). */
export interface FontSource {
  family?: string;
  src?: string;
  weight?: string;
  style?: string;
  cssSrc?: string;
}

const declaredFaces = new Map<string, FontFace>();

/**
 * What Stripe's iframe does with fonts, in the page: it loads the `fonts` it was given and sees no
 * web font of the host page, only those and the device's own. So a family in `fontFamily` that the
 * page loaded as a web font (document.fonts) and `fonts` does not declare is dropped; declared
 * ones are loaded.
 */
export function withDeclaredFonts(
  appearance: Appearance | undefined,
  fonts: readonly FontSource[] | undefined,
): Appearance | undefined {
  const declared = new Set<string>();
  for (const font of fonts ?? []) {
    if (font.cssSrc) {
      if (!warned.has('cssSrc')) console.warn('Stripe stand-in: fonts cssSrc is not supported.');
      warned.add('cssSrc');
      continue;
    }
    if (!font.family || !font.src) continue;
    declared.add(font.family);
    const key = JSON.stringify(font);
    if (declaredFaces.has(key)) continue;
    const face = new FontFace(font.family, font.src, {
      weight: font.weight ?? '400',
      style: font.style ?? 'normal',
    });
    declaredFaces.set(key, face);
    document.fonts.add(face);
    void face
      .load()
      .catch(() => console.warn(`Stripe stand-in: font ${font.family} failed to load.`));
  }
  const pageFonts = new Set(
    [...document.fonts]
      .filter((face) => ![...declaredFaces.values()].includes(face))
      .map((face) => unquote(face.family)),
  );
  const visible = (list: string) =>
    list
      .split(',')
      .filter((part) => {
        const family = unquote(part.trim());
        return declared.has(family) || !pageFonts.has(family);
      })
      .join(',');
  if (!appearance) return appearance;
  const variables = { ...appearance.variables };
  if (variables.fontFamily) variables.fontFamily = visible(variables.fontFamily);
  const rules = Object.fromEntries(
    Object.entries(appearance.rules ?? {}).map(([target, rule]) => [
      target,
      rule.fontFamily ? { ...rule, fontFamily: visible(rule.fontFamily) } : rule,
    ]),
  );
  return { ...appearance, variables, rules };
}

const unquote = (family: string) => family.replace(/^(["'])(.*)\1$/, '$2');
