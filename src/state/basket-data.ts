/**
 * Data the basket, attendees and checkout steps share: the basket summary and what each
 * attraction in it requires (attendees per ticket, a verified phone). Plain functions over the
 * API client.
 */
import type { TesseraClient } from './client-context.js';
import type { components } from '../api/schema.js';
import { isoDate } from '../components/dates.js';
import type { SummaryReservation } from './rules/basket.js';
import { attendeeRequirement, type AttendeeRules } from './rules/attendees.js';
import type { AttendeeField } from './rules/attendees.js';

type Summary = components['schemas']['ReservationSummary'];

export async function loadSummary(
  client: TesseraClient,
  signal?: AbortSignal,
): Promise<{ reservations: SummaryReservation[]; total_price: number }> {
  const summary = (await client.getReservations({}, { signal })) as Summary;
  return {
    reservations: summary.reservations as SummaryReservation[],
    total_price: summary.total_price,
  };
}

export interface Requirements {
  /** Attendee fields per attraction id; absent when the attraction needs no attendees. */
  attendeeFields: Map<string, AttendeeField[]>;
  /** Some attraction in the basket needs the lead customer's phone verified. */
  phoneVerification: boolean;
}

/**
 * The attendee and phone flags of every attraction in the basket (GET /v2/attractions/{id}; the
 * summary does not carry them). One request per distinct attraction, in parallel.
 */
export async function loadRequirements(
  client: TesseraClient,
  attractionIds: readonly string[],
  signal?: AbortSignal,
): Promise<Requirements> {
  const ids = [...new Set(attractionIds)];
  const details = await Promise.all(
    ids.map((id) => client.getAttraction(id, { date_start: isoDate(), size: 1 }, { signal })),
  );
  const attendeeFields = new Map<string, AttendeeField[]>();
  let phoneVerification = false;
  details.forEach((detail, i) => {
    const rules = detail.attraction as AttendeeRules & {
      phone_number_verification_required?: boolean;
    };
    const requirement = attendeeRequirement(rules);
    if (requirement.needed) attendeeFields.set(ids[i]!, requirement.fields);
    if (rules.phone_number_verification_required) phoneVerification = true;
  });
  return { attendeeFields, phoneVerification };
}
