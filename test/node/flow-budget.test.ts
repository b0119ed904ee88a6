// A whole booking on the production build (bench/flows.bench.ts): a theatre and a tour, landing to
// confirmation. Each stays within the JavaScript budget, and no step asks the same GET twice.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildDist, type DistBuild } from '../../bench/dist-build.js';
import {
  FLOW_AIM_KB,
  FLOW_BUDGET_KB,
  FLOWS,
  measureFlow,
  type FlowReport,
} from '../../bench/flows.bench.js';

let dist: DistBuild;
before(async () => {
  dist = await buildDist();
});
after(() => dist?.remove());

for (const flow of Object.keys(FLOWS)) {
  test(`a ${flow}: JavaScript within ${FLOW_BUDGET_KB} KB gzipped (aim ${FLOW_AIM_KB} KB), no GET repeated within a step`, async () => {
    const report: FlowReport = await measureFlow(dist.outDir, flow);
    console.log(
      `${flow}: ${report.gzipKb.toFixed(2)} KB gzipped in ${report.chunks.length} files, ${report.calls.length} API calls\n` +
        report.chunks
          .map((c) => `  ${c.gzipKb.toFixed(2).padStart(6)} KB  ${c.file} (${c.step})`)
          .join('\n'),
    );
    assert.equal(report.chunks[0]?.file, 'tessera.js', 'the page loads the entry first');
    assert.ok(
      report.calls.some((c) => c.method === 'PUT' && c.url.startsWith('/v2/reservations')),
      'the flow reached the payment (PUT reservations)',
    );
    assert.deepEqual(report.repeatedGets, [], 'the same GET asked twice within one step');
    assert.ok(
      report.gzipKb <= FLOW_BUDGET_KB,
      `a ${flow} loads ${report.gzipKb.toFixed(2)} KB gzipped, over the ${FLOW_BUDGET_KB} KB budget`,
    );
  });
}
