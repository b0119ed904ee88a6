/**
 * Wheel, pinch, drag and button zoom for the seat map. The whole view moves through one CSS
 * transform on the stage element, so a 5,000-seat SVG is never re-laid out while panning. It is
 * written at once (Chromium already sends pointer moves once per frame), so seat positions read
 * right after a zoom are where the buyer sees them.
 */

const MIN_SCALE = 1;
const MAX_SCALE = 8;
/** Movement (px) after which a press becomes a drag and no longer selects a seat. */
const DRAG_THRESHOLD = 6;
/** How long after a drag or pinch a click still belongs to it. */
const GESTURE_CLICK_MS = 400;
/** How long after a pointer went up a focus of the plan is still that pointer's. */
const POINTER_FOCUS_MS = 1000;
/** Wheel delta (px) worth a factor e: a trackpad pinch sends a few px per event. */
const WHEEL_ZOOM_PX = 100;
/** Largest zoom step of one wheel event: one mouse-wheel notch (100–120 px) would be 3.3×. */
const WHEEL_STEP_MAX = 2.5;
/**
 * On-screen seat size (px) that showing picked seats zooms to: a fingertip's target on a
 * phone-sized plan, less on a wide one so the buyer still sees where in the house the block is.
 */
const TAPPABLE_SEAT_PX = 24;
const CLICKABLE_SEAT_PX = 14;
const NARROW_PLAN_PX = 600;

interface Point {
  x: number;
  y: number;
}

export class PanZoom {
  scale = 1;
  x = 0;
  y = 0;
  private readonly pointers = new Map<number, Point>();
  private dragStart: Point | null = null;
  private dragged = false;
  private pinch: { distance: number; scale: number; mid: Point } | null = null;
  /** When a drag or pinch ended (ms): the click that follows it must not toggle a seat. */
  private gestureEnd = -Infinity;
  /** When a pointer last went down or up on the plan (ms). */
  private lastPointer = -Infinity;

  constructor(
    private readonly viewport: HTMLElement,
    private readonly stage: HTMLElement,
    private readonly onChange: () => void = () => {},
  ) {
    viewport.addEventListener('pointerdown', this.onPointerDown);
    viewport.addEventListener('pointermove', this.onPointerMove);
    viewport.addEventListener('pointerup', this.onPointerUp);
    viewport.addEventListener('pointercancel', this.onPointerUp);
    viewport.addEventListener('wheel', this.onWheel, { passive: false });
  }

  disconnect(): void {
    this.viewport.removeEventListener('pointerdown', this.onPointerDown);
    this.viewport.removeEventListener('pointermove', this.onPointerMove);
    this.viewport.removeEventListener('pointerup', this.onPointerUp);
    this.viewport.removeEventListener('pointercancel', this.onPointerUp);
    this.viewport.removeEventListener('wheel', this.onWheel);
  }

  /**
   * A mouse button, pen or finger is down on the plan, or was a moment ago: Chromium focuses on
   * a touch tap only after pointerup, just before the tap's click.
   */
  get pressed(): boolean {
    return this.pointers.size > 0 || performance.now() - this.lastPointer < POINTER_FOCUS_MS;
  }

  /** True once for the click that ends a drag or pinch. */
  consumeGestureClick(): boolean {
    // Chromium sends a touch tap's click a little after pointerup; a click long after is not the
    // gesture's (a screen reader activating a seat, say) and must go through.
    const swallow = performance.now() - this.gestureEnd < GESTURE_CLICK_MS;
    this.gestureEnd = -Infinity;
    return swallow;
  }

