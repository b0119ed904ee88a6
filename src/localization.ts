/**
 * The localization runtime: loaded only when a page asks for a language other than English or
 * overrides messages, and each translation is a chunk of its own, generated from
 * `xliff/<locale>.xlf` by `lit-localize build` and compacted by the build
 * (scripts/compact-locales.ts). So neither the runtime nor any translation weighs on the
 * script-tag entry.
 *
 * It stands in for @lit/localize's own runtime (`configureLocalization`), which cannot read
 * compact modules and cannot change an English text: a message is the distributor's override for
 * the locale, else the locale's translation, else the English source.
 */
import {
  LOCALE_STATUS_EVENT,
  joinStringsAndValues,
  type LocaleStatusEventDetail,
} from '@lit/localize';
import { _installMsgImplementation } from '@lit/localize/init/install.js';
import { generateMsgId } from '@lit/localize/internal/id-generation.js';
import type { MsgFn, TemplateLike } from '@lit/localize/internal/types.js';
import { emit } from './events.js';
import { targetLocales } from './generated/locale-codes.js';
import {
  setTextLocale,
  sourceLocale,
  textDirection,
  uiLocaleFor,
  type MessageOverrides,
  type UiLocale,
} from './localization-choice.js';
import {
  lookupIn,
  parseText,
  placeholdersIn,
  type LocaleModule,
  type Translation,
} from './localization-compact.js';

type TargetLocale = (typeof targetLocales)[number];
type Lookup = (id: string) => Translation | undefined;

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

const english: Lookup = () => undefined;

let active: UiLocale = sourceLocale;
/** The active locale is written right to left: each value put in a message is isolated. */
let rtl = false;

/**
 * A value (an attraction's name, a price, a seat) in its own direction inside right-to-left text:
 * between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE (Unicode's bidi algorithm, as `<bdi>`
 * does for markup), so a Latin name ending in ")" or a number after it does not reorder the
 * sentence around it. The marks are invisible and not read out.
 */
export const isolate = (value: unknown) => {
  const text = String(value);
  // A value made by parts() has each of its parts isolated already: it is put in as it is, so
  // its parts follow the sentence's direction (one isolate around them all, its first strong
  // character hidden inside them, would order them left to right).
  return text.startsWith('\u2068') ? text : `\u2068${text}\u2069`;
};
let translations = english;
let overrides: Partial<Record<UiLocale, Map<string, Translation>>> = {};

const ids = new Map<unknown, string>();

/** lit-localize's id of a msg() template (a hash of its text), computed once per call site. */
function idOf(template: TemplateLike): string {
  const strings = typeof template === 'string' ? template : template.strings;
  let id = ids.get(strings);
  if (id === undefined) {
    id = generateMsgId(strings, typeof template !== 'string' && !('strTag' in template));
    ids.set(strings, id);
  }
  return id;
}

_installMsgImplementation(((template: TemplateLike, options?: { id?: string }) => {
  // The widget has no html`` messages (scripts/message-catalog.ts refuses them).
  if (typeof template !== 'string' && !('strTag' in template)) return template;
  const id = options?.id ?? idOf(template);
  const text = overrides[active]?.get(id) ?? translations(id) ?? template;
  if (typeof text === 'string') return text;
  const values = typeof template === 'string' ? [] : template.values;
  // The English source fills in its values in order; a translation in its own order.
  const order = text === template ? undefined : (text.values as number[]);
  return joinStringsAndValues(text.strings, rtl ? values.map(isolate) : values, order);
}) as MsgFn);

/** Tells every `@localized()` element (they listen on window) to render again. */
function announce(detail: LocaleStatusEventDetail) {
  // Plural messages choose their form by the rules of the language their text is in: told before
  // any element renders the locale's strings.
  if (detail.status === 'ready') setTextLocale(detail.readyLocale, rtl ? isolate : undefined);
  emit(window, LOCALE_STATUS_EVENT, detail);
}

