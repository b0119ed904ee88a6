// Every buyer-visible string is translated into each of the API's 21 languages: a msg() added
// without its translations fails here, as do translations whose placeholders differ from the source,
// plural messages without exactly their language's plural categories, and generated locale modules
// that no longer match the XLIFF files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { readConfigFileAndWriteSchema } from '@lit/localize-tools/lib/config.js';
import { RuntimeLitLocalizer } from '@lit/localize-tools/lib/modes/runtime.js';
import type { RuntimeOutputConfig } from '@lit/localize-tools/lib/types/modes.js';
import type { Locale } from '@lit/localize-tools/lib/types/locale.js';
import { plural, pluralForms } from '../../src/plural.js';
import { setTextLocale } from '../../src/localization-choice.js';

const config = readConfigFileAndWriteSchema('lit-localize.json');
const output = config.output as RuntimeOutputConfig;
const localizer = new RuntimeLitLocalizer({ ...config, output });
const { messages, errors } = localizer.extractSourceMessages();
const { translations } = localizer.readTranslationsSync();

const FILL =
  'after adding a msg(): npm run localize:extract, add a <target> to each new ' +
  'trans-unit in xliff/*.xlf, then npm run localize:build';

test('the source strings are extracted without analysis errors', () => {
  const text = errors.map((e) => {
    const where = e.file ? `${e.file.fileName.replace(`${process.cwd()}/`, '')}: ` : '';
    return where + (typeof e.messageText === 'string' ? e.messageText : e.messageText.messageText);
  });
  assert.deepEqual(text, []);
  assert.ok(messages.length > 400, `only ${messages.length} strings found`);
});

/** The API's languages (doc 2, "Language codes"): the UI speaks every one of them. */
const API_LANGUAGES = [
  'ar',
  'da',
  'de',
  'en',
  'es',
  'fil',
  'fr',
  'hu',
  'id',
  'is',
  'it',
  'ja',
  'ko',
  'ms',
  'no',
  'pl',
  'pt',
  'sq',
  'sv',
  'th',
  'tr',
];

test("the API's 21 languages are the UI's languages", () => {
  const ui = [config.sourceLocale, ...config.targetLocales].sort();
  assert.deepEqual(ui, [...API_LANGUAGES].sort());
});

for (const locale of config.targetLocales) {
  test(`every source string has a ${locale} translation`, () => {
    const have = new Set((translations.get(locale) ?? []).map((m) => m.name));
    const missing = messages
      .filter((m) => !have.has(m.name))
      .map(
        (m) =>
          `${m.name} "${m.contents.map((c) => (typeof c === 'string' ? c : '${…}')).join('')}" (${m.file.fileName.replace(`${process.cwd()}/`, '')})`,
      );
    assert.deepEqual(missing, [], `untranslated in ${locale}; ${FILL}`);
  });

  test(`no ${locale} translation is left for a string that no longer exists`, () => {
    const ids = new Set(messages.map((m) => m.name));
    const stale = (translations.get(locale) ?? []).map((m) => m.name).filter((n) => !ids.has(n));
    assert.deepEqual(stale, [], 'run npm run localize:extract to drop them');
  });
}

test('every translation keeps exactly the placeholders of its source', () => {
  assert.deepEqual(localizer.validateTranslations().errors, []);
});

