import { fixture, html } from '@open-wc/testing';
import '../../../src/components/seat-map/tessera-seat-map.js';
import type { TesseraSeatMap } from '../../../src/components/seat-map/tessera-seat-map.js';
import { SMALL_CATEGORIES, SMALL_GROUPS, SMALL_SVG } from '../../fixtures/seat-map-small.js';

/** Shared set-up of the seat-map tests: the small venue at a fixed size. */

export async function smallMap(
  options: { maxSeats?: number; sameRowOnly?: boolean; selected?: string[] } = {},
): Promise<TesseraSeatMap> {
  const el = await fixture<TesseraSeatMap>(html`
    <tessera-seat-map
      style="width: 900px"
      locale="en-GB"
      .svg=${SMALL_SVG}
      .seatGroups=${SMALL_GROUPS}
      .categories=${SMALL_CATEGORIES}
      .selected=${options.selected ?? []}
      .maxSeats=${options.maxSeats ?? 10}
      ?same-row-only=${options.sameRowOnly ?? false}
    ></tessera-seat-map>
  `);
  await el.updateComplete;
  return el;
}

export function seatEl(el: TesseraSeatMap, id: string): SVGGraphicsElement {
  const seat = el.shadowRoot!.getElementById(id);
  if (!seat) throw new Error(`no seat ${id}`);
  return seat as unknown as SVGGraphicsElement;
}

export function part<T extends Element = HTMLElement>(el: TesseraSeatMap, selector: string): T {
  const found = el.shadowRoot!.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

/** Centre of an element in page coordinates, for real mouse input. */
export function centre(target: Element): [number, number] {
  const box = target.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

export function announcement(el: TesseraSeatMap): string {
  return part(el, '[aria-live="polite"]').textContent?.trim() ?? '';
}

export function message(el: TesseraSeatMap): string {
  return part(el, '.message').textContent?.trim() ?? '';
}

/** Collects the events of one kind that the map fires. */
export function collect<T>(el: TesseraSeatMap, name: string): T[] {
  const seen: T[] = [];
  el.addEventListener(name, (e) => seen.push((e as CustomEvent<T>).detail));
  return seen;
}

/** List mode's table is drawn (its code and styles are a chunk fetched on the first switch). */
export async function listShown(el: TesseraSeatMap) {
  for (let i = 0; i < 100 && !el.shadowRoot!.querySelector('.seat-list tbody'); i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  await el.updateComplete;
}
