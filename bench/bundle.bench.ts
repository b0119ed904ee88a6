// Bundle size of the script-tag entry: builds with the project's Vite config into a temporary
// directory and reports dist/tessera.js gzipped, plus the lazy chunks.
// Static imports only: the browser's own count (lazy chunks the landing loads at once) is
// bench/first-load.bench.ts.
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { buildDist } from './dist-build.js';

/** The same budget as the first load (see first-load.bench.ts). */
export const ENTRY_BUDGET_KB = 30;

export interface BundleSizes {
  /** dist/tessera.js plus every chunk it imports statically: what a page loads before any step. */
  initialGzipKb: number;
  initialFiles: string[];
  entryGzipKb: number;
  entryRawKb: number;
  chunksGzipKb: number;
  chunks: { file: string; gzipKb: number }[];
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const kb = (bytes: number) => bytes / 1024;
const gzipKb = (path: string) => kb(gzipSync(readFileSync(path), { level: 9 }).length);

/** The entry and the chunks it pulls in through static `import ... from`, transitively. */
function staticClosure(outDir: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(outDir, file), 'utf8');
    // Static imports only: `import{...}from"./x.js"` or `import"./x.js"`, not `import("./x.js")`.
    for (const m of code.matchAll(/import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
      visit(join(dirname(file), m[1]!));
    }
  };
  visit(entry);
  return [...seen];
}

export async function measureBundle(): Promise<BundleSizes> {
  const dist = await buildDist();
  try {
    return measureBuiltBundle(dist.outDir);
  } finally {
    dist.remove();
  }
}

/** The sizes of the build already in `outDir`. */
export function measureBuiltBundle(outDir: string): BundleSizes {
  const entry = readFileSync(join(outDir, 'tessera.js'));
  const initialFiles = staticClosure(outDir, 'tessera.js');
  const chunks = files(outDir)
    .filter((f) => f.endsWith('.js') && !f.endsWith('tessera.js'))
    .map((f) => ({ file: relative(outDir, f), gzipKb: gzipKb(f) }));
  return {
    initialGzipKb: initialFiles.reduce((sum, f) => sum + gzipKb(join(outDir, f)), 0),
    initialFiles,
    entryGzipKb: kb(gzipSync(entry, { level: 9 }).length),
    entryRawKb: kb(entry.length),
    chunksGzipKb: chunks.reduce((sum, c) => sum + c.gzipKb, 0),
    chunks,
  };
}

export async function run(): Promise<{ name: string; value: number; unit: string }[]> {
  const sizes = await measureBundle();
  const lazy = sizes.chunks.filter((c) => !sizes.initialFiles.includes(c.file));
  return [
    {
      name: `dist/tessera.js and its static imports only, gzipped (budget ${ENTRY_BUDGET_KB} KB)`,
      value: sizes.initialGzipKb,
      unit: 'KB',
    },
    { name: 'dist/tessera.js alone, gzipped', value: sizes.entryGzipKb, unit: 'KB' },
    { name: 'dist/tessera.js alone, raw', value: sizes.entryRawKb, unit: 'KB' },
    {
      name: `lazy chunks, gzipped (${lazy.length} files)`,
      value: lazy.reduce((sum, c) => sum + c.gzipKb, 0),
      unit: 'KB',
    },
  ];
}
