/**
 * The end of the tour step: what the rules still refuse (after a first attempt), the notice after
 * an expired selection was checked again, the API's refusal as guidance, and the button.
 */
import { html, nothing } from 'lit';
import { msg } from '@lit/localize';
import type { Guidance } from '../../state/rules/guidance.js';
import type { RuleProblem } from '../../state/rules/problem.js';
import { renderGuidance, type TourAction } from './guidance-view.js';

export interface ReserveViewInput {
  problems: readonly RuleProblem[];
  notice: string | null;
  guidance: Guidance | null;
  reserving: boolean;
  onReserve: () => void;
  onAction: (action: TourAction) => void;
}

export function renderReserve(input: ReserveViewInput) {
  const { problems } = input;
  return html`<section class="wide" aria-labelledby="reserve-heading">
    <h3 id="reserve-heading" class="sr-only">${msg('Add to basket')}</h3>
    <div role="status" aria-live="polite">
      ${input.notice ? html`<p class="notice">${input.notice}</p>` : nothing}
    </div>
    ${
      problems.length
        ? html`<div class="notice warn" role="alert">
            <p><strong>${msg('Before adding to the basket:')}</strong></p>
            <ul>
              ${problems.map((p) => html`<li>${p.message}</li>`)}
            </ul>
          </div>`
        : nothing
    }
    ${input.guidance ? renderGuidance(input.guidance, input.onAction) : nothing}
    <button
      class="btn primary reserve"
      type="button"
      aria-busy=${input.reserving ? 'true' : 'false'}
      @click=${input.onReserve}
    >
      ${input.reserving ? msg('Adding to basket…') : msg('Add to basket')}
    </button>
  </section>`;
}
