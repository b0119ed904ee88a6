/**
 * Brand values read the same way by the widget's CSS (css.ts) and by Stripe's card form
 * (stripe.ts): lengths in px, a font stack's first family. One small module for both, so the
 * checkout does not fetch the brand's font loader for a function of three lines.
 */

const REM_PX = 16;

const round = (n: number) => String(Math.round(n * 1000) / 1000);

/**
 * Replaces every `<number>rem` with px at 16px per rem (lengths, and lengths inside shadows), so
 * the host page's root font size cannot shrink the widget, nor Stripe's card form, which gets the
 * brand's radius in px.
 */
export function remToPx(value: string): string {
  return value.replace(
    /(^|[\s(,])(\d*\.?\d+)rem\b/g,
    (_, pre: string, n: string) => `${pre}${round(Number(n) * REM_PX)}px`,
  );
}

/** First family of a font-family list, unquoted: `"Playfair Display", serif` -> Playfair Display. */
export function firstFamily(font: string): string {
  const first = font.split(',')[0]!.trim();
  return first.replace(/^(["'])(.*)\1$/, '$2');
}
