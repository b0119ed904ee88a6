/**
 * A tour availability option given the traveller mix: its price per traveller type and total,
 * its languages, the POST tours/reservations body, and what survives a re-run of availability
 * after a 424 with code 33 ("Selection expired").
 */

import { msg, str } from '@lit/localize';
import type { components } from '../../api/schema.js';
import {
  orderTotals,
  ticketMoney,
  type BookingFeePolicy,
  type OrderTotals,
  type TicketMoney,
} from './fees.js';
import { assertNoProblems, type RuleProblem } from './problem.js';
import {
  NOT_LISTED,
  pickupProblems,
  type PickupChoice,
  type TourPickupRules,
} from './tour-pickup.js';
import {
  meetsRequirements,
  mixProblems,
  requirementHint,
  typeName,
  type TourSizeRules,
  type TravellerMix,
  type TravellerType,
} from './tour.js';

type Schemas = components['schemas'];
export type AvailabilityOption = Schemas['AvailabilityOption'];
type ReservationRequest = Schemas['TourReservationRequest'];

/** The mix an option was priced for (availability answers for the mix it was asked about). */
function optionMix(option: AvailabilityOption): Record<string, number> {
  const mix: Record<string, number> = {};
  for (const p of option.prices ?? [])
    if (p.number_of_tickets > 0) mix[p.price_type_id] = p.number_of_tickets;
  return mix;
}

/** True when the option was priced for exactly this mix; otherwise availability must run again. */
export function optionMatchesMix(option: AvailabilityOption, mix: TravellerMix): boolean {
  const priced = optionMix(option);
  const ids = new Set([
    ...Object.keys(priced),
    ...Object.keys(mix).filter((id) => (mix[id] ?? 0) > 0),
  ]);
  for (const id of ids) if ((priced[id] ?? 0) !== (mix[id] ?? 0)) return false;
  return true;
}

/** Whether the buyer can pick this option: available, with a selection_id to reserve it by. */
export function optionSelectable(option: AvailabilityOption): boolean {
  return option.available && typeof option.selection_id === 'string' && option.selection_id !== '';
}

/** Why an option cannot be picked, in words from its price_types_required; null when it can. */
export function optionUnavailableReason(option: AvailabilityOption, locale = 'en'): string | null {
  if (optionSelectable(option)) return null;
  return (
    requirementHint(option.price_types_required, locale) ??
    msg('Not available for this date and group.')
  );
}

/**
 * What a code-39 refusal is about, in the options' own limits: the requirement (price_types_required)
 * of the first option shown that the mix misses, e.g. "Needs at least 2 Adult". Null when no
 * option states one the mix misses (the API's description then names the limit).
 */
export function mixLimitHint(
  options: readonly AvailabilityOption[] | undefined,
  mix: TravellerMix,
  locale = 'en',
): string | null {
  for (const option of options ?? []) {
    if (meetsRequirements(option.price_types_required, mix)) continue;
    const hint = requirementHint(option.price_types_required, locale);
    if (hint) return hint;
  }
  return null;
}

export interface TourLine {
  priceTypeId: string;
  name: string;
  count: number;
  money: TicketMoney;
  lineTotal: number;
}

export interface TourPricing {
  currency: string;
  lines: TourLine[];
  totals: OrderTotals;
  /** Price types of the mix with no price or fee range in this currency. */
  unpriced: string[];
}

/**
 * The price per traveller type for the mix the option was priced for, with the fee per ticket the
 * policy gives inside each type's range (code 50), and the total. Null when the option has no
 * prices (not available).
 */
