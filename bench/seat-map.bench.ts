/**
 * Seat-map speed on the ~5,000-seat generated venue, in headless Chromium: median of several runs
 * of (1) seats data received to the map painted and interactive and (2) one seat toggle to the frame
 * that shows it, plus how many DOM nodes a toggle touches. Run: node --import tsx bench/seat-map.bench.ts
 */
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
}

const RENDER_RUNS = 7;
const TOGGLE_RUNS = 15;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Bundles the element and the venue generator into one script for a blank page. */
export async function bundleSeatMapPage(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./fixtures/seat-map-page.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
  });
  return result.outputFiles[0].text;
}

export async function openSeatMapPage(page: Page, script: string): Promise<void> {
  await page.setContent(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;padding:16px;background:#f4f4f7"></body></html>',
  );
  await page.addScriptTag({ content: script, type: 'module' });
  await page.waitForFunction(() => 'seatBench' in window);
}

export async function run(): Promise<BenchResult[]> {
  const script = await bundleSeatMapPage();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openSeatMapPage(page, script);
    const seatCount = await page.evaluate(() => window.seatBench.seatCount);
    // One warm-up render: the first run also compiles the code.
    await page.evaluate(() => window.seatBench.measureRender());
    const renders: number[] = [];
    for (let i = 0; i < RENDER_RUNS; i++) {
      renders.push(await page.evaluate(() => window.seatBench.measureRender()));
    }
    const toggles: number[] = [];
    const touched: number[] = [];
    for (let i = 0; i < TOGGLE_RUNS; i++) {
      const { ms, mutations } = await page.evaluate((n) => window.seatBench.measureToggle(n), i);
      toggles.push(ms);
      touched.push(mutations);
    }
    return [
      { name: 'seat-map venue seats', value: seatCount, unit: 'seats' },
      {
        name: 'seat-map data to painted interactive (median)',
        value: round(median(renders)),
        unit: 'ms',
      },
      {
        name: 'seat-map data to painted interactive (max)',
        value: round(Math.max(...renders)),
        unit: 'ms',
      },
      {
        name: 'seat-map toggle to painted frame (median)',
        value: round(median(toggles)),
        unit: 'ms',
      },
      {
        name: 'seat-map toggle to painted frame (max)',
        value: round(Math.max(...toggles)),
        unit: 'ms',
      },
      {
        name: 'seat-map map nodes touched per toggle (max)',
        value: Math.max(...touched),
        unit: 'nodes',
      },
    ];
  } finally {
    await browser.close();
  }
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

declare global {
  interface Window {
    seatBench: {
      measureRender(): Promise<number>;
      measureToggle(n: number): Promise<{ ms: number; mutations: number }>;
      show(width: number): Promise<void>;
      seatCount: number;
    };
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const r of await run()) console.log(`${r.name}: ${r.value} ${r.unit}`);
}
