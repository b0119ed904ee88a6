/**
 * Long lists: 1,000 search results in the result list (virtualized against the page's scroll), in
 * headless Chromium. The page scrolls to the end step by step; each step is timed from the scroll
 * event to the end of the frame that shows it (that frame's work: the new cards rendered, laid
 * out and painted). Run: node --import tsx bench/long-list.bench.ts
 */
import { build } from 'esbuild';
import { sourceSideEffects } from './source-side-effects.js';
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, type BenchResult } from './seat-map.bench.js';

const RESULTS = 1000;
/** About a third of the viewport a step, as a wheel or a swipe moves it. */
const STEP_PX = 300;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function run(): Promise<BenchResult[]> {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./fixtures/long-list-page.ts', import.meta.url))],
    bundle: true,
    plugins: [sourceSideEffects],
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.setContent(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body style="margin:0;padding:16px"></body></html>',
    );
    await page.addScriptTag({ content: bundle.outputFiles[0].text, type: 'module' });
    await page.waitForFunction(() => 'listBench' in window);
    const cards = await page.evaluate((n) => window.listBench.mount(n), RESULTS);
    // One warm-up pass: the first also compiles the code and decodes the fonts.
    await page.evaluate((s) => window.listBench.scrollSteps(s), STEP_PX);
    const { steps, cardsMax } = await page.evaluate(
      (s) => window.listBench.scrollSteps(s),
      STEP_PX,
    );
    const sorted = [...steps].sort((a, b) => a - b);
    return [
      {
        name: `long list: ${RESULTS} results, cards in the DOM at first`,
        value: cards,
        unit: 'cards',
      },
      { name: 'long list: cards in the DOM while scrolling (max)', value: cardsMax, unit: 'cards' },
      {
        name: `long list: scroll steps of ${STEP_PX} px to the end`,
        value: steps.length,
        unit: 'steps',
      },
      {
        name: 'long list: scroll step, scroll event to painted frame (median)',
        value: round(median(steps)),
        unit: 'ms',
      },
      {
        name: 'long list: scroll step, scroll event to painted frame (p95)',
        value: round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
        unit: 'ms',
      },
      {
        name: 'long list: scroll step, scroll event to painted frame (max)',
        value: round(sorted.at(-1) ?? 0),
        unit: 'ms',
      },
    ];
  } finally {
    await browser.close();
  }
}

declare global {
  interface Window {
    listBench: {
      mount(count: number): Promise<number>;
      scrollSteps(step: number): Promise<{ steps: number[]; cardsMax: number }>;
    };
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const r of await run()) console.log(`${r.name}: ${r.value} ${r.unit}`);
}
