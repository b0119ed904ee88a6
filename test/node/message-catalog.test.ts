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
