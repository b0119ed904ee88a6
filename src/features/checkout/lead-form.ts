/**
 * The lead customer's form: native inputs with autocomplete tokens, checked by the widget's own
 * rules on Continue (novalidate): each problem is said under its field in the widget's language and
 * stays in view, where the browser's bubble spoke the browser's language and went away.
 */
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { msg } from '@lit/localize';
import type { FieldErrors, LeadCustomer, LeadField } from '../../state/rules/attendees.js';

const SPECS: { field: LeadField; type: string; autocomplete: string; label: () => string }[] = [
  { field: 'email', type: 'email', autocomplete: 'email', label: () => msg('Email') },
  { field: 'first_name', type: 'text', autocomplete: 'given-name', label: () => msg('First name') },
  {
    field: 'second_name',
    type: 'text',
    autocomplete: 'family-name',
    label: () => msg('Last name'),
  },
  { field: 'phone_number', type: 'tel', autocomplete: 'tel', label: () => msg('Mobile number') },
];

export interface LeadFormView {
  values: Partial<LeadCustomer>;
  errors: FieldErrors<LeadField>;
  busy: boolean;
  /** The payment started with these details: shown as sent, no longer editable. */
  locked?: boolean;
  onInput: (field: LeadField, value: string) => void;
  onSubmit: (e: SubmitEvent) => void;
  /** The basket's total, shown beside Continue (kept in view on a phone). */
  total?: string;
}

export function renderLeadForm(v: LeadFormView) {
  return html`<form novalidate @submit=${v.onSubmit}>
    <h2>${msg('Your details')}</h2>
    <p class="muted">${msg('We send the tickets and the booking confirmation to this email.')}</p>
    ${
      v.locked
        ? html`<p class="notice">
            ${msg('These details are part of the payment you started, so they can no longer be changed.')}
          </p>`
        : nothing
    }
    <div class="grid">
      ${SPECS.map(({ field, type, autocomplete, label }) => {
        const id = `lead-${field}`;
        const error = v.errors[field];
        const hint = field === 'phone_number';
        const described = [hint ? `${id}-h` : '', error ? `${id}-e` : ''].filter(Boolean).join(' ');
        return html`<div class="field">
          <label for=${id}>${label()}</label>
          <input
            id=${id}
            name=${field}
            type=${type}
            required
            ?readonly=${v.locked}
            autocomplete=${autocomplete}
            maxlength=${field === 'email' ? 254 : field === 'phone_number' ? 20 : 100}
            pattern=${ifDefined(hint ? '[+0-9 \\(\\)\\.\\-]{6,24}' : undefined)}
            .value=${v.values[field] ?? ''}
            aria-invalid=${error ? 'true' : 'false'}
            aria-describedby=${ifDefined(described || undefined)}
            @input=${(e: Event) => v.onInput(field, (e.target as HTMLInputElement).value)}
          />
          ${
            hint
              ? html`<div class="hint" id="${id}-h">
                  ${msg('With the country code, like +447700900123. Used if the organiser needs to reach you.')}
                </div>`
              : nothing
          }
          ${error ? html`<div class="error" id="${id}-e">${error}</div>` : nothing}
        </div>`;
      })}
    </div>
    <div class="actions row next-bar">
      <button class="btn primary" type="submit" ?disabled=${v.busy}>${msg('Continue')}</button>
      ${v.total ? html`<span class="total">${msg('Total')} ${v.total}</span>` : nothing}
    </div>
  </form>`;
}
