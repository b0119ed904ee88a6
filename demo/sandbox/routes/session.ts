/** POST /{v}/auth, POST and PUT /{v}/booking-session. */
import type { Hono } from 'hono';
import { SANDBOX_LOGIN, SANDBOX_PASSWORD } from '../constants.js';
import type { Deps } from '../deps.js';
import { httpError, validationError } from '../errors.js';
import {
  bodyChecker,
  readJson,
  requireDistributor,
  useSession,
  type Ctx,
  type Env,
} from '../http.js';
import { base64url, hmacSha256, sameText } from '../random.js';
import { UUID4 } from '../validate.js';

const SECRET = 'tessera-sandbox-signing-key';
const b64 = (v: unknown) => base64url(new TextEncoder().encode(JSON.stringify(v)));
const sign = (data: string) => hmacSha256(SECRET, data);

/** A JWT (HS256) so clients that peek at it see the usual shape. */
async function issueToken(now: number): Promise<string> {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: SANDBOX_LOGIN, iat: Math.floor(now / 1000) })}`;
  return `${head}.${await sign(head)}`;
}

/** AZ column: `Authorization: Bearer <token from /auth>`, else 401 in the standard HTTP format. */
export async function requireBearer(c: Ctx): Promise<void> {
  const m = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  if (!m) throw httpError(401, 'Authorization token required');
  const parts = m[1].split('.');
  const ok = parts.length === 3 && sameText(await sign(`${parts[0]}.${parts[1]}`), parts[2]);
  if (!ok) throw httpError(401, 'Authorization token is invalid');
}

export function sessionRoutes(app: Hono<Env>, { store }: Deps): void {
  for (const v of ['v1', 'v2']) {
    app.post(`/${v}/auth`, async (c) => {
      const check = bodyChecker(await readJson(c));
      const login = check.str('login', { required: true });
      const password = check.str('password', { required: true });
      check.done();
      if (login !== SANDBOX_LOGIN || password !== SANDBOX_PASSWORD)
        throw httpError(401, 'Invalid login or password.');
      return c.json({ token: await issueToken(store.now()) });
    });

    app.post(`/${v}/booking-session`, async (c) => {
      requireDistributor(c);
      const check = bodyChecker(await readJson(c));
      const dsid = check.str('distributor_session_id', {
        pattern: UUID4,
        message: 'Must be a UUID4.',
      });
      const language = check.str('language', { max: 5 });
      const userId = check.str('user_id', { pattern: UUID4, message: 'Must be a UUID4.' });
      check.done();
      if (userId && !store.users.has(userId))
        throw validationError({ user_id: [`User ${userId} does not exist.`] });
      const s = store.createSession(userId ?? null, language ?? 'en', dsid ?? null);
      return c.json({ 'booking-session': s.token });
    });

    app.put(`/${v}/booking-session`, async (c) => {
      requireDistributor(c);
      const s = useSession(c, store);
      const check = bodyChecker(await readJson(c));
      const language = check.str('language', { max: 5 });
      const userId = check.str('user_id', { pattern: UUID4, message: 'Must be a UUID4.' });
      check.done();
      if (userId) {
        if (s.userId && s.userId !== userId)
          throw validationError({
            user_id: ['Another user is already assigned to this booking session.'],
          });
        if (!store.users.has(userId))
          throw validationError({ user_id: [`User ${userId} does not exist.`] });
        s.userId = userId;
      }
      if (language) s.language = language;
      return c.body(null, 204);
    });
  }
}
