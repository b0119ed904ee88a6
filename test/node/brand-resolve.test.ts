import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FIELDS } from '../../src/brand/fields.js';
import { resolveBrand, resolvedToBrandFile } from '../../src/brand/resolve.js';
import { customPropertyName, brandCustomProperties } from '../../src/brand/css.js';
import { remToPx } from '../../src/brand/css-values.js';
import { effectiveScheme } from '../../src/brand/scheme.js';
import { logoFor } from '../../src/brand/apply.js';
import type { BrandFile } from '../../src/brand/types.js';
import { defaultResolvedBrand } from '../../src/brand/defaults.js';

const light = (brand: BrandFile) => resolveBrand(brand, 'light').values;
const dark = (brand: BrandFile) => resolveBrand(brand, 'dark').values;

test('the empty brand resolves to every doc 3 default', () => {
  const v = light({});
  assert.equal(Object.keys(v).length, FIELDS.length);
  const expected: Record<string, string> = {
    primary: '#4657d4',
    secondary: '#161c44',
    radius: '1.5rem',
    headingScale: '1',
    logoHeight: '2rem',
    primaryTint: '#fcfcff',
    secondaryTint: '#e8e8ec',
    'page.background': '#ffffff',
    'page.text': '#161c44',
    'page.textMuted': '#888888',
    'page.link': '#4657d4',
    'page.icon': '#161c44',
    'page.focusRing': '#4657d4',
    'page.scrim': '#000000',
    'page.divider': '#e6e6e6',
    'card.shadow': '0px 24px 24px rgba(0, 0, 0, 0.04)',
    'field.radius': '0.5rem',
    'primaryButton.background': '#4657d4',
    'primaryButton.hover': '#3f4ebf',
    'primaryButton.pressed': '#3947ae',
    'primaryButton.border': 'transparent',
    'secondaryButton.background': '#161c44',
    'secondaryButton.hover': '#14193d',
    'secondaryButton.pressed': '#121738',
    'button.radius': '1.5rem',
    'chip.radius': '1.5rem',
    'search.radius': '100px',
    'button.hoverOnLightFill': '20%',
    'navbar.backgroundImage': 'none',
    'navbar.border': '#ffffff',
    'footer.background': '#e6e6e6',
    'footer.paddingBottom': '2rem',
    'status.info': '#670c93',
    'neutral.50': '#f5f5f5',
    'neutral.900': '#292929',
  };
  for (const [path, value] of Object.entries(expected)) assert.equal(v[path], value, path);
  assert.match(v.font!, /^Inter, .*sans-serif$/);
  assert.equal(v.headingFont, v.font);
});

test('follows: each following field takes the resolved value of the field it follows', () => {
  const v = light({
    primary: '#aa0000',
    secondary: '#00aa00',
    radius: '3px',
    font: 'Brand, serif',
    page: { text: '#111111' },
    navbar: { text: '#222222' },
    footer: { text: '#333333' },
  });
  assert.equal(v['button.textButton'], '#aa0000');
  assert.equal(v['page.link'], '#aa0000', 'page.link -> button.textButton -> primary');
  assert.equal(v['primaryButton.background'], '#aa0000');
  assert.equal(v['secondaryButton.background'], '#00aa00');
  assert.equal(v['page.icon'], '#111111');
  assert.equal(v['button.radius'], '3px');
  assert.equal(v['chip.radius'], '3px');
  assert.equal(v['field.radius'], '0.5rem', 'field.radius is independent of radius');
  assert.equal(v.headingFont, 'Brand, serif');
  assert.equal(v['navbar.icon'], '#222222');
  assert.equal(v['footer.link'], '#333333');
  assert.equal(
    light({ primary: '#aa0000', button: { textButton: '#0000aa' } })['page.link'],
    '#0000aa',
  );
  assert.equal(light({ primary: '#aa0000', page: { link: '#00aaaa' } })['page.link'], '#00aaaa');
});

test('hover and pressed derive from the resolved background by mixing with black 10% and 18%', () => {
  const v = light({ primary: '#ffffff', secondaryButton: { background: '#808080' } });
  assert.equal(v['primaryButton.hover'], '#e6e6e6');
  assert.equal(v['primaryButton.pressed'], '#d1d1d1');
  assert.equal(v['secondaryButton.hover'], '#737373');
  assert.equal(v['secondaryButton.pressed'], '#696969');
  assert.equal(light({ primaryButton: { hover: '#123456' } })['primaryButton.hover'], '#123456');
  assert.equal(
    light({ primary: 'rgba(255, 255, 255, 0.5)' })['primaryButton.hover'],
    '#e6e6e680',
    'alpha kept',
  );
});

