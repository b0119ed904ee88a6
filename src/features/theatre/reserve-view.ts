/**
 * The end of the theatre step: the order and its total, what the rules still refuse (after a
 * first attempt), the API's refusal as guidance, and the button.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '@lit/localize';
import type { Guidance } from '../../state/rules/guidance.js';
import type { RuleProblem } from '../../state/rules/problem.js';
import { renderGuidance, type TheatreAction } from './guidance-view.js';

export interface ReserveViewInput {
  order: TemplateResult | typeof nothing;
  note: string | null;
  problems: readonly RuleProblem[];
  guidance: Guidance | null;
  reserving: boolean;
  onReserve: () => void;
  onAction: (action: TheatreAction) => void;
}

export function renderReserve(input: ReserveViewInput) {
  const { problems } = input;
  return html`<section class="wide" aria-labelledby="reserve-heading">
    <h3 id="reserve-heading">${msg('Your order')}</h3>
    ${input.order} ${input.note ? html`<p class="notice">${input.note}</p>` : nothing}
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
