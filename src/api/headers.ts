/**
 * The request headers of doc 2's "Headers" column. Content-Type: application/json goes on every
 * call (doc 1: "all endpoints"); the others only where the endpoint table lists them, so the
 * distributor id and the tokens never reach an endpoint that does not ask for them.
 */
import type { HeaderNeed } from './endpoints.js';

export interface HeaderValues {
  distributorId: string;
  sessionToken?: string | null;
  authToken?: string | null;
}

export function buildHeaders(
  needs: readonly HeaderNeed[],
  values: HeaderValues,
): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (needs.includes('SD')) headers['Service-Distributor'] = values.distributorId;
  if (needs.includes('BS')) {
    if (!values.sessionToken) throw new Error('Booking-Session header needs a session token');
    headers['Booking-Session'] = values.sessionToken;
  }
  if (needs.includes('AZ')) {
    if (!values.authToken) throw new Error('Authorization header needs a token');
    headers['Authorization'] = `Bearer ${values.authToken}`;
  }
  return headers;
}
