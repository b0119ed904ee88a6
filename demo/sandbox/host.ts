/**
 * One process, several sandboxes: requests without `X-Sandbox-Instance` reach the main sandbox
 * (the demo, the UI tests); a request with that header reaches its own isolated sandbox, created
 * on first use, so a test can reset or advance the clock without disturbing tests running beside it.
 */
import { createSandbox, type Sandbox, type SandboxOptions } from './app.js';

export const INSTANCE_HEADER = 'X-Sandbox-Instance';
const MAX_INSTANCES = 32;

export interface SandboxHost {
  main: Sandbox;
  instance(id: string): Sandbox;
  fetch: (request: Request, env?: unknown) => Promise<Response>;
}

export function createSandboxHost(options: SandboxOptions = {}): SandboxHost {
  const main = createSandbox(options);
  const named = new Map<string, Sandbox>();
  const instance = (id: string) => {
    let sandbox = named.get(id);
    if (!sandbox) {
      // Oldest first: Map keeps insertion order.
      if (named.size >= MAX_INSTANCES) named.delete(named.keys().next().value as string);
      sandbox = createSandbox(options);
      named.set(id, sandbox);
    }
    return sandbox;
  };
  return {
    main,
    instance,
    fetch(request, env) {
      const id = request.headers.get(INSTANCE_HEADER);
      return (id ? instance(id.slice(0, 64)) : main).fetch(request, env);
    },
  };
}
