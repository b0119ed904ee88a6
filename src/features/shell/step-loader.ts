import { html, type ReactiveControllerHost } from 'lit';
import { networkError } from '../../api/errors.js';
import type { Route } from '../../state/route.js';
import { STEP_LOADERS, chunkOf, type StepChunk } from './step-chunks.js';
import { renderStep, type StepProps } from './step-view.js';
import '../../components/tessera-skeleton.js';
import '../../components/tessera-error-state.js';

/**
 * Loads the chunk of the route's step before it is shown: a skeleton while it loads, the error
 * view with Try again when it cannot be fetched. The landing ships in the entry.
 */
export class StepLoader {
  private readonly loaded = new Set<StepChunk>(['landing']);
  private readonly loading = new Set<StepChunk>();
  /**
   * The chunk that could not be fetched, and why (a network failure, as the client reports one).
   * It is fetched again when the buyer asks, not on every update: that would repeat a failing
   * request in a loop, and tell the same failure over and over.
   */
  private failed: { chunk: StepChunk; error: unknown } | null = null;

  constructor(private readonly host: ReactiveControllerHost) {}

  /** Starts loading the route's chunk when it is not loaded yet. */
  ensure(route: Route) {
    const chunk = chunkOf(route);
    if (this.loaded.has(chunk) || this.loading.has(chunk) || this.failed?.chunk === chunk) return;
    this.loading.add(chunk);
    STEP_LOADERS[chunk as Exclude<StepChunk, 'landing'>]().then(
      () => {
        this.loading.delete(chunk);
        this.loaded.add(chunk);
        this.host.requestUpdate();
      },
      (cause: unknown) => {
        this.loading.delete(chunk);
        this.failed = { chunk, error: networkError(cause) };
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
    const chunk = chunkOf(route);
    if (this.loaded.has(chunk)) return renderStep(route, props);
    if (this.failed?.chunk !== chunk)
      return html`<tessera-skeleton height="320px"></tessera-skeleton>`;
    return html`<tessera-error-state
      .error=${this.failed.error}
      step=${route.view === 'book' ? route.kind : route.view}
      @retry=${() => {
        this.failed = null;
        this.ensure(route);
        this.host.requestUpdate();
      }}
    ></tessera-error-state>`;
  }
}
