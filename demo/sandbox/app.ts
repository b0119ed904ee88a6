/**
 * The sandbox API as one Hono app (a fetch handler), with its own in-memory state per instance.
 * Hosts: node-listener.ts (dev servers), server.ts (standalone), `fetch` directly in tests, and
 * sw/worker.ts (the static demo's service worker, its state in IndexedDB).
 */
import { randomUUID } from './random.js';
import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { isoDate } from './catalogue/time.js';
import { Clock } from './clock.js';
import { DEFAULT_SEED } from './constants.js';
import type { Deps } from './deps.js';
import { ApiError, httpError, internalBody } from './errors.js';
import type { Env } from './http.js';
import { faults, language, requestLog } from './middleware.js';
import { paymentHooks } from './payments.js';
import {
  persistent,
  STATE_VERSION,
  type SandboxPersistence,
  type SandboxState,
} from './persistence.js';
import { assetRoutes } from './routes/assets.js';
import { attendeeRoutes } from './routes/attendees.js';
import { controlRoutes } from './routes/controls.js';
import { discoveryRoutes } from './routes/discovery.js';
import { phoneRoutes } from './routes/phone.js';
import { reservationRoutes } from './routes/reservations.js';
import { confirmRoutes } from './routes/confirm.js';
import { sessionRoutes } from './routes/session.js';
import { theaterRoutes } from './routes/theater.js';
import { tourRoutes } from './routes/tours.js';
import { Store } from './state/store.js';
import { createStripeStandIn } from './stripe/routes.js';

/** Rewrites the `/sandbox-assets/...` paths of a JSON answer to absolute URLs of this sandbox. */
const absoluteAssetUrls: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.get('content-type')?.includes('application/json')) return;
  const text = await c.res.text();
  const origin = new URL(c.req.url).origin;
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  const body = text.replaceAll('"/sandbox-assets/', `"${origin}/sandbox-assets/`);
  c.res = new Response(body, { status: c.res.status, headers });
};

export interface SandboxOptions {
  seed?: number;
  /** Real-time source under the sandbox clock (tests may pin it). */
  now?: () => number;
  log?: (message: string) => void;
  /** Where the state is kept between requests; left out, in memory (the Node hosts). */
  persistence?: SandboxPersistence;
}

export interface Sandbox {
  app: Hono<Env>;
  /** `env` carries Node's incoming/outgoing when hosted by @hono/node-server (used by drop faults). */
  fetch: (request: Request, env?: unknown) => Promise<Response>;
  store: Store;
  clock: Clock;
  /** The whole state as structured-cloneable data, and back. */
  snapshot(): SandboxState;
  restore(state: SandboxState): void;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const clock = new Clock(options.now);
  const store = new Store(options.seed ?? DEFAULT_SEED, clock);
  const log = options.log ?? ((m: string) => console.log(`[sandbox] ${m}`));
  const stripe = createStripeStandIn(paymentHooks(store));
  const deps: Deps = { store, stripe, log };

  const app = new Hono<Env>();
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Service-Distributor',
        'Booking-Session',
        'Authorization',
        'Content-Type',
        'Accept-Language',
        'X-Sandbox-Instance',
      ],
      exposeHeaders: ['X-Request-Id'],
      maxAge: 600,
    }),
  );
  app.use('*', async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    await next();
    c.header('X-Request-Id', id);
  });
  app.use('*', requestLog(store));
  // Idle sessions give their holds back before any answer shows stock (seats, availability).
  app.use('/v1/*', async (_c, next) => {
    store.sweep();
    await next();
  });
  app.use('/v2/*', async (_c, next) => {
    store.sweep();
    await next();
  });
  app.use('/v1/*', language(store));
  app.use('/v2/*', language(store));
  app.use('*', faults(store));
  // Image and seat-map URLs are absolute, as a real API sends them: a widget on another origin
  // (or a host that proxies the API under a path) loads them from the sandbox, not its own page.
  // After the faults: an answer a fault gives instead of the route (a dropped connection) is
  // never read here.
  app.use('/v1/*', absoluteAssetUrls);
  app.use('/v2/*', absoluteAssetUrls);

  sessionRoutes(app, deps);
  discoveryRoutes(app, deps);
  theaterRoutes(app, deps);
  tourRoutes(app, deps);
  reservationRoutes(app, deps);
  confirmRoutes(app, deps);
  attendeeRoutes(app, deps);
  phoneRoutes(app, deps);
  controlRoutes(app, deps);
  assetRoutes(app, deps);
  stripe.register(app as unknown as Hono);

  app.notFound((c) => c.json(httpError(404, 'No such endpoint.').body, 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      const words = err.bodyIn(c.get('language') ?? 'en');
      const body = err.business
        ? {
            ...words,
            timestamp: new Date(store.now()).toISOString(),
            exception_id: `EXC-${randomUUID().slice(0, 8).toUpperCase()}`,
            request_id: c.get('requestId'),
          }
        : words;
      return c.json(body, err.status as 400);
    }
    log(
      `unhandled error on ${c.req.method} ${c.req.path}: ${(err as Error).stack?.split('\n', 2).join(' ') ?? err}`,
    );
    return c.json(internalBody(), 500);
  });

  const snapshot = (): SandboxState => ({
    version: STATE_VERSION,
    store: store.snapshot(),
    clockAdvanced: clock.advanced,
    intents: stripe.snapshot(),
  });
  const restore = (state: SandboxState) => {
    // A state saved on another (real) day is dropped: its catalogue's dates would have moved on.
    if (state.store.catalogueDate !== isoDate(clock.now() - clock.advanced)) return;
    clock.advanced = state.clockAdvanced;
    store.restore(state.store);
    stripe.restore(state.intents);
  };
  const handle = async (request: Request, env?: unknown) => app.fetch(request, env);
  const fetch = options.persistence
    ? persistent(handle, options.persistence, { snapshot, restore })
    : handle;
  return { app, fetch, store, clock, snapshot, restore };
}
