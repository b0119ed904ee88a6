/**
 * Which checkout stage can be shown. Each stage the buyer moves through is a history entry
 * (`checkout/<stage>` in the route), so Back, Forward, a reload or a shared link may ask for any
 * of them; a stage that is not reachable yet falls back to the first one the basket still needs.
 */
import type { CheckoutStage } from '../../state/route.js';
import type { Stage } from './stage-view.js';

/** What the buyer has done so far in this checkout. */
export interface StageProgress {
  leadValid: boolean;
  attendeesNeeded: boolean;
  attendeesDone: boolean;
  phoneNeeded: boolean;
  phoneDone: boolean;
  /** The transaction exists (PUT reservations answered): everything before payment is sent. */
  started: boolean;
}

const ORDER: readonly CheckoutStage[] = ['details', 'attendees', 'phone', 'payment'];

/** The first stage the basket still needs. */
export function nextStage(p: StageProgress): CheckoutStage {
  if (p.started) return 'payment';
  if (!p.leadValid) return 'details';
  if (p.attendeesNeeded && !p.attendeesDone) return 'attendees';
  if (p.phoneNeeded && !p.phoneDone) return 'phone';
  return 'payment';
}

/**
 * The stage to show for a requested one: itself when the buyer could have reached it, else the
 * first stage still needed (a stage this basket does not need, or one past what is done). The
 * confirmation is never reached this way: only a paid transaction shows it.
 */
export function reachableStage(requested: CheckoutStage, p: StageProgress): CheckoutStage {
  const next = nextStage(p);
  if (requested === 'attendees' && !p.attendeesNeeded) return next;
  if (requested === 'phone' && !p.phoneNeeded) return next;
  const at = ORDER.indexOf(requested);
  return at >= 0 && at <= ORDER.indexOf(next) ? requested : next;
}

/**
 * The route's stage for what the checkout shows; undefined while a reloaded payment is being
 * looked up (the route keeps what it asked for until the answer is known).
 */
export function routeStageOf(stage: Stage): CheckoutStage | undefined {
  switch (stage) {
    case 'details':
    case 'attendees':
    case 'phone':
      return stage;
    case 'paid':
      return 'confirmation';
    case 'resuming':
      return undefined;
    default:
      // The card form, a payment being confirmed, and an unpaid outcome all stand at payment.
      return 'payment';
  }
}

/** A payment is under way or over: the checkout stays where it is whatever the route asks. */
export function holdsStage(stage: Stage, paying: boolean): boolean {
  return paying || !['details', 'attendees', 'phone', 'payment'].includes(stage);
}
