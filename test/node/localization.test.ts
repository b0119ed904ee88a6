// Every buyer-visible string is translated into each of the API's 21 languages: a msg() added
// without its translations fails here, as do translations whose placeholders differ from the source and
// generated locale modules that no longer match the XLIFF files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { readConfigFileAndWriteSchema } from '@lit/localize-tools/lib/config.js';
import { RuntimeLitLocalizer } from '@lit/localize-tools/lib/modes/runtime.js';
import type { RuntimeOutputConfig } from '@lit/localize-tools/lib/types/modes.js';

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
