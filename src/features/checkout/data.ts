/**
 * The checkout's transaction: polled after a payment until it settles, read once when a checkout
 * is resumed. Plain functions over the API client.
 */
import type { TesseraClient } from '../../state/client-context.js';
import type { components } from '../../api/schema.js';
import { settledOutcome } from './outcome.js';

export type Transaction = components['schemas']['Transaction'];

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
  /** Whether a read ends the wait before the limit; by default, a settled status. */
  until?: (read: Transaction) => boolean;
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
 * ADDED/PENDING (or `until` says so) or the limit passes. A failed poll (network, 5xx after the
 * client's own retries) is not final: the next poll tries again, so a brief outage during polling
 * is recovered.
 */
export async function pollTransaction(
  client: TesseraClient,
  userId: string,
  transactionId: string,
  options: PollOptions = {},
): Promise<PollOutcome> {
  const { firstDelayMs = 500, maxDelayMs = 5000, limitMs = 60_000, signal, onRead } = options;
  const { until = (read: Transaction) => settledOutcome(read.status) !== null } = options;
  const started = Date.now();
  let delay = firstDelayMs;
  let last: Transaction | null = null;
  for (;;) {
    const read = await findTransaction(client, userId, transactionId, signal);
    if (read) {
      last = read;
      onRead?.(read);
      if (until(read)) return { kind: 'settled', transaction: read };
    }
    if (Date.now() - started + delay > limitMs) return { kind: 'timeout', transaction: last };
    await wait(delay, signal);
    delay = Math.min(delay * 2, maxDelayMs);
  }
}

/**
 * One read of the transaction (a resumed checkout's first look, each poll); null when it cannot be
 * read or is not listed.
 */
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
