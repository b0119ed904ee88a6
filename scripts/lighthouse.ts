// `npm run lighthouse`: Lighthouse (mobile, its default simulated throttling) against the built
// widget on the plain distributor page (examples/plain-html), the local sandbox behind it on the
// same origin. Lighthouse runs RUNS times (default 5) and the run it reports is Lighthouse's own
// median run (computeMedianRun: the run nearest the median FCP and time to interactive), as its
// variability guide advises; every run's TBT and CPU benchmark index are printed beside it.
// Prints performance, accessibility, best practices, FCP, LCP, TBT and CLS; the median run's full
// report is written to .lighthouse/report.report.{html,json}. PORT (default 5424), RUNS,
// CPU_SLOWDOWN (Lighthouse's CPU multiplier, default its 4×) and CHROME_PATH (default
// /usr/bin/chromium) may be set. Not part of `npm test`: scores move with
// the machine's load.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import {
  SANDBOX_DISTRIBUTOR_ID,
  SANDBOX_PATH,
  SANDBOX_PUBLISHABLE_KEY,
} from '../demo/sandbox/constants.js';
import { getRequestListener } from '@hono/node-server';
import { sharedSandbox } from '../demo/sandbox/node-listener.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const OUT = resolve('.lighthouse');
const WIDGET = join(OUT, 'tessera');
const port = Number(process.env.PORT ?? 5424);
const RUNS = Math.max(1, Number(process.env.RUNS ?? 5) || 5);
const SLOWDOWN = Number(process.env.CPU_SLOWDOWN) || 0;
const origin = `http://127.0.0.1:${port}`;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir: WIDGET } });

// The recipe's page as a distributor ships it, pointed at the sandbox.
const page = readFileSync('examples/plain-html/index.html', 'utf8')
  .replace(
    /<!-- TESSERA-SCRIPTS:.*-->/,
    '<script type="module" src="/tessera/tessera.js"></script>',
  )
  .replace('https://api.example.com', origin)
  .replace('YOUR-DISTRIBUTOR-ID', SANDBOX_DISTRIBUTOR_ID)
  .replace('pk_live_YOUR_KEY', SANDBOX_PUBLISHABLE_KEY);

/** The sandbox, its answers compressed as the real API's are. */
const sandbox = getRequestListener(async (request) => {
  const response = await sharedSandbox().fetch(request);
  if (!response.body || !/\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? ''))
    return response;
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', 'gzip');
  headers.delete('Content-Length');
  headers.append('Vary', 'Accept-Encoding');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    headers,
  });
});
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', origin).pathname;
  if (path === '/') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    return void res.end(page);
  }
  // The distributor's own site has an icon; without one the browser logs a 404.
  if (path === '/favicon.ico') {
    res.writeHead(204, { 'Cache-Control': 'public, max-age=86400' });
    return void res.end();
  }
  if (SANDBOX_PATH.test(req.url ?? '/')) return void sandbox(req, res);
  const file = normalize(join(OUT, decodeURIComponent(path)));
  if (!file.startsWith(WIDGET + sep) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404);
    return void res.end();
  }
  // As a CDN would serve the hashed files: compressed, cached for good.
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'public, max-age=31536000, immutable',
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  res.end(gzip ? gzipSync(readFileSync(file)) : readFileSync(file));
});
await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');
/** One Lighthouse run; its reports go to .lighthouse/run-<n>.report.{json,html} (and its trace). */
function lighthouse(n: number): Promise<number | null> {
  return new Promise((done) => {
    const child = spawn(
      'node_modules/.bin/lighthouse',
      [
        `${origin}/`,
        '--only-categories=performance,accessibility,best-practices',
        '--output=json',
        '--output=html',
        `--output-path=${join(OUT, `run-${n}`)}`,
        `--chrome-flags=${chromeFlags}`,
        '--quiet',
        '--save-assets',
        ...(SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${SLOWDOWN}`] : []),
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      },
    );
    child.on('exit', done);
  });
}

/**
 * Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") sets its 4×
 * for a desktop of benchmark index 1,500 to 2,000, to land in the mid-tier phones' bracket; on a
 * faster or slower machine the same 4× simulates a faster or slower phone. The multiplier that
 * keeps this machine's mid-tier phone, scaled from the bracket's middle (1,750): a hint, printed
 * beside the scores, and what CPU_SLOWDOWN takes.
 */
function calibration(indices: number[]): string {
  const sorted = [...indices].sort((a, b) => a - b);
  const index = sorted[Math.floor(sorted.length / 2)] ?? 1750;
  const suggested = Math.max(1, Math.round((4 * index) / 1750));
  return `for a mid-tier phone on this machine (median index ${index}) Lighthouse's guide suggests about ${suggested}× (CPU_SLOWDOWN=${suggested} npm run lighthouse)`;
}

const runs: Report[] = [];
for (let n = 1; n <= RUNS; n++) {
  const code = await lighthouse(n);
  if (code !== 0) {
    server.close();
    console.error(`lighthouse exited with ${code} (run ${n} of ${RUNS})`);
    process.exit(1);
  }
  runs.push(JSON.parse(readFileSync(join(OUT, `run-${n}.report.json`), 'utf8')) as Report);
}
server.close();

interface Report {
  environment: { benchmarkIndex: number };
  categories: Record<
    string,
    { title: string; score: number | null; auditRefs: { id: string; group?: string }[] }
  >;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      displayValue?: string;
      numericValue?: number;
      scoreDisplayMode: string;
    }
  >;
}
// Lighthouse's median run, by its own rule; the types are Lighthouse's full result, ours a part.
const report = computeMedianRun(runs as never) as unknown as Report;
const median = runs.indexOf(report) + 1;
for (const ext of ['json', 'html']) {
  copyFileSync(join(OUT, `run-${median}.report.${ext}`), join(OUT, `report.report.${ext}`));
}
copyFileSync(join(OUT, `run-${median}-0.trace.json`), join(OUT, 'report-0.trace.json'));
const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
const value = (id: string) => report.audits[id]?.displayValue ?? '?';
const tbt = (r: Report) => Math.round(r.audits['total-blocking-time']?.numericValue ?? NaN);
const tbts = runs.map(tbt);
const indices = runs.map((r) => Math.round(r.environment.benchmarkIndex));
console.log(`
Lighthouse mobile, plain distributor page (${origin}/), median of ${RUNS} run${RUNS > 1 ? 's' : ''} (run ${median}):
  performance     ${score('performance')}
  accessibility   ${score('accessibility')}
  best practices  ${score('best-practices')}
  FCP ${value('first-contentful-paint')}, LCP ${value('largest-contentful-paint')}, TBT ${tbt(report)} ms (Lighthouse shows ${value('total-blocking-time')}), CLS ${value('cumulative-layout-shift')}
  every run: TBT ${tbts.map((t) => `${t} ms`).join(', ')}; performance ${runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join(', ')}
  (CPU benchmark index ${indices.join(', ')}, load average ${loadavg()[0].toFixed(1)}: a slower or busier machine inflates TBT)
  CPU slowdown ${SLOWDOWN || 4}×${SLOWDOWN ? ' (CPU_SLOWDOWN)' : ''}; ${calibration(indices)}
`);
const metrics = new Set(
  report.categories.performance.auditRefs.filter((r) => r.group === 'metrics').map((r) => r.id),
);
const flagged = Object.values(report.audits).filter(
  (a) =>
    a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && !metrics.has(a.id),
);
if (flagged.length) {
  console.log('Flagged:');
  for (const a of flagged)
    console.log(`  ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}
console.log(`Report: ${join(OUT, 'report.report.html')}`);
