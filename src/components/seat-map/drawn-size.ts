/**
 * The size from which a plan's seats are drawn rather than kept as elements (`lifted-seats.ts`),
 * and the cheap test the seat map makes before it loads the drawing code: a theatre-sized plan
 * never downloads it.
 */

/** Fewest lifted seats for which a plan is drawn. */
export const DRAWN_FROM_SEATS = 10_000;

/** True when the SVG text has at least `DRAWN_FROM_SEATS` circles: it may be drawn. */
export function mayBeDrawn(source: string): boolean {
  let count = 0;
  for (let at = source.indexOf('<circle'); at !== -1; at = source.indexOf('<circle', at + 1)) {
    if (++count >= DRAWN_FROM_SEATS) return true;
  }
  return false;
}
