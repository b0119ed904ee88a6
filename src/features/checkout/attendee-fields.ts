/** One attendee field as a native labelled control, with the spec's limits as constraints. */
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { msg } from '@lit/localize';
import { FIELD_MAX, EARLIEST_BIRTH_DATE } from '../../state/rules/attendees.js';
import { isoDate } from '../../components/dates.js';
import type { AttendeeField } from '../../state/rules/attendees.js';
import { COUNTRY_CODES } from '../../state/rules/countries.js';

function fieldLabel(field: AttendeeField): string {
  switch (field) {
    case 'first_name':
      return msg('First name');
    case 'second_name':
      return msg('Last name');
    case 'email':
      return msg('Email');
    case 'phone_number':
      return msg('Mobile number');
    case 'date_of_birth':
      return msg('Date of birth');
    case 'gender':
      return msg('Gender');
    case 'id_number':
      return msg('ID or passport number');
    case 'country_code':
      return msg('Country');
    case 'province':
      return msg('Province or state');
    case 'city':
      return msg('City');
  }
}

const countryNames = new Map<string, { code: string; name: string }[]>();
/** Country options sorted by their name in the buyer's language. */
function countries(locale: string) {
  let list = countryNames.get(locale);
  if (!list) {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = undefined;
    }
    list = COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    );
    countryNames.set(locale, list);
  }
  return list;
}

export interface FieldView {
  id: string;
  field: AttendeeField;
  value: string;
  error?: string;
  locale: string;
  /** autocomplete token; attendees other than the buyer get "off". */
  autocomplete?: string;
  onInput: (value: string) => void;
}

export function renderField(v: FieldView) {
  const errorId = `${v.id}-e`;
  const hintId = `${v.id}-h`;
  const described = [v.field === 'phone_number' ? hintId : '', v.error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const common = { invalid: v.error ? 'true' : 'false', described: described || undefined };
  const input = (e: Event) => v.onInput((e.target as HTMLInputElement | HTMLSelectElement).value);
  let control;
  switch (v.field) {
    case 'gender':
      control = html`<select
        id=${v.id}
        required
        .value=${live(v.value)}
        aria-invalid=${common.invalid}
        aria-describedby=${ifDefined(common.described)}
        @change=${input}
      >
        <option value="">${msg('Choose…')}</option>
        <option value="F" ?selected=${v.value === 'F'}>${msg('Female')}</option>
        <option value="M" ?selected=${v.value === 'M'}>${msg('Male')}</option>
      </select>`;
      break;
    case 'country_code':
      control = html`<select
        id=${v.id}
        required
        autocomplete=${ifDefined(v.autocomplete ? 'country' : undefined)}
        aria-invalid=${common.invalid}
        aria-describedby=${ifDefined(common.described)}
        @change=${input}
      >
        <option value="">${msg('Choose…')}</option>
        ${countries(v.locale).map(
          (c) => html`<option value=${c.code} ?selected=${v.value === c.code}>${c.name}</option>`,
        )}
      </select>`;
      break;
    default: {
      const type =
        v.field === 'email'
          ? 'email'
          : v.field === 'phone_number'
            ? 'tel'
            : v.field === 'date_of_birth'
              ? 'date'
              : 'text';
      control = html`<input
        id=${v.id}
        type=${type}
        required
        .value=${live(v.value)}
        maxlength=${ifDefined(FIELD_MAX[v.field])}
        min=${ifDefined(v.field === 'date_of_birth' ? EARLIEST_BIRTH_DATE : undefined)}
        max=${ifDefined(v.field === 'date_of_birth' ? isoDate() : undefined)}
        autocomplete=${v.autocomplete ?? 'off'}
        aria-invalid=${common.invalid}
        aria-describedby=${ifDefined(common.described)}
        @input=${input}
      />`;
    }
  }
  return html`<div class="field">
    <label for=${v.id}>${fieldLabel(v.field)}</label>
    ${control}
    ${
      v.field === 'phone_number'
        ? html`<div class="hint" id=${hintId}>
            ${msg('With the country code, like +447700900123.')}
          </div>`
        : nothing
    }
    ${v.error ? html`<div class="error" id=${errorId}>${v.error}</div>` : nothing}
  </div>`;
}

/** The autocomplete token of a field when it describes the buyer themself. */
export function buyerToken(field: AttendeeField): string | undefined {
  const tokens: Partial<Record<AttendeeField, string>> = {
    first_name: 'given-name',
    second_name: 'family-name',
    email: 'email',
    phone_number: 'tel',
    date_of_birth: 'bday',
    country_code: 'country',
    city: 'address-level2',
    province: 'address-level1',
  };
  return tokens[field];
}
