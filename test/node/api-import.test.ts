import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createApiClient, TesseraError } from '../../src/api/index.js';

// Data code must load without a browser: the CLI, the sandbox tests and scripts import it.
test('the API client imports and reports an unreachable host as a network TesseraError under Node', async () => {
  const client = createApiClient({
    baseUrl: 'http://127.0.0.1:9',
    distributorId: '00000000-0000-4000-8000-000000000000',
    language: 'en',
    currency: 'GBP',
    timeoutMs: 2000,
  });
  await assert.rejects(client.listAttractionTypes(), (err: unknown) => {
    assert.ok(err instanceof TesseraError);
    assert.equal(err.kind, 'network');
    assert.equal(typeof err.description, 'string');
    return true;
  });
});
