import { html, type ReactiveControllerHost } from 'lit';
import { CodeLoads } from '../../state/code-loads.js';
import type { Route } from '../../state/route.js';
import { STEP_LOADERS, chunkOf, type StepChunk } from './step-chunks.js';
import { renderStep, type StepProps } from './step-view.js';
import '../../components/tessera-skeleton.js';
import '../../components/tessera-error-state.js';

/**
 * Loads the chunk of the route's step before it is shown: a skeleton while it loads, the error
 * view with Try again when it cannot be fetched or does not come in time (src/state/code-loads.ts),
 * and the step once it is there. The landing ships in the entry.
 */
export class StepLoader {
  private readonly chunks: CodeLoads<StepChunk>;

  constructor(host: ReactiveControllerHost) {
    const loaders = { landing: () => Promise.resolve(), ...STEP_LOADERS };
    this.chunks = new CodeLoads(loaders, () => host.requestUpdate(), ['landing']);
  }

  /** Starts loading the route's chunk when it is not loaded yet. */
  ensure(route: Route) {
    this.chunks.load(chunkOf(route));
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
    const chunk = chunkOf(route);
    if (this.chunks.ready(chunk)) return renderStep(route, props);
    const failure = this.chunks.failure(chunk);
    if (!failure) return html`<tessera-skeleton height="320px"></tessera-skeleton>`;
    return html`<tessera-error-state
      .error=${failure}
      step=${route.view === 'book' ? route.kind : route.view}
      @retry=${() => this.chunks.retry(chunk)}
    ></tessera-error-state>`;
  }
}
