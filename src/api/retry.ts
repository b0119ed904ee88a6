/**
 * Retry policy: only calls that are safe to repeat (GETs and the tour availability POST) are
 * retried, only on network errors and HTTP 503, with exponential backoff and full jitter, a bounded
 * number of attempts, and an abort that stops the wait at once.
 */
import { TesseraError } from './errors.js';

export interface RetryOptions {
  /** Total attempts including the first one. Default 3. */
  attempts?: number;
  /** Backoff base: attempt n waits a random time in [0, baseDelayMs * 2^(n-1)). Default 300. */
  baseDelayMs?: number;
  /** Upper bound for one wait, including a server's Retry-After. Default 5000. */
  maxDelayMs?: number;
  /** Injectable for tests; defaults to Math.random. */
  random?: () => number;
}

export const DEFAULT_RETRY: Required<RetryOptions> = {
  attempts: 3,
  baseDelayMs: 300,
  maxDelayMs: 5000,
  random: Math.random,
};

/**
 * The failures the client repeats on its own (a safe request only): a network error and a 503.
 * Both are `retryable` (a 503 in every documented form); the buyer is offered the rest.
 */
function isRetryableError(error: unknown): boolean {
  return error instanceof TesseraError && (error.kind === 'network' || error.status === 503);
}

/** Delay before retry number `retry` (1-based): full jitter, floored by a Retry-After hint. */
export function backoffDelay(
  retry: number,
  options: Required<RetryOptions>,
  retryAfterMs: number | null = null,
): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (retry - 1));
  const jittered = Math.floor(options.random() * ceiling);
  const hinted = retryAfterMs === null ? 0 : Math.min(options.maxDelayMs, retryAfterMs);
  return Math.max(jittered, hinted);
}

/** Parses a Retry-After header given in seconds; the HTTP-date form is ignored. */
export function parseRetryAfter(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header) * 1000;
}

export function abortError(signal?: AbortSignal): unknown {
  const reason: unknown = signal?.reason;
  if (reason instanceof DOMException && reason.name === 'AbortError') return reason;
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** Rejects as soon as the caller aborts, even while waiting on work shared with other callers. */
export function raceAbort<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `attempt` until it succeeds, fails with a non-retryable error, or attempts run out. */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  options: Required<RetryOptions>,
  signal?: AbortSignal,
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= options.attempts || !isRetryableError(error) || signal?.aborted) throw error;
      const hint = error instanceof TesseraError ? error.retryAfterMs : null;
      await sleep(backoffDelay(n, options, hint), signal);
    }
  }
}
