/** Which logo a surface shows (kept apart from apply.ts so the first load needs no field table). */
import type { ResolvedBrand, Scheme } from './types.js';

export type LogoSurface = 'page' | 'navbar' | 'footer';

/**
 * The logo for a surface (doc 3): navbar.logo and footer.logo are keyed to their surface whatever
 * the scheme; otherwise logoDark in the dark scheme (falling back to logo), logo in the light one.
 */
export function logoFor(
  resolved: ResolvedBrand,
  surface: LogoSurface,
  scheme: Scheme = resolved.scheme,
): string | undefined {
  if (surface === 'navbar' && resolved.navbarLogo) return resolved.navbarLogo;
  if (surface === 'footer' && resolved.footerLogo) return resolved.footerLogo;
  return scheme === 'dark' ? (resolved.logoDark ?? resolved.logo) : resolved.logo;
}
