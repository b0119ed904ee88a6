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

test('any other language, or none, falls back to English', () => {
  for (const language of ['de', 'pt-BR', 'esp', 'xx', '', null, undefined]) {
    assert.equal(uiLocaleFor(language), 'en', String(language));
  }
});

test('right-to-left languages get dir=rtl, others ltr', () => {
  assert.equal(textDirection('ar'), 'rtl');
  assert.equal(textDirection('he-IL'), 'rtl');
  assert.equal(textDirection('fa'), 'rtl');
  assert.equal(textDirection('es'), 'ltr');
  assert.equal(textDirection('arn'), 'ltr');
});
