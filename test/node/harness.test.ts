import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TESSERA_VERSION } from '../../src/index.js';

test('the entry module loads under Node', () => {
  assert.match(TESSERA_VERSION, /^\d+\.\d+\.\d+$/);
});
