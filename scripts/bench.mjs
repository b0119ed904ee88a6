// `npm run bench`: runs every bench/*.bench.ts module (each exports run() -> [{name, value, unit}])
// and prints one table. Figures are reported, not judged: budgets live in the tests.
import { readdirSync, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const dir = resolve('bench');
const files = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.bench.ts'))
      .sort()
  : [];
if (files.length === 0) {
  console.log('bench: no bench/*.bench.ts modules');
  process.exit(0);
}
const rows = [];
let failed = false;
for (const file of files) {
  const started = performance.now();
  try {
    const mod = await tsImport(pathToFileURL(resolve(dir, file)).href, import.meta.url);
    const results = await mod.run();
    for (const r of results) rows.push({ bench: file.replace('.bench.ts', ''), ...r });
  } catch (err) {
    failed = true;
    console.error(`bench ${file} failed:`, err);
  }
  console.error(`(${file}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
const width = Math.max(...rows.map((r) => `${r.bench}: ${r.name}`.length), 10);
console.log('\nTessera benchmarks');
for (const r of rows) {
  const value = typeof r.value === 'number' ? Number(r.value.toFixed(2)) : r.value;
  console.log(`${`${r.bench}: ${r.name}`.padEnd(width)}  ${String(value).padStart(10)} ${r.unit}`);
}
process.exit(failed ? 1 : 0);
