import type { SeatIndex } from './seat-index.js';
import type { SeatRecord } from './seat-map-types.js';

/**
 * Writes seat states into the venue SVG. The first paint walks every seat once; afterwards only
 * the seats whose state changed are touched (attributes on those elements, one check mark each).
 * The styles read `data-ts-state`, `data-ts-cat` and `data-ts-restricted`.
 *
 * Drawn seats (an arena-sized plan, `drawn-plan.ts`) have no element: each run is drawn as one
 * path per paint state, and a selected one is drawn again above the plan, in the selected colours
 * under its check mark. A toggle then touches the overlay only, never the 20,000 seats' paths.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Palette slots the stylesheet defines; more categories reuse slots in order. */
export const PALETTE_SLOTS = 12;
const FOCUS_RING_MIN_PX = 8;
const FOCUS_RING_STROKE_PX = 2.5;

export class SeatPainter {
  /** Check marks and rings over the plan, in the root's user space. */
  readonly overlay: SVGGElement;
  private readonly ring: SVGCircleElement;
  private readonly checks = new Map<string, SVGGElement>();

  constructor(private readonly svg: SVGSVGElement) {
    this.overlay = document.createElementNS(SVG_NS, 'g');
    this.overlay.setAttribute('class', 'ts-overlay');
    this.overlay.setAttribute('aria-hidden', 'true');
    this.ring = document.createElementNS(SVG_NS, 'circle');
    this.ring.setAttribute('class', 'ts-focus-ring');
    this.ring.setAttribute('r', '0');
    this.overlay.append(this.ring);
    // New seats data on the same plan: the last painter's marks and ring go with it.
    svg.querySelector(':scope > .ts-overlay')?.remove();
    svg.append(this.overlay);
  }

  /** Full paint after new data: category colour slot, availability and restricted view of every seat. */
  paintAll(
    index: SeatIndex,
    slotOf: ReadonlyMap<string, number>,
    selected: ReadonlySet<string>,
  ): void {
    for (const check of this.checks.values()) check.remove();
    this.checks.clear();
    let radius = 0;
    for (const run of index.runs) index.drawn?.draw(run, slotOf);
    for (const seat of index.seats.values()) {
      radius = Math.max(radius, seat.r);
      const el = seat.el;
      if (!el) {
        if (seat.categoryId !== null && selected.has(seat.id)) this.setSelected(seat, true);
        continue;
      }
      // Inline styles from the venue file would beat the stylesheet's state colours.
      if (el.hasAttribute('style')) el.removeAttribute('style');
      if (seat.categoryId === null) {
        el.setAttribute('data-ts-state', 'unavailable');
        el.removeAttribute('data-ts-cat');
      } else {
        el.setAttribute('data-ts-cat', String((slotOf.get(seat.categoryId) ?? 0) % PALETTE_SLOTS));
        this.setSelected(seat, selected.has(seat.id));
      }
      if (seat.restrictedView) el.setAttribute('data-ts-restricted', '');
      else el.removeAttribute('data-ts-restricted');
    }
    // Stroke widths are proportional to the seat size: in SVG user space 1px is one user unit.
    this.svg.style.setProperty('--_seat-r', String(radius || 1));
  }

  setSelected(seat: SeatRecord, selected: boolean): void {
    if (seat.categoryId === null) return;
    seat.el?.setAttribute('data-ts-state', selected ? 'selected' : 'available');
    const existing = this.checks.get(seat.id);
    if (selected && !existing) {
      // A check mark, so the selected state does not rely on colour alone.
      const g = document.createElementNS(SVG_NS, 'g');
      g.setAttribute('class', 'ts-check');
      g.setAttribute('transform', `translate(${seat.x} ${seat.y}) scale(${seat.r})`);
      // A ring around it: a picked seat stands out among dots on a phone's zoomed-out plan.
      const halo = document.createElementNS(SVG_NS, 'circle');
      halo.setAttribute('class', 'ts-halo');
      halo.setAttribute('r', '1.35');
      g.append(halo);
      if (!seat.el) {
        // A drawn seat: the selected seat itself, drawn over its run.
        const picked = document.createElementNS(SVG_NS, 'circle');
        picked.setAttribute('class', 'ts-picked');
        picked.setAttribute('r', '1');
        g.append(picked);
      }
      const path = document.createElementNS(SVG_NS, 'path');
      path.setAttribute('d', 'M-0.48 0.02 L-0.14 0.36 L0.5 -0.32');
      g.append(path);
      this.overlay.insertBefore(g, this.ring);
      this.checks.set(seat.id, g);
    } else if (!selected && existing) {
      existing.remove();
      this.checks.delete(seat.id);
    }
  }

  private zoom = 1;

  /**
   * The plan's zoom (a CSS transform above the SVG, which a non-scaling stroke does not see):
   * the selection's rings divide their width by it, to keep one weight on screen.
   */
  zoomed(scale: number): void {
    if (scale === this.zoom) return;
    this.zoom = scale;
    this.overlay.style.setProperty('--_zoom', String(scale));
  }

  setFocus(seat: SeatRecord | null): void {
    if (!seat) {
      this.ring.setAttribute('r', '0');
      return;
    }
    // Screen px per plan unit, zoom included: the ring keeps a size and weight a buyer can see
    // on a phone, where the arena's seats are dots, without swamping them when zoomed in.
    const px = this.pxPerUnit();
    this.ring.setAttribute('cx', String(seat.x));
    this.ring.setAttribute('cy', String(seat.y));
    this.ring.setAttribute('r', String(Math.max(seat.r * 1.7, FOCUS_RING_MIN_PX / px)));
    this.ring.style.setProperty(
      'stroke-width',
      `${Math.max(seat.r * 0.35, FOCUS_RING_STROKE_PX / px)}px`,
    );
  }

  /** The focus ring's position on screen, to keep the focused seat in view while zoomed. */
  focusRect(): DOMRect {
    return this.ring.getBoundingClientRect();
  }

  /** A seat's box on screen, from its centre and radius (a drawn seat has no element to ask). */
  clientRect(seat: SeatRecord): DOMRect {
    const m = this.svg.getScreenCTM();
    if (!m) return new DOMRect();
    const p = new DOMPoint(seat.x, seat.y).matrixTransform(m);
    const r = seat.r * Math.hypot(m.a, m.b);
    return new DOMRect(p.x - r, p.y - r, 2 * r, 2 * r);
  }

  /** A point in client coordinates in the plan's user space (the zoom's transform included). */
  toPlan(clientX: number, clientY: number): DOMPoint | null {
    const m = this.svg.getScreenCTM();
    return m ? new DOMPoint(clientX, clientY).matrixTransform(m.inverse()) : null;
  }

  private pxPerUnit(): number {
    const m = this.svg.getScreenCTM();
    return (m && Math.hypot(m.a, m.b)) || 1;
  }
}
