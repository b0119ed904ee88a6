// One sandbox host per process, shared by every dev-server request (Vite and web-test-runner).
import { getRequestListener } from '@hono/node-server';
import { createSandboxHost, type SandboxHost } from './host.js';

let shared: SandboxHost | undefined;

/** The process-wide sandbox host (created on first use). */
export function sharedSandbox(): SandboxHost {
  shared ??= createSandboxHost();
  return shared;
}

/** A Node `(req, res)` listener over the shared sandbox host, for dev-server middleware. */
export function createNodeListener() {
  return getRequestListener(sharedSandbox().fetch);
}
