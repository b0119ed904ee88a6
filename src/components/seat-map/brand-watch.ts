/**
 * Tells the map when the brand colours it inherits change (another brand, a dark-mode switch),
 * so the seat palette, computed from them in script, is computed again. No event says a custom
 * property changed; a CSS transition does: the stylesheet gives the watched element
 * `--_brand-watch` (every input of the palette in one value) and a discrete transition on it,
 * and Chromium, Safari and Firefox fire `transitionrun` whenever its computed value changes.
 */

const BRAND_WATCH_PROPERTY = '--_brand-watch';

export class BrandWatch {
  private el: Element | null = null;

  constructor(private readonly onChange: () => void) {}

  /** Watches `el` (the element the stylesheet gives the transition); a new element replaces it. */
  observe(el: Element): void {
    if (el === this.el) return;
    this.disconnect();
    this.el = el;
    el.addEventListener('transitionrun', this.onTransition);
  }

  disconnect(): void {
    this.el?.removeEventListener('transitionrun', this.onTransition);
    this.el = null;
  }

  private readonly onTransition = (e: Event) => {
    const t = e as TransitionEvent;
    if (t.target === this.el && t.propertyName === BRAND_WATCH_PROPERTY) this.onChange();
  };
}
