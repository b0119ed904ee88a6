/**
 * The languages the sandbox answers in. Doc 2 lists 21 language codes; the sandbox translates its
 * catalogue and its refusals into these four and answers English for any other code.
 */
export const LANGUAGES = ['en', 'de', 'ar', 'ja'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** `de`, `DE`, `de-AT` and `de_CH` all read as German; anything unknown or missing as English. */
export function pickLanguage(code: string | null | undefined): Lang {
  const primary = (code ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Lang) : 'en';
}

/** A text the sandbox can say in every language it serves. */
export type Say = (lang: Lang) => string;
