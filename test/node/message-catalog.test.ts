// The catalogue of messages a distributor can override (messages/messages.json, in the package)
// and the runtime's list of ids (src/localization-ids.ts) are what scripts/message-catalog.ts
// makes from the msg() calls in src now: a message added, changed or removed without
// `npm run localize:build` fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  CATALOG_JSON,
  CATALOG_MODULE,
  catalogFiles,
  sourceCatalog,
} from '../../scripts/message-catalog.js';

const catalog = sourceCatalog();

test('messages.json and src/localization-ids.ts list every message of the source', async () => {
  const files = await catalogFiles(catalog);
  for (const path of [CATALOG_JSON, CATALOG_MODULE]) {
    assert.equal(
      readFileSync(path, 'utf8'),
      files[path],
      `${path} is stale: npm run localize:build`,
    );
  }
  assert.ok(Object.keys(catalog).length > 400);
  // Its English, placeholders as ${n}: "Book ${0}" for msg(str`Book ${a.attraction_name}`).
  const book = Object.values(catalog).find((e) => e.text === 'Book ${0}');
  assert.deepEqual(book?.placeholders, ['a.attraction_name']);
});

test('the package ships messages.json as @tessera-booking/widget/messages.json', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
    files: string[];
    exports: Record<string, unknown>;
  };
  assert.ok(pkg.files.includes(CATALOG_JSON));
  assert.equal(pkg.exports['./messages.json'], `./${CATALOG_JSON}`);
});

test("the README's message ids are the catalogue's, with as many values as it shows", () => {
  const readme = readFileSync('README.md', 'utf8');
  const used = [...readme.matchAll(/\b(s[0-9a-f]{16}): '([^']*)'/g)];
  assert.ok(used.length >= 2);
  for (const [, id, text] of used) {
    const entry = catalog[id!];
    assert.ok(entry, `README: no message has the id ${id}`);
    const values = (t: string) => new Set(t.match(/\$\{\d+\}/g) ?? []).size;
    assert.equal(values(text!), values(entry.text), `README: ${id} fills in other values`);
  }
});
