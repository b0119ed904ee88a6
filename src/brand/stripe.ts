/**
 * Stripe's Payment Element wears the brand: the resolved brand of one scheme becomes a Stripe
 * Appearance object (Stripe renders in its own iframe, so custom properties cannot reach it).
 */
import type { Appearance, CustomFontSource } from '@stripe/stripe-js';
import { firstFamily, remToPx } from './css-values.js';
import type { ResolvedBrand, Scheme } from './types.js';

/** Stripe parses colours itself; currentcolor means nothing inside its iframe. */
const colour = (value: string, fallback: string) =>
  /^currentcolor$/i.test(value) ? fallback : value;

/**
 * Stripe Appearance for one scheme: pass one resolved scheme (its own scheme is used), or both
 * (`processed.resolved`) and the scheme to use.
 */
export function brandToStripeAppearance(
  brand: ResolvedBrand | Record<Scheme, ResolvedBrand>,
  scheme?: Scheme,
): Appearance {
  const resolved = 'values' in brand ? brand : brand[scheme ?? 'light'];
  const v = resolved.values as Record<string, string>;
  const text = colour(v['page.text']!, resolved.scheme === 'dark' ? '#f2f2f2' : '#161c44');
  const muted = colour(v['page.textMuted']!, text);
  const focus = colour(v['page.focusRing']!, text);
  const radius = remToPx(v['field.radius']!);
  const border = `1px solid ${colour(v['field.border']!, muted)}`;
  return {
    theme: resolved.scheme === 'dark' ? 'night' : 'stripe',
    variables: {
      colorPrimary: colour(v.primary!, text),
      colorBackground: colour(v['field.background']!, v['page.background']!),
      colorText: text,
      colorTextSecondary: muted,
      colorTextPlaceholder: muted,
      colorDanger: v['status.error']!,
      colorSuccess: v['status.success']!,
      colorWarning: v['status.warning']!,
      fontFamily: v.font!,
      fontSizeBase: '16px',
      borderRadius: radius,
      spacingUnit: '4px',
      focusBoxShadow: `0 0 0 2px ${focus}`,
      focusOutline: 'none',
    },
    rules: {
      '.Input': {
        backgroundColor: colour(v['field.background']!, v['page.background']!),
        border,
        borderRadius: radius,
        color: text,
        boxShadow: 'none',
      },
      '.Input:focus': {
        border: `1px solid ${focus}`,
        boxShadow: `0 0 0 2px ${focus}`,
        outline: 'none',
      },
      '.Input--invalid': { border: `1px solid ${v['status.error']}`, color: text },
      '.Label': { color: text, fontFamily: v.font!, fontWeight: '500' },
      '.Error': { color: v['status.error']! },
      '.Tab': {
        backgroundColor: colour(v['card.background']!, v['page.background']!),
        border,
        borderRadius: radius,
      },
      '.Tab--selected': { borderColor: colour(v.primary!, text), backgroundColor: v.primaryTint! },
    },
  };
}

/**
 * The brand's font files as Stripe's `fonts` option: its iframe loads only the fonts named here,
 * so the card form wears the brand's `font` (the appearance's fontFamily) and not a fallback. The
 * URLs are absolute (the iframe is on Stripe's origin); a face without a family is the brand font's.
 */
export function brandToStripeFonts(resolved: ResolvedBrand): CustomFontSource[] {
  return resolved.fontFaces.map((face) => ({
    family: face.family ?? firstFamily(resolved.values.font!),
    src: `url(${JSON.stringify(new URL(face.url, document.baseURI).href)})`,
    weight: String(face.weight),
    style: face.style ?? 'normal',
  }));
}
