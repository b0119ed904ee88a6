/**
 * Price-category colours derived from the brand. The brand's primary and status hues come first
 * (minus error red, which reads as "problem", and secondary, which the selected state uses); more
 * hues are added by turning the primary's hue by the golden angle. Every colour keeps a 3:1
 * contrast with the card background (WCAG non-text contrast) and enough chroma not to be confused
 * with the grey of unavailable seats.
 *
 * The colour maths (OKLCH, sRGB gamut, WCAG contrast) is the few formulas it needs, not a colour
 * library: the map loads in the middle of a booking, and every KB of it is the buyer's wait.
 */

interface Oklch {
  l: number;
  c: number;
  h: number;
}

type Rgb = [number, number, number];

let pixel: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null = null;

/**
 * Any CSS colour the browser understands, as sRGB channels 0..1 (the browser parses it and paints
 * one pixel); undefined when it is not a colour.
 */
function parseColour(value: string): Rgb | undefined {
  pixel ??=
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true })
      : document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!pixel) return undefined;
  // An invalid colour leaves fillStyle as it was: two different starting points tell.
  pixel.fillStyle = '#000000';
  pixel.fillStyle = value;
  const fromBlack = pixel.fillStyle;
  pixel.fillStyle = '#ffffff';
  pixel.fillStyle = value;
  if (pixel.fillStyle !== fromBlack) return undefined;
  pixel.clearRect(0, 0, 1, 1);
  pixel.fillRect(0, 0, 1, 1);
  const [r, g, b] = pixel.getImageData(0, 0, 1, 1).data;
  return [r! / 255, g! / 255, b! / 255];
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** sRGB to OKLCH (Björn Ottosson's OKLab, in polar form). */
function rgbToOklch([r, g, b]: Rgb): Oklch {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const h = (Math.atan2(B, A) * 180) / Math.PI;
  return { l: L, c: Math.hypot(A, B), h: h < 0 ? h + 360 : h };
}

/** OKLCH to linear sRGB, unclamped (out of gamut when a channel leaves 0..1). */
function oklchToLinear({ l: L, c, h }: Oklch): Rgb {
  const A = c * Math.cos((h * Math.PI) / 180);
  const B = c * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((x) => x >= -1e-4 && x <= 1 + 1e-4);

/** Into sRGB keeping lightness and hue: the most chroma (found by halving) that fits. */
function intoRgb(color: Oklch): Rgb {
  let linear = oklchToLinear(color);
  if (!inGamut(linear)) {
    let low = 0;
    let high = color.c;
    for (let i = 0; i < 24; i++) {
      const mid = (low + high) / 2;
      if (inGamut(oklchToLinear({ ...color, c: mid }))) low = mid;
      else high = mid;
    }
    linear = oklchToLinear({ ...color, c: low });
  }
  return linear.map((x) => fromLinear(Math.min(1, Math.max(0, x)))) as Rgb;
}

const formatHex = (rgb: Rgb) =>
  `#${rgb
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const luminance = ([r, g, b]: Rgb) =>
  0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);

function wcagContrast(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export interface PaletteInputs {
  primary: string;
  success: string;
  warning: string;
  info: string;
  background: string;
}

export const DEFAULT_PALETTE_INPUTS: PaletteInputs = {
  primary: '#4657d4',
  success: '#00ad8f',
  warning: '#ed8f1c',
  info: '#670c93',
  background: '#fcfcff',
};

const MIN_HUE_DISTANCE = 28;
const MIN_CONTRAST = 3;
const GOLDEN_ANGLE = 137.508;

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

function readable(color: string, fallback: string): Oklch {
  const parsed = parseColour(color) ?? parseColour(fallback);
  return parsed ? rgbToOklch(parsed) : { l: 0.55, c: 0.15, h: 265 };
}

/** Moves lightness away from the background until the colour has 3:1 contrast against it. */
function withContrast(color: Oklch, background: string): string {
  const bg = parseColour(background) ?? [1, 1, 1];
  const bgLight = rgbToOklch(bg).l > 0.6;
  let c: Oklch = {
    ...color,
    c: Math.max(color.c, 0.11),
    l: Math.min(Math.max(color.l, 0.35), 0.8),
  };
  for (let i = 0; i < 30; i++) {
    const rgb = intoRgb(c);
    if (wcagContrast(rgb, bg) >= MIN_CONTRAST) return formatHex(rgb);
    c = { ...c, l: c.l + (bgLight ? -0.025 : 0.025) };
  }
  return formatHex(intoRgb(c));
}

export function seatPalette(inputs: PaletteInputs, count: number): string[] {
  const d = DEFAULT_PALETTE_INPUTS;
  const seeds = [
    readable(inputs.primary, d.primary),
    readable(inputs.success, d.success),
    readable(inputs.warning, d.warning),
    readable(inputs.info, d.info),
  ];
  const chosen: Oklch[] = [];
  const hueOf = (c: Oklch) => c.h;
  for (const seed of seeds) {
    if (chosen.length >= count) break;
    // A brand colour too close in hue to one already used would make two categories look alike.
    if (chosen.every((c) => hueDistance(hueOf(c), hueOf(seed)) >= MIN_HUE_DISTANCE))
      chosen.push(seed);
  }
  const base = seeds[0];
  for (let step = 1; chosen.length < count && step < 400; step++) {
    const h = (hueOf(base) + step * GOLDEN_ANGLE) % 360;
    // Beyond ~12 categories hues must get closer; the distance requirement relaxes with each lap.
    const minDistance = MIN_HUE_DISTANCE / (1 + Math.floor(step / 24));
    if (chosen.every((c) => hueDistance(hueOf(c), h) >= minDistance)) {
      chosen.push({ l: 0.6, c: 0.14, h });
    }
  }
  return chosen.map((c) => withContrast(c, inputs.background));
}
