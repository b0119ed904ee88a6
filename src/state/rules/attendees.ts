/**
 * Attendee and lead-customer fields: which are required for an attraction and whether a value
 * meets the spec's limits (doc 2 "Attendee", doc 1 "Limits"). Missing attendees are refused at
 * confirmation with code 25 (none) or 52 (not one per ticket).
 */

import { msg } from '@lit/localize';
import { plural } from '../../plural.js';
import type { components } from '../../api/schema.js';
import { isCountryCode } from './countries.js';
import { isoDate } from '../../components/dates.js';

type Schemas = components['schemas'];
export type Attendee = Schemas['Attendee'];
export type AttendeeField = Exclude<keyof Attendee, 'ticket_id'>;
export type AttendeeRules = Partial<Schemas['AttendeeRequirements']> & {
  mandatory_attendee?: boolean;
};

/** Field order of the form, and the flag that requires each. */
const ATTENDEE_FIELDS: readonly {
  field: AttendeeField;
  flag: keyof Schemas['AttendeeRequirements'];
}[] = [
  { field: 'first_name', flag: 'attendee_first_name_required' },
  { field: 'second_name', flag: 'attendee_second_name_required' },
  { field: 'email', flag: 'attendee_email_required' },
  { field: 'phone_number', flag: 'attendee_phone_number_required' },
  { field: 'date_of_birth', flag: 'attendee_date_of_birth_required' },
  { field: 'gender', flag: 'attendee_gender_required' },
  { field: 'id_number', flag: 'attendee_id_number_required' },
  { field: 'country_code', flag: 'attendee_country_code_required' },
  { field: 'province', flag: 'attendee_province_required' },
  { field: 'city', flag: 'attendee_city_required' },
];

/** Longest value per text field, in characters (doc 1 "Limits"). */
export const FIELD_MAX: Partial<Record<AttendeeField, number>> = {
  city: 100,
  first_name: 100,
  second_name: 100,
  id_number: 50,
  province: 50,
  email: 254,
};

/** E.164: +, then 7 to 15 digits with the country code (the shortest numbers in use have 7). */
const E164 = /^\+[1-9]\d{6,14}$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Earliest date of birth accepted: older dates are typing mistakes. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

export interface AttendeeRequirement {
  /** Attendee data is needed for each ticket. */
  needed: boolean;
  /** The fields each attendee form asks for, all required. */
  fields: AttendeeField[];
}

/**
 * Which attendee fields an attraction requires (code 25/52 prevention): those whose
 * attendee_*_required flag is true. mandatory_attendee with no flag set still needs a person per
 * ticket, so the form then asks for first and second name.
 */
export function attendeeRequirement(rules: AttendeeRules): AttendeeRequirement {
  const fields = ATTENDEE_FIELDS.filter((f) => rules[f.flag] === true).map((f) => f.field);
  const needed = rules.mandatory_attendee === true || fields.length > 0;
  if (needed && fields.length === 0) fields.push('first_name', 'second_name');
  return { needed, fields };
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Phone as typed to E.164: spaces, dashes, dots and brackets dropped, a leading 00 read as +. */
export function normalisePhone(value: string): string {
  const compact = value.trim().replace(/[\s\-.()\u00a0]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/** Trimmed values, upper-case country code and gender, compact phone: what is sent. */
export function normaliseAttendee<T extends Partial<Record<AttendeeField, string>>>(values: T): T {
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(values)) {
    if (typeof raw !== 'string') continue;
    let v = raw.trim();
    if (key === 'country_code' || key === 'gender') v = v.toUpperCase();
    if (key === 'phone_number') v = normalisePhone(v);
    out[key] = v;
  }
  return out as T;
}

/** The problem with one field's value, or null when it is fine (blank is fine unless required). */
export function fieldError(
  field: AttendeeField,
  value: string | undefined,
  required: boolean,
  today = isoDate(),
): string | null {
  const v = (value ?? '').trim();
  if (v === '') return required ? msg('Required.') : null;
  const max = FIELD_MAX[field];
  if (max !== undefined && [...v].length > max)
    return plural(max, msg('one{At most # character.}other{At most # characters.}'));
  switch (field) {
    case 'email':
      return EMAIL.test(v) ? null : msg('Enter an email address like name@example.com.');
    case 'phone_number':
      return E164.test(v)
        ? null
        : msg('Enter the number with its country code, like +447700900123.');
    case 'country_code':
      return isCountryCode(v) ? null : msg('Choose a country.');
    case 'gender':
      return v === 'M' || v === 'F' ? null : msg('Choose M or F.');
    case 'date_of_birth':
      if (!isIsoDate(v)) return msg('Enter a date as YYYY-MM-DD.');
      if (v >= today) return msg('The date of birth must be in the past.');
      if (v < EARLIEST_BIRTH_DATE) return msg('Check the year of birth.');
      return null;
    default:
      return null;
  }
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Errors of one attendee form: required fields present, and every filled field (required or not)
 * within the spec's format and length. Empty when the attendee can be sent.
 */
export function attendeeErrors(
  values: Partial<Record<AttendeeField, string>>,
  required: readonly AttendeeField[],
  today = isoDate(),
): FieldErrors<AttendeeField> {
  const errors: FieldErrors<AttendeeField> = {};
  for (const { field } of ATTENDEE_FIELDS) {
    const error = fieldError(field, values[field], required.includes(field), today);
    if (error) errors[field] = error;
  }
  return errors;
}

export type LeadField = 'email' | 'first_name' | 'second_name' | 'phone_number';
export type LeadCustomer = Record<LeadField, string>;
export const LEAD_FIELDS: readonly LeadField[] = [
  'email',
  'first_name',
  'second_name',
  'phone_number',
];

/** Errors of the lead customer (PUT reservations needs all four fields). */
export function leadCustomerErrors(values: Partial<LeadCustomer>): FieldErrors<LeadField> {
  const errors: FieldErrors<LeadField> = {};
  for (const field of LEAD_FIELDS) {
    const error = fieldError(field, values[field], true);
    if (error) errors[field] = error;
  }
  return errors;
}

/** "Same as the lead customer": the lead's fields copied onto the first attendee. */
export function attendeeFromLead(lead: Partial<LeadCustomer>, ticketId: string): Attendee {
  const attendee: Attendee = { ticket_id: ticketId };
  for (const field of LEAD_FIELDS) {
    const value = lead[field]?.trim();
    if (value) attendee[field] = field === 'phone_number' ? normalisePhone(value) : value;
  }
  return attendee;
}
