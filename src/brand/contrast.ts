/**
 * WCAG 2.x contrast warnings on a resolved brand, per scheme. A warning names the foreground and
 * background fields and the ratio; it never blocks the brand.
 */
import { contrastRatio } from './color.js';
import type { BrandFile, BrandMessage, ResolvedBrand } from './types.js';

/** [foreground, background, minimum ratio] */
const PAIRS: [string, string, number][] = [
  ['page.text', 'page.background', 4.5],
  ['page.text', 'card.background', 4.5],
  ['page.textMuted', 'page.background', 4.5],
  ['page.textMuted', 'card.background', 4.5],
  ['page.link', 'page.background', 4.5],
  ['page.link', 'card.background', 4.5],
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
  ['footer.text', 'footer.background', 4.5],
  ['footer.link', 'footer.background', 4.5],
  // Status tags and messages are small text on their own pale fill.
  ['status.error', 'status.errorBackground', 4.5],
  ['status.success', 'status.successBackground', 4.5],
  ['status.warning', 'status.warningBackground', 4.5],
  ['status.info', 'status.infoBackground', 4.5],
];

const pointer = (path: string, scheme: string) =>
  `${scheme === 'dark' ? '/dark' : ''}/${path.replace(/\./g, '/')}`;

/** Contrast failures of one resolved scheme. */
function contrastWarnings(resolved: ResolvedBrand): BrandMessage[] {
  const v = resolved.values;
  const out: BrandMessage[] = [];
  for (const [fg, bg, min] of PAIRS) {
    // Backgrounds that are themselves translucent sit on the page background.
    const ratio = contrastRatio(
      v[fg]!,
      v[bg]!,
      bg === 'page.background' ? undefined : v['page.background'],
    );
    if (ratio === undefined || ratio >= min) continue;
    out.push({
      pointer: pointer(fg, resolved.scheme),
      severity: 'warning',
      message: `contrast of ${fg} (${v[fg]}) on ${bg} (${v[bg]}) is ${ratio.toFixed(2)}:1 in the ${resolved.scheme} scheme; WCAG AA asks for at least ${min}:1`,
    });
  }
  return out;
}

/** Warnings about the brand as a whole: both schemes' contrast, and a dark brand with no logo. */
export function brandWarnings(
  brand: BrandFile,
  light: ResolvedBrand,
  dark: ResolvedBrand,
): BrandMessage[] {
  const out = [...contrastWarnings(light), ...contrastWarnings(dark)];
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
