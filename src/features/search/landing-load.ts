/**
 * What the landing waits for (the showcases, the cities): loaded when its arguments change, the
 * request before aborted, and run again by the error view's Try again. The landing is in the first
 * load, so it uses this small controller instead of @lit/task (which the later steps load).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type LoadStatus = 'waiting' | 'pending' | 'complete' | 'error';

export class LandingLoad<A extends readonly unknown[], T> implements ReactiveController {
  /** `waiting` until there is something to load (no client yet), then the request's state. */
  status: LoadStatus = 'waiting';
  value?: T;
  error?: unknown;
  private args?: A;
  private abort?: AbortController;

  /** `load` resolves to undefined when there is nothing to load yet (it stays `waiting`). */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly load: (args: A, signal: AbortSignal) => Promise<T | undefined>,
    private readonly argsOf: () => A,
  ) {
    host.addController(this);
  }

  get settled(): boolean {
    return this.status === 'complete' || this.status === 'error';
  }

  hostUpdate() {
    const args = this.argsOf();
    if (this.args?.length === args.length && args.every((a, i) => a === this.args![i])) return;
    this.args = args;
    void this.run();
  }

  async run(): Promise<void> {
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    const was = this.status;
    this.status = 'pending';
    if (was === 'complete' || was === 'error') this.host.requestUpdate();
    let status: LoadStatus;
    try {
      const value = await this.load(this.args!, abort.signal);
      if (abort.signal.aborted) return;
      if (value === undefined) status = 'waiting';
      else [this.value, status] = [value, 'complete'];
    } catch (error) {
      if (abort.signal.aborted) return;
      [this.error, status] = [error, 'error'];
    }
    this.status = status;
    this.host.requestUpdate();
  }

  hostDisconnected() {
    this.abort?.abort();
    // Connected again: loads afresh.
    this.args = undefined;
  }
}
