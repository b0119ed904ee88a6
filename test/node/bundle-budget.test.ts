import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ENTRY_BUDGET_KB, measureBuiltBundle } from '../../bench/bundle.bench.js';
import {
  FIRST_LOAD_AIM_KB,
  FIRST_LOAD_BUDGET_KB,
  measureDistFirstLoad,
} from '../../bench/first-load.bench.js';
import { buildDist, type DistBuild } from '../../bench/dist-build.js';

// One production build for both measurements.
let dist: DistBuild;
before(async () => {
  dist = await buildDist();
});
after(() => dist?.remove());

test(`the script-tag entry with its static chunks fits ${ENTRY_BUDGET_KB} KB gzipped`, () => {
  const sizes = measureBuiltBundle(dist.outDir);
  console.log(
    `initial load ${sizes.initialGzipKb.toFixed(2)} KB gzipped (${sizes.initialFiles.join(', ')})`,
  );
  assert.ok(sizes.initialFiles.includes('tessera.js'));
  assert.ok(sizes.entryGzipKb > 1, 'the entry was built and is not empty');
  // Later steps must stay out of the initial load: they are in separate, lazily imported chunks.
  const chunkOf = (module: RegExp) =>
    Object.keys(dist.modules).find((file) => dist.modules[file]!.some((id) => module.test(id)));
  const attraction = chunkOf(/[\\/]features[\\/]attraction[\\/]tessera-attraction\.ts$/);
  const search = chunkOf(/[\\/]features[\\/]search[\\/]tessera-search\.ts$/);
  assert.ok(attraction && search, 'the attraction and search steps were built');
  assert.ok(
    sizes.chunks.some((c) => c.file === attraction),
    'the attraction step is a lazy chunk',
  );
  assert.ok(
    !sizes.initialFiles.includes(attraction) && !sizes.initialFiles.includes(search),
    'no lazy step is imported statically',
  );
  assert.ok(
    sizes.initialGzipKb <= ENTRY_BUDGET_KB,
    `the initial load is ${sizes.initialGzipKb.toFixed(2)} KB gzipped, over the ${ENTRY_BUDGET_KB} KB budget`,
  );
});

// The first load as Chromium fetches it on a plain host page until the landing has settled:
// issue 15's limit, FIRST_LOAD_BUDGET_KB (see bench/first-load.bench.ts).
test(`the first load in a browser fits ${FIRST_LOAD_BUDGET_KB} KB gzipped (aim ${FIRST_LOAD_AIM_KB} KB)`, async () => {
  const load = await measureDistFirstLoad(dist.outDir);
  console.log(
    `first load ${load.gzipKb.toFixed(2)} KB gzipped in ${load.files.length} files:\n` +
      load.files.map((f) => `  ${f.gzipKb.toFixed(2).padStart(6)} KB  ${f.file}`).join('\n'),
  );
  assert.equal(load.files[0]?.file, 'tessera.js', 'the page loads the entry first');
  assert.ok(
    load.files.every((f) => dist.files.includes(f.file)),
    'every script the page loaded is a file of the build',
  );
  // Only the landing: no other step's chunk until the buyer heads for it.
  const steps = /(^|\/)tessera-(search|attraction|theatre|tour|basket|checkout|seat)/;
  assert.deepEqual(
    load.files.filter((f) => steps.test(f.file)).map((f) => f.file),
    [],
    'no later step is part of the first load',
  );
  assert.ok(
    load.gzipKb <= FIRST_LOAD_BUDGET_KB,
    `the first load is ${load.gzipKb.toFixed(2)} KB gzipped, over the ${FIRST_LOAD_BUDGET_KB} KB budget`,
  );
});
