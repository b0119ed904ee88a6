import type { components } from '../../api/schema.js';

type S = components['schemas'];

export type AttractionDetail = S['AttractionDetailV2'];
export type TheaterDetail = Extract<AttractionDetail, { attraction_type: 'THEATER' }>;
export type TourDetail = Extract<AttractionDetail, { attraction_type: 'TOUR' }>;
export type TheaterPerformance = S['TheaterInstanceV2'];

/** A maps link for a point; the API gives coordinates, not a map. */
export function mapHref(lat: number | undefined, lng: number | undefined, address = ''): string {
  const query = lat !== undefined && lng !== undefined && (lat || lng) ? `${lat},${lng}` : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
