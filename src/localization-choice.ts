/**
 * Which UI locale and text direction a `language` value gets. Kept apart from the @lit/localize
 * runtime (src/localization.ts) so an English page loads neither the runtime nor any translation.
 */
import { sourceLocale, targetLocales } from './generated/locale-codes.js';

export type UiLocale = typeof sourceLocale | (typeof targetLocales)[number];

export { sourceLocale };

/**
 * A distributor's own words for any message (the `messages` property): by language (`en`, `de`,
 * `pt`…, the widget's 21), by message id (listed with its English text in messages/messages.json),
 * the text; `${0}`, `${1}`… stand for the values the message fills in.
 */
export type MessageOverrides = Record<string, Record<string, string>>;

const SUPPORTED = new Set<string>([sourceLocale, ...targetLocales]);

function primarySubtag(language: string | null | undefined): string {
  return (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** Tags that name one of the API's languages by another code: Norwegian, Filipino. */
const ALIASES: Record<string, string> = { nb: 'no', nn: 'no', tl: 'fil' };

const warned = new Set<string>();

/**
 * The UI locale, which is also the API's `language_code`, for a `language` value (a BCP 47 tag:
 * `es`, `es-MX`, `FR_ca`, `pt-BR`, `nb`): its primary subtag when it is one of the API's 21
 * languages (`nb` and `nn` are `no`, `tl` is `fil`), else English, said once in the console.
 */
export function uiLocaleFor(language: string | null | undefined): UiLocale {
  const primary = primarySubtag(language);
  const code = ALIASES[primary] ?? primary;
  if (SUPPORTED.has(code)) return code as UiLocale;
  if (primary && !warned.has(primary)) {
    warned.add(primary);
    console.warn(`[tessera] language "${language}" is not one the API serves; using English`);
  }
  return sourceLocale;
}

/** Languages written right to left; the layout uses logical properties so it mirrors. */
const RTL = new Set(['ar', 'he', 'fa', 'ur']);

/** The `dir` for a language: rtl for Arabic, Hebrew, Persian and Urdu, else ltr. */
export function textDirection(language: string): 'rtl' | 'ltr' {
  return RTL.has(primarySubtag(language)) ? 'rtl' : 'ltr';
}

/** The language the UI text is in, and how a value is put in its own direction inside it. */
export interface TextLocale {
  /** A UI locale: English until src/localization.ts reports a translation ready. */
  code: string;
  /** For a right-to-left language: each value in its own direction (see isolate there). */
  isolate?: (value: string) => string;
}

let text: TextLocale = { code: sourceLocale };

/**
 * Called by src/localization.ts when a locale's strings are ready. src/plural.ts reads it back
 * (textLocale), so the localization runtime does not import the plural code, which comes later
 * with search.
 */
export function setTextLocale(code: string, isolate?: (value: string) => string): void {
  text = { code, isolate };
}

export function textLocale(): TextLocale {
  return text;
}
