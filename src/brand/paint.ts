/**
 * What puts a brand on the widget, loaded only when there is one to put: a brand file, or the dark
 * scheme (light with no brand file is the built-in tokens, defaultTokenStyles, and loads nothing).
 */
export { applyBrand, clearBrand } from './apply.js';
export { defaultResolvedBrand } from './defaults.js';
