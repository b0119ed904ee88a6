/**
 * Which UI locale and text direction a `language` value gets. Kept apart from the @lit/localize
 * runtime (src/localization.ts) so an English page loads neither the runtime nor any translation.
 */
import { sourceLocale, targetLocales } from './generated/locale-codes.js';

export type UiLocale = typeof sourceLocale | (typeof targetLocales)[number];

export { sourceLocale };

const SUPPORTED = new Set<string>([sourceLocale, ...targetLocales]);

function primarySubtag(language: string | null | undefined): string {
  return (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * The UI locale for a `language` value (ISO 639-1, optionally with a region: `es`, `es-MX`,
 * `FR_ca`): its primary subtag when translated, else English.
 */
export function uiLocaleFor(language: string | null | undefined): UiLocale {
  const primary = primarySubtag(language);
  return (SUPPORTED.has(primary) ? primary : sourceLocale) as UiLocale;
}

/** Languages written right to left; the layout uses logical properties so it mirrors. */
const RTL = new Set(['ar', 'he', 'fa', 'ur']);

/** The `dir` for a language: rtl for Arabic, Hebrew, Persian and Urdu, else ltr. */
export function textDirection(language: string): 'rtl' | 'ltr' {
  return RTL.has(primarySubtag(language)) ? 'rtl' : 'ltr';
}
