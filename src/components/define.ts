/**
 * Registers a custom element once. A page that loads the widget script twice (two embeds, a tag
 * manager re-injecting it) must not throw "name already defined".
 */
export function define(tag: string, ctor: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, ctor);
}
