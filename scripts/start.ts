// `npm start`: the demo as a distributor's buyers get it: the production build of the widget and
// the demo pages (vite.demo.config.ts, built first), with the local sandbox API and the demo's
// token endpoint on the same origin. `npm run dev` serves the same from source, with hot reload.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { build } from 'vite';
import { createNodeListener } from '../demo/sandbox/node-listener.js';
import { SANDBOX_LOGIN, SANDBOX_PASSWORD } from '../demo/sandbox/constants.js';
import { SANDBOX_PATH } from '../vite.config.js';
import { systemFontFile } from '../src/surfaces/system-fonts.js';
// @ts-expect-error: a plain JavaScript example, without types.
import { createTokenHandler } from '../examples/token-server/token-server.mjs';

const OUT = join(process.cwd(), '.demo-build');
const port = Number(process.env.PORT ?? 5173);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.ttc': 'font/collection',
};

await build({ configFile: 'vite.demo.config.ts', logLevel: 'warn' });

const sandbox = createNodeListener();
type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
let token: Listener | undefined;

/** A file of the build, else (brand files, logos) of the repository's demo folder. */
function fileFor(path: string): string | undefined {
  for (const root of [OUT, process.cwd()]) {
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) return undefined;
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (root !== OUT && !path.startsWith('/demo/')) continue;
    if (existsSync(file) && statSync(file).isFile() && !/\.tsx?$/.test(file)) return file;
  }
  return undefined;
}

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (path === '/' || path === '/index.html') {
    res.writeHead(302, { Location: '/demo/' });
    return void res.end();
  }
  if (path === '/demo/tessera-token') {
    token ??= createTokenHandler({
      apiBase: `http://${req.headers.host ?? `127.0.0.1:${port}`}`,
      login: SANDBOX_LOGIN,
      password: SANDBOX_PASSWORD,
    }) as Listener;
    return void token(req, res);
  }
  if (SANDBOX_PATH.test(req.url ?? '/')) return void sandbox(req, res);
  // The e-ticket's fonts: the build has all but CJK, which the machine's folders answer.
  const file = fileFor(path) ?? systemFontFile(path);
  if (!file) {
    res.writeHead(404);
    return void res.end();
  }
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
server.listen(port, '127.0.0.1', () => {
  console.log(
    `\nTessera demo (production build) with the local sandbox: http://127.0.0.1:${port}/demo/`,
  );
  console.log('For the dev server with hot reload: npm run dev\n');
});
