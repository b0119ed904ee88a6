/**
 * Brand speed: validate + resolve + apply of a real brand file, median of many runs, in headless
 * Chromium (apply needs a real element), plus validate + resolve alone in Node.
 * Run: node --import tsx bench/brand.bench.ts
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { sourceSideEffects } from './source-side-effects.js';
import { chromium } from 'playwright-core';
import { processBrand } from '../src/brand/process.js';

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
}

const SAMPLES = 21;
const BATCH = 20;
const NODE_RUNS = 201;
const BRAND = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../demo/brands/grand-theatre.json', import.meta.url)),
    'utf8',
  ),
) as unknown;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

// Runs in the page. performance.now() is coarsened to 0.1 ms in a page, so each sample times a
// batch of BATCH iterations; the first loop times validate + resolve + apply, the second apply alone.
const PAGE_SCRIPT = `
import { processBrand } from './src/brand/process.ts';
import { applyBrand } from './src/brand/apply.ts';
window.brandBench = (brand, samples, batch) => {
  const host = document.createElement('div');
  host.attachShadow({ mode: 'open' }).innerHTML = '<button style="background: var(--tessera-primary)">x</button>';
  document.body.append(host);
  const button = host.shadowRoot.querySelector('button');
  const resolved = processBrand(brand).resolved;
  const total = [], apply = [];
  for (let s = 0; s < samples; s++) {
    let t0 = performance.now();
    for (let i = 0; i < batch; i++) {
      applyBrand(host, processBrand(brand).resolved[i % 2 ? 'dark' : 'light']);
      getComputedStyle(button).backgroundColor; // force the style recalculation the change causes
    }
    total.push((performance.now() - t0) / batch);
    t0 = performance.now();
    for (let i = 0; i < batch; i++) {
      applyBrand(host, resolved[i % 2 ? 'dark' : 'light']);
      getComputedStyle(button).backgroundColor;
    }
    apply.push((performance.now() - t0) / batch);
  }
  return { total, apply };
};
`;

async function inChromium(): Promise<{ total: number[]; apply: number[] }> {
  const bundle = await build({
    stdin: {
      contents: PAGE_SCRIPT,
      resolveDir: fileURLToPath(new URL('..', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    plugins: [sourceSideEffects],
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html lang="en"><body></body></html>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text, type: 'module' });
    await page.waitForFunction(() => 'brandBench' in window);
    return await page.evaluate(
      ([brand, samples, batch]) =>
        (
          window as unknown as {
            brandBench: (b: unknown, s: number, n: number) => { total: number[]; apply: number[] };
          }
        ).brandBench(brand, samples as number, batch as number),
      [BRAND, SAMPLES, BATCH] as const,
    );
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<BenchResult[]> {
  const node: number[] = [];
  for (let i = 0; i < NODE_RUNS; i++) {
    const t0 = performance.now();
    processBrand(BRAND);
    node.push(performance.now() - t0);
  }
  const browser = await inChromium();
  return [
    { name: 'validate+resolve+apply (Chromium, median)', value: median(browser.total), unit: 'ms' },
    { name: 'apply only (Chromium, median)', value: median(browser.apply), unit: 'ms' },
    { name: 'validate+resolve both schemes (Node, median)', value: median(node), unit: 'ms' },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(await run());
