/**
 * No dead code behind an `export`: every export of src is imported somewhere (src, its tests, the
 * demo, the benches or the scripts), or is an entry point's. What a module only uses itself is not
 * exported, so tsc's noUnusedLocals reports it the day it is no longer used.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listTs, readModules, unusedExports, type ModuleInfo } from './import-graph.js';

/** Entry points: whatever they export is used from outside the repository's imports. */
const ENTRIES: Record<string, string[] | 'all'> = {
  // The script-tag entry: <tessera-booking> and the public types.
  'src/index.ts': 'all',
  // The API client's documented entry (README "API client", src/api/index.ts's own header).
  'src/api/index.ts': 'all',
  // bin/tessera-brand.js loads it with tsx's tsImport; the built CLI bundles it
  // (scripts/build-package.ts).
  'src/brand/cli.ts': ['run'],
  // The npm package's entries (package.json "exports"): main, ./define, ./react, ./vue.
  'src/package.ts': 'all',
  'src/define.ts': 'all',
  'src/react.ts': 'all',
  'src/vue.ts': 'all',
};

/**
 * Left for the events work to decide (src/events.ts is its module): a listener type nobody uses yet,
 * and the category table only attractionCategory() reads.
 */
const OWNED_ELSEWHERE: string[] = [];

const isEntry = (file: string, name: string) => {
  const entry = ENTRIES[file];
  return entry === 'all' || (entry?.includes(name) ?? false);
};

function unusedInTree() {
  const importers = ['src', 'test', 'demo', 'bench', 'scripts'].flatMap((dir) => listTs(dir));
  const root = listTs('.').filter((f) => !f.includes('/'));
  const modules = readModules([...importers, ...root]);
  const src = listTs('src').filter((f) => !f.startsWith('src/generated/'));
  return unusedExports(modules, src).filter((u) => !isEntry(u.file, u.name));
}

test('no export of src is dead: each is imported, or at least used by its own module', () => {
  const dead = unusedInTree()
    .filter((u) => !u.usedInside && !u.element)
    .map((u) => `${u.file} ${u.name}`)
    .filter((entry) => !OWNED_ELSEWHERE.includes(entry));
  assert.deepEqual(dead, []);
});

test('a value only its own module uses is not exported (custom elements aside)', () => {
  const needless = unusedInTree()
    .filter((u) => u.kind === 'value' && u.usedInside && !u.element)
    .map((u) => `${u.file} ${u.name}`)
    .filter((entry) => !OWNED_ELSEWHERE.includes(entry));
  assert.deepEqual(needless, []);
});

test('the finder reports an export nobody imports, and counts namespace members', () => {
  const mod = (file: string, imports: ModuleInfo['imports'], exports: string[]): ModuleInfo => ({
    file,
    imports,
    exports: new Map(
      exports.map((n) => [n, { kind: 'value', usedInside: false, element: false }] as const),
    ),
  });
  const modules = new Map([
    ['lib.ts', mod('lib.ts', [], ['used', 'dead', 'viaNamespace'])],
    [
      'app.ts',
      mod(
        'app.ts',
        [
          { to: 'lib.ts', kind: 'value', names: ['used'] },
          { to: 'lib.ts', kind: 'value', names: ['viaNamespace'] },
        ],
        [],
      ),
    ],
  ]);
  assert.deepEqual(
    unusedExports(modules, ['lib.ts']).map((u) => u.name),
    ['dead'],
  );
});

test('the reader tells types from values, inside uses and custom elements', () => {
  const [booking] = readModules(['src/tessera-booking.ts']).values();
  const element = booking!.exports.get('TesseraBooking');
  assert.equal(element?.kind, 'value');
  assert.equal(element?.element, true);
  const [route] = readModules(['src/state/route.ts']).values();
  assert.equal(route!.exports.get('Route')?.kind, 'type');
  assert.equal(route!.exports.get('Route')?.usedInside, true);
  const [theatre] = readModules(['src/features/theatre/theatre-load.ts']).values();
  const data = theatre!.imports.find((e) => e.to === 'src/features/theatre/data.ts');
  assert.ok(data && !data.names.includes('*'), 'a namespace import counts the members it reads');
  assert.ok(data.names.length > 1);
});
