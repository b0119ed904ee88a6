// The words of the order email and the e-ticket (src/surfaces/words.ts): every language the widget
// speaks has its own table, translated throughout, and an email rendered in it carries the booking.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import mjml2html from 'mjml';
import { processBrand } from '../../src/brand/process.js';
import { parseBooking } from '../../src/surfaces/booking.js';
import { renderEmail, type MjmlCompiler } from '../../src/surfaces/email.js';
import { SURFACE_WORDS, surfaceLanguage, type SurfaceWords } from '../../src/surfaces/words.js';
import { formatMoney } from '../../src/components/format.js';

const compile = mjml2html as unknown as MjmlCompiler;
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
const brand = processBrand(json('demo/brands/default.json')).resolved;

/** The widget's languages: one xliff file each, and English, the source. */
const WIDGET_LANGUAGES = [
  'en',
  ...readdirSync('xliff')
    .filter((f) => f.endsWith('.xlf'))
    .map((f) => f.replace(/\.xlf$/, '')),
];

/**
 * Values that are rightly the same as the English, each one the widget's own reviewed word for
 * that language (xliff/<lang>.xlf): Subtotal in Danish, Spanish, Indonesian and Portuguese;
 * Tickets and Option in German; Option in French; Filipino keeps a few shopping terms in English.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  da: ['subtotal'],
  de: ['option', 'tickets', 'deliveryUnknown.title'],
  es: ['subtotal'],
  fil: ['reference', 'subtotal', 'generalAdmission'],
  fr: ['option'],
  id: ['subtotal'],
  pt: ['subtotal'],
};

/** Every value of a table by its path; functions called with sample arguments. */
function flatten(w: SurfaceWords): Map<string, string> {
  const out = new Map<string, string>([
    ['subject', w.subject('TSB-000001')],
    ['preview', w.preview('TSB-000001')],
    ['greeting(name)', w.greeting('Ana')],
    ['greeting()', w.greeting('')],
    ['row', w.row('A')],
    ['seat', w.seat('12')],
    ['ticketOf', w.ticketOf(3, 4)],
  ]);
  for (const [key, value] of Object.entries(w)) {
    // `comma` is punctuation, set only where a language has its own (tested below).
    if (typeof value === 'string' && key !== 'comma') out.set(key, value);
  }
  for (const [n, m] of Object.entries(w.deliveryMethods)) {
    out.set(`deliveryMethods.${n}.title`, m.title);
    out.set(`deliveryMethods.${n}.detail`, m.detail);
  }
  out.set('deliveryUnknown.title', w.deliveryUnknown.title);
  out.set('deliveryUnknown.detail', w.deliveryUnknown.detail);
  return out;
}

test('the 21 languages of the widget each have their own words, not the English fallback', () => {
  assert.equal(WIDGET_LANGUAGES.length, 21);
  assert.deepEqual(Object.keys(SURFACE_WORDS).sort(), [...WIDGET_LANGUAGES].sort());
  for (const language of WIDGET_LANGUAGES) {
    const chosen = surfaceLanguage(language);
    assert.equal(chosen.language, language);
    if (language !== 'en') assert.notEqual(chosen.words, SURFACE_WORDS.en, language);
  }
  // A regional form reads its base language; an unknown language reads English.
  assert.equal(surfaceLanguage('de-AT').language, 'de');
  assert.equal(surfaceLanguage('zh').language, 'en');
});

test('no value is left in English, except the words listed as the same in that language', () => {
  const english = flatten(SURFACE_WORDS.en!);
  const found: string[] = [];
  for (const [language, words] of Object.entries(SURFACE_WORDS)) {
    if (language === 'en') continue;
    const table = flatten(words);
    assert.deepEqual([...table.keys()].sort(), [...english.keys()].sort(), language);
    for (const [key, value] of table) {
      assert.ok(value.trim(), `${language} ${key} is empty`);
      if (value === english.get(key)) found.push(`${language} ${key}`);
    }
  }
  const allowed = Object.entries(SAME_AS_ENGLISH).flatMap(([l, keys]) =>
    keys.map((k) => `${l} ${k}`),
  );
  assert.deepEqual(found.sort(), allowed.sort());
});

test('placeholders are kept: the reference, the name, row, seat and the ticket numbers', () => {
  for (const [language, w] of Object.entries(SURFACE_WORDS)) {
    assert.ok(w.subject('TSB-000777').includes('TSB-000777'), language);
    assert.ok(w.preview('TSB-000777').includes('TSB-000777'), language);
    assert.ok(w.greeting('Zoë').includes('Zoë'), language);
    assert.ok(!w.greeting('').includes('undefined'), language);
    assert.ok(w.row('Q').includes('Q') && w.seat('27').includes('27'), language);
    const of = w.ticketOf(3, 7);
    assert.ok(of.includes('3') && of.includes('7') && of.indexOf('3') < of.indexOf('7'), language);
    assert.ok(w.deliveryMethods[4]!.detail.includes('48'), language);
  }
});

test('an email rendered in each language has its words, its reference and its total', async () => {
  for (const language of WIDGET_LANGUAGES) {
    const booking = parseBooking(json('examples/booking.json'));
    booking.language = language;
    const w = SURFACE_WORDS[language]!;
    const email = await renderEmail(booking, brand, compile);
    const total = formatMoney(booking.total, booking.currency, language);
    assert.match(email.html, new RegExp(`<html lang="${language}" dir="(ltr|rtl)"`), language);
    assert.equal(email.subject, w.subject(booking.reference), language);
    assert.ok(email.text.includes(w.heading), `${language}: ${email.text}`);
    assert.ok(
      email.text.includes(`${w.reference}: ${booking.reference}`),
      `${language}: ${email.text}`,
    );
    assert.ok(email.text.includes(`${w.total}: ${total}`), `${language}: ${email.text}`);
    assert.ok(email.html.includes(booking.reference) && email.html.includes(total), language);
  }
});

test("Arabic and Japanese join a seat's parts and a venue to its city with their own comma", async () => {
  const { ticketPages } = await import('../../src/surfaces/facts.js');
  const booking = parseBooking(JSON.parse(readFileSync('examples/booking.json', 'utf8')));
  const page = (language: string) => ticketPages({ ...booking, language })[0]!;
  assert.match(page('ar').where, /^Royal Crescent Theatre، \S/);
  assert.match(page('ar').holderDetail, /^Stalls، الصف A، المقعد 1$/);
  assert.match(page('ja').holderDetail, /^Stalls、A列、1番席$/);
  assert.match(page('en').holderDetail, /^Stalls, row A, seat 1$/);
  assert.match(page('de').where, /^Royal Crescent Theatre, /);
});
