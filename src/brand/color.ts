/**
 * Colour arithmetic on brand colours: parse, mix with black in sRGB, composite alpha and WCAG
 * contrast. Uses `culori/fn` with only the spaces the brand file can contain registered.
 */
import { modeHsl, modeLrgb, modeRgb, parse, useMode, wcagContrast, type Rgb } from 'culori/fn';

useMode(modeRgb);
useMode(modeLrgb); // wcagContrast works in linear RGB
useMode(modeHsl);

const toRgb = useMode(modeRgb);

/** Parses a brand colour to sRGB; undefined for currentcolor or anything unparsable. */
function parseColour(value: string): Rgb | undefined {
  const parsed = parse(value);
  if (!parsed) return undefined;
  const rgb = toRgb(parsed);
  return { ...rgb, alpha: rgb.alpha ?? 1 };
}

const byte = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 255);
const hex2 = (x: number) => byte(x).toString(16).padStart(2, '0');

/** `#rrggbb`, or `#rrggbbaa` when translucent. */
function toHex(c: Rgb): string {
  const alpha = c.alpha ?? 1;
  return `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}${alpha < 1 ? hex2(alpha) : ''}`;
}

/**
 * Mixes a colour with black by `amount` (0..1) in sRGB, keeping its alpha. Rounding each channel
 * to a byte reproduces doc 3's hover and pressed defaults exactly.
 */
export function mixWithBlack(value: string, amount: number): string {
  const c = parseColour(value);
  if (!c) return value;
  const k = 1 - amount;
  return toHex({ mode: 'rgb', r: c.r * k, g: c.g * k, b: c.b * k, alpha: c.alpha ?? 1 });
}

/** Paints `top` over an opaque `bottom`. */
function composite(top: Rgb, bottom: Rgb): Rgb {
  const a = top.alpha ?? 1;
  return {
    mode: 'rgb',
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
    alpha: 1,
  };
}

/**
 * WCAG 2.x contrast of `fg` on `bg`. Translucent colours are composited first (wcagContrast
 * ignores alpha): the background over `base`, then the foreground over that.
 * Undefined when a colour cannot be known (currentcolor).
 */
export function contrastRatio(fg: string, bg: string, base = '#ffffff'): number | undefined {
  const f = parseColour(fg);
  const b = parseColour(bg);
  const under = parseColour(base);
  if (!f || !b || !under) return undefined;
  const opaqueBg = composite(b, composite(under, { mode: 'rgb', r: 1, g: 1, b: 1, alpha: 1 }));
  return wcagContrast(composite(f, opaqueBg), opaqueBg);
}

/** The opaque `#rrggbb` a colour shows on white paper; `fallback` when it cannot be known. */
export function opaqueOnWhite(value: string, fallback: string): string {
  const c = parseColour(value);
  return c ? toHex(composite(c, { mode: 'rgb', r: 1, g: 1, b: 1, alpha: 1 })) : fallback;
}

/**
 * Whichever of `first` and `second` reads better on `bg` (`first` on a tie); by default
 * near-white and near-black (a dark-scheme default).
 */
export function readableTextOn(bg: string, first = '#ffffff', second = '#121212'): string {
  return (contrastRatio(first, bg) ?? 0) >= (contrastRatio(second, bg) ?? 0) ? first : second;
}
