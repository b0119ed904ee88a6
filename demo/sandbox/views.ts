/** Turns the internal catalogue into the API's v1/v2 JSON shapes (doc 2). */
import { imageSet, LIST_SIZES, THEATER_SIZES, TOUR_SIZES, imageUrl } from './catalogue/images.js';
import { price as priceOf, type Price } from './catalogue/money.js';
import { cityById, TAGS } from './catalogue/places.js';
import { maxPrice, minPrice } from './catalogue/theaters.js';
import { zoned } from './catalogue/time.js';
import {
  ATTENDEE_FIELDS,
  type Attraction,
  type Theater,
  type TheaterInstance,
  type Tour,
} from './catalogue/types.js';
import type { Lang } from './i18n/language.js';
import { descriptionIn, languageNamesIn, nameIn, placeName, tourTextIn } from './i18n/words.js';
import type { Store } from './state/store.js';

type Json = Record<string, unknown>;
export type Version = 1 | 2;

export const tagsOf = (ids: number[], lang: Lang) =>
  TAGS.filter((t) => ids.includes(t.id)).map((t) => ({
    name: placeName('tags', t.id, t.name, lang),
    tag_id: t.id,
  }));

/** label_blue and label_red carry a tag's name ("New", "Best Deal", "Skip the line"). */
function labelIn(label: string, lang: Lang): string {
  const tag = TAGS.find((t) => t.name.toLowerCase() === label.toLowerCase());
  return tag ? placeName('tags', tag.id, label, lang) : label;
}

const grouping = (a: Attraction, v: Version): Json =>
  v === 1 ? { category_id: a.groupId } : { group_id: a.groupId, categories: a.subcategories };

export function cityNameIn(a: Attraction, lang: Lang): string {
  const city = cityById(a.cityId);
  return city ? placeName('cities', city.id, city.name, lang) : '';
}

/**
 * The street address, its city named as the response's `city` is (the catalogue writes the
 * address in English): one language in both, so a client can tell the city is already there.
 */
export function addressIn(a: Attraction, lang: Lang): string {
  const city = cityById(a.cityId);
  if (!city || !a.address.endsWith(`, ${city.name}`)) return a.address;
  return a.address.slice(0, a.address.length - city.name.length) + cityNameIn(a, lang);
}

/** Start date-times of an attraction from `from` (YYYY-MM-DD) on. */
export function startTimes(a: Attraction, from = '0000-00-00', to = '9999-99-99'): string[] {
  if (a.kind === 'theater')
    return a.instances
      .map((i) => i.start)
      .filter((s) => s.slice(0, 10) >= from && s.slice(0, 10) <= to);
  return a.dates
    .filter((d) => d >= from && d <= to)
    .map((d) => zoned(d, a.options[0].time, a.timezone));
}

/** Every ticket price an attraction sells, for min_price and max_price. */
export function pricesOf(a: Attraction): Price[] {
  if (a.kind === 'theater') return a.bands.flatMap((b) => b.priceTypes.map((p) => p.price));
  return a.priceTypes
    .filter((p) => p.base > 0)
    .flatMap((p) => a.options.map((o) => priceOf(Math.round(p.base * o.factor), a.currencies)));
}

export function listItem(a: Attraction, v: Version, from: string, to: string, lang: Lang): Json {
  const prices = pricesOf(a);
  const details =
    v === 2
      ? `/v2/attractions/${a.id}`
      : `/v1/${a.kind === 'theater' ? 'theater-events' : 'tours'}/${a.id}`;
  return {
    address: addressIn(a, lang),
    attraction_details_url: details,
    attraction_id: a.id,
    attraction_name: nameIn(a, lang),
    attraction_type_id: a.kind === 'theater' ? 1 : 2,
    ...grouping(a, v),
    ...(v === 2 ? { subcategories: a.subcategories } : {}),
    city: cityNameIn(a, lang),
    description: descriptionIn(a, lang),
    duration: a.duration,
    geolocation_points:
      a.kind === 'tour'
        ? a.points
        : [{ name: a.locationName, latitude: a.latitude, longitude: a.longitude }],
    images: imageSet(a.id, LIST_SIZES),
    label_blue: labelIn(a.labelBlue, lang),
    label_red: labelIn(a.labelRed, lang),
    location_name: a.locationName,
    min_price: minPrice(prices),
    max_price: maxPrice(prices),
    priority: a.priority,
    tags: tagsOf(a.tagIds, lang),
    timezone: a.timezone,
    upcoming_instances: startTimes(a, from, to).slice(0, 100),
  };
}

