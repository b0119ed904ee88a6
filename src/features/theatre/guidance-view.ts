/**
 * The theatre step's guidance: which of its actions answer the rules' actions, and its words for
 * changing tickets, reloading prices and going back. The notice itself is shared.
 */
import { msg } from '@lit/localize';
import type { Guidance } from '../../state/rules/guidance.js';
import {
  renderPurchaseGuidance,
  type PurchaseAction,
  type PurchaseActionMap,
  type PurchaseWords,
} from '../../components/purchase-guidance.js';

/** Code 36: this step removes the other events' reservations itself. */
const ACTIONS: PurchaseActionMap = { 'remove-conflicting': 'remove-conflicting' };

export function theatreWords(): PurchaseWords {
  return {
    adjust: msg('Change tickets'),
    reload: msg('Load the prices again'),
    goBack: msg('Back to the show'),
  };
}

export function renderGuidance(guidance: Guidance, onAction: (action: PurchaseAction) => void) {
  return renderPurchaseGuidance({ guidance, map: ACTIONS, words: theatreWords(), onAction });
}
