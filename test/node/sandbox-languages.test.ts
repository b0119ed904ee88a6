// The sandbox's translations are complete (issue 19, item 7): every attraction of the catalogue
// has a German, Arabic and Japanese description, every place, category and tag a name, and no
// translation names an ID the catalogue does not have.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildCatalogue } from '../../demo/sandbox/catalogue/index.js';
import {
  AIRPORTS,
  CITIES,
  CONTINENTS,
  COUNTRIES,
  GROUPS,
  SUBCATEGORIES,
  TAGS,
} from '../../demo/sandbox/catalogue/places.js';
import { pickLanguage } from '../../demo/sandbox/i18n/language.js';
import { REFUSALS } from '../../demo/sandbox/i18n/refusals.js';
import { wordsIn } from '../../demo/sandbox/i18n/words.js';
import { addressIn, cityNameIn } from '../../demo/sandbox/views.js';

const catalogue = buildCatalogue(20260101, '2026-03-02');
const TRANSLATED = ['de', 'ar', 'ja'] as const;
/** Arabic and Japanese text is written in its own script, not left in English. */
const SCRIPT = { de: /[a-zäöüß]/i, ar: /[\u0600-\u06ff]/, ja: /[\u3040-\u30ff\u4e00-\u9fff]/ };

for (const lang of TRANSLATED) {
  test(`${lang}: every attraction has a description of its own, every name is in ${lang}'s script`, () => {
    const words = wordsIn(lang)!;
    const ids = new Set(catalogue.attractions.map((a) => a.id));
    assert.deepEqual(Object.keys(words.attractions).sort(), [...ids].sort());
    for (const a of catalogue.attractions) {
      const own = words.attractions[a.id];
      assert.ok(own.description, `${a.id} description`);
      assert.notEqual(own.description, a.description, `${a.id} description is translated`);
      assert.match(own.description, SCRIPT[lang], `${a.id} description script`);
      if (own.name !== undefined) assert.match(own.name, SCRIPT[lang], `${a.id} name script`);
    }
    if (lang !== 'de')
      assert.ok(
        catalogue.attractions.every((a) => words.attractions[a.id].name),
        'every name written in the script of the language',
      );
  });

  test(`${lang}: every place, category and tag has a name; none is unknown`, () => {
    const words = wordsIn(lang)!;
    const cases: [Record<string | number, string>, (string | number)[], boolean][] = [
      [words.continents, CONTINENTS.map((x) => x.code), true],
      [words.countries, COUNTRIES.map((x) => x.id), true],
      [words.airports, AIRPORTS.map((x) => x.id), true],
      [words.groups, GROUPS.map((x) => x.id), true],
      [words.subcategories, SUBCATEGORIES.map((x) => x.id), true],
      [words.tags, TAGS.map((x) => x.id), true],
      // German keeps most city names as English writes them (London, Paris, New York).
      [words.cities, CITIES.map((x) => x.id), lang !== 'de'],
    ];
    for (const [map, ids, complete] of cases) {
      const known = ids.map(String);
      for (const key of Object.keys(map)) assert.ok(known.includes(key), `unknown id ${key}`);
      if (complete) assert.deepEqual(Object.keys(map).sort(), known.sort());
    }
  });

  test(`${lang}: an address that ends with its city names it as the response's city does`, () => {
    let named = 0;
    for (const a of catalogue.attractions) {
      const city = CITIES.find((c) => c.id === a.cityId)!;
      const address = addressIn(a, lang);
      if (!a.address.endsWith(`, ${city.name}`)) {
        assert.equal(address, a.address, a.id);
        continue;
      }
      named++;
      assert.ok(address.endsWith(`, ${cityNameIn(a, lang)}`), `${a.id}: ${address}`);
      if (cityNameIn(a, lang) !== city.name)
        assert.ok(!address.includes(city.name), `${a.id} keeps the English ${city.name}`);
    }
    assert.ok(named > 0, 'the catalogue writes some addresses with their city');
  });

  test(`${lang}: every refusal is written in ${lang}, not in English`, () => {
    // One argument that serves as an attraction, a list, a number or a name in any message.
    const arg = Object.assign(['2', '4'], { id: 'TH-LON-04', name: 'Swan Lake' });
    for (const [key, entry] of Object.entries(REFUSALS)) {
      const made: unknown = (entry as (...a: unknown[]) => unknown)(arg, arg, arg, arg);
      const say = (typeof made === 'function' ? made : entry) as (l: string) => string;
      const text = say(lang);
      assert.ok(text, key);
      assert.notEqual(text, say('en'), `${key} is translated`);
      assert.match(text, SCRIPT[lang], `${key} script`);
    }
  });
}

test('language codes: regional variants read as the language; anything else as English', () => {
  assert.equal(pickLanguage('de-AT'), 'de');
  assert.equal(pickLanguage('JA'), 'ja');
  assert.equal(pickLanguage('ar_SA'), 'ar');
  for (const other of ['th', 'pt-BR', '', undefined, null, 'xx'])
    assert.equal(pickLanguage(other), 'en');
});
