/**
 * Which scheme the widget shows: a `color-scheme` attribute of light or dark wins; otherwise
 * (absent or `inherit`) the brand's colorScheme decides, its `inherit` following the host page's
 * prefers-color-scheme live; a brand that says nothing is light.
 */
import type { ColorSchemeSetting, Scheme } from './types.js';

const QUERY = '(prefers-color-scheme: dark)';

export function effectiveScheme(
  brandSetting: ColorSchemeSetting | undefined,
  attribute: string | null | undefined,
  prefersDark: boolean,
): Scheme {
  if (attribute === 'light' || attribute === 'dark') return attribute;
  if (brandSetting === 'light' || brandSetting === 'dark') return brandSetting;
  return brandSetting === 'inherit' && prefersDark ? 'dark' : 'light';
}

/**
 * Calls `callback` now and whenever the page's prefers-color-scheme changes; returns a function
 * that stops watching.
 */
export function watchColorScheme(callback: (scheme: Scheme) => void): () => void {
  if (typeof matchMedia !== 'function') {
    callback('light');
    return () => {};
  }
  const query = matchMedia(QUERY);
  const listener = () => callback(query.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  listener();
  return () => query.removeEventListener('change', listener);
}
