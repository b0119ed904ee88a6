/**
 * Script-tag entry: registers <tessera-booking> once and exports the public types.
 */
export const TESSERA_VERSION = '0.1.0';
