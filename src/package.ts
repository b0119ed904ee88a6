/**
 * The npm package's main entry (`import { TesseraBooking } from '@tessera-booking/widget'`): the
 * public API, with no custom element registered, so a server can import it: nothing here touches
 * `window` or `customElements` as it loads. `@tessera-booking/widget/define` registers them.
 */
// First: the element modules below must find registration deferred.
import './components/defer-registration.js';

export * from './public-api.js';
