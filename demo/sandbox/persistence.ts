/**
 * Where a sandbox keeps its state between requests. The Node hosts keep it in memory (no
 * persistence: the process lives as long as the server). The static demo's service worker may be
 * stopped by the browser between any two requests, so it loads the state before the first request
 * it answers and saves it after each one (demo/sandbox/sw/idb-persistence.ts: IndexedDB).
 */
import type { StoreSnapshot } from './state/store.js';

/** One sandbox's whole state, structured-cloneable. */
export interface SandboxState {
  /** Schema of this record: a state saved by another version is dropped, not misread. */
  version: number;
  store: StoreSnapshot;
  /** How far the sandbox clock was advanced (POST /__sandbox/clock). */
  clockAdvanced: number;
  /** The Stripe stand-in's payment intents. */
  intents: unknown[];
}

export const STATE_VERSION = 1;

export interface SandboxPersistence {
  load(): Promise<SandboxState | undefined>;
  save(state: SandboxState): Promise<void>;
}

type Handler = (request: Request, env?: unknown) => Promise<Response>;

/**
 * Wraps a sandbox's fetch handler so each request sees the saved state and leaves its own: the
 * state is loaded once, requests run one at a time (none sees another's half-done changes), and
 * the state is saved before the answer is handed back.
 */
export function persistent(
  handle: Handler,
  persistence: SandboxPersistence,
  state: { snapshot(): SandboxState; restore(state: SandboxState): void },
): Handler {
  let loaded: Promise<void> | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  return (request, env) => {
    const run = async () => {
      loaded ??= persistence.load().then((saved) => {
        if (saved?.version === STATE_VERSION) state.restore(saved);
      });
      await loaded;
      try {
        return await handle(request, env);
      } finally {
        await persistence.save(state.snapshot());
      }
    };
    const answer = tail.then(run, run);
    tail = answer.catch(() => undefined);
    return answer;
  };
}
