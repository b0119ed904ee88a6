import { demoRoot } from './demo-root.js';

/**
 * The static demo (`npm run build:demo`): the sandbox runs in a service worker on this origin,
 * registered from the folder the demo is served from, for that folder.
 * The page registers it and waits until it controls the page, so the widget's first API call
 * reaches it (on a first visit the page was loaded from the network, before any worker existed).
 */
export async function sandboxWorker(): Promise<void> {
  const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!workers) throw new Error('this browser runs no service workers (or the page is not https)');
  const root = demoRoot();
  const register = () => workers.register(new URL('sandbox-sw.js', root), { scope: root.pathname });
  if (workers.controller) {
    void register();
    return;
  }
  const controlled = new Promise<void>((resolve) =>
    workers.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
  await register();
  // An active worker may leave the page uncontrolled (a hard reload): ask it to claim the page.
  const ready = await workers.ready;
  if (!workers.controller) ready.active?.postMessage('claim');
  if (!workers.controller) await controlled;
}

/** A header button that empties the sandbox (its IndexedDB state) and starts the demo afresh. */
export function resetButton(header: Element): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'demo-reset';
  button.textContent = 'Reset sandbox';
  button.addEventListener('click', async () => {
    button.disabled = true;
    await fetch('/__sandbox/reset', { method: 'POST' });
    location.assign(location.pathname);
  });
  header.append(button);
}
