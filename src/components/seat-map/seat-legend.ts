import { formatPrice } from './format-price.js';
import { categoryFallback, fromPrice } from './seat-map-messages.js';
import type { LegendEntry } from './seat-map-panels.js';
import type { SeatCategories, SeatGroupData } from './seat-map-types.js';
import { PALETTE_SLOTS } from './seat-painter.js';
import { DEFAULT_PALETTE_INPUTS, seatPalette } from './seat-palette.js';

/**
 * The legend and the palette of the seat map: which palette slot each price category takes
 * (dearest first), what the legend lists, and the slot colours derived from the inherited brand.
 */

export interface Legend {
  /** Palette slot of each category id (before wrapping at PALETTE_SLOTS). */
  slotOf: Map<string, number>;
  entries: LegendEntry[];
}

export function buildLegend(
  groups: readonly SeatGroupData[],
  categories: SeatCategories,
  locale: string,
): Legend {
  const present = new Map<string, number>();
  for (const group of groups) {
    const id = String(group.category_id);
    present.set(id, (present.get(id) ?? 0) + Object.keys(group.seats).length);
  }
  const ids = [...present.keys()].sort(
    (a, b) =>
      (categories[b]?.price ?? -Infinity) - (categories[a]?.price ?? -Infinity) ||
      a.localeCompare(b, undefined, { numeric: true }),
  );
  return {
    slotOf: new Map(ids.map((id, i) => [id, i])),
    entries: ids.map((id, i) => {
      const category = categories[id];
      const price = category ? formatPrice(category.price, category.currency, locale) : '';
      return {
        slot: i % PALETTE_SLOTS,
        label: category?.label ?? categoryFallback(id),
        price: category?.from ? fromPrice(price) : price,
        count: present.get(id) ?? 0,
      };
    }),
  };
}

/** Palette colours as custom properties: computed hex values, never raw brand text. */
export function paletteVars(host: Element, categoryCount: number): Record<string, string> {
  const style = getComputedStyle(host);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const d = DEFAULT_PALETTE_INPUTS;
  const colours = seatPalette(
    {
      primary: read('--tessera-primary', d.primary),
      success: read('--tessera-status-success', d.success),
      warning: read('--tessera-status-warning', d.warning),
      info: read('--tessera-status-info', d.info),
      background: read('--tessera-card-background', d.background),
    },
    Math.max(1, Math.min(categoryCount, PALETTE_SLOTS)),
  );
  return Object.fromEntries(colours.map((colour, i) => [`--_cat-${i}`, colour]));
}
