// Small API-shaped objects for the rules tests, typed with the generated schema.
import type { components } from '../../../src/api/schema.js';

type S = components['schemas'];

export function priceType(
  id: string,
  splits: number[],
  price = 5000,
  fee: [number, number] = [250, 750],
): S['TheaterPriceType'] {
  return {
    price_type: id.toUpperCase(),
    price_type_id: id,
    price: { GBP: price, EUR: price + 500 },
    min_booking_fee: { GBP: fee[0], EUR: fee[0] },
    max_booking_fee: { GBP: fee[1], EUR: fee[1] },
    min_full_price: { GBP: price + fee[0], EUR: price + 500 + fee[0] },
    max_full_price: { GBP: price + fee[1], EUR: price + 500 + fee[1] },
    valid_splits: splits,
  };
}

export function band(
  id: string,
  category: string,
  types: S['TheaterPriceType'][],
  extra: Partial<S['PriceBandV2']> = {},
): S['PriceBandV2'] {
  return {
    id,
    price_band_name: `Band ${id}`,
    section_name: `Section ${id}`,
    section_id: `sec-${id}`,
    spaces_remaining: 100,
    is_general_admission: false,
    price_category: category,
    updating: false,
    price_types: types,
    ...extra,
  };
}

export function tourType(
  id: string,
  name: string,
  extra: Partial<S['TourPriceType']> = {},
): S['TourPriceType'] {
  return {
    price_type_id: id,
    name,
    agerange_min: 18,
    agerange_max: null,
    can_be_guardian: false,
    require_guardian: false,
    ...extra,
  };
}

export const ADULT = tourType('adult', 'Adult', { can_be_guardian: true });
export const CHILD = tourType('child', 'Child', {
  agerange_min: 4,
  agerange_max: 12,
  require_guardian: true,
});
export const SENIOR = tourType('senior', 'Senior', { agerange_min: 65, can_be_guardian: true });

export function pickup(
  id: string,
  name: string,
  extra: Partial<S['PickupPoint']> = {},
): S['PickupPoint'] {
  return {
    service_pickup_id: id,
    pickup_name: name,
    pickup_address: `1 ${name} Street\nOld Town`,
    pickup_description: '',
    postcode: '1000 Lisbon',
    geolocation_point: [-9.14, 38.71],
    ...extra,
  };
}

export function availabilityPrice(
  type: S['TourPriceType'],
  count: number,
  price: number,
): S['AvailabilityPriceType'] {
  return {
    price_type_id: type.price_type_id,
    price_type_name: type.name,
    agerange_min: type.agerange_min,
    agerange_max: type.agerange_max,
    can_be_guardian: type.can_be_guardian,
    require_guardian: type.require_guardian,
    number_of_tickets: count,
    price: { EUR: price },
    min_booking_fee: { EUR: 100 },
    max_booking_fee: { EUR: 300 },
    min_full_price: { EUR: price + 100 },
    max_full_price: { EUR: price + 300 },
  };
}

export function option(extra: Partial<S['AvailabilityOption']> = {}): S['AvailabilityOption'] {
  return {
    available: true,
    selection_id: 'sel-1',
    name: 'Morning tour',
    description: null,
    timezone: 'Europe/Lisbon',
    start_datetime: '2026-12-01T09:00:00+00:00',
    end_datetime: '2026-12-01T12:00:00+00:00',
    full_day: false,
    languages_spoken: { en: 'English', pt: 'Portuguese' },
    min_booking_fee: { EUR: 300 },
    max_booking_fee: { EUR: 900 },
    min_full_price: { EUR: 9300 },
    max_full_price: { EUR: 9900 },
    prices: [availabilityPrice(ADULT, 2, 4000), availabilityPrice(CHILD, 1, 1000)],
    price_types_required: null,
    pickup_points: [
      pickup('notListed', 'My place is not listed', { geolocation_point: null }),
      pickup('p-b', 'Belem'),
      pickup('p-a', 'Alfama'),
    ],
    ...extra,
  };
}