export function optionPricing(
  option: AvailabilityOption,
  currency: string,
  policy: BookingFeePolicy,
): TourPricing | null {
  if (!option.prices) return null;
  const lines: TourLine[] = [];
  const unpriced: string[] = [];
  for (const p of option.prices) {
    if (!(p.number_of_tickets > 0)) continue;
    const money = ticketMoney(p, currency, policy);
    if (!money) {
      unpriced.push(p.price_type_id);
      continue;
    }
    lines.push({
      priceTypeId: p.price_type_id,
      name: typeName(p),
      count: p.number_of_tickets,
      money,
      lineTotal: p.number_of_tickets * money.fullPrice,
    });
  }
  return { currency, lines, totals: orderTotals(lines), unpriced };
}

export interface TourLanguage {
  key: string;
  label: string;
}

/**
 * The languages the tour is given in (keys of languages_spoken), by label: the name of the key in
 * `locale` where Intl knows it, as the basket and the confirmation say it; else the API's label.
 */
export function tourLanguages(option: AvailabilityOption, locale = 'en'): TourLanguage[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    names = undefined;
  }
  // A key Intl knows is named as the basket and the confirmation name it (they have only the key):
  // the same words on every screen, in the buyer's language. Else the API's label.
  const named = (key: string, label: string) => {
    try {
      const name = names?.of(key);
      if (name && name.toLowerCase() !== key.toLowerCase()) return name;
    } catch {
      // Not a language code: the label says it.
    }
    return label || key;
  };
  return Object.entries(option.languages_spoken ?? {})
    .map(([key, label]) => ({ key, label: named(key, label) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** The language to preselect: the buyer's (exact key, then same primary language), or the only one. */
export function defaultTourLanguage(
  option: AvailabilityOption,
  preferred: string | null | undefined,
): string | null {
  const keys = Object.keys(option.languages_spoken ?? {});
  if (preferred) {
    const want = preferred.toLowerCase();
    const exact = keys.find((k) => k.toLowerCase() === want);
    if (exact) return exact;
    const primary = want.split(/[-_]/)[0];
    const near = keys.find((k) => k.toLowerCase().split(/[-_]/)[0] === primary);
    if (near) return near;
  }
  return keys.length === 1 ? keys[0] : null;
}

/** A tour language must be one of the option's keys, and chosen when there are several (code 51). */
function languageProblems(option: AvailabilityOption, tourLanguage: string | null): RuleProblem[] {
  const keys = Object.keys(option.languages_spoken ?? {});
  if (tourLanguage === null || tourLanguage === '') {
    return keys.length > 1
      ? [{ code: 51, field: 'tour_language', message: msg('Choose the tour language.') }]
      : [];
  }
  return keys.includes(tourLanguage)
    ? []
    : [
        {
          code: 51,
          field: 'tour_language',
          message: msg('This tour is not given in that language; choose another.'),
        },
      ];
}

export interface TourReservationInput {
  tour: TourSizeRules & TourPickupRules;
  types: readonly TravellerType[];
  attractionId: string;
  date: string;
  currency: string;
  languageCode: string;
  option: AvailabilityOption;
  mix: TravellerMix;
  policy: BookingFeePolicy;
  tourLanguage: string | null;
  pickup: PickupChoice;
}

/** Everything the API would refuse about reserving this option with this mix and choices. */
export function tourReservationProblems(input: TourReservationInput): RuleProblem[] {
  const { option, mix } = input;
  const problems = mixProblems(input.tour, input.types, mix);
  if (!optionSelectable(option)) {
    problems.push({ code: null, message: optionUnavailableReason(option) ?? '' });
  } else if (!meetsRequirements(option.price_types_required, mix)) {
    problems.push({
      code: 39,
      message:
        requirementHint(option.price_types_required) ??
        msg('This option needs a different mix of travellers.'),
    });
  }
  if (!optionMatchesMix(option, mix)) {
    problems.push({
      code: 51,
      message: msg('Travellers changed: check availability again for this group.'),
    });
  }
  const priced = optionPricing(option, input.currency, input.policy);
  for (const id of priced?.unpriced ?? []) {
    problems.push({
      code: null,
      priceTypeId: id,
      message: msg(str`Not sold in ${input.currency}.`),
    });
  }
  problems.push(...languageProblems(option, input.tourLanguage));
  problems.push(...pickupProblems(input.tour, option.pickup_points ?? [], input.pickup));
  return problems;
}

/**
 * The POST tours/reservations body: the option's selection_id, one ticket item per traveller type
 * with the fee per ticket, tour_language, pickup_id and (for notListed only) pickup_entry, and
 * to_basket true. Throws a RuleViolation listing the problems when the rules refuse it.
 */
export function buildTourReservation(input: TourReservationInput): ReservationRequest {
  assertNoProblems(tourReservationProblems(input));
  const priced = optionPricing(input.option, input.currency, input.policy)!;
  const body: ReservationRequest = {
    attraction_id: input.attractionId,
    date: input.date,
    currency: input.currency,
    selection_id: input.option.selection_id!,
    tickets: priced.lines.map((l) => ({
      price_type_id: l.priceTypeId,
      number_of_tickets: l.count,
      booking_fee: l.money.fee,
    })),
    language_code: input.languageCode,
    to_basket: true,
  };
  const language = input.tourLanguage || defaultTourLanguage(input.option, null);
  if (language) body.tour_language = language;
  const { pickupId, pickupEntry } = input.pickup;
  if (pickupId) {
    body.pickup_id = pickupId;
    if (pickupId === NOT_LISTED) body.pickup_entry = (pickupEntry ?? '').trim();
  }
  return body;
}

/** What the buyer had chosen when the selection expired. */
export interface TourChoice {
  optionName: string;
  startDatetime: string;
  tourLanguage: string | null;
  pickup: PickupChoice;
}

export interface CarriedChoice {
  /** The same option (name and start time) if it is still there and selectable. */
  option: AvailabilityOption | null;
  tourLanguage: string | null;
  pickup: PickupChoice;
  /** What could not be kept, to tell the buyer. */
  lost: ('option' | 'language' | 'pickup')[];
}

function sameInstant(a: string, b: string): boolean {
  const ta = Date.parse(a);
  const tb = Date.parse(b);
  return Number.isNaN(ta) || Number.isNaN(tb) ? a === b : ta === tb;
}

/**
 * After a 424 code 33 the widget re-runs availability; this keeps what is still valid in the new
 * options: the same option (same name and start time, still available), the same tour language
 * if it still offers it, the same pickup point (and free text) if it is still listed.
 */
export function carryOverChoice(
  previous: TourChoice,
  options: readonly AvailabilityOption[],
): CarriedChoice {
  const option =
    options.find(
      (o) =>
        o.name === previous.optionName &&
        sameInstant(o.start_datetime, previous.startDatetime) &&
        optionSelectable(o),
    ) ?? null;
  const lost: CarriedChoice['lost'] = [];
  if (!option) lost.push('option');
  let tourLanguage: string | null = null;
  if (previous.tourLanguage) {
    if (option && Object.hasOwn(option.languages_spoken ?? {}, previous.tourLanguage)) {
      tourLanguage = previous.tourLanguage;
    } else lost.push('language');
  }
  let pickup: PickupChoice = { pickupId: null };
  if (previous.pickup.pickupId) {
    const still = option?.pickup_points?.some(
      (p) => p.service_pickup_id === previous.pickup.pickupId,
    );
    if (still) pickup = { ...previous.pickup };
    else lost.push('pickup');
  }
  return { option, tourLanguage, pickup, lost };
}

/** What to tell the buyer after availability was re-run on their behalf. */
export function carryOverMessage(carried: CarriedChoice): string {
  if (carried.lost.includes('option')) {
    return msg(
      'Your selection expired and this option is no longer available. Please choose another option.',
    );
  }
  if (carried.lost.length > 0) {
    return msg(
      'Your selection expired, so we checked availability again. Some choices changed: please check them.',
    );
  }
  return msg('Your selection expired, so we checked availability again and kept your choices.');
}