const attendeeFlags = (a: Attraction): Json =>
  Object.fromEntries(
    ATTENDEE_FIELDS.map((f) => [`attendee_${f}_required`, a.required.includes(f)]),
  );

export const seatMapUrl = (t: Theater) =>
  t.venueId ? `/sandbox-assets/seatmaps/${t.venueId}.svg` : '';

export function theaterAttraction(t: Theater, v: Version, lang: Lang): Json {
  return {
    ...attendeeFlags(t),
    phone_number_verification_required: t.phoneVerification,
    address: addressIn(t, lang),
    city: cityNameIn(t, lang),
    description: descriptionIn(t, lang),
    attraction_name: nameIn(t, lang),
    ...grouping(t, v),
    ...(v === 1 ? { categories: t.subcategories } : {}),
    duration: t.duration,
    images: imageSet(t.id, THEATER_SIZES),
    latitude: t.latitude,
    longitude: t.longitude,
    location_name: t.locationName,
    max_tickets_per_order: t.maxTicketsPerOrder,
    mandatory_attendee: t.mandatoryAttendee,
    multiple_purchases: t.multiplePurchases,
    seat_map: seatMapUrl(t),
    seats_sales_enabled: t.seatSales,
    tags: tagsOf(t.tagIds, lang),
    timezone: t.timezone,
  };
}

export function theaterInstance(t: Theater, i: TheaterInstance, v: Version, store: Store): Json {
  return {
    instance_id: i.id,
    price_bands: t.bands.map((b) => ({
      id: v === 1 ? Number(b.id) : b.id,
      ...(v === 2 ? { price_band_name: b.name } : {}),
      section_name: b.sectionName,
      section_id: b.sectionId,
      spaces_remaining: Math.max(0, b.capacity - store.takenAt(`${i.id}|${b.id}`)),
      is_general_admission: b.generalAdmission,
      price_category: String(b.priceCategory),
      updating: false,
      price_types: b.priceTypes.map((p) => ({
        price_type: p.label,
        price_type_id: p.id,
        price: p.price,
        min_booking_fee: p.minFee,
        max_booking_fee: p.maxFee,
        min_full_price: sum(p.price, p.minFee),
        max_full_price: sum(p.price, p.maxFee),
        valid_splits: p.validSplits,
      })),
    })),
    start_datetime: i.start,
    provisional_date: i.provisional,
  };
}

export function sum(a: Price, b: Price): Price {
  return Object.fromEntries(Object.entries(a).map(([k, x]) => [k, x + (b[k] ?? 0)]));
}

export function tourAttraction(t: Tour, v: Version, lang: Lang): Json {
  return {
    ...attendeeFlags(t),
    phone_number_verification_required: t.phoneVerification,
    ...tourTextIn(t, lang),
    ...(t.htmlIn[lang] ?? t.html),
    attraction_name: nameIn(t, lang),
    categories: t.subcategories,
    city: cityNameIn(t, lang),
    service_tour_id: t.id,
    duration: t.duration,
    geolocation_points: t.points,
    ...(v === 1 ? { category_id: t.groupId } : { group_id: t.groupId }),
    images: {
      ...imageSet(t.id, TOUR_SIZES),
      images_w750_h340: [1, 2, 3].map((n) => imageUrl(`${t.id}-${n}`, 'w750_h340')),
    },
    languages_spoken: [
      ...new Set(t.options.flatMap((o) => Object.values(languageNamesIn(o.languages, lang)))),
    ],
    mandatory_attendee: t.mandatoryAttendee,
    min_booking_size: t.minBooking,
    max_booking_size: t.maxBooking,
    min_price: minPrice(pricesOf(t)),
    pickup_available: t.pickups.length > 0,
    pickup_on_request: t.pickupOnRequest,
    pickup_required: t.pickupRequired,
    sale_periods: t.dates.length ? [{ start: t.dates[0], end: t.dates[t.dates.length - 1] }] : [],
    sales_enabled: true,
    tags: tagsOf(t.tagIds, lang),
    timezone: t.timezone,
    tour_operator_information: 1,
    tour_operator_url: t.operatorUrl,
  };
}

export const tourInstance = (t: Tour, date: string): Json => ({
  instance_id: `${t.id}-${date.replaceAll('-', '')}`,
  start_datetime: zoned(date, t.options[0].time, t.timezone),
});

export const tourPriceTypes = (t: Tour): Json[] =>
  t.priceTypes.map((p) => ({
    price_type_id: p.id,
    name: p.name,
    description: p.description,
    agerange_min: p.ageMin,
    agerange_max: p.ageMax,
    can_be_guardian: p.canBeGuardian,
    require_guardian: p.requireGuardian,
  }));
