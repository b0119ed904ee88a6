/**
 * Data shapes the seat map reads. Narrow local interfaces for exactly the fields used, shaped like
 * `components['schemas']['SeatGroup' | 'Seat']` of the API schema, so the seats response can be
 * passed in unchanged.
 */

/** One seat of the seats response (GET /v2/theater-events/{id}/instances/{instance}/seats). */
export interface SeatData {
  service_seat_id: string;
  restricted_view?: string | null;
}

/** One element of the seats response: the seats of one price category, keyed by seat-map seat ID. */
export interface SeatGroupData {
  category_id: number;
  seats: Record<string, SeatData>;
}

/** What the parent tells the map about a price category (from the performance's price bands). */
export interface SeatCategory {
  label: string;
  /** Price per ticket in minor units of `currency`: the lowest when `from` is set. */
  price: number;
  currency: string;
  /** The category's tickets have several prices: the legend says "from" and a seat shows none. */
  from?: boolean;
}

/** Price categories keyed by `String(category_id)`. */
export type SeatCategories = Record<string, SeatCategory>;

/** The ticket a selected seat will carry, once the parent knows it (a price type and its price). */
export interface SeatTicket {
  label: string;
  /** Price per ticket in minor units of `currency`. */
  price: number;
  currency: string;
}

/** Tickets of selected seats keyed by seat-map seat ID. */
export type SeatTickets = Record<string, SeatTicket>;

/** A seat of the venue SVG joined with its sales data. */
export interface SeatRecord {
  id: string;
  /** The seat's element; null for a drawn seat of an arena-sized plan (`lifted-seats.ts`). */
  el: SVGGraphicsElement | null;
  section: string;
  row: string;
  /** Seat number as printed (data-seat, or the id's trailing digits). */
  number: string;
  /** Centre in the SVG's user space. */
  x: number;
  y: number;
  r: number;
  /** Key of `rows` in the index: section + row. */
  rowKey: string;
  /** Position within the row, ordered left to right. */
  rowPos: number;
  /** Sales data; absent when the seat is not for sale. */
  categoryId: string | null;
  serviceSeatId: string | null;
  restrictedView: string | null;
}

export interface SeatSelectionDetail {
  /** Seat-map seat IDs, in selection order. */
  seatIds: string[];
  /** The matching service_seat_ids, for the reservation request. */
  serviceSeatIds: string[];
}

export interface SeatToggleDetail extends SeatSelectionDetail {
  seatId: string;
  serviceSeatId: string;
  selected: boolean;
}
