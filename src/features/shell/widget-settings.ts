/** What the root element's attributes become: the config every step reads, and the API client. */
import { createApiClient } from '../../api/client.js';
import type { SessionIds } from '../../api/transport.js';
import type { RoutingMode } from '../../state/url-state.js';
import type { TesseraClient } from '../../state/client-context.js';
import { parseBookingFee, type WidgetConfig } from '../../state/config-context.js';
import { uiLocaleFor } from '../../localization-choice.js';

/** The root element's attributes the settings are made from. */
export interface WidgetAttributes {
  apiBase: string;
  distributor: string;
  language: string;
  currency: string;
  apiVersion: 'v1' | 'v2';
  bookingFee: string;
  dataLayer: boolean;
  city?: string;
  getAuthToken?: () => Promise<string> | string;
  userId?: string;
  distributorSessionId?: string;
  routing?: RoutingMode;
  urlState?: string;
}

/** Attributes whose change makes a new client / a new config. */
export const CLIENT_KEYS = [
  'apiBase',
  'distributor',
  'language',
  'currency',
  'apiVersion',
  'getAuthToken',
];
export const CONFIG_KEYS = [
  'language',
  'currency',
  'apiVersion',
  'bookingFee',
  'dataLayer',
  'city',
  'routing',
  'urlState',
];

/**
 * The `language` attribute as a BCP 47 tag for Intl: `fr_CA` becomes `fr-CA`. Without the
 * attribute, the host page's `<html lang>`; an empty or malformed value is `en` (Intl would throw
 * on it).
 */
export function normalizeLanguage(language: string | null | undefined): string {
  const page = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const tag = (language || page).trim().replace(/_/g, '-');
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** The `routing` attribute, `url-state="off"` (its older form) read as `none`. */
export function routingOf(a: WidgetAttributes): RoutingMode {
  return a.urlState === 'off' || (a.routing !== 'query' && a.routing !== 'hash')
    ? 'none'
    : a.routing;
}

/** The config context's value: defaults filled, currency upper-cased, the fee policy parsed. */
export function widgetConfig(a: WidgetAttributes): WidgetConfig {
  return {
    language: normalizeLanguage(a.language),
    currency: (a.currency || 'EUR').toUpperCase(),
    apiVersion: a.apiVersion === 'v1' ? 'v1' : 'v2',
    bookingFee: parseBookingFee(a.bookingFee),
    dataLayer: a.dataLayer,
    city: a.city || undefined,
    routing: routingOf(a),
  };
}

/**
 * A customer signed in on the host page during a live session: PUT booking-session assigns them.
 * A refusal (another user already assigned, an unknown user) is the developer's to read, not the
 * buyer's: the booking goes on.
 */
export function assignUser(client: TesseraClient | undefined, userId: string | undefined) {
  if (!client || !userId || client.sessionStatus() !== 'active') return;
  client
    .updateBookingSession({ user_id: userId })
    .catch((error: unknown) =>
      console.warn(`[tessera] PUT booking-session refused user-id; going on without it`, error),
    );
}

/** The API client for the widget's settings: base URL without trailing slashes, defaults filled. */
export function createWidgetClient(a: WidgetAttributes): TesseraClient {
  const getAuthToken = a.getAuthToken;
  const config = {
    baseUrl: a.apiBase.replace(/\/+$/, ''),
    distributorId: a.distributor,
    // The API's language_code: one of its 21 languages (pt-BR is pt, nb is no, zh is en).
    language: uiLocaleFor(normalizeLanguage(a.language)),
    currency: (a.currency || 'EUR').toUpperCase(),
    getAuthToken: getAuthToken ? async () => getAuthToken() : undefined,
    // Read when a session is made, so ids set after the client still reach the next session.
    sessionIds: () => {
      const ids: SessionIds = {};
      if (a.userId) ids.user_id = a.userId;
      if (a.distributorSessionId) ids.distributor_session_id = a.distributorSessionId;
      return ids;
    },
  };
  return a.apiVersion === 'v1'
    ? createApiClient({ ...config, apiVersion: 'v1' })
    : createApiClient({ ...config, apiVersion: 'v2' });
}
