import { neighbour, type Direction, type SeatIndex } from './seat-index.js';
import type { SeatRecord } from './seat-map-types.js';
import type { SeatPainter } from './seat-painter.js';
import type { PanZoom } from './pan-zoom.js';

/**
 * Keyboard navigation of the plan: one focused seat (a ring drawn in the SVG, the plan itself
 * keeps DOM focus), arrow keys to the neighbouring seat, Enter or Space to toggle it, + − 0 to
 * zoom. What the map owns is reached through the callbacks, so this holds only the focus.
 */

const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

export interface SeatKeyboardHost {
  index(): SeatIndex | null;
  painter(): SeatPainter | null;
  panZoom(): PanZoom | null;
  /** The seat focus starts on: the first selected, else the first for sale. */
  firstSeat(): SeatRecord | undefined;
  toggle(seat: SeatRecord): void;
  announce(seat: SeatRecord): void;
}

export class SeatKeyboard {
  /** The focused seat's id. */
  focusId: string | null = null;
  private zoomedTo = 1;

  constructor(private readonly host: SeatKeyboardHost) {}

  get focused(): SeatRecord | undefined {
    return this.focusId ? this.host.index()?.seats.get(this.focusId) : undefined;
  }

  /** A new plan: nothing is focused. */
  reset(): void {
    this.focusId = null;
  }

  /** The plan received focus. */
  onFocus = (): void => {
    // A press of the mouse or a finger focuses the plan too: picking and revealing the first seat
    // then would move the zoomed plan away from under the pointer.
    if (this.host.panZoom()?.pressed) return;
    this.focusFirst();
  };

  onKeyDown = (e: KeyboardEvent): void => {
    const index = this.host.index();
    if (!index) return;
    const current = this.focused;
    const dir = KEY_DIRECTIONS[e.key];
    const panZoom = this.host.panZoom();
    if (dir) {
      e.preventDefault();
      if (!current) return this.focusFirst();
      const next = neighbour(index, current, dir);
      if (next) this.setFocus(next, true);
      return;
    }
    if ((e.key === 'Enter' || e.key === ' ') && current) {
      e.preventDefault();
      this.host.toggle(current);
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      panZoom?.zoomBy(1.5);
    } else if (e.key === '-') {
      e.preventDefault();
      panZoom?.zoomBy(1 / 1.5);
    } else if (e.key === '0') {
      e.preventDefault();
      panZoom?.reset();
    }
  };

  focusFirst(): void {
    if (this.focusId || !this.host.index()) return;
    const first = this.host.firstSeat();
    if (first) this.setFocus(first, true);
  }

  /** Focuses a seat and announces it; `reveal` pans a zoomed plan to keep it in view. */
  setFocus(seat: SeatRecord, reveal: boolean): void {
    this.focusId = seat.id;
    const painter = this.host.painter();
    const panZoom = this.host.panZoom();
    painter?.setFocus(seat);
    this.host.announce(seat);
    if (reveal && panZoom && panZoom.scale > 1) {
      const box = painter?.focusRect();
      if (box) panZoom.reveal(box.x + box.width / 2, box.y + box.height / 2);
    }
  }

  /** The focus ring is sized in screen px: size it again when the zoom (not the pan) changes. */
  onZoom(): void {
    const scale = this.host.panZoom()?.scale ?? 1;
    if (scale === this.zoomedTo) return;
    this.zoomedTo = scale;
    const seat = this.focused;
    if (seat) this.host.painter()?.setFocus(seat);
  }
}
