/**
 * Contrast suggestions: for each foreground field that fails WCAG AA somewhere (contrast.ts), the
 * nearest colour that passes on every background it is paired with in that scheme, found in
 * OKLCH with the hue kept: lightness lowered or raised, chroma reduced only when needed, the
 * smallest ΔE (Euclidean distance in OKLab, ΔEOK) wins. Used by `tessera-brand check` (and
 * `--fix`) and the demo's brand panel; not by the widget.
 */
import {
  differenceEuclidean,
  displayable,
  formatHex,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  useMode,
  type Oklch,
} from 'culori/fn';
import { contrastRatio } from './color.js';
import { contrastChecks, failsContrast, type ContrastCheck } from './contrast.js';
import { FIELD_BY_PATH } from './fields.js';
import { processBrand } from './process.js';
import { valueAt } from './resolve.js';
import type { BrandFile, ResolvedBrand } from './types.js';

useMode(modeRgb);
useMode(modeLrgb);
useMode(modeOklab);
const toOklch = useMode(modeOklch);
const deltaE = differenceEuclidean('oklab');

export interface ContrastSuggestion {
  /** JSON pointer of the field to change, e.g. `/dark/page/textMuted`. */
  pointer: string;
  /** Its value now (as resolved: a following field shows the value it follows). */
  from: string;
  /** The suggested opaque `#rrggbb`. */
  to: string;
  /** ΔEOK between the two, ×100 (about 2 is just noticeable). */
  deltaE: number;
  /**
   * Set on a dark value written unchanged (`from` = `to`) so that the light fix at this pointer
   * does not reach the dark scheme (a field set at the top level also holds in dark).
   */
  keepsDarkFor?: string;
}

/** The pairs a new value of a foreground must pass: its own, all its backgrounds, one scheme. */
const passesAll = (hex: string, pairs: readonly ContrastCheck[]) =>
  pairs.every((p) => (contrastRatio(hex, p.bgValue, p.base) ?? 0) >= p.min);

/**
 * The nearest passing colour to `value` with its hue, or undefined when none passes (two
 * backgrounds far apart). For each chroma (the original's, then less in steps of 5%), lightness
 * moves away from the original's in steps of 0.0025, down and up, to the first colour that
 * passes: at a fixed hue and chroma ΔE grows with the lightness step, so that is the nearest.
 */
export function nearestPassing(value: string, pairs: readonly ContrastCheck[]): string | undefined {
  const parsed = parse(value);
  if (!parsed) return undefined;
  const original = toOklch({ ...parsed, alpha: 1 });
  const l0 = Math.round((original.l ?? 0) * 400);
  let best: { hex: string; d: number } | undefined;
  for (let k = 20; k >= 0; k--) {
    const c = ((original.c ?? 0) * k) / 20;
    for (const step of [-1, 1]) {
      for (let i = l0; i >= 0 && i <= 400; i += step) {
        const candidate: Oklch = { mode: 'oklch', l: i / 400, c, h: original.h ?? 0 };
        const d = deltaE(original, candidate);
        if (best && d >= best.d) break;
        if (!displayable(candidate)) continue;
        // The hex is what the file will hold: check it, not the unrounded colour.
        const hex = formatHex(candidate);
        if (passesAll(hex, pairs)) {
          best = { hex, d };
          break;
        }
      }
    }
  }
  return best?.hex;
}

/** Whether a field that `pointer`'s field follows, in the same scheme, fails too. */
function leaderFails(pointer: string, failing: ReadonlySet<string>): boolean {
  const dark = pointer.startsWith('/dark/');
  let path = pointer.slice(dark ? 6 : 1).replace(/\//g, '.');
  for (let leader = FIELD_BY_PATH.get(path)?.follows; leader;) {
    if (failing.has(`${dark ? '/dark' : ''}/${leader.replace(/\./g, '/')}`)) return true;
    path = leader;
    leader = FIELD_BY_PATH.get(path)?.follows;
  }
  return false;
}

/**
 * A light value written at the top level also holds in the dark scheme unless `dark` sets the
 * field: when dark showed its own value (its default), that value is written into `dark`.
 */
function keepDark(
  pointer: string,
  fixed: Record<string, unknown>,
  brand: BrandFile,
  dark: ResolvedBrand,
  failing: ReadonlySet<string>,
  found: Map<string, ContrastSuggestion>,
): void {
  if (pointer.startsWith('/dark/')) return;
  const path = pointer.slice(1).replace(/\//g, '.');
  const darkPointer = `/dark${pointer}`;
  const value = dark.values[path];
  if (!FIELD_BY_PATH.get(path)?.dark || value === undefined || failing.has(darkPointer)) return;
  if (valueAt(brand.dark, path) !== undefined || valueAt(brand, path) === value) return;
  setAtPointer(fixed, darkPointer, value);
  found.set(darkPointer, {
    pointer: darkPointer,
    from: value,
    to: value,
    deltaE: 0,
    keepsDarkFor: pointer,
  });
}

/** Writes `value` at a JSON pointer of `obj`, creating the groups on the way. */
export function setAtPointer(obj: Record<string, unknown>, pointer: string, value: string): void {
  const keys = pointer.split('/').slice(1);
  let cur = obj;
  for (const key of keys.slice(0, -1)) {
    const next = cur[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) cur[key] = {};
    cur = cur[key] as Record<string, unknown>;
  }
  cur[keys.at(-1)!] = value;
}

/**
 * The suggestions for a brand file (parsed JSON), and the file with them written in. Applying
 * one can change another scheme (a light value that dark inherits), so the check runs again on
 * the result until nothing fails (a few rounds at most): the suggestions, applied together, pass.
 */
export function contrastSuggestions(input: unknown): {
  suggestions: ContrastSuggestion[];
  fixed: unknown;
} {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return { suggestions: [], fixed: input };
  const fixed = structuredClone(input) as Record<string, unknown>;
  const found = new Map<string, ContrastSuggestion>();
  for (let round = 0; round < 4; round++) {
    const { brand, resolved } = processBrand(fixed);
    const checks = contrastChecks(brand, resolved.light, resolved.dark);
    const failing = new Set(checks.filter(failsContrast).map((c) => c.pointer));
    if (failing.size === 0) break;
    for (const pointer of failing) {
      // A field that follows a failing one (footer.link, page.icon) is left to follow its fix.
      if (leaderFails(pointer, failing)) continue;
      const pairs = checks.filter((c) => c.pointer === pointer);
      const from = pairs[0]!.fgValue;
      const to = nearestPassing(from, pairs);
      if (!to) continue;
      setAtPointer(fixed, pointer, to);
      keepDark(pointer, fixed, brand, resolved.dark, failing, found);
      const first = found.get(pointer)?.from ?? from;
      const d = deltaE(toOklch(parse(first)!), toOklch(parse(to)!));
      found.set(pointer, { pointer, from: first, to, deltaE: Math.round(d * 1000) / 10 });
    }
  }
  return { suggestions: [...found.values()], fixed };
}
