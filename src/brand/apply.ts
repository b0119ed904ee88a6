/**
 * Puts a resolved brand on the widget's host element as `--tessera-*` custom properties with
 * `style.setProperty` (never CSS text), so applying another brand re-themes a running widget.
 */
import { brandCustomProperties, customPropertyName } from './css.js';
import { FIELDS } from './fields.js';
import type { ResolvedBrand } from './types.js';

export function applyBrand(host: HTMLElement, resolved: ResolvedBrand): void {
  for (const [name, value] of brandCustomProperties(resolved)) host.style.setProperty(name, value);
  // Native controls (scrollbars, date pickers) follow the scheme too.
  host.style.setProperty('color-scheme', resolved.scheme);
}

/** Removes everything applyBrand set, returning the host to defaultTokenStyles. */
export function clearBrand(host: HTMLElement): void {
  for (const field of FIELDS) host.style.removeProperty(customPropertyName(field.path));
  host.style.removeProperty('color-scheme');
}

export { logoFor } from './logo.js';
