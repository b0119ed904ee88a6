// The shape the widget keeps (issue 15): one owner for each kind of state and plumbing, counted in
// the source. ESLint stops a second dispatcher or storage user as it is written; this counts what
// the lint cannot see: who asks the API for the basket, and who sends events.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = 'src';
const GENERATED = ['src/generated/', 'src/api/schema.d.ts', 'src/brand/validate-brand.generated'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const files = sources(SRC)
  .filter((f) => !GENERATED.some((g) => f.startsWith(g)))
  .map((f) => ({ file: relative('.', f), text: readFileSync(f, 'utf8') }));

/** Files outside the API client whose code (comments aside) matches `pattern`. */
function users(pattern: RegExp, besides: string[] = []): string[] {
  return files
    .filter(({ file }) => !file.startsWith('src/api/') && !besides.includes(file))
    .filter(({ text }) => pattern.test(text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')))
    .map(({ file }) => file);
}

test('the basket is read by one owner, the booking store', () => {
  assert.deepEqual(users(/\.getReservations\(/), ['src/state/booking-store.ts']);
});

test('events are sent by one module', () => {
  assert.deepEqual(users(/\.dispatchEvent\(|new CustomEvent\b/), ['src/events.ts']);
});

test("the tab's storage is touched by one module", () => {
  assert.deepEqual(users(/\b(sessionStorage|localStorage)\b/), ['src/storage.ts']);
});

test("what a booking keeps for a reload is kept by the booking store (and the analytics' marks)", () => {
  // The store's checkout part (kept-booking.ts) comes with the basket and checkout steps.
  // The client's booking session is the API's own (src/api is left out of `users`); the marks
  // that send begin_checkout and add_payment_info once per basket belong to those events.
  assert.deepEqual(users(/\bstored(<[^>]*>)?\(/, ['src/storage.ts']), [
    'src/features/checkout/begin-checkout.ts',
    'src/state/booking-store.ts',
    'src/state/kept-booking.ts',
  ]);
});
