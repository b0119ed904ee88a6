import { html, type ReactiveControllerHost } from 'lit';
import { networkError } from '../../api/errors.js';
import type { Route } from '../../state/route.js';
import { STEP_LOADERS, chunkOf, type StepChunk } from './step-chunks.js';
import { renderStep, type StepProps } from './step-view.js';
import '../../components/tessera-skeleton.js';
import '../../components/tessera-error-state.js';

/**
 * Loads the chunk of the route's step before it is shown: a skeleton while it loads, an error
 * with a retry when it cannot be fetched. The landing ships in the entry.
 */
export class StepLoader {
  private readonly loaded = new Set<StepChunk>(['landing']);
  /** Why the route's chunk could not be fetched: a network failure, as the client reports one. */
  private failed: unknown = null;

  constructor(private readonly host: ReactiveControllerHost) {}

  /** Starts loading the route's chunk when it is not loaded yet. */
  ensure(route: Route) {
    const chunk = chunkOf(route);
    if (this.loaded.has(chunk)) return;
    STEP_LOADERS[chunk as Exclude<StepChunk, 'landing'>]().then(
      () => {
        this.loaded.add(chunk);
        this.host.requestUpdate();
      },
      (cause: unknown) => {
        this.failed = networkError(cause);
        this.host.requestUpdate();
      },
    );
  }

  /**
   * The search is the likely next step: its chunk is fetched once the buyer shows intent (a
   * pointer over the widget, a touch, focus inside it), well before a search can be submitted,
   * and stays out of the first load of a page where the widget is never used.
   */
  prefetchSearchOnIntent(target: HTMLElement) {
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    const prefetch = () => {
      for (const type of events) target.removeEventListener(type, prefetch);
      void STEP_LOADERS.search().catch(() => undefined);
    };
    for (const type of events) target.addEventListener(type, prefetch, { passive: true });
  }

  render(route: Route, props: StepProps) {
    if (this.loaded.has(chunkOf(route))) return renderStep(route, props);
    if (!this.failed) return html`<tessera-skeleton height="320px"></tessera-skeleton>`;
    return html`<tessera-error-state
      .error=${this.failed}
      step=${route.view === 'book' ? route.kind : route.view}
      @retry=${() => {
        this.failed = null;
        this.ensure(route);
        this.host.requestUpdate();
      }}
    ></tessera-error-state>`;
  }
}
