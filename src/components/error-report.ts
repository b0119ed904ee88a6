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

/** The event's detail for a thrown failure: the TesseraError's facts, the words shown. */
export function failureDetail(step: string, error: unknown, words: ShownWords): ErrorDetail {
  const known = error instanceof TesseraError;
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
 */
export function reportFailure(
  target: EventTarget,
  detail: ErrorDetail,
  dataLayer = false,
  once?: unknown,
): void {
  if (typeof once === 'object' && once !== null) {
    if (reported.has(once)) return;
    reported.add(once);
  }
  emitHostEvent(target, 'tessera-error', detail, dataLayer);
}
