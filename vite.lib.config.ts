// The npm build: ES modules for an app's bundler, from the same source as the script-tag bundle
// (vite.config.ts). Every dependency stays an import (not inlined), so the app's bundler shares
// Lit and Stripe.js with the app. The main entry registers no element; `define` does.
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { minifyTemplates } from './scripts/minify-templates.js';
import { sourceSideEffects } from './scripts/source-side-effects.js';
import { compactLocales } from './scripts/compact-locales.js';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const packages = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
const external = (id: string) => packages.some((p) => id === p || id.startsWith(`${p}/`));

export default defineConfig({
  plugins: [minifyTemplates(), sourceSideEffects(), compactLocales()],
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    target: 'es2022',
    // The app's bundler minifies; readable modules are easier to step through.
    minify: false,
    lib: {
      entry: { index: 'src/package.ts', define: 'src/define.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      external,
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
