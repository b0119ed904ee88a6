/**
 * `defaultTokenStyles`: every `--tessera-*` property at its doc 3 default on `:host`, so each
 * element looks right before any brand file is loaded (applyBrand's inline values then win). The
 * text is generated from the field table (npm run gen:brand), which the first load then need not
 * carry; test/node/brand-generated.test.ts holds it to the table.
 */
import { unsafeCSS } from 'lit';
import { DEFAULT_TOKEN_CSS } from './default-tokens.generated.js';

// Our own constant defaults, never text from a brand file or the API.
export const defaultTokenStyles = unsafeCSS(DEFAULT_TOKEN_CSS);
