import type { TesseraSeatMap } from '../../../src/components/seat-map/tessera-seat-map.js';

/**
 * Touch input as Chromium delivers it to a page: PointerEvents with pointerType 'touch', one
 * pointerId per finger, each finger's events sent to the element it first landed on (touch
 * pointers are captured implicitly), and for a tap a click (itself a PointerEvent) after pointerup.
 */

export interface Finger {
  id: number;
  target: Element;
  x: number;
  y: number;
}

let nextId = 100;

function send(finger: Finger, type: string, primary: boolean, buttons: number) {
  finger.target.dispatchEvent(
    new PointerEvent(type, {
      pointerId: finger.id,
      pointerType: 'touch',
      isPrimary: primary,
      clientX: finger.x,
      clientY: finger.y,
      button: type === 'pointermove' ? -1 : 0,
      buttons,
      width: 20,
      height: 20,
      pressure: buttons ? 0.5 : 0,
      bubbles: true,
      composed: true,
      cancelable: type !== 'pointerenter',
    }),
  );
}

/** Puts a finger down at a point of the page; its events go to whatever is under it. */
export function touchDown(el: TesseraSeatMap, x: number, y: number, primary = true): Finger {
  const target = el.shadowRoot!.elementFromPoint(x, y);
  if (!target) throw new Error(`nothing under ${x},${y}`);
  const finger = { id: nextId++, target, x, y };
  send(finger, 'pointerdown', primary, 1);
  return finger;
}

export function touchMove(finger: Finger, x: number, y: number, primary = true): void {
  finger.x = x;
  finger.y = y;
  send(finger, 'pointermove', primary, 1);
}

export function touchUp(finger: Finger, primary = true): void {
  send(finger, 'pointerup', primary, 0);
}

/** Moves a finger in small steps, as a real swipe reports it. */
export function touchSlide(finger: Finger, x: number, y: number, steps = 5, primary = true): void {
  const [x0, y0] = [finger.x, finger.y];
  for (let i = 1; i <= steps; i++) {
    touchMove(finger, x0 + ((x - x0) * i) / steps, y0 + ((y - y0) * i) / steps, primary);
  }
}

/**
 * A tap: down and up, then what Chromium does for the tap gesture after pointerup: focus the
 * focusable element under the finger, then click the element under it.
 */
export function tap(el: TesseraSeatMap, x: number, y: number): void {
  const finger = touchDown(el, x, y);
  touchUp(finger);
  finger.target.closest<HTMLElement>('[tabindex]')?.focus();
  finger.target.dispatchEvent(
    new PointerEvent('click', {
      pointerId: finger.id,
      pointerType: 'touch',
      isPrimary: true,
      clientX: x,
      clientY: y,
      bubbles: true,
      composed: true,
      cancelable: true,
    }),
  );
}
