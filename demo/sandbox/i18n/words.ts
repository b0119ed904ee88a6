/**
 * The words of the catalogue in the language a request asks for. The English catalogue is the
 * source; each translation module holds only what differs, and a missing entry falls back to
 * English field by field.
 */
import type { Attraction, Tour } from '../catalogue/types.js';
import { WORDS_AR } from './catalogue-ar.js';
import { WORDS_DE } from './catalogue-de.js';
import { WORDS_JA } from './catalogue-ja.js';
import type { Lang } from './language.js';

/** What one language translates. Every map is keyed by the English catalogue's IDs. */
export interface CatalogueWords {
  /** Attraction ID -> name (omitted where the name stays as it is) and description. */
  attractions: Record<string, { name?: string; description?: string }>;
  /** The tour text fields every tour shares. */
  tourText: Partial<
    Record<
      | 'admission'
      | 'cancellation_policy'
      | 'extras_upgrades'
      | 'requirements'
      | 'restrictions'
      | 'special_offer',
      string
    >
  >;
  /** Duration text of a tour: full day, or minutes. */
  duration: { fullDay: string; minutes: (minutes: number) => string };
  continents: Record<string, string>;
  countries: Record<number, string>;
  cities: Record<number, string>;
  airports: Record<number, string>;
  groups: Record<number, string>;
  subcategories: Record<number, string>;
  tags: Record<number, string>;
  /** Language key -> the language's name, for languages_spoken. */
  languageNames: Record<string, string>;
}

const WORDS: Partial<Record<Lang, CatalogueWords>> = { de: WORDS_DE, ar: WORDS_AR, ja: WORDS_JA };

export const wordsIn = (lang: Lang): CatalogueWords | undefined => WORDS[lang];

export const nameIn = (a: Attraction, lang: Lang): string =>
  wordsIn(lang)?.attractions[a.id]?.name ?? a.name;

export const descriptionIn = (a: Attraction, lang: Lang): string =>
  wordsIn(lang)?.attractions[a.id]?.description ?? a.description;

/** A place or label name by ID; English (the catalogue's own name) when not translated. */
export function placeName(
  kind: 'continents' | 'countries' | 'cities' | 'airports' | 'groups' | 'subcategories' | 'tags',
  id: number | string,
  english: string,
  lang: Lang,
): string {
  const map = wordsIn(lang)?.[kind] as Record<string | number, string> | undefined;
  return map?.[id] ?? english;
}

/** The natural-language text fields of a tour (summary, highlights, policies, duration). */
export function tourTextIn(t: Tour, lang: Lang): Tour['text'] {
  const w = wordsIn(lang);
  if (!w) return t.text;
  const description = descriptionIn(t, lang);
  const fullDay = t.options.every((o) => o.length === null);
  const shared = Object.fromEntries(
    Object.entries(w.tourText).filter(([k]) => t.text[k as keyof Tour['text']] !== ''),
  );
  return {
    ...t.text,
    ...shared,
    duration_description: fullDay ? w.duration.fullDay : w.duration.minutes(t.duration),
    highlights: description,
    summary: description,
  };
}

/** A tour option's languages (key -> name) with the names in the asked language. */
export const languageNamesIn = (languages: Record<string, string>, lang: Lang) =>
  Object.fromEntries(
    Object.entries(languages).map(([k, v]) => [k, wordsIn(lang)?.languageNames[k] ?? v]),
  );
