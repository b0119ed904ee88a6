/**
 * A refused or failed theatre request in the buyer's words (the rules' guidance), with buttons for
 * the next actions this step carries out. The selection is always kept.
 */
import { msg } from '@lit/localize';
import { ApiError } from '../../api/errors.js';
import { guidanceFor, type Guidance, type GuidanceAction } from '../../state/rules/guidance.js';
import { renderGuidanceNotice, stepActions } from '../../components/guidance-notice.js';

export type TheatreAction =
  | 'retry'
  | 'adjust'
  | 'remove-conflicting'
  | 'basket'
  | 'new-session'
  | 'reload'
  | 'go-back'
  | 'dismiss';

const ACTIONS: Partial<Record<GuidanceAction, TheatreAction>> = {
  retry: 'retry',
  adjust: 'adjust',
  'remove-conflicting': 'remove-conflicting',
  'complete-separately': 'basket',
  'view-basket': 'basket',
  'new-session': 'new-session',
  'reload-prices': 'reload',
  'rerun-availability': 'reload',
  'go-back': 'go-back',
  dismiss: 'dismiss',
};

/**
 * Code 41, "Not available": the sandbox (and the API's open-ended list) uses it for a seat or place
 * another buyer holds. The rules' guidance has no copy for it, so the step words it here.
 */
export const CODE_UNAVAILABLE = 41;

/** Guidance for an error of the reservation, with code 41 worded for seats or places. */
export function theatreGuidance(error: unknown, seated: boolean): Guidance {
  const guidance = guidanceFor(error, 'theatre');
  if (!(error instanceof ApiError) || error.code !== CODE_UNAVAILABLE) return guidance;
  return {
    ...guidance,
    title: seated ? msg('Seat just taken') : msg('Not enough places left'),
    message: seated
      ? msg(
          'Another buyer took a seat you picked a moment ago. The plan now shows what is free: your other seats are kept; pick a replacement.',
        )
      : msg(
          'Another buyer took the last places in this band a moment ago. The places left are shown again: choose fewer tickets or another band.',
        ),
    actions: seated ? ['dismiss'] : ['adjust'],
  };
}

function label(action: TheatreAction): string {
  switch (action) {
    case 'retry':
      return msg('Try again');
    case 'adjust':
      return msg('Change tickets');
    case 'remove-conflicting':
      return msg('Remove the other items and book this');
    case 'basket':
      return msg('Open the basket');
    case 'new-session':
      return msg('Start again');
    case 'reload':
      return msg('Load the prices again');
    case 'go-back':
      return msg('Back to the event');
    case 'dismiss':
      return msg('Dismiss');
  }
}

/** The distinct step actions of a guidance, in its order of preference. */
export function theatreActions(guidance: Guidance): TheatreAction[] {
  return stepActions(guidance, ACTIONS);
}

export function renderGuidance(guidance: Guidance, onAction: (action: TheatreAction) => void) {
  return renderGuidanceNotice(guidance, theatreActions(guidance), label, onAction);
}
