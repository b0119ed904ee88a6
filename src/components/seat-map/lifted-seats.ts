import { DRAWN_FROM_SEATS, mayBeDrawn } from './drawn-size.js';

/**
 * Arena-sized plans draw their seats rather than keep an element per seat. Before the venue SVG is
 * parsed, its plain seat circles are lifted out of the text: each run of them (the seats of one
 * row, side by side in the file) becomes one empty `<g data-ts-run="n">` in the same place, and
 * the painter later fills it with one path per paint state. Parsing, sanitizing, styling and
 * painting 20,000 elements was most of the time a 20,000-seat plan took to appear.
 *
 * Lifting never decides what reaches the page: the text left over goes through the sanitizer like
 * any plan, and what is lifted is read as numbers (centre, radius) and strings shown as text (id,
 * section, row, seat). A circle is lifted only when it is plainly a seat and plainly written: class
 * "seat" or a data-seat attribute, a non-empty id, numeric cx, cy and r, quoted values with no
 * `<`, `>` or `&`, and no attribute that would change how it looks beyond the seat states we paint
 * (a transform, a style, an opacity). Anything else stays an element, and a file with comments,
 * CDATA or raw-text elements inside the plan is not lifted at all, since a circle written there
 * is not a circle. Plans with fewer seats than `DRAWN_FROM_SEATS` keep an element per seat: CSS
 * hover and the venue's own seat shapes, at a cost that stays small at theatre size.
 */

/** A seat read from the text: centre and radius in its parent's user space, its own data-*. */
export interface LiftedSeat {
  id: string;
  cx: number;
  cy: number;
  r: number;
  section: string | null;
  row: string | null;
  number: string | null;
}

export interface LiftedPlan {
  /** The SVG text with every run of lifted seats replaced by its `<g data-ts-run="n">`. */
  text: string;
  /** Lifted seats by run, in document order. */
  runs: LiftedSeat[][];
}

/** What makes a circle not a circle, or a placeholder not ours, somewhere inside the plan. */
const OPAQUE =
  /<!--|<!\[CDATA\[|<(?:script|style|textarea|xmp|iframe|noembed|noframes|noscript|plaintext|foreignobject|template)\b|data-ts-run/i;
/** A self-closed or empty `<circle>` whose attributes are all name="value" with plain values. */
const CIRCLE =
  /<circle((?:\s+[a-zA-Z_:][-\w:.]*\s*=\s*(?:"[^"<>&]*"|'[^'<>&]*'))*)\s*(?:\/>|>\s*<\/circle\s*>)/g;
const ATTRIBUTE = /\s+([a-zA-Z_:][-\w:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const NUMBER = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?\s*$/i;
/** Attributes a lifted seat may carry besides data-* and aria-*: the painter sets fill and stroke. */
const PLAIN = new Set(['id', 'class', 'cx', 'cy', 'r', 'fill', 'stroke', 'stroke-width', 'role']);
const SEAT_CLASS = /(?:^|\s)seat(?:\s|$)/;

/** The seat a circle's attributes describe, or null when it is not plainly a seat. */
function readSeat(attributes: string): LiftedSeat | null {
  let id: string | undefined;
  let cls: string | undefined;
  let cx: string | undefined;
  let cy: string | undefined;
  let r: string | undefined;
  let section: string | undefined;
  let row: string | undefined;
  let number: string | undefined;
  ATTRIBUTE.lastIndex = 0;
  // The HTML parser keeps an attribute's first value: `??=` keeps the first of ours.
  for (let m = ATTRIBUTE.exec(attributes); m; m = ATTRIBUTE.exec(attributes)) {
    const name = m[1].toLowerCase();
    const value = m[2] ?? m[3];
    if (name === 'id') id ??= value.trim();
    else if (name === 'class') cls ??= value;
    else if (name === 'cx') cx ??= value;
    else if (name === 'cy') cy ??= value;
    else if (name === 'r') r ??= value;
    else if (name === 'data-section') section ??= value;
    else if (name === 'data-row') row ??= value;
    else if (name === 'data-seat') number ??= value;
    else if (!PLAIN.has(name) && !name.startsWith('data-') && !name.startsWith('aria-'))
      return null;
  }
  if (!id || !(number !== undefined || SEAT_CLASS.test(cls ?? ''))) return null;
  cx ??= '0';
  cy ??= '0';
  if (!r || !NUMBER.test(cx) || !NUMBER.test(cy) || !NUMBER.test(r) || !(Number(r) > 0))
    return null;
  return {
    id,
    cx: Number(cx),
    cy: Number(cy),
    r: Number(r),
    section: section ?? null,
    row: row ?? null,
    number: number ?? null,
  };
}

/** True when the text between two offsets is only whitespace (the seats share a parent). */
function onlySpace(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 9 && c !== 13 && c !== 12) return false;
  }
  return true;
}

/**
 * Lifts the plain seat circles out of venue SVG text, or returns null when the plan keeps an
 * element per seat (fewer than `DRAWN_FROM_SEATS` plain seats, or text that cannot be read plainly).
 */
export function liftSeats(source: string): LiftedPlan | null {
  const start = source.search(/<svg\b/i);
  if (start === -1 || !mayBeDrawn(source)) return null;
  if (OPAQUE.test(source.slice(start))) return null;
  const runs: LiftedSeat[][] = [];
  const parts: string[] = [];
  let copied = 0;
  let run: LiftedSeat[] | null = null;
  let runEnd = -1;
  let count = 0;
  CIRCLE.lastIndex = start;
  for (let m = CIRCLE.exec(source); m; m = CIRCLE.exec(source)) {
    const seat = readSeat(m[1]);
    if (!seat) {
      run = null;
      continue;
    }
    count++;
    if (run && onlySpace(source, runEnd, m.index)) {
      run.push(seat);
    } else {
      parts.push(source.slice(copied, m.index), `<g data-ts-run="${runs.length}"></g>`);
      run = [seat];
      runs.push(run);
    }
    copied = runEnd = m.index + m[0].length;
  }
  if (count < DRAWN_FROM_SEATS) return null;
  parts.push(source.slice(copied));
  return { text: parts.join(''), runs };
}
