/**
 * What the brand file gives the email and the e-ticket (doc 3): the scheme where nothing else
 * decides (colorScheme), the logo for each place (logo on always-light surfaces, logoDark on dark,
 * navbar.logo and footer.logo where set), logoHeight in pixels, and font stacks that end in fonts
 * every mail client and PDF has. Only validated, resolved values reach the renderers.
 */
import type { ResolvedBrand, Scheme } from '../brand/types.js';

/** A length of the brand file in pixels (rem and em at 16px); others give `fallback`. */
export function lengthPx(length: string | undefined, fallback: number): number {
  const m = /^(-?\d*\.?\d+)(px|rem|em)?$/.exec(length?.trim() ?? '');
  if (!m) return fallback;
  const n = Number(m[1]) * (m[2] === 'px' || m[2] === undefined ? 1 : 16);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : fallback;
}

const GENERIC = /\b(serif|sans-serif|monospace|system-ui|cursive)\s*$/i;
/** A font-family list that could break out of a style attribute is not used. */
const SAFE_FAMILY = /^[\p{L}\p{N}\s,"'._-]+$/u;

/**
 * The brand's font-family list, followed by web-safe fonts so a mail client without the brand
 * font (most: web fonts are not loaded) still shows a font of the same kind.
 */
export function safeFontStack(font: string | undefined): string {
  const sans = 'Helvetica, Arial, sans-serif';
  if (!font || !SAFE_FAMILY.test(font)) return sans;
  const stack = font.trim().replace(/,\s*$/, '');
  // A list that already ends in a generic family has its own last resort.
  return GENERIC.test(stack) ? stack : `${stack}, ${sans}`;
}

/** The email's scheme: the brand's colorScheme; `inherit` is light with a dark media query. */
export function emailScheme(brand: ResolvedBrand): Scheme {
  return brand.colorScheme === 'dark' ? 'dark' : 'light';
}

/** The scheme-chosen logo: logo on light, logoDark (else logo) on dark. */
export function schemeLogo(brand: ResolvedBrand, scheme: Scheme): string | undefined {
  return scheme === 'dark' ? (brand.logoDark ?? brand.logo) : brand.logo;
}

/**
 * A logo reference as the output may use it: http(s) and data:image URLs as they are, a relative
 * one resolved against `base` (when given) and kept otherwise; anything else is dropped.
 */
export function logoUrl(ref: string | undefined, base?: string): string | undefined {
  if (!ref) return undefined;
  if (/^data:image\//i.test(ref)) return ref;
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) return /^https?:/i.test(ref) ? ref : undefined;
  if (!base) return ref;
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}
