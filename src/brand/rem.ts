/**
 * Lengths in rem turned into px at 16px per rem, so the host page's root font size cannot shrink
 * the widget (nor Stripe's card form, which gets the brand's radius in px).
 */

const REM_PX = 16;

const round = (n: number) => String(Math.round(n * 1000) / 1000);

/** Replaces every `<number>rem` with px (lengths, and lengths inside shadows). */
export function remToPx(value: string): string {
  return value.replace(
    /(^|[\s(,])(\d*\.?\d+)rem\b/g,
    (_, pre: string, n: string) => `${pre}${round(Number(n) * REM_PX)}px`,
  );
}
