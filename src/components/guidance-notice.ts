/**
 * A refused or failed request in the buyer's words (the rules' guidance), with one button per
 * next action the step carries out. Each step supplies its own action map and button labels.
 */
import { html, nothing } from 'lit';
import type { Guidance, GuidanceAction } from '../state/rules/guidance.js';
import { supportReference } from '../state/rules/error-copy.js';

/** The distinct step actions of a guidance, in its order of preference. */
export function stepActions<A extends string>(
  guidance: Guidance,
  map: Partial<Record<GuidanceAction, A>>,
): A[] {
  const out: A[] = [];
  for (const a of guidance.actions) {
    const mapped = map[a];
    if (mapped && !out.includes(mapped)) out.push(mapped);
  }
  return out;
}

export function renderGuidanceNotice<A extends string>(
  guidance: Guidance,
  actions: readonly A[],
  label: (action: A) => string,
  onAction: (action: A) => void,
) {
  return html`<div class="notice error" role="alert">
    <p><strong>${guidance.title}</strong></p>
    <p>${guidance.message}</p>
    ${guidance.detail ? html`<p class="muted"><bdi>${guidance.detail}</bdi></p>` : nothing}
    ${
      guidance.reference
        ? html`<p class="muted">${supportReference(guidance.reference)}</p>`
        : nothing
    }
    ${
      actions.length
        ? html`<div class="actions">
            ${actions.map(
              (a, i) =>
                html`<button
                  class="btn ${i === 0 ? 'primary' : 'secondary'}"
                  type="button"
                  @click=${() => onAction(a)}
                >
                  ${label(a)}
                </button>`,
            )}
          </div>`
        : nothing
    }
  </div>`;
}
