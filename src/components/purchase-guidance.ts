/**
 * The guidance of a purchase step (theatre or tour): the actions those steps carry out, their
 * button labels, and the notice. Each step maps the rules' actions onto these and words the few
 * whose meaning depends on what it sells.
 */
import { msg } from '@lit/localize';
import type { Guidance, GuidanceAction } from '../state/rules/guidance.js';
import { renderGuidanceNotice, stepActions } from './guidance-notice.js';
import { withoutFieldsToFix } from './request-refusal.js';
import { retryLabel, startAgainLabel } from '../state/rules/error-copy.js';

export type PurchaseAction =
  | 'retry'
  | 'adjust'
  | 'remove-conflicting'
  | 'choose-pickup'
  | 'basket'
  | 'new-session'
  | 'reload'
  | 'go-back'
  | 'dismiss';

export type PurchaseActionMap = Partial<Record<GuidanceAction, PurchaseAction>>;

/** How both steps answer the rules' actions; a step adds or changes a few (see `map`). */
const COMMON_ACTIONS: PurchaseActionMap = {
  retry: 'retry',
  adjust: 'adjust',
  'view-basket': 'basket',
  'complete-separately': 'basket',
  'new-session': 'new-session',
  'reload-prices': 'reload',
  'rerun-availability': 'reload',
  'go-back': 'go-back',
  dismiss: 'dismiss',
};

/** Labels a step words itself: what the buyer adjusts, reloads and goes back to. */
export interface PurchaseWords {
  adjust: string;
  reload: string;
  goBack: string;
}

function label(action: PurchaseAction, words: PurchaseWords): string {
  switch (action) {
    case 'retry':
      return retryLabel();
    case 'adjust':
      return words.adjust;
    case 'remove-conflicting':
      // Short enough for a phone: the message above says the conflicting items are removed.
      return msg('Book this instead');
    case 'choose-pickup':
      return msg('Choose a pickup point');
    case 'basket':
      return msg('Open the basket');
    case 'new-session':
      return startAgainLabel();
    case 'reload':
      return words.reload;
    case 'go-back':
      return words.goBack;
    case 'dismiss':
      return msg('Dismiss');
  }
}

export interface PurchaseGuidanceInput {
  guidance: Guidance;
  /** The step's own answers, over the common ones. */
  map: PurchaseActionMap;
  words: PurchaseWords;
  onAction: (action: PurchaseAction) => void;
}

/** The notice with one button per distinct step action, in the guidance's order of preference. */
export function renderPurchaseGuidance(input: PurchaseGuidanceInput) {
  const { words } = input;
  // A purchase step has no form fields the API could name.
  const guidance = withoutFieldsToFix(input.guidance);
  return renderGuidanceNotice(
    guidance,
    stepActions(guidance, { ...COMMON_ACTIONS, ...input.map }),
    (a) => label(a, words),
    input.onAction,
  );
}
