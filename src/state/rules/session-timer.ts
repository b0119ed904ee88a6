/**
 * The booking-session timer as a pure state function. The API closes a session after 20 minutes
 * without a call that sends its token (doc 1), releasing what it holds. The widget counts the same
 * 20 minutes from the last such call, announces 5 and 1 minute left once each, and never declares
 * the session expired while a payment is in flight on our side (the confirmation and the provider's
 * challenge can outlast the count; the server closes the session on confirm anyway).
 */

import { msg } from '@lit/localize';

export const SESSION_TIMEOUT_MS = 20 * 60_000;
const WARN_AT_MS = 5 * 60_000;
const FINAL_AT_MS = 60_000;

export type TimerPhase = 'idle' | 'running' | 'warning' | 'final' | 'paying' | 'expired';
export type TimerAnnouncement = 'five-minutes' | 'one-minute' | 'expired';

/** What the timer remembers between ticks. Start from null. */
export interface TimerMemory {
  /** The last call the announcements below belong to. */
  lastCallAt: number | null;
  announced: readonly TimerAnnouncement[];
}

export interface TimerInput {
  now: number;
  /** When the last call that sent the session token was made; null when nothing is held. */
  lastCallAt: number | null;
  /** A confirmation or the payment provider's challenge is under way. */
  paymentInFlight: boolean;
}

export interface TimerTick {
  phase: TimerPhase;
  /** Time left before the server's timeout, never negative. */
  remainingMs: number;
  /** Something to announce now (to a polite live region), at most once per threshold. */
  announce: TimerAnnouncement | null;
  memory: TimerMemory;
}

/**
 * One tick. A new lastCallAt (any call restarts the server's count) re-arms the announcements.
 * A tick that skips a threshold (a sleeping tab) announces only the latest one reached.
 */
export function tickSessionTimer(previous: TimerMemory | null, input: TimerInput): TimerTick {
  const { now, lastCallAt, paymentInFlight } = input;
  if (lastCallAt === null) {
    return {
      phase: 'idle',
      remainingMs: SESSION_TIMEOUT_MS,
      announce: null,
      memory: { lastCallAt: null, announced: [] },
    };
  }
  const announced = previous && previous.lastCallAt === lastCallAt ? previous.announced : [];
  const remainingMs = Math.max(0, lastCallAt + SESSION_TIMEOUT_MS - now);
  if (paymentInFlight) {
    return { phase: 'paying', remainingMs, announce: null, memory: { lastCallAt, announced } };
  }
  const reached: TimerAnnouncement[] =
    remainingMs <= 0
      ? ['five-minutes', 'one-minute', 'expired']
      : remainingMs <= FINAL_AT_MS
        ? ['five-minutes', 'one-minute']
        : remainingMs <= WARN_AT_MS
          ? ['five-minutes']
          : [];
  const latest = reached[reached.length - 1];
  const announce = latest !== undefined && !announced.includes(latest) ? latest : null;
  const phase: TimerPhase =
    remainingMs <= 0
      ? 'expired'
      : remainingMs <= FINAL_AT_MS
        ? 'final'
        : remainingMs <= WARN_AT_MS
          ? 'warning'
          : 'running';
  const memory: TimerMemory = {
    lastCallAt,
    announced: [...new Set<TimerAnnouncement>([...announced, ...reached])],
  };
  return { phase, remainingMs, announce, memory };
}

/** Milliseconds to wait before the next tick can change what is shown (the next whole second). */
export function nextTickDelay(tick: TimerTick): number {
  if (tick.phase === 'idle' || tick.phase === 'expired') return Infinity;
  return tick.remainingMs % 1000 || 1000;
}

/** Time left as m:ss, rounded up so 0:00 means expired. */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The sentence for a polite live region. Not for the ending: the booking store announces that
 * itself, in the one error view's words (an alert).
 */
export function timerAnnouncementText(announcement: 'five-minutes' | 'one-minute'): string {
  switch (announcement) {
    case 'five-minutes':
      return msg(
        '5 minutes left to complete your booking. Choose "Keep my tickets" to hold them longer.',
      );
    case 'one-minute':
      return msg(
        '1 minute left before your tickets are released. Choose "Keep my tickets" to hold them longer.',
      );
  }
}