  /** Zooms by `factor` keeping the viewport point (px from its top-left) still. */
  zoomAt(factor: number, px: number, py: number): void {
    const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, this.scale * factor));
    const k = scale / this.scale;
    this.x = px - (px - this.x) * k;
    this.y = py - (py - this.y) * k;
    this.scale = scale;
    this.commit();
  }

  zoomBy(factor: number): void {
    this.zoomAt(factor, this.viewport.clientWidth / 2, this.viewport.clientHeight / 2);
  }

  /** Pans by a screen distance; false when the plan is already at that edge and did not move. */
  panBy(dx: number, dy: number): boolean {
    const before = [this.x, this.y];
    this.x += dx;
    this.y += dy;
    this.commit();
    return this.x !== before[0] || this.y !== before[1];
  }

  reset(): void {
    this.scale = 1;
    this.x = 0;
    this.y = 0;
    this.commit();
  }

  /** Zooms in (never out) by `factor` and brings a point given in client coordinates to the middle. */
  centreOn(clientX: number, clientY: number, factor: number): void {
    const box = this.viewport.getBoundingClientRect();
    const px = clientX - box.left;
    const py = clientY - box.top;
    this.zoomAt(Math.max(1, factor), px, py);
    this.panBy(box.width / 2 - px, box.height / 2 - py);
  }

  /**
   * Zooms in so that the smallest of `boxes` (client rects) is `targetPx` wide, as far as they all
   * still fit, and centres them; never zooms out.
   */
  showBoxes(boxes: readonly DOMRect[], targetPx: number): void {
    const size = Math.min(...boxes.map((b) => b.width));
    if (!(size > 0)) return;
    const left = Math.min(...boxes.map((b) => b.left));
    const right = Math.max(...boxes.map((b) => b.right));
    const top = Math.min(...boxes.map((b) => b.top));
    const bottom = Math.max(...boxes.map((b) => b.bottom));
    const fit = (this.viewport.clientWidth * 0.8) / (right - left);
    this.centreOn((left + right) / 2, (top + bottom) / 2, Math.min(targetPx / size, fit));
  }

  /** Zooms to picked seats (client rects) when they are too small on screen to check or tap. */
  showSeats(boxes: readonly DOMRect[]): void {
    // The frame's container, not the frame: a tall plan gets a narrow frame on a wide screen too.
    const room = this.viewport.parentElement?.clientWidth ?? this.viewport.clientWidth;
    const narrow = room < NARROW_PLAN_PX;
    this.showBoxes(boxes, narrow ? TAPPABLE_SEAT_PX : CLICKABLE_SEAT_PX);
  }

  /** Pans so that a point given in client coordinates is in view, when it is not already. */
  reveal(clientX: number, clientY: number): void {
    const box = this.viewport.getBoundingClientRect();
    const margin = 24;
    const px = clientX - box.left;
    const py = clientY - box.top;
    if (px >= margin && py >= margin && px <= box.width - margin && py <= box.height - margin)
      return;
    this.panBy(box.width / 2 - px, box.height / 2 - py);
  }

  private commit(): void {
    const w = this.viewport.clientWidth;
    const h = this.viewport.clientHeight;
    // Keep the plan covering the viewport: no panning it out of sight.
    this.x = Math.min(0, Math.max(w - w * this.scale, this.x));
    this.y = Math.min(0, Math.max(h - h * this.scale, this.y));
    const transform = `translate(${this.x}px, ${this.y}px) scale(${this.scale})`;
    if (this.stage.style.transform !== transform) this.stage.style.transform = transform;
    this.onChange();
  }

  private local(e: PointerEvent | WheelEvent): Point {
    const box = this.viewport.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  }

  private readonly onPointerDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    this.lastPointer = performance.now();
    this.pointers.set(e.pointerId, this.local(e));
    if (this.pointers.size === 1) {
      this.gestureEnd = -Infinity;
      this.dragStart = this.local(e);
      this.dragged = false;
    } else if (this.pointers.size === 2) {
      const [a, b] = [...this.pointers.values()];
      this.pinch = {
        distance: Math.hypot(a.x - b.x, a.y - b.y) || 1,
        scale: this.scale,
        mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
      };
      this.dragged = true;
    }
  };

  private readonly onPointerMove = (e: PointerEvent) => {
    const previous = this.pointers.get(e.pointerId);
    if (!previous) return;
    // A mouse released outside the page never sent its pointerup: hovering must not pan.
    if (e.pointerType === 'mouse' && e.buttons === 0) return this.onPointerUp(e);
    const p = this.local(e);
    this.pointers.set(e.pointerId, p);
    if (this.pinch && this.pointers.size >= 2) {
      const [a, b] = [...this.pointers.values()];
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const target = (this.pinch.scale * Math.hypot(a.x - b.x, a.y - b.y)) / this.pinch.distance;
      this.x += mid.x - this.pinch.mid.x;
      this.y += mid.y - this.pinch.mid.y;
      this.pinch.mid = mid;
      this.zoomAt(target / this.scale, mid.x, mid.y);
      return;
    }
    if (!this.dragStart) return;
    if (!this.dragged) {
      if (Math.hypot(p.x - this.dragStart.x, p.y - this.dragStart.y) < DRAG_THRESHOLD) return;
      this.dragged = true;
      // Captured only once it is a drag, so a plain tap still clicks the seat under it.
      try {
        this.viewport.setPointerCapture(e.pointerId);
      } catch {
        // The pointer may already be gone (synthetic events, a lifted finger).
      }
    }
    this.panBy(p.x - previous.x, p.y - previous.y);
  };

  private readonly onPointerUp = (e: PointerEvent) => {
    if (!this.pointers.delete(e.pointerId)) return;
    this.lastPointer = performance.now();
    if (this.dragged) this.gestureEnd = performance.now();
    if (this.pointers.size < 2) this.pinch = null;
    if (this.pointers.size === 0) {
      this.dragStart = null;
      this.dragged = false;
    } else {
      // One finger of a pinch remains: carry on as a drag from where it is.
      this.dragStart = [...this.pointers.values()][0];
    }
  };

  private readonly onWheel = (e: WheelEvent) => {
    // Line and page deltas (Firefox, some mice) in px, so every device zooms at one speed.
    const unit =
      e.deltaMode === WheelEvent.DOM_DELTA_LINE
        ? 16
        : e.deltaMode === WheelEvent.DOM_DELTA_PAGE
          ? this.viewport.clientHeight
          : 1;
    if (e.ctrlKey) {
      // Trackpad pinch arrives as a ctrl+wheel; also ctrl+mouse wheel.
      e.preventDefault();
      const p = this.local(e);
      const factor = Math.exp((-e.deltaY * unit) / WHEEL_ZOOM_PX);
      this.zoomAt(Math.min(WHEEL_STEP_MAX, Math.max(1 / WHEEL_STEP_MAX, factor)), p.x, p.y);
    } else if (this.scale > 1) {
      // Zoomed in, the wheel moves the plan; at its edge (or not zoomed) the page scrolls on.
      if (this.panBy(-e.deltaX * unit, -e.deltaY * unit)) e.preventDefault();
    }
  };
}
