import { defineConfig, type Plugin, type ViteDevServer } from 'vite';
import { minify } from 'terser';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { minifyTemplates } from './scripts/minify-templates.js';
import { sourceSideEffects } from './scripts/source-side-effects.js';
import { compactLocales } from './scripts/compact-locales.js';
import { SANDBOX_PATH } from './demo/sandbox/constants.js';
import { readFileSync } from 'node:fs';
import { systemFontFile } from './src/surfaces/system-fonts.js';

/** Paths the local sandbox answers; everything else is the demo and the widget's source. */
export { SANDBOX_PATH };

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

let tokenHandler: Listener | undefined;

/**
 * The demo's `getAuthToken` endpoint: the example token server (examples/token-server), with the
 * sandbox's login and password kept here on the server, as a distributor's server keeps its own.
 */
async function demoToken(server: ViteDevServer, req: IncomingMessage, res: ServerResponse) {
  if (!tokenHandler) {
    const mod = await server.ssrLoadModule('/examples/token-server/token-server.mjs');
    const { SANDBOX_LOGIN, SANDBOX_PASSWORD } = await server.ssrLoadModule(
      '/demo/sandbox/constants.ts',
    );
    tokenHandler = (mod.createTokenHandler as (o: object) => Listener)({
      apiBase: `http://${req.headers.host ?? '127.0.0.1'}`,
      login: SANDBOX_LOGIN as string,
      password: SANDBOX_PASSWORD as string,
    });
  }
  await tokenHandler(req, res);
}

/**
 * A second minifier over the script-tag bundle once the bundler's own has run: terser's compressor
 * in two passes (inlining and dropping what the first pass made dead) and its name mangling, 0.51
 * KB gzipped less of a theatre booking. It also drops the `/* @__PURE__ *\/` annotations: they help
 * a bundler that reads the code next, and nothing reads this bundle but the browser (42 of them
 * were 63 bytes of the first load gzipped). The npm build (vite.lib.config.ts) is left to the
 * distributor's bundler.
 */
function secondMinify(): Plugin {
  return {
    name: 'tessera-second-minify',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const out = await minify(chunk.code, { module: true, compress: { passes: 2 } });
        chunk.code = out.code ?? chunk.code;
      }
    },
  };
}

/** One pattern that matches what any of `patterns` matches. */
function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((p) => p.source).join('|'));
}

/** Serves the sandbox API on the dev server's own origin, loaded through Vite's SSR loader. */
function sandboxPlugin(): Plugin {
  let listener: Listener | undefined;
  return {
    name: 'tessera-sandbox',
    configureServer(server: ViteDevServer) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? '/';
        if (url === '/' || url === '/index.html') {
          res.statusCode = 302;
          res.setHeader('Location', '/demo/');
          res.end();
          return;
        }
        if (url.split('?')[0] === '/demo/tessera-token') return demoToken(server, req, res);
        if (!SANDBOX_PATH.test(url)) return next();
        try {
          if (!listener) {
            const mod = await server.ssrLoadModule('/demo/sandbox/node-listener.ts');
            listener = (mod.createNodeListener as () => Listener)();
          }
          await listener(req, res);
        } catch (err) {
          next(err);
        }
      });
    },
  };
}

/**
 * The e-ticket's fonts for the brand page's E-ticket tab, which renders the PDF in the page:
 * GET /surface-fonts/<file> answers a Noto file from this machine's font folders (the same
 * folders the Node renderer reads, src/surfaces/system-fonts.ts).
 */
function surfaceFonts(): Plugin {
  return {
    name: 'tessera-surface-fonts',
    configureServer(server: ViteDevServer) {
      server.middlewares.use((req, res, next) => {
        const file = systemFontFile((req.url ?? '').split('?')[0] ?? '');
        if (!file) return next();
        res.writeHead(200, { 'Content-Type': 'font/ttf', 'Cache-Control': 'max-age=3600' });
        res.end(readFileSync(file));
      });
    },
  };
}

