/**
 * The npm package's last build steps, after `vite build` (the script-tag bundle in dist/), the npm
 * build (dist/lib) and tsc's declarations (dist/types):
 * - the hand-written .d.ts files of src (tsc does not copy them) into dist/types;
 * - the brand file's TypeScript type, generated from brand-schema/brand.schema.json;
 * - the brand CLI, bundled into dist/cli (it runs on the package's dependencies alone; `render`
 *   loads its chunks and the optional peer dependencies it needs, MJML and PDFKit, on demand);
 * - the Custom Elements Manifest (custom-elements-manifest.config.mjs), which asks that CLI.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { brandTypeSource } from './brand-type.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const types = join(root, 'dist/types');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

for (const file of walk(join(root, 'src')).filter((f) => f.endsWith('.d.ts'))) {
  const to = join(types, relative(join(root, 'src'), file));
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(file, to);
}

const schema = JSON.parse(readFileSync(join(root, 'brand-schema/brand.schema.json'), 'utf8'));
writeFileSync(join(types, 'brand.d.ts'), brandTypeSource(schema));
// The main entry's types name the brand type too.
const main = join(types, 'package.d.ts');
writeFileSync(
  main,
  `${readFileSync(main, 'utf8')}export type { TesseraBrand } from './brand.js';\n`,
);

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const cli = join(root, 'dist/cli/tessera-brand.js');
await build({
  stdin: {
    contents: `import { run } from './src/brand/cli.ts';
await run();`,
    resolveDir: root,
    sourcefile: 'tessera-brand.ts',
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir: join(root, 'dist/cli'),
  entryNames: 'tessera-brand',
  // `render` and the renderers are chunks: the other commands never load them or their peers.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  banner: { js: '#!/usr/bin/env node' },
  external: [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)],
  logLevel: 'warning',
});
chmodSync(cli, 0o755);

execFileSync(
  process.execPath,
  [join(root, 'node_modules/@custom-elements-manifest/analyzer/cem.js'), 'analyze', '--quiet'],
  { cwd: root, stdio: 'inherit' },
);
