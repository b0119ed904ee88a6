/**
 * WCAG 2.x contrast warnings on a resolved brand, per scheme and per surface (the widget, the
 * order email and the e-ticket). A warning names the foreground field (its JSON pointer), the
 * background and the ratio; it never blocks the brand. contrast-fix.ts suggests passing colours.
 */
import { contrastRatio } from './color.js';
import type { BrandFile, BrandMessage, ResolvedBrand, Scheme } from './types.js';

export type Surface = 'widget' | 'email' | 'e-ticket';

/** The e-ticket is printed on white paper, whatever the brand's page.background. */
const PAPER = 'paper';
const PAPER_COLOUR = '#ffffff';

/** [foreground, background, minimum ratio]: text 4.5:1, large text, borders and icons 3:1. */
type Pair = [string, string, number];

const WIDGET: Pair[] = [
  ['page.text', 'page.background', 4.5],
  ['page.text', 'card.background', 4.5],
  ['page.textMuted', 'page.background', 4.5],
  ['page.textMuted', 'card.background', 4.5],
  ['page.link', 'page.background', 4.5],
  ['page.link', 'card.background', 4.5],
  ['page.icon', 'page.background', 3],
  ['page.icon', 'card.background', 3],
  ['button.textButton', 'card.background', 4.5],
  ['primaryButton.text', 'primaryButton.background', 4.5],
  ['primaryButton.text', 'primaryButton.hover', 4.5],
  ['primaryButton.text', 'primaryButton.pressed', 4.5],
  ['secondaryButton.text', 'secondaryButton.background', 4.5],
  ['secondaryButton.text', 'secondaryButton.hover', 4.5],
  ['secondaryButton.text', 'secondaryButton.pressed', 4.5],
  ['field.border', 'field.background', 3],
  ['page.focusRing', 'page.background', 3],
  ['page.focusRing', 'card.background', 3],
  ['navbar.text', 'navbar.background', 4.5],
  ['navbar.icon', 'navbar.background', 3],
  ['footer.text', 'footer.background', 4.5],
  ['footer.link', 'footer.background', 4.5],
  // Status tags and messages are small text on their own pale fill.
  ['status.error', 'status.errorBackground', 4.5],
  ['status.success', 'status.successBackground', 4.5],
  ['status.warning', 'status.warningBackground', 4.5],
  ['status.info', 'status.infoBackground', 4.5],
];

/**
 * The email's text: body text and captions on the body, the header's name (shown when there is
 * no logo) on the header, the footer's text and links on the footer. Its dividers are hairlines
 * between sections that their headings already separate: decorative, so not held to 3:1.
 */
const EMAIL: Pair[] = [
  ['page.text', 'page.background', 4.5],
  ['page.textMuted', 'page.background', 4.5],
  ['navbar.text', 'navbar.background', 4.5],
  ['footer.text', 'footer.background', 4.5],
  ['footer.link', 'footer.background', 4.5],
];

/**
 * The e-ticket's text on white paper (ticket.ts prints a default colour instead of one that
 * fails, so the brand's own is lost). Its accent band and rules are decorative; the QR code is
 * always black on white.
 */
const TICKET: Pair[] = [
  ['page.text', PAPER, 4.5],
  ['page.textMuted', PAPER, 4.5],
];

/** One foreground on one background in one scheme, and the surfaces it appears on. */
export interface ContrastCheck {
  fg: string;
  bg: string;
  min: number;
  scheme: Scheme;
  surfaces: Surface[];
  /** JSON pointer of the foreground field in the brand file. */
  pointer: string;
  fgValue: string;
  bgValue: string;
  /** What a translucent background is painted over. */
  base: string | undefined;
  /** Undefined when a colour cannot be known (currentcolor). */
  ratio: number | undefined;
}

const pointer = (path: string, scheme: Scheme) =>
  `${scheme === 'dark' ? '/dark' : ''}/${path.replace(/\./g, '/')}`;

/** The schemes the email is seen in: its colorScheme, both for inherit (dark media query). */
function emailSchemes(brand: BrandFile): Scheme[] {
  if (brand.colorScheme === 'dark') return ['dark'];
  return brand.colorScheme === 'inherit' ? ['light', 'dark'] : ['light'];
}

/** Every pair of every surface in both schemes, with its ratio (passing or not). */
export function contrastChecks(
  brand: BrandFile,
  light: ResolvedBrand,
  dark: ResolvedBrand,
): ContrastCheck[] {
  const checks = new Map<string, ContrastCheck>();
  const add = (resolved: ResolvedBrand, pairs: Pair[], surface: Surface) => {
    const v = resolved.values;
    for (const [fg, bg, min] of pairs) {
      const key = `${resolved.scheme} ${fg} ${bg}`;
      const known = checks.get(key);
      if (known) {
        if (!known.surfaces.includes(surface)) known.surfaces.push(surface);
        continue;
      }
      const bgValue = bg === PAPER ? PAPER_COLOUR : v[bg]!;
      // Backgrounds that are themselves translucent sit on the page background.
      const base = bg === 'page.background' || bg === PAPER ? undefined : v['page.background'];
      checks.set(key, {
        fg,
        bg,
        min,
        scheme: resolved.scheme,
        surfaces: [surface],
        pointer: pointer(fg, resolved.scheme),
        fgValue: v[fg]!,
        bgValue,
        base,
        ratio: contrastRatio(v[fg]!, bgValue, base),
      });
    }
  };
  add(light, WIDGET, 'widget');
  add(dark, WIDGET, 'widget');
  for (const scheme of emailSchemes(brand)) add(scheme === 'dark' ? dark : light, EMAIL, 'email');
  add(light, TICKET, 'e-ticket'); // always light
  return [...checks.values()];
}

export const failsContrast = (c: ContrastCheck) => c.ratio !== undefined && c.ratio < c.min;

/** The message of a failing check. */
function contrastMessage(c: ContrastCheck): string {
  const bg = c.bg === PAPER ? 'the e-ticket paper' : c.bg;
  return `contrast of ${c.fg} (${c.fgValue}) on ${bg} (${c.bgValue}) is ${c.ratio!.toFixed(2)}:1 in the ${c.scheme} scheme (${c.surfaces.join(', ')}); WCAG AA asks for at least ${c.min}:1`;
}

/** Warnings about the brand as a whole: both schemes' contrast, and a dark brand with no logo. */
export function brandWarnings(
  brand: BrandFile,
  light: ResolvedBrand,
  dark: ResolvedBrand,
): BrandMessage[] {
  const out: BrandMessage[] = contrastChecks(brand, light, dark)
    .filter(failsContrast)
    .map((c) => ({ pointer: c.pointer, severity: 'warning', message: contrastMessage(c) }));
  if (brand.colorScheme === 'dark' && !light.logo) {
    out.push({
      pointer: '/logo',
      severity: 'warning',
      message:
        'a dark brand still needs logo (the mark for light backgrounds): e-tickets and light order confirmation emails always use it',
    });
  }
  return out;
}
