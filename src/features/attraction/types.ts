import type { components } from '../../api/schema.js';

type S = components['schemas'];

export type AttractionDetail = S['AttractionDetailV2'];
export type TheaterDetail = Extract<AttractionDetail, { attraction_type: 'THEATER' }>;
export type TourDetail = Extract<AttractionDetail, { attraction_type: 'TOUR' }>;
export type TheaterInstance = S['TheaterInstanceV2'];
export type Tag = S['Tag'];

/** Lowest and highest full price (face value plus fee) of a performance in one currency. */
export function priceRange(
  instance: TheaterInstance,
  currency: string,
): { min: number; max: number } | undefined {
  let min = Infinity;
  let max = -Infinity;
  for (const band of instance.price_bands ?? []) {
    for (const type of band.price_types ?? []) {
      const lo = type.min_full_price?.[currency] ?? type.price?.[currency];
      const hi = type.max_full_price?.[currency] ?? lo;
      if (typeof lo === 'number') min = Math.min(min, lo);
      if (typeof hi === 'number') max = Math.max(max, hi);
    }
  }
  return Number.isFinite(min) ? { min, max: Math.max(min, max) } : undefined;
}

/** A maps link for a point; the API gives coordinates, not a map. */
export function mapHref(lat: number | undefined, lng: number | undefined, address = ''): string {
  const query = lat !== undefined && lng !== undefined && (lat || lng) ? `${lat},${lng}` : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
