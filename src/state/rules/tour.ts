/**
 * The traveller mix of a tour: counts per price type that the API accepts (booking size, the
 * guardian rule), labels for the price types, and the price_types_required mixes of an option.
 * Options, pricing, pickup and the reservation body are in tour-option.ts and tour-pickup.ts.
 */

import { msg, str } from '@lit/localize';
import { plural } from '../../plural.js';
import type { components } from '../../api/schema.js';
import type { RuleProblem } from './problem.js';

type Schemas = components['schemas'];
export type PriceTypeRequirement = Schemas['PriceTypeRequirement'];
export type TourSizeRules = Pick<
  Schemas['TourAttractionBase'],
  'min_booking_size' | 'max_booking_size'
>;

/** A tour price type as GET tours gives it (name) or as availability gives it (price_type_name). */
export interface TravellerType {
  price_type_id: string;
  name?: string;
  price_type_name?: string;
  description?: string;
  agerange_min?: number | null;
  agerange_max?: number | string | null;
  can_be_guardian: boolean;
  require_guardian: boolean;
}

/** Travellers per price_type_id (zero or absent means none). */
export type TravellerMix = Readonly<Record<string, number>>;

export function typeName(type: TravellerType): string {
  return type.name ?? type.price_type_name ?? type.price_type_id;
}

export function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/** The age range in words: "Adult" when the upper bound is blank (doc 2), else "4-12". */
export function ageRangeText(type: TravellerType): string {
  if (isBlank(type.agerange_max)) return msg('Adult');
  const max = Number(type.agerange_max);
  const min = isBlank(type.agerange_min) ? 0 : Number(type.agerange_min);
  return min === max ? String(min) : `${min}–${max}`;
}

export function mixTotal(mix: TravellerMix): number {
  let total = 0;
  for (const n of Object.values(mix)) if (n > 0) total += n;
  return total;
}

/** min_booking_size, at least 1: a reservation always has a traveller. */
export function minBookingSize(tour: TourSizeRules): number {
  const min = tour.min_booking_size;
  return typeof min === 'number' && min > 1 ? Math.ceil(min) : 1;
}

/** max_booking_size, or Infinity when the API sent no positive number. */
export function maxBookingSize(tour: TourSizeRules): number {
  const max = tour.max_booking_size;
  return typeof max === 'number' && max > 0 ? Math.floor(max) : Infinity;
}

/** True when some chosen traveller needs a guardian and no chosen traveller can be one. */
export function missingGuardian(types: readonly TravellerType[], mix: TravellerMix): boolean {
  const chosen = types.filter((t) => (mix[t.price_type_id] ?? 0) > 0);
  return chosen.some((t) => t.require_guardian) && !chosen.some((t) => t.can_be_guardian);
}

/**
 * The counts a stepper offers for one price type given the others: 0 up to what keeps the total
 * within max_booking_size (code 38). A type that needs a guardian gets 0 when no type of the tour
 * can be one (the API could never accept it). Below min_booking_size is allowed while choosing and
 * reported by mixProblems.
 */
export function countRange(
  tour: TourSizeRules,
  types: readonly TravellerType[],
  mix: TravellerMix,
  priceTypeId: string,
): { min: number; max: number } {
  const type = types.find((t) => t.price_type_id === priceTypeId);
  if (!type) return { min: 0, max: 0 };
  if (type.require_guardian && !types.some((t) => t.can_be_guardian)) return { min: 0, max: 0 };
  const others = mixTotal(mix) - Math.max(0, mix[priceTypeId] ?? 0);
  return { min: 0, max: Math.max(0, maxBookingSize(tour) - others) };
}

/**
 * Everything the API would refuse about a mix, empty when it would accept it: total below
 * min_booking_size (code 37), above max_booking_size (code 38), a traveller that needs a guardian
 * without one (refused as code 39).
 */
export function mixProblems(
  tour: TourSizeRules,
  types: readonly TravellerType[],
  mix: TravellerMix,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const [priceTypeId, count] of Object.entries(mix)) {
    if (count === 0) continue;
    if (!Number.isInteger(count) || count < 0) {
      problems.push({
        code: null,
        priceTypeId,
        message: msg('Choose a whole number of travellers.'),
      });
    } else if (!types.some((t) => t.price_type_id === priceTypeId)) {
      problems.push({
        code: null,
        priceTypeId,
        message: msg('This traveller type is not offered for this tour.'),
      });
    }
  }
  const total = mixTotal(mix);
  const min = minBookingSize(tour);
  const max = maxBookingSize(tour);
  if (total < min) {
    problems.push({
      code: 37,
      message: plural(
        min,
        msg('one{Choose at least one traveller.}other{This tour needs at least # travellers.}'),
      ),
    });
  }
  if (total > max) {
    problems.push({
      code: 38,
      message: plural(
        max,
        msg('one{At most # traveller per booking.}other{At most # travellers per booking.}'),
      ),
    });
  }
  if (missingGuardian(types, mix)) {
    const guardians = types.filter((t) => t.can_be_guardian).map(typeName);
    const needing = types
      .filter((t) => t.require_guardian && (mix[t.price_type_id] ?? 0) > 0)
      .map(typeName);
    problems.push({
      code: 39,
      message:
        guardians.length > 0
          ? msg(
              str`${list(needing, 'and')} must travel with at least one ${list(guardians, 'or')}.`,
            )
          : msg(str`${list(needing, 'and')} cannot be booked on this tour.`),
    });
  }
  return problems;
}

/** Whether a mix satisfies one of the alternatives of price_types_required (null: no requirement). */
export function meetsRequirements(
  required: readonly (readonly PriceTypeRequirement[])[] | null | undefined,
  mix: TravellerMix,
): boolean {
  if (!required || required.length === 0) return true;
  return required.some((alternative) =>
    alternative.every((r) => {
      const n = mix[r.price_type_id] ?? 0;
      return (
        n >= (r.min_count_required ?? 0) &&
        (r.max_count_required == null || n <= r.max_count_required)
      );
    }),
  );
}

function list(items: readonly string[], type: 'and' | 'or', locale = 'en'): string {
  const lf = new Intl.ListFormat(locale, { type: type === 'and' ? 'conjunction' : 'disjunction' });
  return lf.format(items);
}

function requirementClause(r: PriceTypeRequirement): string | null {
  const name = r.price_type_name || r.price_type_id;
  const min = r.min_count_required ?? 0;
  const max = r.max_count_required;
  if (max != null && min === max) return msg(str`exactly ${min} ${name}`);
  if (max != null && min > 0) return msg(str`${min} to ${max} ${name}`);
  if (max != null) return msg(str`at most ${max} ${name}`);
  if (min > 0) return msg(str`at least ${min} ${name}`);
  return null;
}

/**
 * The price_types_required alternatives in words, built from the type names: "Needs at least 1
 * Adult and at most 2 Child", alternatives joined by "or". Null when there is nothing to say.
 */
export function requirementHint(
  required: readonly (readonly PriceTypeRequirement[])[] | null | undefined,
  locale = 'en',
): string | null {
  if (!required || required.length === 0) return null;
  const alternatives = required
    .map((alt) => alt.map(requirementClause).filter((c): c is string => c !== null))
    .filter((clauses) => clauses.length > 0)
    .map((clauses) => list(clauses, 'and', locale));
  if (alternatives.length === 0) return null;
  return msg(str`Needs ${list(alternatives, 'or', locale)}`);
}