let requests = 0;
let latest: Promise<void> = Promise.resolve();

/**
 * Loads `locale`'s translations and makes it the active locale. A later call wins: an earlier
 * one still loading resolves when the later one is done.
 */
function setLocale(locale: UiLocale): Promise<void> {
  const request = ++requests;
  announce({ status: 'loading', loadingLocale: locale });
  const loaded: Promise<Lookup> =
    locale === sourceLocale
      ? Promise.resolve(english)
      : LOADERS[locale as TargetLocale]().then(lookupIn);
  const done = loaded.then(
    (lookup) => {
      if (request !== requests) return latest;
      active = locale;
      rtl = textDirection(locale) === 'rtl';
      translations = lookup;
      announce({ status: 'ready', readyLocale: locale });
    },
    (err: unknown) => {
      if (request !== requests) return latest;
      throw err;
    },
  );
  latest = done;
  return done;
}

/** The UI locale in effect now (the last one that finished loading). */
export function activeUiLocale(): UiLocale {
  return active;
}

/**
 * Switches the UI to `language`'s locale, with the distributor's `messages` when given (see
 * useMessages); every `@localized()` element re-renders once its strings have loaded. A chunk that
 * fails to load leaves the UI in English rather than broken. The locale is page-wide (a limit of
 * @lit/localize): the last widget to ask for one sets it.
 */
export async function useLanguage(
  language: string | null | undefined,
  messages?: MessageOverrides,
): Promise<UiLocale> {
  const locale = uiLocaleFor(language);
  try {
    await Promise.all([setLocale(locale), useMessages(messages)]);
  } catch (err) {
    console.warn(`[tessera] the "${locale}" translations could not be loaded; using English`, err);
    await setLocale(sourceLocale).catch(() => undefined);
  }
  return activeUiLocale();
}

let given: MessageOverrides | undefined;

const LANGUAGES = [sourceLocale, ...targetLocales].sort();
const reported = new Set<string>();

/** Says what in the `messages` property was left out, once per problem for the page's life. */
function report(problem: string) {
  if (reported.has(problem)) return;
  reported.add(problem);
  console.warn(`[tessera] messages: ${problem}; left out`);
}

/**
 * Takes a distributor's overrides, `{ [language]: { [messageId]: text } }`, in place of the
 * previous ones, and renders every `@localized()` element again. The ids and their English texts
 * are in messages/messages.json; a text writes the message's values as `${0}`, `${1}`…, as the
 * translations do. An unknown language or id, a text that is not a string, or a value the message
 * does not have is left out and said once in the console.
 */
export async function useMessages(messages: MessageOverrides | undefined): Promise<void> {
  if (messages === given) return;
  given = messages;
  const next: typeof overrides = {};
  if (messages && Object.keys(messages).length) {
    // The list of ids loads only for a page that overrides something.
    const { MESSAGE_IDS } = await import('./localization-ids.js');
    if (messages !== given) return; // set again meanwhile
    for (const [language, texts] of Object.entries(messages)) {
      const locale = language.toLowerCase() as UiLocale;
      if (!LANGUAGES.includes(locale)) {
        report(`"${language}" is not one of the widget's languages (${LANGUAGES.join(', ')})`);
        continue;
      }
      const map = (next[locale] ??= new Map());
      for (const [id, text] of Object.entries(texts ?? {})) {
        if (!Object.hasOwn(MESSAGE_IDS, id)) {
          report(`no message has the id "${id}" (messages.json lists them)`);
        } else if (typeof text !== 'string') {
          report(`the ${language} text of ${id} is not a string`);
        } else {
          const count = MESSAGE_IDS[id]!;
          const extra = placeholdersIn(text).find((i) => i >= count);
          if (extra === undefined) map.set(id, parseText(text));
          else
            report(
              `the ${language} text of ${id} has \${${extra}}, but ${id} fills in ${count} value(s)`,
            );
        }
      }
    }
  }
  overrides = next;
  announce({ status: 'ready', readyLocale: active });
}
