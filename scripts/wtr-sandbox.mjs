// Koa middleware for web-test-runner: forwards sandbox paths to the sandbox's fetch handler.
// The sandbox module is loaded once per process: concurrent first requests share one import,
// so they all reach the same in-memory sandbox.
import { fileURLToPath } from 'node:url';

const SANDBOX_PATH = /^\/(v1|v2|__sandbox|sandbox-assets)(\/|$)/;

export function sandboxMiddleware() {
  let listenerPromise;
  const appFile = fileURLToPath(new URL('../demo/sandbox/node-listener.ts', import.meta.url));
  const load = async () => {
    const { tsImport } = await import('tsx/esm/api');
    const mod = await tsImport(appFile, import.meta.url);
    return mod.createNodeListener();
  };
  return async (ctx, next) => {
    if (!SANDBOX_PATH.test(ctx.path)) return next();
    listenerPromise ??= load();
    const listener = await listenerPromise;
    ctx.respond = false;
    await listener(ctx.req, ctx.res);
  };
}
