import { html, type ReactiveControllerHost } from 'lit';
import { msg } from '@lit/localize';
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
  private failed = false;

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
      () => {
        this.failed = true;
        this.host.requestUpdate();
      },
    );
  }

  /** The search is the likely next step: fetch its chunk once the browser is idle. */
  prefetchSearchWhenIdle() {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1500));
    idle(() => void STEP_LOADERS.search().catch(() => undefined));
  }

  render(route: Route, props: StepProps) {
    if (this.loaded.has(chunkOf(route))) return renderStep(route, props);
    if (!this.failed) return html`<tessera-skeleton height="320px"></tessera-skeleton>`;
    return html`<tessera-error-state
      heading=${msg('This step could not be loaded')}
      message=${msg('Check your internet connection, then try again.')}
      @retry=${() => {
        this.failed = false;
        this.ensure(route);
        this.host.requestUpdate();
      }}
    ></tessera-error-state>`;
  }
}
