import { createContext } from './context.js';
import type { ApiClient } from '../api/client.js';

/** The API client of this embed in the version the `api-version` attribute chose. */
export type TesseraClient = ApiClient<'v1'> | ApiClient<'v2'>;

/** Provided once by <tessera-booking>; undefined until `distributor` is set. */
export const clientContext = createContext<TesseraClient | undefined>(Symbol('tessera-client'));
