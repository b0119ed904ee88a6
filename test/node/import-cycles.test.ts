/**
 * No import cycles in src: not through value imports (the order modules evaluate in would decide
 * what is still undefined), and not through `import type` or `import()` either, so the layers read
 * one way (steps -> components -> state -> api) and any module can be understood from below.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findCycles, listTs, readModules, type EdgeKind, type ModuleInfo } from './import-graph.js';

test('src has no import cycle, whatever the kind of import', () => {
  const modules = readModules(listTs('src'));
  assert.ok(modules.size > 100, 'the graph holds the whole of src');
  const edges = [...modules.values()].reduce((n, m) => n + m.imports.length, 0);
  assert.ok(edges > 300, 'the graph holds the imports');
  assert.deepEqual(
    findCycles(modules, ['value', 'lazy', 'type']).map((cycle) => cycle.join(' -> ')),
    [],
  );
});

/** A graph from `a -> b` lines, every edge of the given kind. */
function graph(lines: string[], kind: EdgeKind = 'value'): Map<string, ModuleInfo> {
  const modules = new Map<string, ModuleInfo>();
  const at = (file: string) => {
    if (!modules.has(file)) modules.set(file, { file, imports: [], exports: new Map() });
    return modules.get(file)!;
  };
  for (const line of lines) {
    const [from, to] = line.split(' -> ') as [string, string];
    at(to);
    at(from).imports.push({ to, kind, names: ['x'] });
  }
  return modules;
}

test('the check finds a cycle and names its path', () => {
  const modules = graph(['a -> b', 'b -> c', 'c -> a', 'c -> d']);
  assert.deepEqual(findCycles(modules, ['value']), [['a', 'b', 'c', 'a']]);
  assert.deepEqual(findCycles(graph(['a -> a']), ['value']), [['a', 'a']]);
  assert.deepEqual(findCycles(graph(['a -> b', 'b -> c', 'a -> c']), ['value']), []);
});

test('a cycle through type-only imports is found when types are counted', () => {
  const modules = graph(['a -> b', 'b -> a'], 'type');
  assert.deepEqual(findCycles(modules, ['value']), []);
  assert.deepEqual(findCycles(modules, ['value', 'type']), [['a', 'b', 'a']]);
});

test('the reader sees every kind of import in a real module', () => {
  const [mod] = readModules(['src/features/shell/step-chunks.ts']).values();
  assert.ok(mod!.imports.some((e) => e.kind === 'lazy' && e.to.startsWith('src/features/')));
  const [checkout] = readModules(['src/features/checkout/tessera-checkout.ts']).values();
  assert.ok(checkout!.imports.some((e) => e.kind === 'value'));
  assert.ok(checkout!.imports.some((e) => e.kind === 'type'));
});
