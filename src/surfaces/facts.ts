/**
 * What the email and the e-ticket say about a booking, in words and formatted values: dates and
 * times in each attraction's time zone, money in the booking's currency. The renderers only lay
 * these out, so the HTML part, the text part and the PDF agree.
 */
import { formatDateTime, formatMoney } from '../components/format.js';
import { partSeparator } from '../plural.js';
import type { SummaryReservation } from '../state/rules/basket.js';
import type { SurfaceBooking } from './booking.js';
import { surfaceLanguage, type SurfaceLanguage, type SurfaceWords } from './words.js';

export interface Fact {
  label: string;
  value: string;
  detail?: string;
}

export interface TicketLine {
  /** Price type (Adult, Stalls…). */
  name: string;
  /** Seat for a theatre ticket, age category for a tour. */
  detail: string;
  price: string;
}

export interface ItemFacts {
  title: string;
  when: string;
  where: string;
  facts: Fact[];
  tickets: TicketLine[];
  fees: { name: string; price: string }[];
  subtotal: string;
}

export interface BookingFacts extends SurfaceLanguage {
  reference: string;
  customerName: string;
  sellerName: string;
  items: ItemFacts[];
  total: string;
}

/** One printed ticket: one page of the e-ticket. */
export interface TicketPage {
  title: string;
  when: string;
  where: string;
  /** Price type and seat, or traveller type. */
  holder: string;
  holderDetail: string;
  reference: string;
  ticketId: string;
  /** "Ticket 2 of 3". */
  position: string;
}

type Ticket = SummaryReservation['tickets'][number];

/**
 * Sets a value from the API (a section, an age range "18+", a pickup point) apart from the words
 * around it. The email isolates each one (FSI ... PDI) in a right-to-left language, where "18+"
 * would otherwise read "+18"; the e-ticket's writer orders its own runs and takes them as they are.
 */
type Isolate = (s: string) => string;
const asIs: Isolate = (s) => s;
const isolated: Isolate = (s) => (s ? `\u2068${s}\u2069` : s);

function seatText(t: Ticket, w: SurfaceWords, iso: Isolate, sep: string): string {
  if (!('is_general_admission' in t)) return '';
  if (t.is_general_admission) return w.generalAdmission;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const parts = [
    iso(t.section ?? ''),
    text(t.row_name) ? w.row(iso(text(t.row_name))) : '',
    text(t.seat_number) || text(t.seat_name)
      ? w.seat(iso(text(t.seat_number) || text(t.seat_name)))
      : '',
  ].filter(Boolean);
  return parts.join(sep) || w.seatByVenue;
}

const ticketDetail = (t: Ticket, w: SurfaceWords, iso: Isolate, sep: string) =>
  'age_category' in t ? iso(t.age_category) : seatText(t, w, iso, sep);

/** When it starts: the date and time, a full-day tour's too (its start is when the buyer must be there). */
function when(r: SummaryReservation, language: string): string {
  return formatDateTime(r.start_datetime, r.timezone, 'datetime', language);
}

const where = (r: SummaryReservation, iso: Isolate, sep: string) =>
  [r.location_name, r.city]
    .filter(Boolean)
    .map((s) => iso(s!))
    .join(sep);

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function itemFacts(r: SummaryReservation, lang: SurfaceLanguage, iso: Isolate): ItemFacts {
  const { words: w, language } = lang;
  const sep = partSeparator(language);
  const money = (minor: number) => formatMoney(minor, r.currency, language);
  const facts: Fact[] = [];
  if (r.attraction_type_id === 2) {
    if (r.selection_name) facts.push({ label: w.option, value: iso(r.selection_name) });
    if (r.tour_language)
      facts.push({ label: w.tourLanguage, value: languageName(r.tour_language, language) });
    const p = r.pickup_point;
    if (p)
      facts.push({
        label: w.pickup,
        value: iso(p.pickup_entry || p.pickup_name),
        ...(p.pickup_address ? { detail: iso(p.pickup_address.replace(/\n/g, ', ')) } : {}),
      });
  }
  const delivery = w.deliveryMethods[r.ticket_delivery_method] ?? w.deliveryUnknown;
  facts.push({ label: w.delivery, value: delivery.title, detail: delivery.detail });
  return {
    title: r.attraction_name,
    when: when(r, language),
    where: where(r, iso, sep),
    facts,
    tickets: r.tickets.map((t: Ticket) => ({
      name: iso(t.name),
      detail: ticketDetail(t, w, iso, sep),
      price: money(t.full_price),
    })),
    fees: (r.fees ?? []).map((f) => ({ name: iso(f.name), price: money(f.value) })),
    subtotal: money(r.total_price),
  };
}

export function bookingFacts(booking: SurfaceBooking): BookingFacts {
  const lang = surfaceLanguage(booking.language);
  const c = booking.customer;
  return {
    ...lang,
    reference: booking.reference,
    customerName: [c?.first_name, c?.second_name].filter(Boolean).join(' '),
    sellerName: booking.seller?.name ?? '',
    items: booking.reservations.map((r) =>
      itemFacts(r, lang, lang.dir === 'rtl' ? isolated : asIs),
    ),
    total: formatMoney(booking.total, booking.currency, lang.language),
  };
}

/** Every ticket of the booking, in order: one page each. */
export function ticketPages(booking: SurfaceBooking): TicketPage[] {
  const { words: w, language } = surfaceLanguage(booking.language);
  const sep = partSeparator(language);
  const all = booking.reservations.flatMap((r) => (r.tickets as Ticket[]).map((t) => ({ r, t })));
  return all.map(({ r, t }, i) => ({
    title: r.attraction_name,
    when: when(r, language),
    where: where(r, asIs, sep),
    holder: t.name,
    holderDetail: ticketDetail(t, w, asIs, sep),
    reference: booking.reference,
    ticketId: t.ticket_id,
    position: w.ticketOf(i + 1, all.length),
  }));
}
