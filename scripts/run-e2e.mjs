// Whole-flow tests: Playwright drives Debian's Chromium against the demo served with the sandbox.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const specs = existsSync('test/e2e')
  ? readdirSync('test/e2e').filter((f) => f.endsWith('.spec.ts'))
  : [];
if (specs.length === 0) {
  console.log('e2e: no specs yet under test/e2e');
  process.exit(0);
}
const r = spawnSync('node_modules/.bin/playwright', ['test', '--config', 'playwright.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(r.status ?? 1);
