/**
 * Data the basket and checkout steps share: the basket summary and what each attraction in it
 * requires (attendees per ticket, a verified phone). Plain functions over the API client.
 */
import type { TesseraClient } from '../../state/client-context.js';
import type { components } from '../../api/schema.js';
import { isoDate } from '../../state/rules/dates.js';
import type { SummaryReservation } from '../../state/rules/basket.js';
import { attendeeRequirement, type AttendeeRules } from '../../state/rules/attendees.js';
import type { AttendeeField } from '../../state/rules/attendees.js';
import { settledOutcome } from './outcome.js';

export type Summary = components['schemas']['ReservationSummary'];
export type Transaction = components['schemas']['Transaction'];

export async function loadSummary(
  client: TesseraClient,
  signal?: AbortSignal,
): Promise<{ reservations: SummaryReservation[]; total_price: number }> {
  const summary = (await client.getReservations({}, { signal })) as Summary;
  return {
    reservations: summary.reservations as SummaryReservation[],
    total_price: summary.total_price,
  };
}

export interface Requirements {
  /** Attendee fields per attraction id; absent when the attraction needs no attendees. */
  attendeeFields: Map<string, AttendeeField[]>;
  /** Some attraction in the basket needs the lead customer's phone verified. */
  phoneVerification: boolean;
}

/**
 * The attendee and phone flags of every attraction in the basket (GET /v2/attractions/{id}; the
 * summary does not carry them). One request per distinct attraction, in parallel.
 */
export async function loadRequirements(
  client: TesseraClient,
  attractionIds: readonly string[],
  signal?: AbortSignal,
): Promise<Requirements> {
  const ids = [...new Set(attractionIds)];
  const details = await Promise.all(
    ids.map((id) => client.getAttraction(id, { date_start: isoDate(), size: 1 }, { signal })),
  );
  const attendeeFields = new Map<string, AttendeeField[]>();
  let phoneVerification = false;
  details.forEach((detail, i) => {
    const rules = detail.attraction as AttendeeRules & {
      phone_number_verification_required?: boolean;
    };
    const requirement = attendeeRequirement(rules);
    if (requirement.needed) attendeeFields.set(ids[i]!, requirement.fields);
    if (rules.phone_number_verification_required) phoneVerification = true;
  });
  return { attendeeFields, phoneVerification };
}

export type PollOutcome =
  | { kind: 'settled'; transaction: Transaction }
  | { kind: 'timeout'; transaction: Transaction | null };

export interface PollOptions {
  /** First wait between polls, doubled each time up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Upper bound of the whole wait; then the buyer is told the booking is still processing. */
  limitMs?: number;
  signal?: AbortSignal;
  /** Each read of the transaction (PENDING shows its reference while the wait goes on). */
  onRead?: (transaction: Transaction) => void;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Polls GET users/{user_id}/transactions with exponential backoff until the transaction leaves
 * ADDED/PENDING or the limit passes. A failed poll (network, 5xx after the client's own retries)
 * is not final: the next poll tries again, so a brief outage during polling is recovered.
 */
export async function pollTransaction(
  client: TesseraClient,
  userId: string,
  transactionId: string,
  options: PollOptions = {},
): Promise<PollOutcome> {
  const { firstDelayMs = 500, maxDelayMs = 5000, limitMs = 60_000, signal, onRead } = options;
  const started = Date.now();
  let delay = firstDelayMs;
  let last: Transaction | null = null;
  for (;;) {
    try {
      const list = (await client.listTransactions(userId, { signal })) as Transaction[];
      last = list.find((t) => t.transaction_id === transactionId) ?? last;
      if (last) onRead?.(last);
      if (last && settledOutcome(last.status)) return { kind: 'settled', transaction: last };
    } catch (error) {
      if (signal?.aborted) throw error;
    }
    if (Date.now() - started + delay > limitMs) return { kind: 'timeout', transaction: last };
    await wait(delay, signal);
    delay = Math.min(delay * 2, maxDelayMs);
  }
}

/** One read of the transaction (a resumed checkout's first look); null when it cannot be read. */
export async function findTransaction(
  client: TesseraClient,
  userId: string,
  transactionId: string,
  signal?: AbortSignal,
): Promise<Transaction | null> {
  try {
    const list = (await client.listTransactions(userId, { signal })) as Transaction[];
    return list.find((t) => t.transaction_id === transactionId) ?? null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
