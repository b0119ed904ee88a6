/**
 * Registers the widget's custom elements, once each. A page that loads the widget script twice
 * (two embeds, a tag manager re-injecting it) must not throw "name already defined".
 *
 * Each element module calls `define()` as it is evaluated. The script-tag entry registers at once.
 * The npm package's main entry defers (`deferRegistration()` first, before any element module):
 * its elements wait here, so importing it (on a server too) touches neither `window` nor
 * `customElements`, until its `./define` entry calls `registerElements()`. Steps loaded later
 * register as they arrive.
 */
const waiting = new Map<string, CustomElementConstructor>();
let deferred = false;

export function define(tag: string, ctor: CustomElementConstructor): void {
  if (deferred) waiting.set(tag, ctor);
  else if (!customElements.get(tag)) customElements.define(tag, ctor);
}

/** Keeps the elements defined from now on waiting for `registerElements()`. */
export function deferRegistration(): void {
  deferred = true;
}

/** Registers the waiting elements, and every element defined from now on at once. */
export function registerElements(): void {
  deferred = false;
  for (const [tag, ctor] of waiting) define(tag, ctor);
  waiting.clear();
}
