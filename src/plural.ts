/**
 * Plural messages. A count phrase is one msg() whose text lists its forms by the categories of
 * `Intl.PluralRules`, ICU-like: `one{# ticket}other{# tickets}`. Each translation lists exactly
 * its own language's categories (ar: zero one two few many other; pl: one few many other; ja:
 * other), and test/node/localization.test.ts holds them to it. `#` is the count, formatted for the
 * locale; `{name}` is a value passed in `args` (a number is formatted too), put in after the form
 * is chosen, so an attraction's name may hold any character. A translation may add a form for one
 * exact count, ICU's `=1{…}`, where its category for that count holds others too (Filipino's `one`
 * is 1, 2, 3, 5…; a single seat needs its own sentence); the exact form comes first.
 *
 * The locale is the one the UI text is in (textLocale in src/localization-choice.ts): English
 * until src/localization.ts (loaded only for another language) reports a translation ready. A form
 * the text lacks falls back to `other`.
 */
import { textLocale } from './localization-choice.js';

let rulesFor = '';
let rules: Intl.PluralRules | undefined;

/** The locale for Intl: the UI locale, Norwegian as Bokmål. */
function intlLocale(): string {
  const { code } = textLocale();
  return code === 'no' ? 'nb' : code;
}

/** The plural rules of the language the UI text is in, made once per language. */
function pluralRules(): Intl.PluralRules {
  const locale = intlLocale();
  if (!rules || rulesFor !== locale) {
    rules = new Intl.PluralRules(locale);
    rulesFor = locale;
  }
  return rules;
}

const FORM = /(zero|one|two|few|many|other|=\d+)\{((?:[^{}]|\{\w+\})*)\}/g;

/** The forms of a plural message by category, or null when it is not one. */
export function pluralForms(text: string): Record<string, string> | null {
  const forms: Record<string, string> = {};
  const rest = text.replace(FORM, (_, key: string, form: string) => ((forms[key] = form), ''));
  return rest.trim() || !('other' in forms) ? null : forms;
}

/** `forms` (a plural message's text) for `count`, in the active locale. */
export function plural(
  count: number,
  forms: string,
  args: Record<string, string | number> = {},
): string {
  const all = pluralForms(forms);
  if (!all) return forms;
  const locale = intlLocale();
  const { isolate } = textLocale();
  const form = all[`=${count}`] ?? all[pluralRules().select(count)] ?? all.other;
  const text = (v: string | number) =>
    typeof v === 'number' ? new Intl.NumberFormat(locale).format(v) : v;
  return form.replace(/#|\{(\w+)\}/g, (m, name?: string) =>
    !name
      ? text(count)
      : !(name in args)
        ? m
        : isolate
          ? isolate(text(args[name]))
          : text(args[name]),
  );
}

/**
 * `items` as a list in the language the UI text is in ("2, 4 or 6" with `disjunction`, "English,
 * French and German"), numbers formatted for it: never joined with a comma of our own.
 */
export function list(
  items: readonly (string | number)[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  const locale = intlLocale();
  const number = new Intl.NumberFormat(locale);
  return new Intl.ListFormat(locale, { type }).format(
    items.map((v) => (typeof v === 'number' ? number.format(v) : v)),
  );
}

/** The comma between the parts of one thing, where a language writes its own ("،", "、"). */
const COMMAS: Record<string, string> = { ar: '، ', ja: '、' };

/** The comma that joins the parts of one thing in `language` (a tag or its base language). */
export function partSeparator(language: string): string {
  return COMMAS[language.split(/[-_]/)[0]!.toLowerCase()] ?? ', ';
}

/** The comma that joins the parts of one thing in the language the UI text is in. */
export function uiPartSeparator(): string {
  return partSeparator(intlLocale());
}

/**
 * The parts of one thing ("Royal Crescent Theatre, London"; a seat's section, row and number) in
 * the language the UI text is in: joined with its comma, each value in its own direction in a
 * right-to-left language. Empty parts are left out. Not for lists: see list().
 */
export function parts(items: readonly (string | null | undefined)[]): string {
  const { isolate } = textLocale();
  return items
    .filter((p): p is string => !!p)
    .map((p) => (isolate ? isolate(p) : p))
    .join(uiPartSeparator());
}

/**
 * `text` with its last word held to the one before it by a no-break space, so a number never
 * starts a line alone ("seat 6", "Wed, Dec 2"). Text without spaces (Japanese) is left as it is.
 */
export function keepLastWord(text: string): string {
  return text.replace(/ (?=\S+$)/, '\u00a0');
}
