import { liftSeats, type LiftedSeat } from './lifted-seats.js';
import {
  attrFromAncestors,
  mapped,
  rootMatrix,
  type DrawnPlan,
  type DrawnRun,
  type DrawnSeatRecorder,
  type SeatIndex,
} from './seat-index.js';
import type { SeatRecord } from './seat-map-types.js';
import { PALETTE_SLOTS } from './seat-painter.js';

/**
 * The drawing code of an arena-sized plan, a chunk of its own that the seat map loads only when a
 * plan may be drawn (`drawn-size.ts`): seats lifted out of the text (`lifted-seats.ts`), indexed
 * run by run, drawn as one path per run and paint state (`data-ts-drawn`, with `data-ts-cat` and
 * `data-ts-restricted` as element seats have), and found under a point through a grid of cells.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Slack around a drawn seat that still counts as on it: a fingertip is not a pixel. */
const HIT_SLACK = 1.25;

interface SeatGrid {
  cell: number;
  cells: Map<number, SeatRecord[]>;
}

function cellKey(i: number, j: number): number {
  return (i + 32768) * 65536 + (j + 32768);
}

/** Drawn seats by cell of a grid twice the largest seat wide: a point's seat is in its cell or next. */
function gridOf(runs: readonly DrawnRun[]): SeatGrid {
  let largest = 0;
  for (const run of runs) for (const seat of run.seats) largest = Math.max(largest, seat.r);
  const cell = 2 * largest || 1;
  const cells = new Map<number, SeatRecord[]>();
  for (const run of runs) {
    for (const seat of run.seats) {
      const key = cellKey(Math.floor(seat.x / cell), Math.floor(seat.y / cell));
      const list = cells.get(key);
      if (list) list.push(seat);
      else cells.set(key, [seat]);
    }
  }
  return { cell, cells };
}

/** A circle as path data: two arcs, with no element of its own. */
function circlePath(x: number, y: number, r: number): string {
  return `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

class LiftedPlan implements DrawnPlan {
  /** The grid of each index of this plan. */
  private readonly grids = new WeakMap<SeatIndex, SeatGrid>();
  private hovered: SeatRecord | null = null;
  private readonly ring = document.createElementNS(SVG_NS, 'circle');

  constructor(readonly lifted: readonly (readonly LiftedSeat[])[]) {}

  indexRun(holder: SVGGElement, run: readonly LiftedSeat[], record: DrawnSeatRecorder): DrawnRun {
    const drawn: DrawnRun = { holder, seats: [], local: [] };
    // The run's section and row come from its groups, unless a seat names its own.
    const section = attrFromAncestors(holder, 'data-section');
    const row = attrFromAncestors(holder, 'data-row');
    const toRoot = holder.closest('[transform]') ? rootMatrix(holder) : null;
    for (const seat of run) {
      const at = toRoot
        ? mapped(toRoot, seat.cx, seat.cy, seat.r)
        : { x: seat.cx, y: seat.cy, r: seat.r };
      const rec = record(seat.id, seat.section ?? section, seat.row ?? row, seat.number, at);
      if (!rec) continue;
      drawn.seats.push(rec);
      drawn.local.push(seat.cx, seat.cy, seat.r);
    }
    return drawn;
  }

  indexed(index: SeatIndex): void {
    // Made with the index, so the buyer's first click does not wait for it (about 10 ms).
    this.grids.set(index, gridOf(index.runs));
  }

  /** Draws a run as one path per paint state: not for sale, or category slot and view. */
  draw(run: DrawnRun, slotOf: ReadonlyMap<string, number>): void {
    const paths = new Map<string, string[]>();
    run.seats.forEach((seat, i) => {
      const key =
        seat.categoryId === null
          ? 'u'
          : `${(slotOf.get(seat.categoryId) ?? 0) % PALETTE_SLOTS}${seat.restrictedView ? 'r' : ''}`;
      const d = circlePath(run.local[3 * i], run.local[3 * i + 1], run.local[3 * i + 2]);
      const list = paths.get(key);
      if (list) list.push(d);
      else paths.set(key, [d]);
    });
    const children: SVGPathElement[] = [];
    for (const [key, list] of paths) {
      const path = document.createElementNS(SVG_NS, 'path');
      if (key === 'u') {
        path.setAttribute('data-ts-drawn', 'unavailable');
      } else {
        path.setAttribute('data-ts-drawn', 'available');
        path.setAttribute('data-ts-cat', key.replace('r', ''));
        if (key.endsWith('r')) path.setAttribute('data-ts-restricted', '');
      }
      path.setAttribute('d', list.join(''));
      children.push(path);
    }
    run.holder.replaceChildren(...children);
  }

  /** The drawn seat at a point (nearest centre within its radius and a little slack), if any. */
  seatAt(index: SeatIndex, x: number, y: number): SeatRecord | null {
    let grid = this.grids.get(index);
    if (!grid) this.grids.set(index, (grid = gridOf(index.runs)));
    const i = Math.floor(x / grid.cell);
    const j = Math.floor(y / grid.cell);
    let best: SeatRecord | null = null;
    let bestDistance = Infinity;
    for (let di = -1; di <= 1; di++) {
      for (let dj = -1; dj <= 1; dj++) {
        for (const seat of grid.cells.get(cellKey(i + di, j + dj)) ?? []) {
          const distance = Math.hypot(seat.x - x, seat.y - y);
          if (distance <= seat.r * HIT_SLACK && distance < bestDistance) {
            best = seat;
            bestDistance = distance;
          }
        }
      }
    }
    return best;
  }

  hover(index: SeatIndex, at: DOMPoint | null, overlay: SVGGElement, viewport: HTMLElement): void {
    const seat = at && this.seatAt(index, at.x, at.y);
    if (seat === this.hovered) return;
    this.hovered = seat;
    const forSale = seat?.serviceSeatId != null;
    if (seat) viewport.setAttribute('data-ts-over', forSale ? 'available' : 'unavailable');
    else viewport.removeAttribute('data-ts-over');
    if (!seat || !forSale) return this.ring.remove();
    this.ring.setAttribute('class', 'ts-hover');
    this.ring.setAttribute('cx', String(seat.x));
    this.ring.setAttribute('cy', String(seat.y));
    this.ring.setAttribute('r', String(seat.r * 0.85));
    overlay.prepend(this.ring);
  }
}

/**
 * Lifts an arena-sized plan's seats: the text the sanitizer gets instead, and how the plan is
 * drawn; null when the plan keeps an element per seat.
 */
export function drawnPlan(source: string): { text: string; plan: DrawnPlan } | null {
  const lifted = liftSeats(source);
  return lifted && { text: lifted.text, plan: new LiftedPlan(lifted.runs) };
}
