/**
 * `defaultTokenStyles`: every `--tessera-*` property at its doc 3 default on `:host`, so each
 * element looks right before any brand file is loaded (applyBrand's inline values then win).
 */
import { unsafeCSS } from 'lit';
import { brandCssText } from './css.js';
import { defaultResolvedBrand } from './defaults.js';

// The text is built from our own constant defaults, never from a brand file or the API.
export const defaultTokenStyles = unsafeCSS(brandCssText(defaultResolvedBrand('light')));
