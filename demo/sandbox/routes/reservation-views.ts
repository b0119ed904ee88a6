/** JSON bodies of reservations: reserve responses and the GET reservations summary. */
import { imageSet, SUMMARY_SIZES, LIST_SIZES } from '../catalogue/images.js';
import type { Attraction, Theater, Tour } from '../catalogue/types.js';
import type { Lang } from '../i18n/language.js';
import { nameIn } from '../i18n/words.js';
import type { Reservation, Ticket } from '../state/types.js';
import { cityNameIn } from '../views.js';

/** The fee's name in the requested language (the API names what it sends in it). */
const FEE_NAME: Record<Lang, string> = {
  en: 'Booking fee',
  de: 'Buchungsgebühr',
  ar: 'رسوم الحجز',
  ja: '予約手数料',
};

const fees = (t: Ticket, lang: Lang) =>
  t.booking_fee ? [{ name: FEE_NAME[lang], value: t.booking_fee }] : [];

function theaterTicket(a: Attraction, t: Ticket, lang: Lang) {
  return {
    ticket_id: t.ticket_id,
    attendee_filled: t.attendee !== null,
    attendee_required: a.mandatoryAttendee,
    booking_fee: t.booking_fee,
    service_seat_id: t.service_seat_id ?? '',
    seatmap_seat_id: t.seatmap_seat_id ?? '',
    description: t.description,
    fees: fees(t, lang),
    full_price: t.price + t.booking_fee,
    price: t.price,
    name: t.name,
    price_type: t.price_type ?? t.name,
    price_category: t.price_category ?? '',
    price_type_id: t.price_type_id,
    is_general_admission: t.is_general_admission ?? false,
    restricted_view_description: t.restricted_view ?? '',
    section: t.section ?? '',
    section_id: t.section_id ?? '',
    row_id: t.row_name ?? '',
    row_name: t.row_name ?? '',
    seat_id: t.seatmap_seat_id ?? '',
    seat_name: t.seat_number !== undefined ? `${t.row_name}${t.seat_number}` : '',
    seat_number: t.seat_number !== undefined ? String(t.seat_number) : '',
  };
}

function tourTicket(a: Attraction, t: Ticket, lang: Lang) {
  return {
    ticket_id: t.ticket_id,
    age_category: t.age_category ?? '',
    attendee_filled: t.attendee !== null,
    attendee_required: a.mandatoryAttendee,
    booking_fee: t.booking_fee,
    description: t.description,
    fees: fees(t, lang),
    full_price: t.price + t.booking_fee,
    name: t.name,
    price: t.price,
    price_type_id: t.price_type_id,
  };
}

function seatRange(r: Reservation): string {
  const seats = r.tickets.filter((t) => t.seat_number !== undefined);
  if (!seats.length) return '';
  const nums = seats.map((t) => t.seat_number ?? 0).sort((x, y) => x - y);
  return `${seats[0].section} row ${seats[0].row_name}, seats ${nums[0]}-${nums[nums.length - 1]}`;
}

export function theaterReservationBody(a: Theater, r: Reservation, lang: Lang) {
  return {
    reservation_id: r.id,
    seat_range: seatRange(r),
    ticket_delivery_method: a.deliveryMethod,
    fees: [],
    tickets: r.tickets.map((t) => theaterTicket(a, t, lang)),
  };
}

export function tourReservationBody(a: Tour, r: Reservation, lang: Lang) {
  return {
    attraction_name: nameIn(a, lang),
    city: cityNameIn(a, lang),
    fees: [],
    full_day: r.fullDay,
    reservation_id: r.id,
    selection_name: r.selectionName ?? '',
    selection_description: r.selectionDescription ?? '',
    start_datetime: r.start,
    end_datetime: r.end,
    ticket_delivery_method: a.deliveryMethod,
    tickets: r.tickets.map((t) => tourTicket(a, t, lang)),
    timezone: a.timezone,
    tour_language: r.tourLanguage,
  };
}

export const reservationTotal = (r: Reservation) =>
  r.tickets.reduce((n, t) => n + t.price + t.booking_fee, 0);

export function summaryReservation(a: Attraction, r: Reservation, lang: Lang) {
  const common = {
    attraction_id: a.id,
    attraction_name: nameIn(a, lang),
    attraction_type_id: a.kind === 'theater' ? 1 : 2,
    city: cityNameIn(a, lang),
    currency: r.currency,
    end_datetime: r.end,
    fees: [],
    images: imageSet(a.id, [...LIST_SIZES, ...SUMMARY_SIZES]),
    location_name: a.locationName,
    number_of_tickets: r.tickets.length,
    reservation_id: r.id,
    start_datetime: r.start,
    ticket_delivery_method: a.deliveryMethod,
    timezone: a.timezone,
    total_price: reservationTotal(r),
  };
  if (a.kind === 'theater')
    return {
      ...common,
      tickets: r.tickets.map((t) => theaterTicket(a, t, lang)),
      is_seatmap_reservation: r.seatMap,
    };
  const point = a.pickups.find((p) => p.service_pickup_id === r.pickupId);
  return {
    ...common,
    tickets: r.tickets.map((t) => tourTicket(a, t, lang)),
    departure_notes: a.html.departure_point,
    full_day: r.fullDay,
    selection_name: r.selectionName ?? '',
    tour_language: r.tourLanguage ?? '',
    pickup_point: point ? { ...point, pickup_entry: r.pickupEntry } : null,
  };
}