test('dark overlay: a dark field wins, a base field stays, a following field follows in dark', () => {
  const brand = {
    primary: '#aa0000',
    page: { background: '#fafafa' },
    dark: { primary: '#ff8080', page: { text: '#eeeeee' } },
  };
  const v = dark(brand);
  assert.equal(v.primary, '#ff8080', 'set in dark wins');
  assert.equal(v['page.background'], '#fafafa', 'set in the base stays');
  assert.equal(v['page.text'], '#eeeeee');
  assert.equal(v['page.link'], '#ff8080', 'follows primary in the dark context');
  assert.equal(v['page.icon'], '#eeeeee', 'follows page.text in the dark context');
  assert.equal(v['primaryButton.hover'], '#e67373', 'derived from the dark background');
  assert.equal(light(brand).primary, '#aa0000', 'the light scheme ignores dark');
  assert.equal(light(brand)['page.text'], '#161c44');
});

test('dark defaults apply where neither dark nor base sets a field', () => {
  const v = dark({});
  assert.equal(v['page.background'], '#121212');
  assert.equal(v['page.text'], '#f2f2f2');
  assert.equal(v['card.background'], '#1e1e1e');
  assert.equal(v['page.link'], v.primary);
  assert.equal(v.radius, '1.5rem', 'non-colour fields keep their base value');
  assert.equal(
    v['primaryButton.text'],
    '#121212',
    'readable text on the light dark-scheme primary',
  );
  assert.equal(dark({ dark: { primary: '#202060' } })['primaryButton.text'], '#ffffff');
});

test('resolve output has the brand file shape, every field filled, dark folded in', () => {
  const out = resolvedToBrandFile(
    resolveBrand({ dark: { page: { text: '#eeeeee' } }, logo: 'l.svg' }, 'dark'),
  );
  assert.equal((out.page as Record<string, string>).text, '#eeeeee');
  assert.equal(out.logo, 'l.svg');
  assert.equal(out.dark, undefined);
  assert.equal((out.neutral as Record<string, string>)['500'], '#777777');
});

test('custom property names follow the documented convention and rem becomes px', () => {
  const names: Record<string, string> = {
    primary: '--tessera-primary',
    primaryTint: '--tessera-primary-tint',
    headingFont: '--tessera-heading-font',
    'page.textMuted': '--tessera-page-text-muted',
    'primaryButton.hover': '--tessera-primary-button-hover',
    'button.textButton': '--tessera-button-text-button',
    'navbar.backgroundImage': '--tessera-navbar-background-image',
    'neutral.500': '--tessera-neutral-500',
    'status.errorBackground': '--tessera-status-error-background',
    'card.softShadow': '--tessera-card-soft-shadow',
    'field.radius': '--tessera-field-radius',
  };
  for (const [path, name] of Object.entries(names)) assert.equal(customPropertyName(path), name);
  const props = new Map(
    brandCustomProperties(resolveBrand({ card: { shadow: '0 0.25rem 1rem #000' } }, 'light')),
  );
  assert.equal(props.get('--tessera-radius'), '24px');
  assert.equal(props.get('--tessera-field-radius'), '8px');
  assert.equal(props.get('--tessera-card-shadow'), '0 4px 16px #000');
  assert.equal(remToPx('10%'), '10%');
});

test('scheme: a light/dark attribute overrides colorScheme; inherit follows prefers-color-scheme', () => {
  assert.equal(effectiveScheme('dark', null, false), 'dark');
  assert.equal(effectiveScheme('dark', 'light', true), 'light');
  assert.equal(effectiveScheme('inherit', null, true), 'dark');
  assert.equal(effectiveScheme('inherit', 'inherit', false), 'light');
  assert.equal(
    effectiveScheme('dark', 'inherit', false),
    'dark',
    'an inherit attribute defers to the brand',
  );
  assert.equal(effectiveScheme(undefined, null, true), 'light');
});

test('logoFor: logo or logoDark by scheme, navbar and footer logos by surface', () => {
  const brand = { logo: 'l.svg', logoDark: 'd.svg', navbar: { logo: 'n.svg' } };
  assert.equal(logoFor(resolveBrand(brand, 'light'), 'page'), 'l.svg');
  assert.equal(logoFor(resolveBrand(brand, 'dark'), 'page'), 'd.svg');
  assert.equal(logoFor(resolveBrand(brand, 'light'), 'navbar'), 'n.svg');
  assert.equal(logoFor(resolveBrand(brand, 'dark'), 'navbar'), 'n.svg');
  assert.equal(logoFor(resolveBrand(brand, 'dark'), 'footer'), 'd.svg');
  assert.equal(logoFor(resolveBrand({ logo: 'l.svg' }, 'dark'), 'page'), 'l.svg');
});

test('the colour-free default brand equals resolving an empty brand file, in both schemes', () => {
  for (const scheme of ['light', 'dark'] as const) {
    assert.deepEqual(defaultResolvedBrand(scheme), resolveBrand({}, scheme), scheme);
  }
});
