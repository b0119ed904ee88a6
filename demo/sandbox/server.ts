/** Standalone sandbox: `npm run sandbox` (PORT, default 8787). */
import { serve } from '@hono/node-server';
import { createSandboxHost } from './host.js';

const port = Number(process.env.PORT ?? 8787);
const sandbox = createSandboxHost();
serve({ fetch: sandbox.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(
    `Tessera sandbox API listening on http://127.0.0.1:${info.port} (API at /v1 and /v2)`,
  );
});
