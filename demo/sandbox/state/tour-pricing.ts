/** Tour prices per traveller mix: groups get cheaper per head; children cheaper with two adults. */
import { price, type Price } from '../catalogue/money.js';
import type { Requirement, Tour, TourOption, TourPriceType } from '../catalogue/types.js';
import { businessError } from '../errors.js';
import { REFUSALS } from '../i18n/refusals.js';

export type Mix = Record<string, number>;

const total = (mix: Mix) => Object.values(mix).reduce((a, b) => a + b, 0);

/** Per-ticket price in GBP pence for one price type of an option, given the whole mix. */
export function unitPrice(t: Tour, o: TourOption, p: TourPriceType, mix: Mix): number {
  const group = Math.max(0.8, 1 - 0.04 * (total(mix) - 1));
  const adults = t.priceTypes
    .filter((x) => x.canBeGuardian)
    .reduce((n, x) => n + (mix[x.id] ?? 0), 0);
  const family = p.requireGuardian && adults >= 2 ? 0.9 : 1;
  return Math.round((p.base * o.factor * group * family) / 10) * 10;
}

export const feeRange = (unit: number): [number, number] =>
  unit === 0
    ? [0, 0]
    : [Math.max(50, Math.round((unit * 0.05) / 10) * 10), Math.round((unit * 0.2) / 10) * 10];

export interface PricedType {
  type: TourPriceType;
  count: number;
  unit: Price;
  minFee: Price;
  maxFee: Price;
}

export function pricedMix(t: Tour, o: TourOption, mix: Mix): PricedType[] {
  return t.priceTypes
    .filter((p) => (mix[p.id] ?? 0) > 0)
    .map((p) => {
      const unit = unitPrice(t, o, p, mix);
      const [lo, hi] = feeRange(unit);
      return {
        type: p,
        count: mix[p.id],
        unit: price(unit, t.currencies),
        minFee: price(lo, t.currencies),
        maxFee: price(hi, t.currencies),
      };
    });
}

/** Booking-size and price-type rules shared by availability and reservation (codes 37, 38, 39). */
export function checkMix(t: Tour, mix: Mix): void {
  const n = total(mix);
  if (n < t.minBooking)
    throw businessError(400, 37, 'Minimum tickets not met', REFUSALS.minTickets(t.minBooking));
  if (n > t.maxBooking)
    throw businessError(
      400,
      38,
      'Incorrect total ticket count',
      REFUSALS.totalTickets(t.minBooking, t.maxBooking),
    );
  for (const p of t.priceTypes) {
    const count = mix[p.id] ?? 0;
    if (count > p.maxCount)
      throw businessError(
        400,
        39,
        'Incorrect price type count',
        REFUSALS.perType(p.name, p.maxCount),
      );
  }
  const guardians = t.priceTypes.filter((p) => p.canBeGuardian).some((p) => (mix[p.id] ?? 0) > 0);
  const needGuardian = t.priceTypes
    .filter((p) => p.requireGuardian)
    .some((p) => (mix[p.id] ?? 0) > 0);
  if (needGuardian && !guardians)
    throw businessError(400, 39, 'Incorrect price type count', REFUSALS.needsAdult);
}

export function meets(required: Requirement[][] | null, mix: Mix): boolean {
  if (!required) return true;
  return required.some((alt) =>
    alt.every(
      (r) =>
        (mix[r.price_type_id] ?? 0) >= r.min_count_required &&
        (r.max_count_required === null || (mix[r.price_type_id] ?? 0) <= r.max_count_required),
    ),
  );
}
