import { expect, nextFrame } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { TesseraSeatMap } from '../../../src/components/seat-map/tessera-seat-map.js';
import { centre, collect, part, seatEl, smallMap } from './seat-map-helpers.js';
import { tap, touchDown, touchSlide, touchUp } from './touch.js';

/** Where a seat is drawn once the pending transform frame has been written. */
async function drawn(el: TesseraSeatMap, id: string): Promise<DOMRect> {
  await nextFrame();
  return seatEl(el, id).getBoundingClientRect();
}

function mid(r: DOMRect): [number, number] {
  return [r.x + r.width / 2, r.y + r.height / 2];
}

function wheel(target: Element, x: number, y: number, init: WheelEventInit): WheelEvent {
  const e = new WheelEvent('wheel', {
    clientX: x,
    clientY: y,
    bubbles: true,
    composed: true,
    cancelable: true,
    ...init,
  });
  target.dispatchEvent(e);
  return e;
}

function button(el: TesseraSeatMap, name: string): HTMLButtonElement {
  return part<HTMLButtonElement>(el, `.zoom button[aria-label="${name}"]`);
}

describe('tessera-seat-map zoom and pan', () => {
  afterEach(() => resetMouse());

  it('zooms with ctrl+wheel (a trackpad pinch) about the pointer, between 1× and 8×', async () => {
    const el = await smallMap();
    const seat = seatEl(el, 'ST-B-5');
    const start = await drawn(el, 'ST-B-5');
    const [x, y] = mid(start);
    // One trackpad-sized step: 40 px is a factor e^0.4.
    expect(wheel(seat, x, y, { deltaY: -40, ctrlKey: true }).defaultPrevented).to.equal(true);
    let now = await drawn(el, 'ST-B-5');
    expect(now.width / start.width).to.be.closeTo(Math.exp(0.4), 0.01);
    // The point under the pointer stays under it.
    expect(mid(now)[0]).to.be.closeTo(x, 0.5);
    expect(mid(now)[1]).to.be.closeTo(y, 0.5);
    // Three lines (Firefox, some mice) count as 48 px: a factor e^0.48, not e^0.03.
    wheel(seat, x, y, { deltaY: -3, deltaMode: WheelEvent.DOM_DELTA_LINE, ctrlKey: true });
    const lines = await drawn(el, 'ST-B-5');
    expect(lines.width / now.width).to.be.closeTo(Math.exp(0.48), 0.01);
    // A big flick is one capped step of 2.5×, not e^4.
    wheel(seat, x, y, { deltaY: -400, ctrlKey: true });
    expect((await drawn(el, 'ST-B-5')).width / lines.width).to.be.closeTo(2.5, 0.01);
    for (let i = 0; i < 10; i++) wheel(seat, x, y, { deltaY: -100, ctrlKey: true });
    now = await drawn(el, 'ST-B-5');
    expect(now.width / start.width).to.be.closeTo(8, 0.01);
    for (let i = 0; i < 10; i++) wheel(seat, x, y, { deltaY: 100, ctrlKey: true });
    now = await drawn(el, 'ST-B-5');
    expect(now.width / start.width).to.be.closeTo(1, 0.001);
    expect(now.x).to.be.closeTo(start.x, 0.5);
    expect(now.y).to.be.closeTo(start.y, 0.5);
  });

  it('leaves a plain wheel to the page unless zoomed in, and pans with it only while it can', async () => {
    const el = await smallMap();
    const seat = seatEl(el, 'ST-B-5');
    const start = await drawn(el, 'ST-B-5');
    const [x, y] = mid(start);
    expect(wheel(seat, x, y, { deltaY: 60 }).defaultPrevented).to.equal(false);
    expect((await drawn(el, 'ST-B-5')).y).to.equal(start.y);
    button(el, 'Zoom in').click();
    const zoomed = await drawn(el, 'ST-B-5');
    expect(wheel(seat, x, y, { deltaY: 30 }).defaultPrevented).to.equal(true);
    expect((await drawn(el, 'ST-B-5')).y).to.be.closeTo(zoomed.y - 30, 0.5);
    // Scrolled to the plan's bottom edge, the wheel scrolls the page again: no scroll trap.
    for (let i = 0; i < 20; i++) wheel(seat, x, y, { deltaY: 200 });
    expect(wheel(seat, x, y, { deltaY: 200 }).defaultPrevented).to.equal(false);
  });

  it('pinches with two touch pointers: the spread sets the zoom, the midpoint carries the plan', async () => {
    const el = await smallMap();
    const toggles = collect(el, 'tessera-seat-toggle');
    const start = await drawn(el, 'ST-B-5');
    const [x, y] = mid(start);
    // The first finger lands on a seat, the second on empty floor beside it.
    const a = touchDown(el, x, y - 6);
    const b = touchDown(el, x, y + 30, false);
    expect(a.target.id).to.equal('ST-B-5');
    // Spread from 36 px to 72 px apart: twice the zoom, about the fingers' midpoint.
    touchSlide(a, x, y - 24);
    touchSlide(b, x, y + 48, 5, false);
    let now = await drawn(el, 'ST-B-5');
    expect(now.width / start.width).to.be.closeTo(2, 0.02);
    const pivot = y + 12;
    expect(mid(now)[1]).to.be.closeTo(pivot + (y - pivot) * 2, 0.5);
    expect(mid(now)[0]).to.be.closeTo(x, 0.5);
    // Both fingers move 20 px left without changing their spread: the plan follows.
    touchSlide(a, x - 20, y - 24);
    touchSlide(b, x - 20, y + 48, 5, false);
    now = await drawn(el, 'ST-B-5');
    expect(mid(now)[0]).to.be.closeTo(x - 20, 0.5);
    expect(now.width / start.width).to.be.closeTo(2, 0.02);
    touchUp(b, false);
    touchUp(a);
    expect(toggles).to.deep.equal([]);
    expect(el.selected).to.deep.equal([]);
  });

  it('drags to pan once zoomed; a drag that starts on a seat does not toggle it', async () => {
    const el = await smallMap();
    const toggles = collect(el, 'tessera-seat-toggle');
    button(el, 'Zoom in').click();
    button(el, 'Zoom in').click();
    const before = await drawn(el, 'ST-B-3');
    const [x, y] = centre(seatEl(el, 'ST-B-3'));
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x - 40, y - 25] });
    await sendMouse({ type: 'up' });
    const after = await drawn(el, 'ST-B-3');
    expect(after.x).to.be.closeTo(before.x - 40, 0.5);
    expect(after.y).to.be.closeTo(before.y - 25, 0.5);
    expect(toggles).to.deep.equal([]);
    expect(seatEl(el, 'ST-B-3').getAttribute('data-ts-state')).to.equal('available');
    // A press that stays put is a click and selects the seat.
    await sendMouse({ type: 'click', position: centre(seatEl(el, 'ST-B-3')) });
    expect(el.selected).to.deep.equal(['ST-B-3']);
  });

  it('stops a drag whose mouse button was released outside the page', async () => {
    const el = await smallMap();
    button(el, 'Zoom in').click();
    const before = await drawn(el, 'ST-A-4');
    const [x, y] = mid(before);
    const mouse = (type: string, dx: number, buttons: number) =>
      seatEl(el, 'ST-A-4').dispatchEvent(
        new PointerEvent(type, {
          pointerId: 1,
          pointerType: 'mouse',
          isPrimary: true,
          clientX: x + dx,
          clientY: y,
          button: type === 'pointerdown' ? 0 : -1,
          buttons,
          bubbles: true,
          composed: true,
        }),
      );
    mouse('pointerdown', 0, 1);
    // The pointerup went to another window; the next move over the plan has no button held.
    mouse('pointermove', 50, 0);
    mouse('pointermove', 90, 0);
    expect((await drawn(el, 'ST-A-4')).x).to.equal(before.x);
  });

  it('keeps the zoomed plan still when a tap focuses it (Chromium focuses after pointerup)', async () => {
    const el = await smallMap();
    button(el, 'Zoom in').click();
    button(el, 'Zoom in').click();
    const before = await drawn(el, 'CI-A-4');
    const [x, y] = mid(before);
    tap(el, x, y);
    expect(el.selected).to.deep.equal(['CI-A-4']);
    const after = await drawn(el, 'CI-A-4');
    expect([after.x, after.y]).to.deep.equal([before.x, before.y]);
  });

  it('pans with one finger, and a click that comes long after the drag still selects', async () => {
    const el = await smallMap();
    button(el, 'Zoom in').click();
    const before = await drawn(el, 'ST-A-4');
    const [x, y] = mid(before);
    const finger = touchDown(el, x, y);
    touchSlide(finger, x + 30, y + 20);
    touchUp(finger);
    const after = await drawn(el, 'ST-A-4');
    expect(after.x).to.be.closeTo(before.x + 30, 0.5);
    expect(after.y).to.be.closeTo(before.y + 20, 0.5);
    expect(el.selected).to.deep.equal([]);
    // Chromium sends no click after a swipe; a screen reader's activation later must not be eaten.
    await new Promise((r) => setTimeout(r, 450));
    seatEl(el, 'ST-A-4').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(el.selected).to.deep.equal(['ST-A-4']);
  });

  it('zoom in, zoom out and reset buttons zoom about the middle of the plan and back', async () => {
    const el = await smallMap();
    const viewport = part(el, '.viewport').getBoundingClientRect();
    const [cx, cy] = mid(viewport);
    const start = await drawn(el, 'CI-A-2');
    const expected = (k: number) => [cx + (mid(start)[0] - cx) * k, cy + (mid(start)[1] - cy) * k];
    button(el, 'Zoom in').click();
    let now = await drawn(el, 'CI-A-2');
    expect(now.width / start.width).to.be.closeTo(1.5, 0.01);
    expect(mid(now)[0]).to.be.closeTo(expected(1.5)[0], 0.5);
    expect(mid(now)[1]).to.be.closeTo(expected(1.5)[1], 0.5);
    for (let i = 0; i < 8; i++) button(el, 'Zoom in').click();
    now = await drawn(el, 'CI-A-2');
    expect(now.width / start.width).to.be.closeTo(8, 0.01);
    button(el, 'Zoom out').click();
    now = await drawn(el, 'CI-A-2');
    expect(now.width / start.width).to.be.closeTo(8 / 1.5, 0.01);
    button(el, 'Reset zoom').click();
    now = await drawn(el, 'CI-A-2');
    expect([now.x, now.y, now.width]).to.deep.equal([start.x, start.y, start.width]);
    // Zooming out below the whole plan is refused.
    button(el, 'Zoom out').click();
    expect((await drawn(el, 'CI-A-2')).width).to.equal(start.width);
  });

  it('zooms from the keyboard with + and −, and 0 resets', async () => {
    const el = await smallMap();
    const start = await drawn(el, 'CI-A-2');
    part(el, '.viewport').focus();
    await sendKeys({ press: '+' });
    expect((await drawn(el, 'CI-A-2')).width / start.width).to.be.closeTo(1.5, 0.01);
    await sendKeys({ press: '-' });
    expect((await drawn(el, 'CI-A-2')).width / start.width).to.be.closeTo(1, 0.01);
    await sendKeys({ press: '+' });
    await sendKeys({ press: '0' });
    expect((await drawn(el, 'CI-A-2')).width).to.equal(start.width);
  });
});
