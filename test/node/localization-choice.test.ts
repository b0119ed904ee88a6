import { test } from 'node:test';
import assert from 'node:assert/strict';
import { textDirection, uiLocaleFor } from '../../src/localization-choice.js';

test('a translated language gets its own UI locale, with or without a region', () => {
  assert.equal(uiLocaleFor('es'), 'es');
  assert.equal(uiLocaleFor('es-MX'), 'es');
  assert.equal(uiLocaleFor('FR_ca'), 'fr');
  assert.equal(uiLocaleFor(' fr '), 'fr');
  assert.equal(uiLocaleFor('en-GB'), 'en');
});

test("each of the API's languages by its usual tags: regions, Norwegian and Filipino aliases", () => {
  assert.equal(uiLocaleFor('de-CH'), 'de');
  assert.equal(uiLocaleFor('pt-BR'), 'pt');
  assert.equal(uiLocaleFor('nb'), 'no');
  assert.equal(uiLocaleFor('nn-NO'), 'no');
  assert.equal(uiLocaleFor('tl'), 'fil');
  assert.equal(uiLocaleFor('fil-PH'), 'fil');
  assert.equal(uiLocaleFor('ar-SA'), 'ar');
  assert.equal(uiLocaleFor('ja'), 'ja');
});

test('any other language, or none, falls back to English; an unserved one is said once', (t) => {
  const warn = t.mock.method(console, 'warn', () => undefined);
  for (const language of ['zh', 'zh-Hant', 'esp', '', null, undefined, 'zh']) {
    assert.equal(uiLocaleFor(language), 'en', String(language));
  }
  const said = warn.mock.calls.map((c) => String(c.arguments[0]));
  assert.deepEqual(said, [
    '[tessera] language "zh" is not one the API serves; using English',
    '[tessera] language "esp" is not one the API serves; using English',
  ]);
});

test('right-to-left languages get dir=rtl, others ltr', () => {
  assert.equal(textDirection('ar'), 'rtl');
  assert.equal(textDirection('he-IL'), 'rtl');
  assert.equal(textDirection('fa'), 'rtl');
  assert.equal(textDirection('es'), 'ltr');
  assert.equal(textDirection('arn'), 'ltr');
});
