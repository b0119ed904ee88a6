/**
 * The static demo's service worker (`npm run build:demo`): the same sandbox app as the Node hosts
 * answers the page's API, control and asset requests, its state in IndexedDB so it outlives the
 * worker, which the browser stops whenever it is idle. It takes control of the pages at once
 * (skipWaiting, clients.claim): the demo page waits for that before the widget calls the API.
 * It also keeps the folder's files (the build lists them): once loaded, the demo works offline.
 */
import { createSandbox } from '../app.js';
import { SANDBOX_PATH, STANDIN_SCRIPT_PATH } from '../constants.js';
import { idbPersistence } from './idb-persistence.js';

/** The few parts of ServiceWorkerGlobalScope used here (the project's TypeScript lib is the DOM's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(
    type: 'message',
    listener: (e: ExtendableEvent & { data: unknown }) => void,
  ): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/** Set by scripts/build-demo.ts: the folder's files (as URL paths) and a name for this build. */
declare const STATIC_FILES: string[];
declare const BUILD_ID: string;
const CACHE = `tessera-static-demo-${BUILD_ID}`;

const sandbox = createSandbox({ persistence: idbPersistence() });

/** The folder the demo is served from (this script sits at its top): `/`, or `/<project>/`. */
const FOLDER = new URL('./', worker.location.href);

worker.addEventListener('install', (e) =>
  e.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(STATIC_FILES.map((f) => new URL(`.${f}`, FOLDER).href)))
      .then(() => worker.skipWaiting()),
  ),
);
worker.addEventListener('activate', (e) =>
  e.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => worker.clients.claim()),
  ),
);
// A hard reload (Shift+reload) leaves the page uncontrolled even with this worker active.
worker.addEventListener('message', (e) => {
  if (e.data === 'claim') e.waitUntil(worker.clients.claim());
});

/** The folder's files: from the host while it answers (a new build shows), else as kept. */
async function fromHostOrKept(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(request, { ignoreSearch: request.mode === 'navigate' });
    if (kept) return kept;
    throw error;
  }
}

/**
 * The sandbox's path of a request, or null: the sandbox's paths are answered at the origin's root
 * (the widget's API base is the page's origin) and in the demo's folder (the Stripe.js stand-in
 * calls the sandbox next to its script), the folder taken off. The stand-in's script is a file.
 */
function sandboxPath(url: URL): string | null {
  const inFolder = url.pathname.startsWith(FOLDER.pathname);
  const path = inFolder ? url.pathname.slice(FOLDER.pathname.length - 1) : url.pathname;
  return SANDBOX_PATH.test(path) && path !== STANDIN_SCRIPT_PATH ? path : null;
}

/** The request as the sandbox routes it: at `path` on the origin's root. */
async function atRoot(request: Request, url: URL, path: string): Promise<Request> {
  if (path === url.pathname) return request;
  const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
  return new Request(new URL(path + url.search, url.origin), {
    method: request.method,
    headers: request.headers,
    body,
  });
}

worker.addEventListener('fetch', (e) => {
  const url = new URL(e.request.url);
  if (url.origin !== worker.location.origin) return;
  const path = sandboxPath(url);
  if (path) {
    e.respondWith(atRoot(e.request, url, path).then((request) => sandbox.fetch(request)));
  } else if (e.request.method === 'GET') {
    e.respondWith(fromHostOrKept(e.request));
  }
});
