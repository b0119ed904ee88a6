/**
 * The end of a purchase step: the order (when the step shows one), a notice, what the rules still
 * refuse (after a first attempt), the API's refusal as guidance, and the "Add to basket" button.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '@lit/localize';
import type { RuleProblem } from '../state/rules/problem.js';

/** Code 24, another currency in the basket: the way forward is the basket itself. */
const CODE_CURRENCY = 24;

export interface ReserveBarInput {
  heading: string;
  /** Shown to screen readers only, when the section has no visible content to title. */
  headingHidden?: boolean;
  /** The order lines and total, when the step lists them here. */
  order?: TemplateResult | typeof nothing;
  /** Told politely: an expired selection checked again, seats assigned for the buyer. */
  notice: string | null;
  problems: readonly RuleProblem[];
  /** The rendered guidance of the last refusal, or nothing. */
  guidance: TemplateResult | typeof nothing;
  reserving: boolean;
  onReserve: () => void;
  onBasket: () => void;
}

function renderProblems(input: ReserveBarInput) {
  const { problems } = input;
  if (!problems.length) return nothing;
  const currency = problems.some((p) => p.code === CODE_CURRENCY);
  return html`<div class="notice warn" role="alert">
    <p><strong>${msg('Before adding to the basket:')}</strong></p>
    <ul>
      ${problems.map((p) => html`<li>${p.message}</li>`)}
    </ul>
    ${
      currency
        ? html`<div class="actions">
            <button class="btn outline" type="button" @click=${input.onBasket}>
              ${msg('Open the basket')}
            </button>
          </div>`
        : nothing
    }
  </div>`;
}

/** The button stays enabled while busy (a disabled one loses focus); steps ignore repeats. */
export function renderReserveBar(input: ReserveBarInput) {
  return html`<section class="wide" aria-labelledby="reserve-heading">
    <h3 id="reserve-heading" class=${input.headingHidden ? 'sr-only' : ''}>${input.heading}</h3>
    ${input.order ?? nothing}
    <div role="status" aria-live="polite">
      ${input.notice ? html`<p class="notice">${input.notice}</p>` : nothing}
    </div>
    ${renderProblems(input)} ${input.guidance}
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
