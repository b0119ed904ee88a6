import {
  formatHex,
  modeHsl,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  toGamut,
  useMode,
  wcagContrast,
  type Oklch,
} from 'culori/fn';

/**
 * Price-category colours derived from the brand. The brand's primary and status hues come first
 * (minus error red, which reads as "problem", and secondary, which the selected state uses); more
 * hues are added by turning the primary's hue by the golden angle. Every colour keeps a 3:1
 * contrast with the card background (WCAG non-text contrast) and enough chroma not to be confused
 * with the grey of unavailable seats.
 */

useMode(modeRgb);
useMode(modeLrgb);
useMode(modeHsl);
useMode(modeOklab);
const toOklch = useMode(modeOklch);
const intoRgb = toGamut('rgb', 'oklch');

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
  const parsed = parse(color) ?? parse(fallback);
  const oklch = parsed ? toOklch(parsed) : undefined;
  return oklch ?? { mode: 'oklch', l: 0.55, c: 0.15, h: 265 };
}

/** Moves lightness away from the background until the colour has 3:1 contrast against it. */
function withContrast(color: Oklch, background: string): string {
  const bgLight = (readable(background, '#ffffff').l ?? 1) > 0.6;
  let c: Oklch = {
    ...color,
    c: Math.max(color.c, 0.11),
    l: Math.min(Math.max(color.l, 0.35), 0.8),
  };
  for (let i = 0; i < 30; i++) {
    const hex = formatHex(intoRgb(c));
    if (wcagContrast(hex, background) >= MIN_CONTRAST) return hex;
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
  const hueOf = (c: Oklch) => c.h ?? 0;
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
      chosen.push({ mode: 'oklch', l: 0.6, c: 0.14, h });
    }
  }
  return chosen.map((c) => withContrast(c, inputs.background));
}