export default defineConfig({
  plugins: [
    sandboxPlugin(),
    surfaceFonts(),
    minifyTemplates(),
    sourceSideEffects(),
    compactLocales(),
    secondMinify(),
  ],
  server: { host: '127.0.0.1', port: 5173 },
  // The brand page's Email and E-ticket tabs load these; optimised at start, not on first use
  // (a late discovery reloads the page).
  optimizeDeps: {
    include: ['mjml-browser', 'pdfjs-dist', 'pdfkit', 'fontkit', 'svg-to-pdfkit', 'qrcode'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'tessera.js',
    },
    rolldownOptions: {
      // Lets shared code fold back into tessera.js instead of many tiny chunks on the first load.
      preserveEntrySignatures: 'allow-extension',
      // The second minifier (secondMinify) is most of a build's JavaScript time, by design (about
      // 2 s): no warning for it on every build.
      checks: { bundlerTimings: false },
      // Modules of these packages only declare things. Said so, the bundler leaves out of the entry
      // what it reaches through their index files but never calls: @lit/localize's runtime (then
      // in the chunk of src/localization.ts, loaded for a language other than English) and the
      // @query decorators (in the steps' chunks).
      treeshake: {
        moduleSideEffects: [
          {
            test: /node_modules[\\/](?:@lit[\\/]localize[\\/]|lit[\\/]decorators\.js$|@lit[\\/]reactive-element[\\/]decorators[\\/])/,
            sideEffects: false,
          },
        ],
      },
      output: {
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Everything the entry imports statically goes into tessera.js itself: without this the
        // bundler splits what the lazy steps share with it (Lit, the error type, the brand fields)
        // into chunks of their own, and the first load pays for their imports and exports (1.9 KB
        // gzipped in six files against one).
        // Code a booking fetches at one step is one chunk, each file paying its own imports,
        // exports and a cold start of gzip's dictionary. `booking`: search and the attraction's
        // page, with what every step after the landing shares (Lit's directives, the steps' task
        // controller, the basket rules), a purchase step's frame, reserve bar and error guidance,
        // the basket, its countdown and the reservation's facts: fetched on the buyer's first
        // intent, a step before the purchase needs it (1.7 KB less for a booking than as three
        // files). A basket opened after a reload fetches search with it, from the tab's cache
        // when the buyer came through search or an attraction's page, as almost every one does.
        // Then the theatre step with its seat map (an arena's drawing code and list mode stay
        // apart); the tour step. Order matters: a group also takes what its modules import that
        // no group before it took (bench/flows.bench.ts).
        codeSplitting: {
          groups: [
            { name: 'tessera', tags: ['$initial'] },
            {
              name: 'booking',
              test: anyOf(
                /[\\/]src[\\/](plural|components[\\/](format|images|pager\.styles|date-pager)|state[\\/](ga4|task|rules[\\/](price|basket)))\.ts$|node_modules[\\/]lit(-html)?[\\/](directive|directive-helpers|directives[\\/]repeat)\.js$/,
                /[\\/]src[\\/](components[\\/](fee-policy|focus-button|purchase-step\.styles|step-skeleton|purchase-step-element|reserve-bar|local-date|guidance-notice|purchase-guidance|purchase-load|request-refusal|booking-steps|tessera-booking-steps(\.styles)?)|state[\\/]rules[\\/](fees|problem|guidance(-base)?))\.ts$/,
                /[\\/]src[\\/](features[\\/]basket[\\/][^\\/]+|components[\\/](tessera-money|checkout-guidance|checkout-step\.styles|reservation\.styles|reservation-tickets|tessera-date-time|reservation-facts|basket-label)|state[\\/](kept-booking|rules[\\/]session-timer))\.ts$/,
                /[\\/]src[\\/]features[\\/](search[\\/]|attraction[\\/](?!tessera-t[a-z]+-detail|sanitize))/,
              ),
            },
            {
              name: 'theatre',
              test: /[\\/]src[\\/](features[\\/](theatre[\\/]|attraction[\\/]tessera-theater-detail)|components[\\/]seat-map[\\/](?!drawn-plan|lifted-seats|seat-list))/,
            },
            {
              name: 'tour',
              test: /[\\/]src[\\/]features[\\/](tour-options[\\/]|attraction[\\/](tessera-tour-detail|sanitize)\.ts$)/,
            },
            {
              name: 'brand-shared',
              test: /[\\/]src[\\/]brand[\\/]css-values\.ts$/,
            },
          ],
        },
      },
    },
  },
});
