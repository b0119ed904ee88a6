import type { LiftedSeat } from './lifted-seats.js';
import type { SeatGroupData, SeatRecord } from './seat-map-types.js';

/**
 * Joins the seat elements of a venue SVG with the seats response and orders them into rows, so
 * that navigation, best-available and painting never query the DOM again.
 */

export interface SeatRow {
  key: string;
  section: string;
  row: string;
  /** Seats ordered left to right. */
  seats: SeatRecord[];
  /** Mean y of the row's seats: orders rows within a section. */
  y: number;
  /** Median gap between neighbouring seats: a larger gap is an aisle. */
  pitch: number;
}

export interface SeatIndex {
  seats: Map<string, SeatRecord>;
  rows: Map<string, SeatRow>;
  /** Rows of each section, ordered top to bottom. */
  sectionRows: Map<string, SeatRow[]>;
  /** Every seat in reading order (section, row top to bottom, left to right). */
  ordered: SeatRecord[];
  /** Runs of lifted seats (`lifted-seats.ts`), drawn by the painter rather than kept as elements. */
  runs: DrawnRun[];
  /** The drawing code of an arena-sized plan, when this one is drawn. */
  drawn: DrawnPlan | null;
}

/** A seat of a drawn run, as the index records it: null when its id was already taken. */
export type DrawnSeatRecorder = (
  id: string,
  section: string,
  row: string,
  number: string | null,
  at: { x: number; y: number; r: number },
) => SeatRecord | null;

/**
 * How an arena-sized plan is drawn (`drawn-plan.ts`, loaded only for one): its seats lifted out of
 * the text, indexed run by run, drawn as paths, and found under a point by their geometry.
 */
export interface DrawnPlan {
  /** The seats lifted out of the plan's text, by run (`<g data-ts-run="n">`). */
  readonly lifted: readonly (readonly LiftedSeat[])[];
  indexRun(holder: SVGGElement, run: readonly LiftedSeat[], record: DrawnSeatRecorder): DrawnRun;
  /** Every run is indexed: what finds a seat under a point is made now, not at the first click. */
  indexed(index: SeatIndex): void;
  draw(run: DrawnRun, slotOf: ReadonlyMap<string, number>): void;
  /** The drawn seat at a point of the root's user space, if any. */
  seatAt(index: SeatIndex, x: number, y: number): SeatRecord | null;
  /**
   * The mouse at a point of the root's user space (null: gone, or dragging): a hover ring in the
   * overlay on the seat for sale under it, and the viewport's `data-ts-over` for its cursor.
   */
  hover(index: SeatIndex, at: DOMPoint | null, overlay: SVGGElement, viewport: HTMLElement): void;
}

/** One run of lifted seats: the group they are drawn in, and their centres in its user space. */
export interface DrawnRun {
  holder: SVGGElement;
  seats: SeatRecord[];
  /** x, y and r of each seat in `holder`'s user space, three numbers a seat. */
  local: number[];
}

export function attrFromAncestors(el: Element, name: string): string {
  const holder = el.closest(`[${name}]`);
  return holder?.getAttribute(name) ?? '';
}

function num(el: Element, name: string): number {
  return Number.parseFloat(el.getAttribute(name) ?? '') || 0;
}

/** Centre and radius of a seat shape in the SVG's user space. */
function geometry(
  el: SVGGraphicsElement,
  hasTransforms: boolean,
): { x: number; y: number; r: number } {
  let x: number;
  let y: number;
  let r: number;
  const tag = el.localName;
  if (tag === 'circle' || tag === 'ellipse') {
    x = num(el, 'cx');
    y = num(el, 'cy');
    r = tag === 'circle' ? num(el, 'r') : Math.max(num(el, 'rx'), num(el, 'ry'));
  } else if (tag === 'rect' || tag === 'use') {
    const w = num(el, 'width');
    const h = num(el, 'height');
    x = num(el, 'x') + w / 2;
    y = num(el, 'y') + h / 2;
    r = Math.max(w, h) / 2;
  } else {
    const box = el.getBBox();
    x = box.x + box.width / 2;
    y = box.y + box.height / 2;
    r = Math.max(box.width, box.height) / 2;
  }
  // Sections are often rotated or moved groups: map the centre into the root's user space.
  const m = hasTransforms && el.closest('[transform]') ? rootMatrix(el) : null;
  if (m) ({ x, y, r } = mapped(m, x, y, r));
  return { x, y, r: r || 1 };
}

