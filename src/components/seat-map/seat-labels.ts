import { formatPrice } from './format-price.js';
import { categoryFallback, fromPrice, seatName } from './seat-map-messages.js';
import type { SeatCategories, SeatRecord, SeatTickets } from './seat-map-types.js';
import { PALETTE_SLOTS } from './seat-painter.js';
import { displayName, sectionLabel, type SectionName } from './section-names.js';

/**
 * How the map names and prices a seat for the buyer, from what the parent passed in: the section's
 * display name, the category and its price ("from" when its tickets have several prices), and the
 * price of the ticket a selected seat will carry. Rebuilt when those inputs change.
 */
export class SeatLabels {
  private readonly sectionOf = new Map<string, string>();

  constructor(
    private readonly categories: SeatCategories,
    private readonly locale: string,
    private readonly sections: readonly SectionName[],
    private readonly tickets: SeatTickets,
    private readonly slotOf: ReadonlyMap<string, number>,
  ) {}

  /** The section's display name, '' for a seat outside any section. */
  section(seat: SeatRecord): string {
    const code = seat.section;
    if (!code) return '';
    let label = this.sectionOf.get(code);
    if (label === undefined) {
      label = sectionLabel(code, displayName(code, this.sections));
      this.sectionOf.set(code, label);
    }
    return label;
  }

  name(seat: SeatRecord): string {
    return seatName(seat, this.section(seat));
  }

  category(seat: SeatRecord): string {
    if (seat.categoryId === null) return '';
    return this.categories[seat.categoryId]?.label ?? categoryFallback(seat.categoryId);
  }

  /** The category's price as the legend states it: "from €47.90" when it has several. */
  categoryPrice(seat: SeatRecord): string {
    const category = seat.categoryId === null ? undefined : this.categories[seat.categoryId];
    if (!category) return '';
    const price = formatPrice(category.price, category.currency, this.locale);
    return category.from ? fromPrice(price) : price;
  }

  /**
   * What this seat will cost: the price of its ticket when the parent knows it, else the
   * category's single price; '' when neither is certain (never a price the buyer will not pay).
   */
  seatPrice(seat: SeatRecord): string {
    const ticket = this.tickets[seat.id];
    if (ticket) return formatPrice(ticket.price, ticket.currency, this.locale);
    return this.singlePrice(seat);
  }

  /** The category's price when all its tickets cost the same, else ''. */
  singlePrice(seat: SeatRecord): string {
    const category = seat.categoryId === null ? undefined : this.categories[seat.categoryId];
    if (!category || category.from) return '';
    return formatPrice(category.price, category.currency, this.locale);
  }

  /** The ticket type this seat will carry, when the parent said. */
  ticket(seat: SeatRecord): string {
    return this.tickets[seat.id]?.label ?? '';
  }

  /** Palette slot of the seat's category, for swatches that match the plan. */
  slot(seat: SeatRecord): number | null {
    const slot = seat.categoryId === null ? undefined : this.slotOf.get(seat.categoryId);
    return slot === undefined ? null : slot % PALETTE_SLOTS;
  }
}
