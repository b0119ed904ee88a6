/**
 * The one way a failure the buyer sees reaches the host page: `tessera-error` (bubbles, composed,
 * mirrored to window.dataLayer when the embed asks), sent once per failure however often the
 * view showing it renders.
 */
import { TesseraError } from '../api/errors.js';
import { emitHostEvent, type ErrorDetail } from '../events.js';

export type { ErrorDetail };

/** What the buyer was told. */
export interface ShownWords {
  title: string;
  message: string;
}

/**
 * The event's detail for a thrown failure: the TesseraError's facts, the words shown. Null for
 * the end of the booking session: the host page hears of that once, as `tessera-session-expired`
 * (the basket's watch sends it), however many steps then meet the session's 401.
 */
export function failureDetail(step: string, error: unknown, words: ShownWords): ErrorDetail | null {
  const known = error instanceof TesseraError;
  if (known && error.action === 'new-session') return null;
  return {
    step,
    status: known ? error.status : null,
    code: known ? error.code : null,
    kind: known ? error.kind : 'unknown',
    title: words.title,
    message: words.message,
  };
}

/** Failures already told, by the thrown error (or the guidance shown for it). */
const reported = new WeakSet<object>();

/**
 * Tells the host page about a failure the buyer now sees. With `once`, the failure is told the
 * first time only: a view that renders it again, or a second view of the same failure, is silent.
 * Nothing for no detail (a session's end, see failureDetail).
 */
export function reportFailure(
  target: EventTarget,
  detail: ErrorDetail | null,
  dataLayer = false,
  once?: unknown,
): void {
  if (!detail) return;
  if (typeof once === 'object' && once !== null) {
    if (reported.has(once)) return;
    reported.add(once);
  }
  emitHostEvent(target, 'tessera-error', detail, dataLayer);
}