test('the generated locale modules match the XLIFF files', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-locales-'));
  try {
    const fresh = new RuntimeLitLocalizer({
      ...config,
      output: { ...output, outputDir: dir, localeCodesModule: join(dir, 'locale-codes.ts') },
    });
    await fresh.build();
    // Compared after Prettier, which is how the committed files are kept.
    const prettier = await resolveConfig('src/generated/locale-codes.ts');
    const tidy = (text: string) => format(text, { ...prettier, parser: 'typescript' });
    const files = [
      ['locale-codes.ts', output.localeCodesModule!],
      ...config.targetLocales.map((l) => [`${l}.ts`, join(output.outputDir, `${l}.ts`)]),
    ] as const;
    for (const [built, committed] of files) {
      assert.equal(
        await tidy(readFileSync(join(dir, built), 'utf8')),
        await tidy(readFileSync(committed, 'utf8')),
        `${committed} is stale: npm run localize:build`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// Plural messages (src/plural.ts): a msg() whose text lists its forms by Intl.PluralRules
// category, `one{# ticket}other{# tickets}`. Each language carries exactly its own categories.
const text = (contents: readonly unknown[]) =>
  contents.map((c) => (typeof c === 'string' ? c : '${…}')).join('');
const pluralMessages = messages.filter((m) => pluralForms(text(m.contents)) !== null);
const pluralRules = (locale: string) => new Intl.PluralRules(locale === 'no' ? 'nb' : locale);
const slots = (form: string) => [...form.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('every count shown to the buyer is a plural message', () => {
  assert.ok(pluralMessages.length >= 20, `only ${pluralMessages.length} plural messages`);
  // The old way, a count glued to a noun ("${n} tickets", chosen by `n === 1`), must not come back.
  const noun =
    '(tickets?|seats?|results?|travell?ers?|places?|characters?|pickup points?|bookings?|items?)';
  const glued = new RegExp(`(\\$\\{…\\}|\\b1) ${noun}\\b`);
  // Not counts: a ticket type's name ("Adult tickets…") and a price ("€12 ticket price").
  const notCounts = new Set([
    '${…} tickets are sold in groups of ${…}.',
    '${…} tickets, ${…}',
    '${…} ticket price + ${…} booking fee',
  ]);
  assert.deepEqual(
    messages
      .map((m) => text(m.contents))
      .filter((t) => glued.test(t) && !pluralForms(t) && !notCounts.has(t)),
    [],
  );
});

/** Whether a category of `locale` holds a single whole number (Arabic two: 2), so its form may
 * spell it out ("تذكرتان") instead of showing `#`. */
function singleNumber(locale: string, category: string): boolean {
  const rules = pluralRules(locale);
  let n = 0;
  for (let i = 0; i <= 1000; i++) if (rules.select(i) === category) n++;
  return n === 1;
}

for (const locale of ['en', ...config.targetLocales]) {
  test(`every plural message in ${locale} has exactly the language's categories`, () => {
    const categories = [...pluralRules(locale).resolvedOptions().pluralCategories].sort();
    const byName = new Map((translations.get(locale as Locale) ?? []).map((m) => [m.name, m]));
    const problems: string[] = [];
    for (const source of pluralMessages) {
      const sourceForms = pluralForms(text(source.contents))!;
      const translated = locale === 'en' ? source : byName.get(source.name);
      if (!translated) continue; // reported as untranslated above
      const forms = pluralForms(text(translated.contents));
      const where = `${source.name} "${text(translated.contents)}"`;
      if (!forms) {
        problems.push(`${where}: does not parse as category{text}…`);
        continue;
      }
      if (locale === 'en') {
        // English lists one and other; a source needs no more.
        if (Object.keys(forms).sort().join() !== 'one,other')
          problems.push(`${where}: not one/other`);
      } else {
        // Exact forms (=1) are extra, for a count its category shares with others.
        const have = Object.keys(forms)
          .filter((key) => !key.startsWith('='))
          .sort();
        if (have.join() !== categories.join()) {
          problems.push(`${where}: has ${have.join(' ')}, needs ${categories.join(' ')}`);
        }
      }
      const allowed = new Set(slots(Object.values(sourceForms).join(' ')));
      for (const [category, form] of Object.entries(forms)) {
        if (!form.includes('#') && !category.startsWith('=') && !singleNumber(locale, category)) {
          problems.push(`${where}: the ${category} form lacks #`);
        }
        for (const slot of slots(form)) {
          if (!allowed.has(slot)) problems.push(`${where}: unknown {${slot}}`);
        }
      }
      for (const slot of slots(sourceForms.other!)) {
        if (!slots(forms.other ?? '').includes(slot)) {
          problems.push(`${where}: the other form lacks {${slot}}`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });
}

test('counts read right in en, ar, pl and ja', () => {
  const tickets = pluralMessages.find((m) => text(m.contents) === 'one{# ticket}other{# tickets}');
  assert.ok(tickets, 'the ticket count message');
  const forms = (locale: string) =>
    locale === 'en'
      ? text(tickets.contents)
      : text(translations.get(locale as Locale)!.find((m) => m.name === tickets.name)!.contents);
  const counts = [0, 1, 2, 3, 5, 11, 21, 100];
  const expected: Record<string, string[]> = {
    en: [
      '0 tickets',
      '1 ticket',
      '2 tickets',
      '3 tickets',
      '5 tickets',
      '11 tickets',
      '21 tickets',
      '100 tickets',
    ],
    ar: [
      'لا تذاكر',
      'تذكرة واحدة',
      'تذكرتان',
      '3 تذاكر',
      '5 تذاكر',
      '11 تذكرة',
      '21 تذكرة',
      '100 تذكرة',
    ],
    pl: [
      '0 biletów',
      '1 bilet',
      '2 bilety',
      '3 bilety',
      '5 biletów',
      '11 biletów',
      '21 biletów',
      '100 biletów',
    ],
    ja: counts.map((n) => `チケット${n}枚`),
  };
  try {
    for (const [locale, words] of Object.entries(expected)) {
      setTextLocale(locale);
      // Digits as the locale writes them (Latin for ar in current ICU; Arabic-Indic in older).
      const digits = (s: string) =>
        s.replace(/\d+/g, (d) => new Intl.NumberFormat(locale).format(Number(d)));
      assert.deepEqual(
        counts.map((n) => plural(n, forms(locale))),
        words.map(digits),
        locale,
      );
    }
    // A slot is filled after the form is chosen, whatever it holds.
    setTextLocale('en');
    assert.equal(
      plural(
        1,
        'one{Only # ticket is left in {section}.}other{Only # tickets are left in {section}.}',
        {
          section: 'Stalls {A}',
        },
      ),
      'Only 1 ticket is left in Stalls {A}.',
    );
    // A form the text lacks (an English fallback on an Arabic page) falls back to other.
    setTextLocale('ar');
    assert.equal(plural(2, 'one{# ticket}other{# tickets}'), '2 tickets');
  } finally {
    setTextLocale('en');
  }
});
