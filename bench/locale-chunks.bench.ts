// Each language's chunk gzipped: the translations a page loads when it asks for that language
// (English has none). Issue 19's limit is LOCALE_CHUNK_BUDGET_KB each; test/node/locale-chunks.test.ts
// holds it.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDist, type DistBuild } from './dist-build.js';

export const LOCALE_CHUNK_BUDGET_KB = 10;

export interface LocaleChunk {
  locale: string;
  file: string;
  gzipKb: number;
  rawKb: number;
}

const LOCALE_MODULE = /[\\/]src[\\/]generated[\\/]locales[\\/]([a-z]+)\.ts$/;

/** The chunk of each src/generated/locales module in a build, sorted by locale. */
export function localeChunks(dist: DistBuild): LocaleChunk[] {
  const chunks: LocaleChunk[] = [];
  for (const [file, ids] of Object.entries(dist.modules)) {
    const locales = ids.map((id) => LOCALE_MODULE.exec(id)?.[1]).filter(Boolean);
    if (locales.length === 0) continue;
    if (locales.length > 1 || ids.length > 1) {
      throw new Error(`${file} holds ${ids.length} modules, not one language alone`);
    }
    const bytes = readFileSync(join(dist.outDir, file));
    chunks.push({
      locale: locales[0]!,
      file,
      gzipKb: gzipSync(bytes, { level: 9 }).length / 1024,
      rawKb: bytes.length / 1024,
    });
  }
  return chunks.sort((a, b) => (a.locale < b.locale ? -1 : 1));
}

export async function run(): Promise<{ name: string; value: number; unit: string }[]> {
  const dist = await buildDist();
  try {
    const chunks = localeChunks(dist);
    return chunks.map((c) => ({
      name: `${c.locale} translations chunk, gzipped (budget ${LOCALE_CHUNK_BUDGET_KB} KB)`,
      value: c.gzipKb,
      unit: 'KB',
    }));
  } finally {
    dist.remove();
  }
}
