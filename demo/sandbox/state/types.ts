/** Booking state held by one sandbox instance. */
import type { AttendeeField } from '../catalogue/types.js';

export type Attendee = Partial<Record<AttendeeField, string>> & { ticket_id: string };

export interface Session {
  token: string;
  userId: string | null;
  language: string;
  distributorSessionId: string | null;
  lastUsed: number;
  status: 'active' | 'expired' | 'closed';
  reservationIds: string[];
  verifiedPhones: Set<string>;
}

export interface Ticket {
  ticket_id: string;
  price_type_id: string;
  name: string;
  description: string;
  price: number;
  booking_fee: number;
  attendee: Attendee | null;
  /** Theater: band, and seat when one is assigned. */
  price_type?: string;
  price_category?: string;
  section?: string;
  section_id?: string;
  is_general_admission?: boolean;
  seatmap_seat_id?: string;
  service_seat_id?: string;
  row_name?: string;
  seat_number?: number;
  restricted_view?: string | null;
  /** Tour. */
  age_category?: string;
}

export interface Reservation {
  id: string;
  session: string;
  kind: 'theater' | 'tour';
  attractionId: string;
  currency: string;
  inBasket: boolean;
  status: 'held' | 'sold';
  createdAt: number;
  tickets: Ticket[];
  /** Places taken per inventory key (instance|band for theaters, date|option for tours). */
  stock: Record<string, number>;
  /** Seat-map seat IDs held (theater with seats), keyed in `seatHolds` by instance. */
  instanceId: string | null;
  seatIds: string[];
  start: string;
  end: string | null;
  selectionId: string | null;
  selectionName: string | null;
  selectionDescription: string | null;
  fullDay: boolean;
  tourLanguage: string | null;
  pickupId: string | null;
  pickupEntry: string | null;
  seatMap: boolean;
}

export interface Selection {
  id: string;
  session: string;
  attractionId: string;
  date: string;
  optionId: string;
  currency: string;
  /** price_type_id -> number of tickets, as asked in availability. */
  mix: Record<string, number>;
  createdAt: number;
}

export interface Transaction {
  transaction_id: string;
  reference_id: string;
  userId: string;
  status: 'ADDED' | 'PENDING' | 'SUSPENDED' | 'PAID' | 'FAILED' | 'REFUNDED' | 'PARTIAL_REFUNDED';
  createdAt: number;
  pendingSince: number | null;
  clientSecret: string | null;
  reservationIds: string[];
}

export interface Fault {
  method: string;
  path: RegExp;
  pattern: string;
  kind:
    | 'status'
    | 'latency'
    | 'html'
    | 'malformed'
    | 'drop'
    | 'exception'
    | 'empty'
    | 'wrong-type'
    | 'validation'
    | 'http'
    | 'payment';
  status: number;
  code: number;
  /** `validation`: the field its format 2 answer names. */
  field: string;
  /** `payment`: the provider's string code of its format 4 answer. */
  paymentCode: string;
  latencyMs: number;
  remaining: number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  time: string;
}
