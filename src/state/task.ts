/**
 * A step's async read, run again when its arguments change: the widget's own small controller,
 * with the contract of @lit/task that the steps use (status, value, error, run, taskComplete,
 * render, initialState) and nothing else (no autoRun modes, callbacks or initial value), for a
 * quarter of its size in every booking.
 *
 * Each run gets an AbortSignal, aborted when another run starts before it settles; only the
 * newest run's outcome is kept. As with @lit/task, a read is not aborted when its host leaves the
 * page: aborting it there broke the buyer's Start again after the session ended (the expiry walks
 * of test/e2e/expiry.spec.ts and locale-edges.spec.ts). The value of the last run that completed stays while the next is
 * pending, so a step can keep showing it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export const TaskStatus = { INITIAL: 0, PENDING: 1, COMPLETE: 2, ERROR: 3 } as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];

/** What a task returns when there is nothing to read yet (no client): it stays INITIAL. */
export const initialState: unique symbol = Symbol();

export interface TaskConfig<A extends readonly unknown[], R> {
  task(args: A, options: { signal: AbortSignal }): Promise<R | typeof initialState>;
  args(): A;
}

export interface StatusRenderer<R> {
  initial?: () => unknown;
  pending?: () => unknown;
  complete?: (value: R) => unknown;
  error?: (error: unknown) => unknown;
}

export class Task<
  A extends readonly unknown[] = readonly unknown[],
  R = unknown,
> implements ReactiveController {
  status: TaskStatus = TaskStatus.INITIAL;
  value?: R;
  error?: unknown;
  private args?: readonly unknown[];
  private runs = 0;
  private abortRun?: AbortController;
  /** taskComplete's promise for the run in progress, or the last one's outcome. */
  private outcome?: Promise<R>;
  private settle?: [resolve: (value: R) => void, reject: (error: unknown) => void];

  /** The config, kept free of A: a step's tasks share one type whatever their arguments. */
  private readonly read: TaskConfig<readonly unknown[], R>['task'];
  private readonly argsOf: () => readonly unknown[];

  constructor(
    private readonly host: ReactiveControllerHost,
    config: TaskConfig<A, R>,
  ) {
    this.read = config.task as TaskConfig<readonly unknown[], R>['task'];
    this.argsOf = config.args;
    host.addController(this);
  }

  hostUpdate(): void {
    const args = this.argsOf();
    const before = this.args;
    if (before?.length === args.length && args.every((a, i) => Object.is(a, before[i]))) return;
    void this.run(args as A);
  }

  /** Reads again, with the arguments given or the current ones. */
  async run(args: A = this.argsOf() as A): Promise<void> {
    this.args = args;
    if (this.status === TaskStatus.PENDING) this.abortRun?.abort();
    else this.outcome = this.settle = undefined;
    this.status = TaskStatus.PENDING;
    this.host.requestUpdate();
    const run = ++this.runs;
    const abort = (this.abortRun = new AbortController());
    let result: R | typeof initialState | undefined;
    let error: unknown;
    let failed = false;
    try {
      result = await this.read(args, { signal: abort.signal });
    } catch (e) {
      [failed, error] = [true, e];
    }
    if (run !== this.runs) return;
    if (result === initialState) {
      this.status = TaskStatus.INITIAL;
    } else {
      this.status = failed ? TaskStatus.ERROR : TaskStatus.COMPLETE;
      [this.value, this.error] = [result, error];
      if (failed) this.settle?.[1](error);
      else this.settle?.[0](result as R);
    }
    this.host.requestUpdate();
  }

  /**
   * Settles with the run in progress, or at once with the last outcome: its value, or a rejection
   * with its error.
   */
  get taskComplete(): Promise<R> {
    if (!this.outcome) {
      if (this.status === TaskStatus.PENDING) {
        this.outcome = new Promise<R>((resolve, reject) => (this.settle = [resolve, reject]));
      } else {
        this.outcome =
          this.status === TaskStatus.ERROR
            ? Promise.reject(this.error)
            : Promise.resolve(this.value as R);
      }
    }
    return this.outcome;
  }

  /** The renderer's view of the current status. */
  render(renderer: StatusRenderer<R>): unknown {
    const { status } = this;
    if (status === TaskStatus.INITIAL) return renderer.initial?.();
    if (status === TaskStatus.PENDING) return renderer.pending?.();
    return status === TaskStatus.COMPLETE
      ? renderer.complete?.(this.value as R)
      : renderer.error?.(this.error);
  }
}
