import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadBrand } from '../../src/brand/load.js';

test('loadBrand never throws, even for a URL it cannot parse', async () => {
  const r = await loadBrand('relative/brand.json', { log: false });
  assert.equal(r.resolved.light.values.primary, '#4657d4');
  assert.match(r.messages[0]!.message, /could not load relative\/brand\.json/);
});
