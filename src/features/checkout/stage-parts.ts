import { html, nothing } from 'lit';
import { CodeLoads } from '../../state/code-loads.js';
import '../../components/tessera-error-state.js';
import '../../components/tessera-skeleton.js';

/**
 * The attendees' and the phone code's elements are chunks of their own: a basket that needs
 * neither (most) never downloads them. A checkout fetches a part as soon as it knows the basket
 * needs it, so it is there by the time the buyer reaches its stage; until then the stage shows a
 * skeleton, and if it cannot be fetched or does not come in time, the error view with Try again.
 */

export type StagePart = 'attendees' | 'phone';

export function renderSkeleton(label: string) {
  return html`<div class="card" aria-busy="true" aria-label=${label}>
    <tessera-skeleton width="50%" height="1.5em"></tessera-skeleton>
    <tessera-skeleton width="100%" height="6em"></tessera-skeleton>
  </div>`;
}

const LOADERS: Record<StagePart, () => Promise<unknown>> = {
  attendees: () => import('./tessera-attendees.js'),
  phone: () => import('./tessera-phone-verification.js'),
};

/** The parts' chunks (src/state/code-loads.ts): fetched once, failed until the buyer tries again. */
export class StageParts {
  private readonly parts: CodeLoads<StagePart>;

  constructor(changed: () => void) {
    this.parts = new CodeLoads(LOADERS, changed);
  }

  /** Starts fetching a part's code, unless it is there, on its way, or failed. */
  load(part: StagePart): void {
    this.parts.load(part);
  }

  ready(part: StagePart): boolean {
    return this.parts.ready(part);
  }

  /** The stage of a part not loaded yet: a skeleton, or the failure with Try again. */
  renderMissing(part: StagePart, label: string) {
    const failure = this.parts.failure(part);
    if (!failure) return this.parts.pending(part) ? renderSkeleton(label) : nothing;
    return html`<tessera-error-state
      .error=${failure}
      step="checkout"
      @retry=${() => this.parts.retry(part)}
    ></tessera-error-state>`;
  }
}
