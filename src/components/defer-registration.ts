/**
 * Imported first by the npm package's main entry (src/package.ts), before any element module:
 * from here on the elements wait for `registerElements()` (the package's `./define` entry).
 */
import { deferRegistration } from './define.js';

deferRegistration();
