// Koa middleware for web-test-runner: forwards sandbox paths to the sandbox's fetch handler.
// Until the sandbox exists (demo/sandbox/app.ts) this passes everything through.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SANDBOX_PATH = /^\/(v1|v2|__sandbox|sandbox-assets)(\/|$)/;

export function sandboxMiddleware() {
  let listener;
  const appFile = fileURLToPath(new URL('../demo/sandbox/node-listener.ts', import.meta.url));
  return async (ctx, next) => {
    if (!SANDBOX_PATH.test(ctx.path) || !existsSync(appFile)) return next();
    if (!listener) {
      const { tsImport } = await import('tsx/esm/api');
      const mod = await tsImport(appFile, import.meta.url);
      listener = mod.createNodeListener();
    }
    ctx.respond = false;
    await listener(ctx.req, ctx.res);
  };
}
