/**
 * The npm package's `./define` entry: registers <tessera-booking> (and the elements inside it),
 * once, then exports what the main entry exports. Import it in the browser only.
 */
import { define, registerElements } from './components/define.js';
import { TesseraBooking } from './package.js';

export * from './package.js';

// Named here, not only re-exported: the package declares this file alone as having side effects,
// so an app's bundler keeps the module that holds the waiting elements because this uses it.
define('tessera-booking', TesseraBooking);
registerElements();
