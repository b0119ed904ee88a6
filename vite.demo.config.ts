// The demo as a production build (`npm start`): the demo pages and the widget, minified, Lit in
// production mode, as a distributor's page gets them. The sandbox API and the demo's token
// endpoint are served beside it by scripts/start.ts; the dev server (`npm run dev`) serves the
// same pages from source.
import { cpSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { minifyTemplates } from './scripts/minify-templates.js';
import { sourceSideEffects } from './scripts/source-side-effects.js';
import { compactLocales } from './scripts/compact-locales.js';
import { copySystemFonts } from './src/surfaces/system-fonts.js';

/**
 * The sample brands are built as files (not inlined), so their logos and font files, named
 * relative to the brand file, are copied beside them.
 */
function brandAssets(): Plugin {
  return {
    name: 'tessera-demo-brand-assets',
    writeBundle(options) {
      cpSync('demo/brands/logos', `${options.dir}/assets/logos`, { recursive: true });
      cpSync('demo/brands/fonts', `${options.dir}/assets/fonts`, { recursive: true });
    },
  };
}

/**
 * The e-ticket's Noto fonts, which the brand page's E-ticket tab fetches from /surface-fonts/
 * (all but the CJK collections: src/surfaces/system-fonts.ts).
 */
function surfaceFonts(): Plugin {
  return {
    name: 'tessera-demo-surface-fonts',
    writeBundle(options) {
      const missing = copySystemFonts(options.dir!);
      if (missing.length > 0)
        this.warn(`e-ticket fonts not found (install fonts-noto-core): ${missing.join(', ')}`);
    },
  };
}

export default defineConfig({
  plugins: [
    minifyTemplates(),
    sourceSideEffects(),
    compactLocales(),
    brandAssets(),
    surfaceFonts(),
  ],
  build: {
    outDir: '.demo-build',
    assetsInlineLimit: 0,
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: {
        index: 'demo/index.html',
        isolation: 'demo/isolation.html',
        brand: 'demo/brand-panel/index.html',
      },
    },
  },
});
