/**
 * What each attraction in the basket requires before payment (attendees per ticket, a verified
 * phone), read by the attendees and checkout steps. The basket itself is the booking store's.
 */
import type { TesseraClient } from './client-context.js';
import { answeredAttraction, loadAttractionDetail } from './common-data.js';
import { isoDate } from '../components/dates.js';
import { attendeeRequirement, type AttendeeRules } from './rules/attendees.js';
import type { AttendeeField } from './rules/attendees.js';

export interface Requirements {
  /** Attendee fields per attraction id; absent when the attraction needs no attendees. */
  attendeeFields: Map<string, AttendeeField[]>;
  /** Some attraction in the basket needs the lead customer's phone verified. */
  phoneVerification: boolean;
}

/**
 * The attendee and phone flags of every attraction in the basket (GET /v2/attractions/{id}; the
 * summary does not carry them): from the details already answered in this session, else one
 * request per distinct attraction, in parallel.
 */
export async function loadRequirements(
  client: TesseraClient,
  attractionIds: readonly string[],
  signal?: AbortSignal,
): Promise<Requirements> {
  const ids = [...new Set(attractionIds)];
  const details = await Promise.all(
    ids.map(
      (id) =>
        answeredAttraction(client, id) ??
        loadAttractionDetail(client, id, { date_start: isoDate(), size: 1 }, signal),
    ),
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
