/**
 * Wheel, pinch, drag and button zoom for the seat map. The whole view moves through one CSS
 * transform on the stage element, written at most once per animation frame, so a 5,000-seat SVG
 * is never re-laid out while panning.
 */

export const MIN_SCALE = 1;
export const MAX_SCALE = 8;
/** Movement (px) after which a press becomes a drag and no longer selects a seat. */
const DRAG_THRESHOLD = 6;

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
  private frame = 0;
  /** Set when a gesture ended: the click that follows must not toggle a seat. */
  private swallowClick = false;

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
    cancelAnimationFrame(this.frame);
  }

  /** True once for the click that ends a drag or pinch. */
  consumeGestureClick(): boolean {
    const swallow = this.swallowClick;
    this.swallowClick = false;
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

  panBy(dx: number, dy: number): void {
    this.x += dx;
    this.y += dy;
    this.commit();
  }

  reset(): void {
    this.scale = 1;
    this.x = 0;
    this.y = 0;
    this.commit();
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
    if (!this.frame) {
      this.frame = requestAnimationFrame(() => {
        this.frame = 0;
        this.stage.style.transform = `translate(${this.x}px, ${this.y}px) scale(${this.scale})`;
      });
    }
    this.onChange();
  }

  private local(e: PointerEvent | WheelEvent): Point {
    const box = this.viewport.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  }

  private readonly onPointerDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    this.pointers.set(e.pointerId, this.local(e));
    if (this.pointers.size === 1) {
      this.swallowClick = false;
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
    if (this.dragged) this.swallowClick = true;
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
    if (e.ctrlKey) {
      // Trackpad pinch arrives as a ctrl+wheel; also ctrl+mouse wheel.
      e.preventDefault();
      const p = this.local(e);
      this.zoomAt(Math.exp(-e.deltaY * 0.01), p.x, p.y);
    } else if (this.scale > 1) {
      // Zoomed in, the wheel moves the plan; otherwise it leaves the page scrolling.
      e.preventDefault();
      this.panBy(-e.deltaX, -e.deltaY);
    }
  };
}
