/** The sandbox's internal catalogue model; routes turn it into the API's v1/v2 shapes. */
import type { Lang } from '../i18n/language.js';
import type { Price } from './money.js';

export const ATTENDEE_FIELDS = [
  'city',
  'country_code',
  'date_of_birth',
  'email',
  'first_name',
  'gender',
  'id_number',
  'phone_number',
  'province',
  'second_name',
] as const;
export type AttendeeField = (typeof ATTENDEE_FIELDS)[number];

interface AttractionBase {
  id: string;
  name: string;
  description: string;
  cityId: number;
  address: string;
  locationName: string;
  latitude: number;
  longitude: number;
  timezone: string;
  groupId: number;
  subcategories: number[];
  tagIds: number[];
  priority: number;
  rating: number;
  popularity: number;
  duration: number;
  labelBlue: string;
  labelRed: string;
  currencies: string[];
  required: AttendeeField[];
  mandatoryAttendee: boolean;
  phoneVerification: boolean;
  /** Cannot share a transaction with any other attraction (code 36). */
  standalone: boolean;
  deliveryMethod: number;
}

export interface TheaterPriceType {
  id: string;
  label: string;
  price: Price;
  minFee: Price;
  maxFee: Price;
  validSplits: number[];
}

export interface PriceBand {
  id: string;
  name: string;
  sectionName: string;
  sectionId: string;
  priceCategory: number;
  generalAdmission: boolean;
  /** Capacity for bands without a seat map. */
  capacity: number;
  priceTypes: TheaterPriceType[];
}

export interface TheaterInstance {
  id: string;
  start: string;
  provisional: boolean;
}

export interface Theater extends AttractionBase {
  kind: 'theater';
  venueId: string | null;
  seatSales: boolean;
  maxTicketsPerOrder: number;
  multiplePurchases: boolean;
  bands: PriceBand[];
  instances: TheaterInstance[];
}

export interface TourPriceType {
  id: string;
  name: string;
  description: string;
  ageMin: number;
  ageMax: number | null;
  canBeGuardian: boolean;
  requireGuardian: boolean;
  /** Most tickets of this type in one booking (code 39 above it). */
  maxCount: number;
  /** Base price per ticket in GBP pence, before the traveller-mix adjustment. */
  base: number;
}

export interface Requirement {
  price_type_id: string;
  price_type_name: string;
  min_count_required: number;
  max_count_required: number | null;
}

export interface TourOption {
  id: string;
  name: string;
  description: string | null;
  time: string;
  /** Minutes; null for a full-day option. */
  length: number | null;
  languages: Record<string, string>;
  /** Multiplier on the tour's base prices. */
  factor: number;
  capacity: number;
  /** The option is available only when the traveller mix meets one of these. */
  required: Requirement[][] | null;
}

export interface PickupPoint {
  service_pickup_id: string;
  pickup_name: string;
  pickup_address: string;
  pickup_description: string;
  postcode: string;
  geolocation_point: [number, number];
}

export interface TourHtml {
  itinerary: string;
  included: string;
  excluded: string;
  essential_information: string;
  please_note: string;
  departure_point: string;
  departure_time: string;
  return_details: string;
}

export interface Tour extends AttractionBase {
  kind: 'tour';
  priceTypes: TourPriceType[];
  minBooking: number;
  maxBooking: number;
  options: TourOption[];
  /** Dates (YYYY-MM-DD) the tour runs. */
  dates: string[];
  pickupRequired: boolean;
  pickupOnRequest: boolean;
  pickups: PickupPoint[];
  html: TourHtml;
  /** The HTML fields in the languages the sandbox translates into. */
  htmlIn: Partial<Record<Lang, TourHtml>>;
  text: Record<
    | 'admission'
    | 'cancellation_policy'
    | 'duration_description'
    | 'extras_upgrades'
    | 'highlights'
    | 'requirements'
    | 'restrictions'
    | 'special_offer'
    | 'summary',
    string
  >;
  points: { name: string; latitude: number; longitude: number }[];
  operatorUrl: string;
}

export type Attraction = Theater | Tour;