/** The matrix from an element's user space to the root's. */
export function rootMatrix(el: SVGGraphicsElement): DOMMatrix | null {
  const ctm = el.getCTM();
  const rootCtm = el.ownerSVGElement?.getCTM();
  return ctm && rootCtm ? rootCtm.inverse().multiply(ctm) : null;
}

export function mapped(
  m: DOMMatrix,
  x: number,
  y: number,
  r: number,
): { x: number; y: number; r: number } {
  const p = new DOMPoint(x, y).matrixTransform(m);
  return { x: p.x, y: p.y, r: r * Math.hypot(m.a, m.b) };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Seats are the elements with class "seat" or a data-seat attribute, plus any element whose id is
 * a seat of the seats response (real venue files do not all use our class names).
 */
export function buildSeatIndex(
  svg: SVGSVGElement,
  groups: readonly SeatGroupData[],
  drawn: DrawnPlan | null = null,
): SeatIndex {
  const sales = new Map<
    string,
    { categoryId: string; serviceSeatId: string; restricted: string | null }
  >();
  for (const group of groups) {
    const categoryId = String(group.category_id);
    for (const [id, seat] of Object.entries(group.seats)) {
      sales.set(id, {
        categoryId,
        serviceSeatId: seat.service_seat_id,
        restricted: seat.restricted_view ?? null,
      });
    }
  }
  const hasTransforms = svg.querySelector('[transform]') !== null;
  const seats = new Map<string, SeatRecord>();
  const rows = new Map<string, SeatRow>();
  const runs: DrawnRun[] = [];
  /** Records a seat and files it in its row; null when its id is already a seat. */
  const add = (
    id: string,
    el: SVGGraphicsElement | null,
    section: string,
    row: string,
    number: string | null,
    at: { x: number; y: number; r: number },
  ): SeatRecord | null => {
    if (seats.has(id)) return null;
    const sale = sales.get(id);
    const rowKey = `${section}\u0000${row}`;
    const record: SeatRecord = {
      id,
      el,
      section,
      row,
      number: number ?? /(\d+)\D*$/.exec(id)?.[1] ?? id,
      ...at,
      rowKey,
      rowPos: 0,
      categoryId: sale?.categoryId ?? null,
      serviceSeatId: sale?.serviceSeatId ?? null,
      restrictedView: sale?.restricted ?? null,
    };
    seats.set(id, record);
    let seatRow = rows.get(rowKey);
    if (!seatRow)
      rows.set(rowKey, (seatRow = { key: rowKey, section, row, seats: [], y: 0, pitch: 0 }));
    seatRow.seats.push(record);
    return record;
  };
  const recordDrawn: DrawnSeatRecorder = (id, section, row, number, at) =>
    add(id, null, section, row, number, at);
  for (const el of svg.querySelectorAll<SVGGraphicsElement>(
    drawn ? '[id], g[data-ts-run]' : '[id]',
  )) {
    const run = drawn?.lifted[Number(el.getAttribute('data-ts-run'))];
    if (run && el.localName === 'g') {
      runs.push(drawn!.indexRun(el as SVGGElement, run, recordDrawn));
    } else if (el.classList.contains('seat') || el.hasAttribute('data-seat') || sales.has(el.id)) {
      add(
        el.id,
        el,
        attrFromAncestors(el, 'data-section'),
        attrFromAncestors(el, 'data-row'),
        el.getAttribute('data-seat'),
        geometry(el, hasTransforms),
      );
    }
  }
  const sectionRows = new Map<string, SeatRow[]>();
  for (const seatRow of rows.values()) {
    seatRow.seats.sort((a, b) => a.x - b.x);
    let sumY = 0;
    const gaps: number[] = [];
    seatRow.seats.forEach((seat, i) => {
      seat.rowPos = i;
      sumY += seat.y;
      if (i > 0) gaps.push(seat.x - seatRow.seats[i - 1].x);
    });
    seatRow.y = sumY / seatRow.seats.length;
    seatRow.pitch = median(gaps);
    const list = sectionRows.get(seatRow.section) ?? [];
    list.push(seatRow);
    sectionRows.set(seatRow.section, list);
  }
  const ordered: SeatRecord[] = [];
  for (const list of sectionRows.values()) {
    list.sort((a, b) => a.y - b.y);
    for (const seatRow of list) ordered.push(...seatRow.seats);
  }
  const index = { seats, rows, sectionRows, ordered, runs, drawn };
  drawn?.indexed(index);
  return index;
}

/** The seat an event happened on: the nearest element of its path that is a seat, up to `stop`. */
export function seatFromPath(
  index: SeatIndex,
  path: readonly EventTarget[],
  stop: EventTarget,
): SeatRecord | null {
  for (const node of path) {
    if (node === stop) break;
    if (node instanceof Element && node.id) {
      const seat = index.seats.get(node.id);
      if (seat) return seat;
    }
  }
  return null;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

/** Nearest seat of the whole map in a direction, for leaving a row or a section at its edge. */
function nearestInDirection(index: SeatIndex, from: SeatRecord, dir: Direction): SeatRecord | null {
  const horizontal = dir === 'left' || dir === 'right';
  const sign = dir === 'right' || dir === 'down' ? 1 : -1;
  const ahead: { seat: SeatRecord; along: number; across: number }[] = [];
  for (const seat of index.seats.values()) {
    const along = (horizontal ? seat.x - from.x : seat.y - from.y) * sign;
    const across = Math.abs(horizontal ? seat.y - from.y : seat.x - from.x);
    if (seat !== from && along > from.r * 0.5) ahead.push({ seat, along, across });
  }
  if (!horizontal) {
    // Up or down means the nearest row in that direction, then the seat in it nearest across.
    const reachable = ahead.filter((c) => c.across <= from.r * 12);
    if (reachable.length > 0) {
      const nearestRow = Math.min(...reachable.map((c) => c.along));
      let best = reachable[0];
      for (const c of reachable) {
        if (c.along > nearestRow + from.r) continue;
        if (best.along > nearestRow + from.r || c.across < best.across) best = c;
      }
      return best.seat;
    }
  }
  // Straight ahead wins over diagonal: sideways distance counts three times.
  let best: SeatRecord | null = null;
  let bestScore = Infinity;
  for (const c of ahead) {
    const score = c.along + c.across * 3;
    if (score < bestScore) {
      bestScore = score;
      best = c.seat;
    }
  }
  return best;
}

/**
 * The neighbouring seat: left/right within the row by position; up/down to the seat of the
 * adjacent row (by height, same section) nearest horizontally. At an edge, the nearest seat in that
 * direction anywhere on the map, or null when there is none.
 */
export function neighbour(index: SeatIndex, from: SeatRecord, dir: Direction): SeatRecord | null {
  const row = index.rows.get(from.rowKey);
  if (!row) return null;
  if (dir === 'left' || dir === 'right') {
    const next = row.seats[from.rowPos + (dir === 'right' ? 1 : -1)];
    return next ?? nearestInDirection(index, from, dir);
  }
  const list = index.sectionRows.get(from.section) ?? [];
  const nextRow = list[list.indexOf(row) + (dir === 'down' ? 1 : -1)];
  if (!nextRow) return nearestInDirection(index, from, dir);
  let best = nextRow.seats[0];
  for (const seat of nextRow.seats) {
    if (Math.abs(seat.x - from.x) < Math.abs(best.x - from.x)) best = seat;
  }
  return best;
}
