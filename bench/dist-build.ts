// One production build of the script-tag entry into a temporary directory, with the project's own
// Vite config: what `npm run build` writes to dist/, without touching dist/.
import { build, type Plugin } from 'vite';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';

export interface DistBuild {
  outDir: string;
  /** Every emitted file, relative to outDir, with forward slashes. */
  files: string[];
  /** The source modules bundled into each emitted chunk (absolute ids, as Vite resolved them). */
  modules: Record<string, string[]>;
  remove(): void;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

export async function buildDist(): Promise<DistBuild> {
  const outDir = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
  const modules: Record<string, string[]> = {};
  const collect: Plugin = {
    name: 'tessera-collect-modules',
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') modules[file] = [...output.moduleIds];
      }
    },
  };
  try {
    await build({
      configFile: new URL('../vite.config.ts', import.meta.url).pathname,
      logLevel: 'silent',
      plugins: [collect],
      build: { outDir, emptyOutDir: true },
    });
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  return {
    outDir,
    files: walk(outDir).map((f) => relative(outDir, f).split('\\').join('/')),
    modules,
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
