// node server.mjs: serves GET /tessera-token on PORT (default 8788) with the API credentials from
// the environment: TESSERA_API_BASE, TESSERA_LOGIN, TESSERA_PASSWORD.
import { createServer } from 'node:http';
import { createTokenHandler } from './token-server.mjs';

const { TESSERA_API_BASE, TESSERA_LOGIN, TESSERA_PASSWORD, PORT = '8788' } = process.env;
if (!TESSERA_API_BASE || !TESSERA_LOGIN || !TESSERA_PASSWORD) {
  console.error('Set TESSERA_API_BASE, TESSERA_LOGIN and TESSERA_PASSWORD.');
  process.exit(2);
}
const handler = createTokenHandler({
  apiBase: TESSERA_API_BASE.replace(/\/+$/, ''),
  login: TESSERA_LOGIN,
  password: TESSERA_PASSWORD,
});
createServer((req, res) => {
  if (new URL(req.url ?? '/', 'http://x').pathname === '/tessera-token') return handler(req, res);
  res.writeHead(404);
  res.end();
}).listen(Number(PORT), () => console.log(`token server: http://localhost:${PORT}/tessera-token`));
