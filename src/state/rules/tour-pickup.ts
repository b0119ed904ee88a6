/**
 * Pickup points of a tour option: the order they are listed in, searching them, and what the API
 * needs on reserve (code 26, "Invalid pickup point").
 */

import { msg } from '@lit/localize';
import type { components } from '../../api/schema.js';
import type { RuleProblem } from './problem.js';

type Schemas = components['schemas'];
export type PickupPoint = Schemas['PickupPoint'];
export type TourPickupRules = Pick<Schemas['TourAttractionBase'], 'pickup_required'>;

/** service_pickup_id of the entry that stands for "my place is not listed" (free-text pickup_entry). */
export const NOT_LISTED = 'notListed';

/** pickup_entry is free text; kept to a length a provider can print on a voucher. */
export const PICKUP_ENTRY_MAX = 250;

export interface PickupChoice {
  /** service_pickup_id, or null when none is chosen. */
  pickupId: string | null;
  /** Free text, used only with NOT_LISTED. */
  pickupEntry?: string;
}

/** Alphabetical by name (in the buyer's locale), with the notListed entry first when present. */
export function sortPickupPoints(points: readonly PickupPoint[], locale = 'en'): PickupPoint[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...points].sort((a, b) => {
    const aNot = a.service_pickup_id === NOT_LISTED;
    const bNot = b.service_pickup_id === NOT_LISTED;
    if (aNot !== bNot) return aNot ? -1 : 1;
    return collator.compare(a.pickup_name ?? '', b.pickup_name ?? '');
  });
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The points matching a search (every word found in the name, address, postcode or description,
 * ignoring case and accents), sorted; notListed always stays, so a buyer who finds nothing can
 * still type their place.
 */
export function searchPickupPoints(
  points: readonly PickupPoint[],
  query: string,
  locale = 'en',
): PickupPoint[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const hit = (p: PickupPoint) => {
    if (p.service_pickup_id === NOT_LISTED) return true;
    const text = fold(
      [p.pickup_name, p.pickup_address, p.postcode, p.pickup_description].join(' '),
    );
    return words.every((w) => text.includes(w));
  };
  return sortPickupPoints(words.length === 0 ? points : points.filter(hit), locale);
}

/** An OpenStreetMap link for a point, or null without a location (geolocation_point is [lon, lat]). */
export function pickupMapUrl(point: PickupPoint): string | null {
  const g = point.geolocation_point;
  if (!Array.isArray(g) || g.length < 2) return null;
  const [lon, lat] = g;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/**
 * What the API would refuse about a pickup choice: none chosen when pickup_required, an ID that is
 * not one of this option's points (code 26), notListed without the free-text entry. notListed is
 * offered when pickup_on_request; whenever it is chosen it needs the text, as without it the
 * operator has nowhere to go. pickup_entry has no documented limit; 250 characters is ours.
 */
export function pickupProblems(
  tour: TourPickupRules,
  points: readonly PickupPoint[],
  choice: PickupChoice,
): RuleProblem[] {
  const { pickupId } = choice;
  if (pickupId === null || pickupId === '') {
    return tour.pickup_required
      ? [{ code: 26, field: 'pickup_id', message: msg('Choose a pickup point.') }]
      : [];
  }
  if (!points.some((p) => p.service_pickup_id === pickupId)) {
    return [
      {
        code: 26,
        field: 'pickup_id',
        message: msg('This pickup point is no longer offered; choose another.'),
      },
    ];
  }
  if (pickupId !== NOT_LISTED) return [];
  const entry = (choice.pickupEntry ?? '').trim();
  if (entry === '') {
    return [{ code: 26, field: 'pickup_entry', message: msg('Tell us where to pick you up.') }];
  }
  if ([...entry].length > PICKUP_ENTRY_MAX) {
    return [
      {
        code: null,
        field: 'pickup_entry',
        message: msg('Shorten the pickup address to 250 characters.'),
      },
    ];
  }
  return [];
}
