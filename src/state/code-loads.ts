/**
 * Chunks of the widget's own code fetched when a step needs them. A chunk that cannot be
 * fetched, or has not come within CODE_WAIT_MS (its host stopped answering; src/api/errors.ts),
 * fails as the network fault it is: the step says so with Try again rather than showing a
 * skeleton for ever.
 */
import { CODE_WAIT_MS, codeWithin, type TesseraError } from '../api/errors.js';

/**
 * Chunks by name, each fetched once: there, on its way, or failed. A failed one is fetched again
 * when the buyer asks (`retry`), not on every update, which would repeat a failing request in a
 * loop; one that comes after its time was up is there all the same, and `changed` says so.
 */
export class CodeLoads<K extends string> {
  private readonly loaded: Set<K>;
  private readonly loading = new Set<K>();
  private readonly failed = new Map<K, TesseraError>();

  constructor(
    private readonly loaders: Record<K, () => Promise<unknown>>,
    private readonly changed: () => void,
    loaded: readonly NoInfer<K>[] = [],
    private readonly waitMs = CODE_WAIT_MS,
  ) {
    this.loaded = new Set(loaded);
  }

  /** Starts fetching `key`'s code, unless it is there, on its way, or failed. */
  load(key: K): void {
    if (this.loaded.has(key) || this.loading.has(key) || this.failed.has(key)) return;
    this.loading.add(key);
    const code = this.loaders[key]();
    code.then(
      () => {
        if (this.loaded.has(key)) return;
        this.loaded.add(key);
        this.loading.delete(key);
        this.failed.delete(key);
        this.changed();
      },
      () => undefined,
    );
    codeWithin(code, `The code of ${key}`, this.waitMs).catch((error: TesseraError) => {
      if (!this.loading.delete(key)) return;
      this.failed.set(key, error);
      this.changed();
    });
  }

  ready(key: K): boolean {
    return this.loaded.has(key);
  }

  pending(key: K): boolean {
    return this.loading.has(key);
  }

  /** Why `key`'s code is not there, once it failed. */
  failure(key: K): TesseraError | undefined {
    return this.failed.get(key);
  }

  /** The buyer's Try again: fetches a failed chunk again. */
  retry(key: K): void {
    this.failed.delete(key);
    this.load(key);
    this.changed();
  }
}
