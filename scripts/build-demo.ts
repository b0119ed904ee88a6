// `npm run build:demo`: the whole demo as a folder of static files (dist-demo/, or the folder given
// as the first argument). The production widget and the demo pages (vite.demo.config.ts), the
// sandbox as a service worker (sandbox-sw.js, built from demo/sandbox like the Node hosts), and
// the Stripe.js stand-in's script; the worker keeps the folder's files, so the demo, once loaded,
// runs offline. Serve the folder at any path of any static host that gives .js
// files a JavaScript type: the demo books to PAID, 3D Secure included, with no server behind it.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { build as esbuild } from 'esbuild';
import { build } from 'vite';
import { buildStandInScript } from '../demo/sandbox/stripe/routes.js';
import { STANDIN_SCRIPT_PATH } from '../demo/sandbox/constants.js';

const OUT = resolve(process.argv[2] ?? 'dist-demo');

await build({
  configFile: 'vite.demo.config.ts',
  logLevel: 'warn',
  // Relative URLs throughout, so the folder works at any path of a host (a GitHub Pages project
  // site serves it under /<project>/), not only at its root.
  base: './',
  build: { outDir: OUT, emptyOutDir: true },
  // demo/main.ts registers the worker and offers the reset button only in this build.
  define: { 'import.meta.env.TESSERA_STATIC_DEMO': 'true' },
});

const script = join(OUT, STANDIN_SCRIPT_PATH);
mkdirSync(join(script, '..'), { recursive: true });
writeFileSync(script, await buildStandInScript(true));

writeFileSync(
  join(OUT, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Tessera demo</title>
    <meta http-equiv="refresh" content="0; url=./demo/" />
  </head>
  <body>
    <a href="./demo/">Tessera demo</a>
  </body>
</html>
`,
);
const files = (readdirSync(OUT, { recursive: true }) as string[])
  .map((name) => join(OUT, name))
  .filter((file) => statSync(file).isFile() && !file.endsWith(`${sep}sandbox-sw.js`))
  .map((file) => `/${relative(OUT, file).split(sep).join('/')}`)
  .sort();
const hash = createHash('sha256');
for (const file of files) hash.update(file).update(readFileSync(join(OUT, file)));

await esbuild({
  entryPoints: ['demo/sandbox/sw/worker.ts'],
  outfile: join(OUT, 'sandbox-sw.js'),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  logOverride: { 'empty-import-meta': 'silent' },
  // Node-only controls load these lazily and are never reached in the worker (the stand-in's
  // script is a file here; the contract check answers 500).
  external: ['esbuild', 'node:*', 'yaml', 'ajv', 'ajv/*'],
  // What the worker keeps for offline use: every file of the folder, a folder by its own URL
  // (paths from the folder's top; the worker resolves them against where it is served).
  define: {
    STATIC_FILES: JSON.stringify(files.map((f) => f.replace(/(^|\/)index\.html$/, '$1'))),
    BUILD_ID: JSON.stringify(hash.digest('hex').slice(0, 12)),
  },
});

console.log(`Static demo in ${OUT}: serve it at any path of a static host, open demo/ there`);
