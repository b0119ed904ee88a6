// The demo and the sandbox for the whole-flow tests: Vite without file watching or hot reload, so
// edits elsewhere in the checkout never reload a page in the middle of a flow.
import { createServer } from 'vite';

const port = Number(process.env.PORT ?? 5199);
const server = await createServer({
  server: { port, host: '127.0.0.1', strictPort: true, hmr: false, watch: null },
});
await server.listen();
console.log(`e2e demo: http://127.0.0.1:${port}/demo/`);
