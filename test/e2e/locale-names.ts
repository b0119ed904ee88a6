/**
 * The widget's words in another language, looked up in `xliff/<locale>.xlf` by their English
 * source, so a spec can drive the widget by the accessible names a buyer of that language hears.
 * A placeholder is written `{0}`, `{1}`… by its `<x id>` in the source, and filled in the order the
 * translation puts it.
 */
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect } from './flow.js';
import { pluralForms } from '../../src/plural.js';
import { textDirection } from '../../src/localization-choice.js';

/** English source (placeholders as `{id}`) → translation (`<x id>` kept as `{id}`). */
function parse(locale: string): Map<string, string> {
  const xml = readFileSync(new URL(`../../xliff/${locale}.xlf`, import.meta.url), 'utf8');
  const units = new Map<string, string>();
  const text = (s: string) =>
    s
      .replace(/<x id="(\d+)"[^>]*\/>/g, '{$1}')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  for (const unit of xml.matchAll(/<trans-unit\b[\s\S]*?<\/trans-unit>/g)) {
    const source = /<source>([\s\S]*?)<\/source>/.exec(unit[0]);
    const target = /<target>([\s\S]*?)<\/target>/.exec(unit[0]);
    if (source && target) units.set(text(source[1]!), text(target[1]!));
  }
  return units;
}

export type Words = (
  source: string,
  ...values: (string | number | Record<string, string | number>)[]
) => string;

/**
 * `words('ar')('Add to basket')` is the Arabic for "Add to basket"; `words('ar')('{0} tickets, {1}',
 * 'Adult', 'Stalls')` fills the placeholders. English returns the source. A source with no
 * translation throws: the spec would otherwise look for English words on a translated page.
 */
export function words(locale: string): Words {
  const units = locale === 'en' ? null : parse(locale);
  const put = rtlIsolate(locale);
  return (source, ...values) => {
    const found = units ? units.get(source) : source;
    if (found === undefined) throw new Error(`no ${locale} translation of "${source}"`);
    const forms = pluralForms(found);
    if (forms) return pluralWords(locale, forms, values);
    return found.replace(/\{(\d+)\}/g, (_, i: string) => put(String(values[Number(i)])));
  };
}

/**
 * In a right-to-left language the widget puts each value of a message between FIRST STRONG
 * ISOLATE and POP DIRECTIONAL ISOLATE (src/localization.ts), so its accessible names hold them.
 */
function rtlIsolate(locale: string): (value: string) => string {
  return textDirection(locale) === 'rtl' ? (v) => `\u2068${v}\u2069` : (v) => v;
}

/**
 * A plural message (src/plural.ts), `words('pl')('one{# ticket}other{# tickets}', 5)`: the first
 * value is the count, the next one an object of its `{name}` slots. Chosen and formatted the way
 * the widget does, by the locale's Intl.PluralRules and Intl.NumberFormat.
 */
function pluralWords(locale: string, forms: Record<string, string>, values: unknown[]): string {
  const [count, slots = {}] = values as [number, Record<string, string | number>?];
  const lang = locale === 'no' ? 'nb' : locale;
  const number = (n: number) => new Intl.NumberFormat(lang).format(n);
  const form = forms[new Intl.PluralRules(lang).select(count)] ?? forms.other!;
  return form.replace(/#|\{(\w+)\}/g, (m, name?: string) => {
    if (!name) return number(count);
    const v = slots[name];
    return v === undefined ? m : rtlIsolate(locale)(typeof v === 'number' ? number(v) : v);
  });
}

/** A string as an exact-match RegExp piece. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole translated message as a RegExp, any text standing for its placeholders. */
export function messagePattern(words: Words, source: string): RegExp {
  const marker = '\u0000';
  const text = words(source, ...Array.from({ length: 10 }, () => marker));
  return new RegExp(`^${text.split(marker).map(escapeRegExp).join('.+')}$`);
}

/**
 * S3 in the page's language: the first performance, two adults in the Stalls (Premium) and the
 * best seats together, waiting until the plan shows them.
 */
export async function chooseBestSeats(m: Locator, t: Words) {
  await m
    .getByRole('button', { name: messagePattern(t, 'Choose {0}') })
    .first()
    .click();
  await m
    .getByRole('combobox', { name: t('{0} tickets, {1}', 'Adult', 'Stalls (Premium)') })
    .selectOption('2');
  await m.getByRole('button', { name: t('Find best seats') }).click();
  await expect(
    m.getByRole('heading', { name: `${t('Your seats')} ${t('{0} of {1}', 2, 2)}` }),
  ).toBeVisible();
}
