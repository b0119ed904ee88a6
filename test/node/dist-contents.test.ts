// What the built dist/ ships: the widget only. No sandbox code (demo/sandbox stands in for the API
// and Stripe in development and tests), no test hooks, no local paths.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import * as sandboxConstants from '../../demo/sandbox/constants.js';
import { INSTANCE_HEADER } from '../../demo/sandbox/host.js';
import { buildDist, type DistBuild } from '../../bench/dist-build.js';

const ROOT = resolve('.');

let dist: DistBuild;
let texts: Map<string, string>;
before(async () => {
  dist = await buildDist();
  texts = new Map(dist.files.map((f) => [f, readFileSync(join(dist.outDir, f), 'utf8')]));
});
after(() => dist?.remove());

/** The emitted files whose text matches. */
const filesWith = (match: (text: string) => boolean) =>
  [...texts].filter(([, text]) => match(text)).map(([file]) => file);

test('the build emits the entry and its chunks', () => {
  assert.ok(dist.files.includes('tessera.js'));
  assert.ok(Object.keys(dist.modules).length > 1, 'the steps are chunks of their own');
  const bundled = Object.values(dist.modules).flat();
  assert.ok(
    bundled.some((id) => id.startsWith(join(ROOT, 'src') + sep)),
    'the module list names the widget source (the check below reads real ids)',
  );
});

test('no module from demo/ or test/ is bundled', () => {
  const outside = Object.entries(dist.modules).flatMap(([file, ids]) =>
    ids
      .filter((id) =>
        ['demo', 'test', 'bench', 'scripts'].some((d) => id.startsWith(join(ROOT, d) + sep)),
      )
      .map((id) => `${file}: ${id}`),
  );
  assert.deepEqual(outside, []);
});

test('no sandbox credential, route or header appears in the build', () => {
  const markers = [
    ...(Object.values(sandboxConstants) as unknown[]).filter(
      (v): v is string => typeof v === 'string',
    ),
    INSTANCE_HEADER,
    '__sandbox',
    'sandbox-assets',
  ];
  assert.ok(markers.length >= 5);
  for (const marker of markers) {
    assert.deepEqual(
      filesWith((t) => t.toLowerCase().includes(marker.toLowerCase())),
      [],
      `"${marker}" appears in the build`,
    );
  }
});

test('no test ids in the build', () => {
  const testId = /data-(?:test(?:id|-id|-?[a-z]+)?|cy|qa|e2e)\b|\btestid\b/i;
  assert.deepEqual(
    filesWith((t) => testId.test(t)),
    [],
  );
});

test('no local paths: no absolute source-map references, no checkout path in any file', () => {
  // The build ships no source maps today (vite.config.ts sets none). Should it ever ship them,
  // they must name their sources relatively.
  const maps = dist.files.filter((f) => f.endsWith('.map'));
  for (const map of maps) {
    const sources = (JSON.parse(texts.get(map)!) as { sources?: string[] }).sources ?? [];
    const absolute = sources.filter((s) => /^(?:\/|file:|[a-z]:[\\/])/i.test(s));
    assert.deepEqual(absolute, [], `${map} names absolute sources`);
  }
  const mapRefs = [...texts].flatMap(([file, text]) =>
    [...text.matchAll(/[#@]\s*sourceMappingURL=(\S+)/g)].map((m) => ({ file, url: m[1]! })),
  );
  assert.deepEqual(
    mapRefs.filter((r) => /^(?:\/|file:|[a-z]:[\\/])/i.test(r.url)),
    [],
    'a sourceMappingURL points at a local path',
  );
  assert.deepEqual(
    filesWith((t) => t.includes(ROOT) || /file:\/\/\//.test(t)),
    [],
    `the checkout's path (${ROOT}) or a file:// URL appears in the build`,
  );
});
