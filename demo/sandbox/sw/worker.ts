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

worker.addEventListener('install', (e) =>
  e.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(STATIC_FILES))
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

worker.addEventListener('fetch', (e) => {
  const url = new URL(e.request.url);
  if (url.origin !== worker.location.origin) return;
  if (SANDBOX_PATH.test(url.pathname) && url.pathname !== STANDIN_SCRIPT_PATH) {
    e.respondWith(sandbox.fetch(e.request));
  } else if (e.request.method === 'GET') {
    e.respondWith(fromHostOrKept(e.request));
  }
});
