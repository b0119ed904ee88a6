// Unit, component and sandbox-conformance tests in Debian's Chromium. The sandbox API is served
// by the same dev server (same origin), so browser tests talk to it over real HTTP.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { failureSummaryReporter } from './scripts/wtr-failure-summary.mjs';
import { sandboxMiddleware } from './scripts/wtr-sandbox.mjs';

export default {
  files: ['test/**/*.test.ts', '!test/e2e/**', '!test/node/**'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  // One file at a time: UI tests share the default sandbox, whose reset and clock controls would
  // otherwise end the sessions of a file running beside them.
  concurrency: 1,
  reporters: [defaultReporter(), failureSummaryReporter()],
  testFramework: { config: { timeout: 10000 } },
  middleware: [sandboxMiddleware()],
  plugins: [esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      // Buyers who ask for less motion get no fades; tests ask too, so axe never reads a colour
      // half way through one.
      createBrowserContext: ({ browser }) => browser.newContext({ reducedMotion: 'reduce' }),
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
};
