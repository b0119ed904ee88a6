// One wording per kind of failure: the generic failures (no connection, no answer, unavailable,
// an unreadable answer, the session ended, the thing gone, anything else) are worded in
// src/state/rules/error-copy.ts and nowhere else, and only src/components/error-report.ts sends
// `tessera-error`. Reads the source as text, so a second wording cannot creep back in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const MAPPING = 'src/state/rules/error-copy.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.endsWith('generated') ? [] : sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Every msg('…') or msg(str`…`) text of src, by file, spaces collapsed. */
function wordings(): { file: string; text: string }[] {
  const call = /\bmsg\(\s*(?:str)?(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g;
  return sources('src').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(call)].map((m) => ({
      file: file.split('\\').join('/'),
      text: m[2]!.replace(/\s+/g, ' '),
    })),
  );
}

/** What a generic failure's words look like, wherever they would be written. */
const GENERIC = [
  /something went wrong/i,
  /could not (be )?load/i,
  /no connection|internet connection/i,
  /not answering/i,
  /temporarily unavailable/i,
  /took too long/i,
  /could not be read/i,
  /^no answer$|unexpected answer/i,
  /session has ended|booking session ended/i,
  /^no longer available$|no longer on sale\. please choose another/i,
  /^(please )?try again\.?$/i,
  /^start again$/i,
  /reference for support/i,
];

/**
 * Words that match a pattern above but say something the generic kind does not: they stay where
 * they are. Each names why.
 */
const SAYS_MORE = new Map<string, string>([
  // Doc 1's payment codes 1002/1007 and 1005/1006: the payment, not the ticketing service.
  ['Something went wrong with the payment. Please try again.', 'payment code 1002, 1007'],
  ['Payment temporarily unavailable', 'payment codes 1005, 1006'],
  // A band's status on the tickets list, not a failure.
  ['Temporarily unavailable: being updated', 'a price band being updated'],
  // Stripe's card form, not the ticketing service: nothing was charged, and an ad blocker may be
  // what stopped it.
  [
    'Nothing was charged. Check your internet connection, and if you use an ad blocker, allow Stripe on this page. Then try again.',
    'the card form did not load',
  ],
]);

test('each generic failure is worded once, in the one mapping', () => {
  const all = wordings();
  const mapped = all.filter((w) => w.file === MAPPING);
  assert.ok(mapped.length >= 14, `the mapping words every kind (found ${mapped.length})`);
  for (const { text } of mapped) {
    const places = all.filter((w) => w.text === text).map((w) => w.file);
    assert.deepEqual(places, [MAPPING], `"${text}" is worded again in ${places.join(', ')}`);
  }
});

test('no step words a generic failure its own way', () => {
  const strays = wordings().filter(
    (w) => w.file !== MAPPING && !SAYS_MORE.has(w.text) && GENERIC.some((p) => p.test(w.text)),
  );
  assert.deepEqual(
    strays.map((w) => `${w.file}: "${w.text}"`),
    [],
    'use failureCopy / errorCopy (src/state/rules/error-copy.ts) instead',
  );
});

test('the words kept apart are still there (the list above is not stale)', () => {
  const texts = new Set(wordings().map((w) => w.text));
  for (const text of SAYS_MORE.keys()) assert.ok(texts.has(text), `"${text}" is gone`);
});

test('tessera-error is sent from one place', () => {
  const senders = sources('src').filter((file) =>
    /(emitHostEvent|emitCheckoutEvent|dispatchEvent)\([\s\S]{0,80}'tessera-error'/.test(
      readFileSync(file, 'utf8'),
    ),
  );
  assert.deepEqual(
    senders.map((f) => f.split('\\').join('/')),
    ['src/components/error-report.ts'],
  );
  for (const file of sources('src')) {
    assert.ok(
      !/new CustomEvent\(\s*'tessera-error'/.test(readFileSync(file, 'utf8')),
      `${file} builds tessera-error itself`,
    );
  }
});
