import { defineConfig } from '@playwright/test';

// Whole flows against the demo and the sandbox, in Debian's Chromium (no browser download).
const port = Number(process.env.E2E_PORT ?? 5199);

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  workers: 1,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node test/e2e/serve.mjs',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/demo/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
