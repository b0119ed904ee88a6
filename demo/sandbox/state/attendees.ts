/** Attendee checks (per the attraction's attendee_*_required flags) and storing them on tickets. */
import type { AttendeeField } from '../catalogue/types.js';
import type { Checker } from '../validate.js';
import { E164 } from '../validate.js';
import type { Store } from './store.js';
import type { Attendee, Session, Ticket } from './types.js';

const RULES: Record<
  AttendeeField,
  { max?: number; pattern?: RegExp; oneOf?: string[]; message?: string }
> = {
  city: { max: 100 },
  country_code: { pattern: /^[A-Z]{2}$/, message: 'Must be an ISO 3166-1 alpha-2 code.' },
  date_of_birth: { pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'Must be a date YYYY-MM-DD.' },
  email: { max: 254, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Must be an email address.' },
  first_name: { max: 100 },
  gender: { oneOf: ['M', 'F'] },
  id_number: { max: 50 },
  phone_number: { pattern: E164, message: 'Must be an E.164 number such as +447700900123.' },
  province: { max: 50 },
  second_name: { max: 100 },
};

/**
 * Validates `attendees` (errors go into `check`) and returns the updates to apply once the whole
 * request is valid, so a bad request changes nothing.
 */
export function readAttendees(store: Store, s: Session, check: Checker): [Ticket, Attendee][] {
  const tickets = new Map<string, { ticket: Ticket; required: AttendeeField[] }>();
  for (const r of store.sessionReservations(s)) {
    const a = store.catalogue.byId.get(r.attractionId);
    for (const t of r.tickets) tickets.set(t.ticket_id, { ticket: t, required: a?.required ?? [] });
  }
  const out: [Ticket, Attendee][] = [];
  for (const { check: ic } of check.objects('attendees') ?? []) {
    const id = ic.str('ticket_id', { required: true });
    const known = id ? tickets.get(id) : undefined;
    if (id && !known) ic.add('ticket_id', 'No such ticket in this booking session.');
    const attendee: Attendee = { ticket_id: id ?? '' };
    for (const [field, rule] of Object.entries(RULES) as [
      AttendeeField,
      (typeof RULES)[AttendeeField],
    ][]) {
      const value = ic.str(field, { ...rule, required: known?.required.includes(field) ?? false });
      if (value !== undefined) attendee[field] = value;
    }
    if (known) out.push([known.ticket, attendee]);
  }
  return out;
}

export function applyAttendees(updates: [Ticket, Attendee][]): void {
  for (const [ticket, attendee] of updates)
    ticket.attendee = { ...(ticket.attendee ?? {}), ...attendee };
}
