// The distributor's side of the widget's authorization: the API login and password stay on this
// server, which asks the API for a token (POST /v2/auth) and hands the page only the token.
// Node 20+, no dependencies. Put your own sign-in check in front of it (see README.md).

/** How long a token is reused: the API does not say how long one lives, so it stays short. */
const REUSE_MS = 5 * 60_000;

/**
 * A Node request handler answering the widget's `getAuthToken()` with a token as text/plain.
 * `apiBase` (no trailing slash), `login` and `password` are your API credentials.
 */
export function createTokenHandler({ apiBase, login, password, fetch = globalThis.fetch }) {
  let kept = null;
  async function token() {
    if (kept && kept.until > Date.now()) return kept.token;
    const answer = await fetch(`${apiBase}/v2/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login, password }),
    });
    const body = await answer.json().catch(() => ({}));
    if (!answer.ok || typeof body.token !== 'string') {
      throw new Error(`POST /v2/auth answered ${answer.status}`);
    }
    kept = { token: body.token, until: Date.now() + REUSE_MS };
    return body.token;
  }
  return async (req, res) => {
    if (req.method !== 'GET') {
      res.writeHead(405, { Allow: 'GET' });
      return res.end();
    }
    try {
      const value = await token();
      res.writeHead(200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(value);
    } catch (error) {
      // The page learns only that there is no token; the reason stays in this server's log.
      console.error('tessera token:', error.message);
      res.writeHead(502, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end('No token');
    }
  };
}
