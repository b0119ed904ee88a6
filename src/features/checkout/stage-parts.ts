import { html, nothing } from 'lit';
import { networkError } from '../../api/errors.js';
import '../../components/tessera-error-state.js';
import '../../components/tessera-skeleton.js';

/**
 * The attendees' and the phone code's elements are chunks of their own: a basket that needs
 * neither (most) never downloads them. A checkout fetches a part as soon as it knows the basket
 * needs it, so it is there by the time the buyer reaches its stage; until then the stage shows a
 * skeleton, and if it cannot be fetched, the error view with Try again.
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

export class StageParts {
  private readonly loaded = new Set<StagePart>();
  private readonly loading = new Set<StagePart>();
  /** Parts that could not be fetched, and why; fetched again when the buyer asks. */
  private readonly failed = new Map<StagePart, unknown>();

  constructor(private readonly changed: () => void) {}

  /** Starts fetching a part's code, unless it is there, on its way, or failed. */
  load(part: StagePart): void {
    if (this.loaded.has(part) || this.loading.has(part) || this.failed.has(part)) return;
    this.loading.add(part);
    LOADERS[part]()
      .then(
        () => this.loaded.add(part),
        (cause: unknown) => this.failed.set(part, networkError(cause)),
      )
      .finally(() => {
        this.loading.delete(part);
        this.changed();
      });
  }

  ready(part: StagePart): boolean {
    return this.loaded.has(part);
  }

  /** The stage of a part not loaded yet: a skeleton, or the failure with Try again. */
  renderMissing(part: StagePart, label: string) {
    if (!this.failed.has(part)) return this.loading.has(part) ? renderSkeleton(label) : nothing;
    return html`<tessera-error-state
      .error=${this.failed.get(part)}
      step="checkout"
      @retry=${() => {
        this.failed.delete(part);
        this.load(part);
        this.changed();
      }}
    ></tessera-error-state>`;
  }
}
