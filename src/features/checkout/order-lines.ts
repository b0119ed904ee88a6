/** The order summary's numbers: what each reservation's tickets cost and what its fees add. */
import type { SummaryReservation } from '../../state/rules/basket.js';
import { parts } from '../../plural.js';

export interface FeeLine {
  name: string;
  amount: number;
}

export interface OrderLines {
  /** The tickets' face value, minor units. */
  tickets: number;
  /** Fees by name (the API's words), summed over the tickets and the reservation. */
  fees: FeeLine[];
}

/** One reservation's face value and fees, from its tickets' `price` and `fees`. */
export function orderLines(r: SummaryReservation): OrderLines {
  const fees = new Map<string, number>();
  let tickets = 0;
  const add = (name: string, value: number) => fees.set(name, (fees.get(name) ?? 0) + value);
  for (const t of r.tickets) {
    tickets += t.price;
    for (const f of t.fees ?? []) add(f.name, f.value);
  }
  for (const f of r.fees ?? []) add(f.name, f.value);
  return { tickets, fees: [...fees].map(([name, amount]) => ({ name, amount })) };
}

/**
 * Tour travellers as "2 × Adult, 1 × Child", in the order the tickets come, joined with the
 * language's comma (each count in its own direction in a right-to-left language). No-break spaces
 * keep a count with its traveller type when a narrow summary wraps.
 */
export function travellerCounts(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return parts([...counts].map(([name, n]) => `${n}\u00a0×\u00a0${name}`));
}
