// `npm run dev`: the demo page and the local sandbox API on one origin, through Vite's dev server
// (source, hot reload). `npm start` serves the production build instead (scripts/start.ts).
import { createServer } from 'vite';

const port = Number(process.env.PORT ?? 5173);
const server = await createServer({
  server: { port, host: '127.0.0.1', strictPort: Boolean(process.env.PORT) },
});
await server.listen();
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
console.log(`\nTessera demo with the local sandbox: ${url}demo/\n`);
