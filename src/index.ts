/**
 * Script-tag entry: registers <tessera-booking> once (its elements register as their modules
 * load) and exports the public types.
 */
export * from './public-api.js';
