/** The package's version, as package.json says (the pack test checks they agree). */
export const TESSERA_VERSION = '0.1.0';
