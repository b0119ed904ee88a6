import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENTRY_BUDGET_KB, measureBundle } from '../../bench/bundle.bench.js';

test(`the script-tag entry with its static chunks fits ${ENTRY_BUDGET_KB} KB gzipped`, async () => {
  const sizes = await measureBundle();
  console.log(
    `initial load ${sizes.initialGzipKb.toFixed(2)} KB gzipped (${sizes.initialFiles.join(', ')})`,
  );
  assert.ok(sizes.initialFiles.includes('tessera.js'));
  assert.ok(sizes.entryGzipKb > 1, 'the entry was built and is not empty');
  // Later steps must stay out of the initial load: they are separate, lazily imported chunks.
  assert.ok(
    sizes.chunks.some((c) => c.file.includes('tessera-attraction')),
    'the attraction step is a lazy chunk',
  );
  assert.ok(
    !sizes.initialFiles.some(
      (f) => f.includes('tessera-attraction') || f.includes('tessera-search'),
    ),
    'no lazy step is imported statically',
  );
  assert.ok(
    sizes.initialGzipKb <= ENTRY_BUDGET_KB,
    `the initial load is ${sizes.initialGzipKb.toFixed(2)} KB gzipped, over the ${ENTRY_BUDGET_KB} KB budget`,
  );
});
