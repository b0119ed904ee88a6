/**
 * Seat-map speed on the ~5,000-seat generated theatre and the sandbox's 20,000-seat Titan Arena, in
 * headless Chromium: median of several runs
 * of (1) seats data received to the map painted and interactive and (2) one seat toggle to the frame
 * that shows it, plus how many DOM nodes a toggle touches; and on the arena, frame times during a
 * scripted pan of the zoomed plan. Run: node --import tsx bench/seat-map.bench.ts
 */
import { build } from 'esbuild';
import { sourceSideEffects } from './source-side-effects.js';
import { chromium, type Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
}

const RENDER_RUNS = 7;
const TOGGLE_RUNS = 15;
const PAN_MOVES = 120;

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
    plugins: [sourceSideEffects],
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

async function measureVenue(page: Page, venue: 'theatre' | 'arena', label: string) {
  const seatCount = await page.evaluate((v) => window.seatBench.useVenue(v), venue);
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
    { name: `${label} venue seats`, value: seatCount, unit: 'seats' },
    {
      name: `${label} data to painted interactive (median)`,
      value: round(median(renders)),
      unit: 'ms',
    },
    {
      name: `${label} data to painted interactive (max)`,
      value: round(Math.max(...renders)),
      unit: 'ms',
    },
    {
      name: `${label} toggle to painted frame (median)`,
      value: round(median(toggles)),
      unit: 'ms',
    },
    {
      name: `${label} toggle to painted frame (max)`,
      value: round(Math.max(...toggles)),
      unit: 'ms',
    },
    {
      name: `${label} map nodes touched per toggle (max)`,
      value: Math.max(...touched),
      unit: 'nodes',
    },
  ];
}

/**
 * A scripted pan of the zoomed arena: the mouse drags the plan around a loop, one move per
 * frame, while the page records requestAnimationFrame deltas and long animation frames.
 */
async function measurePan(page: Page, label: string): Promise<BenchResult[]> {
  const box = await page.evaluate(() => window.seatBench.startFrames(3));
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const radius = Math.min(box.width, box.height) / 4;
  await page.mouse.move(cx + radius, cy);
  await page.mouse.down();
  for (let i = 1; i <= PAN_MOVES; i++) {
    const a = (i / PAN_MOVES) * 4 * Math.PI;
    await page.mouse.move(cx + radius * Math.cos(a), cy + radius * Math.sin(a));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  }
  await page.mouse.up();
  const { deltas, long } = await page.evaluate(() => window.seatBench.stopFrames());
  const sorted = [...deltas].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  // At 60 fps a frame is 16.7 ms: a delta over 1.5 frames means at least one frame was dropped.
  const dropped = deltas.filter((d) => d > 25).length;
  return [
    { name: `${label} pan frames (rAF deltas)`, value: deltas.length, unit: 'frames' },
    { name: `${label} pan frame time (median)`, value: round(median(deltas)), unit: 'ms' },
    { name: `${label} pan frame time (p95)`, value: round(p95), unit: 'ms' },
    { name: `${label} pan frame time (max)`, value: round(sorted.at(-1) ?? 0), unit: 'ms' },
    { name: `${label} pan frames over 25 ms (dropped)`, value: dropped, unit: 'frames' },
    { name: `${label} pan long animation frames (> 50 ms)`, value: long.length, unit: 'frames' },
  ];
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
    const theatre = await measureVenue(page, 'theatre', 'seat-map');
    const arena = await measureVenue(page, 'arena', 'arena seat-map');
    const pan = await measurePan(page, 'arena seat-map');
    return [...theatre, ...arena, ...pan];
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
      useVenue(venue: 'theatre' | 'arena'): number;
      startFrames(zoomSteps: number): Promise<DOMRect>;
      stopFrames(): { deltas: number[]; long: number[] };
      seatCount: number;
    };
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const r of await run()) console.log(`${r.name}: ${r.value} ${r.unit}`);
}
