/**
 * Settles in a task of its own, after the current one and its microtasks. An element's first
 * render awaits it (in `scheduleUpdate`) to keep the host page's tasks short (Lighthouse's TBT):
 * the widget's shell renders a task after the script's evaluation, the landing a task after that.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
