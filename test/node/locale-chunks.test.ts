// Issue 19, item 8: every language is a lazy chunk of at most LOCALE_CHUNK_BUDGET_KB gzipped,
// outside the first load, and the build's compact form of the translations
// (scripts/compact-locales.ts) gives every message exactly the text the generated module has.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { LOCALE_CHUNK_BUDGET_KB, localeChunks } from '../../bench/locale-chunks.bench.js';
import { measureBuiltBundle } from '../../bench/bundle.bench.js';
import { buildDist, type DistBuild } from '../../bench/dist-build.js';
import {
  compactLocaleModule,
  readLocaleModule,
  shortKeys,
  sourceIds,
} from '../../scripts/compact-locales.js';
import { lookupIn, type LocaleModule, type Translation } from '../../src/localization-compact.js';
import { targetLocales } from '../../src/generated/locale-codes.js';

const ids = sourceIds();

/** A translation as text, `${n}` for the n-th value of the English message. */
function asText(t: Translation | undefined): string | undefined {
  if (t === undefined || typeof t === 'string') return t;
  return t.strings.reduce((text, s, i) => `${text}\${${String(t.values[i - 1])}}${s}`);
}

const load = async (code: string) =>
  (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as LocaleModule;

test('the short keys are prefixes of their ids, none a prefix of another', () => {
  const keys = [...shortKeys(ids).entries()];
  assert.equal(keys.length, ids.length);
  for (const [id, key] of keys) assert.ok(id.startsWith(key) && key.length >= 2, key);
  const all = keys.map(([, k]) => k).sort();
  for (let i = 1; i < all.length; i++) {
    assert.ok(!all[i]!.startsWith(all[i - 1]!), `${all[i - 1]} is a prefix of ${all[i]}`);
  }
  const mean = all.reduce((n, k) => n + k.length, 0) / all.length;
  console.log(`${ids.length} ids, keys of ${mean.toFixed(2)} characters on average`);
});

for (const locale of targetLocales) {
  test(`the compact ${locale} module gives every message the generated module's text`, async () => {
    const file = `src/generated/locales/${locale}.ts`;
    const generated = lookupIn(await import(`../../${file}`));
    const compact = lookupIn(
      await load(await compactLocaleModule(readFileSync(file, 'utf8'), ids)),
    );
    const differ = ids.filter((id) => asText(compact(id)) !== asText(generated(id)));
    assert.deepEqual(differ, []);
  });
}

test('a message the locale has not translated yet finds no text (it stays English)', async () => {
  const code = readFileSync('src/generated/locales/es.ts', 'utf8');
  const entries = await readLocaleModule(code);
  // Without the message whose id shares the longest prefix with another: the hardest case.
  const keys = shortKeys(ids);
  const [dropped] = [...entries].sort(
    (a, b) => keys.get(b[0])!.length - keys.get(a[0])!.length,
  )[0]!;
  const without = code.replace(new RegExp(`^\\s*${dropped}:[^\\n]*\\n`, 'm'), '');
  assert.notEqual(without, code);
  const lookup = lookupIn(await load(await compactLocaleModule(without, ids)));
  assert.equal(lookup(dropped), undefined);
  assert.notEqual(lookup(entries.find(([id]) => id !== dropped)![0]), undefined);
});

let dist: DistBuild;
before(async () => {
  dist = await buildDist();
});
after(() => dist?.remove());

test(`each language is a lazy chunk of at most ${LOCALE_CHUNK_BUDGET_KB} KB gzipped`, () => {
  const chunks = localeChunks(dist);
  console.log(chunks.map((c) => `  ${c.gzipKb.toFixed(2).padStart(5)} KB  ${c.locale}`).join('\n'));
  assert.deepEqual(
    chunks.map((c) => c.locale),
    [...targetLocales],
  );
  const over = chunks.filter((c) => c.gzipKb > LOCALE_CHUNK_BUDGET_KB);
  assert.deepEqual(
    over.map((c) => `${c.locale} ${c.gzipKb.toFixed(2)} KB`),
    [],
    `over the ${LOCALE_CHUNK_BUDGET_KB} KB budget`,
  );
  // English adds nothing: no translation, nor the runtime, is imported statically by the entry.
  const initial = measureBuiltBundle(dist.outDir).initialFiles;
  const localized = Object.entries(dist.modules)
    .filter(([, m]) => m.some((id) => /[\\/]src[\\/]localization(-compact|-ids)?\.ts$/.test(id)))
    .map(([file]) => file);
  assert.ok(localized.length >= 1, 'the runtime is a chunk of its own');
  assert.deepEqual(
    initial.filter((f) => chunks.some((c) => c.file === f) || localized.includes(f)),
    [],
  );
});
