/**
 * Puts a resolved brand on the widget's host element as `--tessera-*` custom properties with
 * `style.setProperty` (never CSS text), so applying another brand re-themes a running widget.
 */
import { readableTextOn } from './color.js';
import { brandCustomProperties, customPropertyName } from './css.js';
import { FIELDS } from './fields.js';
import type { ResolvedBrand } from './types.js';

/**
 * The words of a busy or disabled filled button ("Paying…"): the page's text or its background,
 * whichever reads better on button.disabled. Derived, not a field of doc 3, so private to the
 * widget's styles (shared.styles.ts); without a brand they use the page's text.
 */
const DISABLED_TEXT = '--_button-disabled-text';

export function applyBrand(host: HTMLElement, resolved: ResolvedBrand): void {
  for (const [name, value] of brandCustomProperties(resolved)) host.style.setProperty(name, value);
  const { values } = resolved;
  host.style.setProperty(
    DISABLED_TEXT,
    readableTextOn(values['button.disabled']!, values['page.text'], values['page.background']),
  );
  // Native controls (scrollbars, date pickers) follow the scheme too.
  host.style.setProperty('color-scheme', resolved.scheme);
}

/** Removes everything applyBrand set, returning the host to defaultTokenStyles. */
export function clearBrand(host: HTMLElement): void {
  for (const field of FIELDS) host.style.removeProperty(customPropertyName(field.path));
  host.style.removeProperty(DISABLED_TEXT);
  host.style.removeProperty('color-scheme');
}

export { logoFor } from './logo.js';
