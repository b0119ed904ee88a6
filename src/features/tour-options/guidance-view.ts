/**
 * A refused or failed request in the buyer's words (the rules' guidance), with buttons for the
 * next actions this step can take. Actions without a button here (wait, check the connection)
 * are covered by the message and the retry.
 */
import { msg } from '@lit/localize';
import type { Guidance, GuidanceAction } from '../../state/rules/guidance.js';
import { renderGuidanceNotice, stepActions } from '../../components/guidance-notice.js';

/** The actions the tour step carries out itself. */
export type TourAction =
  | 'retry'
  | 'adjust'
  | 'choose-pickup'
  | 'basket'
  | 'new-session'
  | 'rerun-availability'
  | 'go-back'
  | 'dismiss';

const ACTIONS: Partial<Record<GuidanceAction, TourAction>> = {
  retry: 'retry',
  adjust: 'adjust',
  'choose-pickup': 'choose-pickup',
  'view-basket': 'basket',
  'remove-conflicting': 'basket',
  'complete-separately': 'basket',
  'new-session': 'new-session',
  'rerun-availability': 'rerun-availability',
  'reload-prices': 'rerun-availability',
  'go-back': 'go-back',
  dismiss: 'dismiss',
};

function label(action: TourAction): string {
  switch (action) {
    case 'retry':
      return msg('Try again');
    case 'adjust':
      return msg('Change travellers');
    case 'choose-pickup':
      return msg('Choose a pickup point');
    case 'basket':
      return msg('Open the basket');
    case 'new-session':
      return msg('Start again');
    case 'rerun-availability':
      return msg('Check availability again');
    case 'go-back':
      return msg('Back to the tour');
    case 'dismiss':
      return msg('Dismiss');
  }
}

/** The distinct step actions of a guidance, in its order of preference. */
export function tourActions(guidance: Guidance): TourAction[] {
  return stepActions(guidance, ACTIONS);
}

export function renderGuidance(guidance: Guidance, onAction: (action: TourAction) => void) {
  return renderGuidanceNotice(guidance, tourActions(guidance), label, onAction);
}
