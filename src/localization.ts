/**
 * The @lit/localize runtime: loaded only when a page asks for a language other than English, and
 * each translation is a chunk of its own, generated from `xliff/<locale>.xlf` by `lit-localize
 * build`. So neither the runtime nor any translation weighs on the script-tag entry.
 */
import { LOCALE_STATUS_EVENT, configureLocalization } from '@lit/localize';
import { targetLocales } from './generated/locale-codes.js';
import { sourceLocale, uiLocaleFor, type UiLocale } from './localization-choice.js';
import { setPluralLocale } from './plural.js';

type TargetLocale = (typeof targetLocales)[number];
type LocaleModule = Awaited<ReturnType<Parameters<typeof configureLocalization>[0]['loadLocale']>>;

// Literal paths, one per locale, so every bundler makes each one its own chunk. Typed by the
// generated list: adding a locale to lit-localize.json without a loader here fails the type check.
const LOADERS: Record<TargetLocale, () => Promise<LocaleModule>> = {
  ar: () => import('./generated/locales/ar.js'),
  da: () => import('./generated/locales/da.js'),
  de: () => import('./generated/locales/de.js'),
  es: () => import('./generated/locales/es.js'),
  fil: () => import('./generated/locales/fil.js'),
  fr: () => import('./generated/locales/fr.js'),
  hu: () => import('./generated/locales/hu.js'),
  id: () => import('./generated/locales/id.js'),
  is: () => import('./generated/locales/is.js'),
  it: () => import('./generated/locales/it.js'),
  ja: () => import('./generated/locales/ja.js'),
  ko: () => import('./generated/locales/ko.js'),
  ms: () => import('./generated/locales/ms.js'),
  no: () => import('./generated/locales/no.js'),
  pl: () => import('./generated/locales/pl.js'),
  pt: () => import('./generated/locales/pt.js'),
  sq: () => import('./generated/locales/sq.js'),
  sv: () => import('./generated/locales/sv.js'),
  th: () => import('./generated/locales/th.js'),
  tr: () => import('./generated/locales/tr.js'),
};

// Plural messages choose their form by the rules of the language their text is in: told here, at
// the moment a locale's strings are ready and before any element renders them.
window.addEventListener(LOCALE_STATUS_EVENT, (e) => {
  if (e.detail.status === 'ready') setPluralLocale(e.detail.readyLocale);
});

const { getLocale, setLocale } = configureLocalization({
  sourceLocale,
  targetLocales,
  loadLocale: (locale) => LOADERS[locale as TargetLocale](),
});

/** The UI locale in effect now (the last one that finished loading). */
export function activeUiLocale(): UiLocale {
  return getLocale() as UiLocale;
}

/**
 * Switches the UI to `language`'s locale; every `@localized()` element re-renders once its
 * strings have loaded. A chunk that fails to load leaves the UI in English rather than broken.
 * The locale is page-wide (a limit of @lit/localize): the last widget to ask for one sets it.
 */
export async function useLanguage(language: string | null | undefined): Promise<UiLocale> {
  const locale = uiLocaleFor(language);
  try {
    await setLocale(locale);
  } catch (err) {
    console.warn(`[tessera] the "${locale}" translations could not be loaded; using English`, err);
    await setLocale(sourceLocale).catch(() => undefined);
  }
  return activeUiLocale();
}
