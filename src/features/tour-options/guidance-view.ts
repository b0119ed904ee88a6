/**
 * The tour step's guidance: which of its actions answer the rules' actions (code 36 opens the
 * basket), and its words for changing travellers, checking availability and going back. The
 * notice itself is shared; waiting and checking the connection are covered by message and retry.
 */
import { msg } from '@lit/localize';
import type { Guidance } from '../../state/rules/guidance.js';
import {
  renderPurchaseGuidance,
  type PurchaseAction,
  type PurchaseActionMap,
  type PurchaseWords,
} from '../../components/purchase-guidance.js';

/** Code 26 focuses the pickup list; code 36 opens the basket, where the buyer removes items. */
const ACTIONS: PurchaseActionMap = {
  'choose-pickup': 'choose-pickup',
  'remove-conflicting': 'basket',
};

export function tourWords(): PurchaseWords {
  return {
    adjust: msg('Change travellers'),
    // The attraction page's words for the same action: short enough for a 320 px phone's
    // notice in every language ("…again" is in the message above it).
    reload: msg('Check availability'),
    goBack: msg('Back to the tour'),
  };
}

export function renderGuidance(guidance: Guidance, onAction: (action: PurchaseAction) => void) {
  return renderPurchaseGuidance({ guidance, map: ACTIONS, words: tourWords(), onAction });
}
