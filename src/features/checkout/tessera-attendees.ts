import { LitElement, html, css, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '../../state/context.js';
import { Task, initialState } from '../../state/task.js';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles, fieldStyles } from '../../components/shared.styles.js';
import '../../components/tessera-skeleton.js';
import '../../components/tessera-error-state.js';
import type { RetryDetail } from '../../components/tessera-error-state.js';
import { clientContext, type TesseraClient } from '../../state/client-context.js';
import { configContext, type WidgetConfig } from '../../state/config-context.js';
import {
  attendeeErrors,
  attendeeFromLead,
  normaliseAttendee,
  type Attendee,
  type AttendeeField,
  type FieldErrors,
  type LeadCustomer,
} from '../../state/rules/attendees.js';
import { attendeeCountProblems } from '../../state/rules/basket.js';
import type { Guidance, GuidanceAction } from '../../state/rules/guidance.js';
import { isAbortError } from '../../api/errors.js';
import { loadRequirements } from '../../state/basket-requirements.js';
import { bookingStoreContext } from '../../state/booking-store-context.js';
import type { BookingStore } from '../../state/booking-store.js';
import { keptBooking } from '../../state/kept-booking.js';
import { renderGuidance, reportError } from '../../components/checkout-guidance.js';
import { requestStep } from '../../events.js';
import { stepStyles } from '../../components/checkout-step.styles.js';
import { NextBarSize } from '../../components/next-bar-size.js';
import { buyerToken, renderField } from './attendee-fields.js';
import { withoutFieldsToFix } from '../../components/request-refusal.js';
import { emit } from '../../events.js';
import { focusFirstProblem } from '../../components/focus-problem.js';

export interface AttendeeTicket {
  ticket_id: string;
  label: string;
  attraction: string;
  fields: AttendeeField[];
  attendee_required: boolean;
  attendee_filled: boolean;
}

type Values = Partial<Record<AttendeeField, string>>;

/**
 * Attendee details, one form per ticket that needs them, with exactly the fields the attraction's
 * flags require (doc 2 "Attendee"). Sent with POST /v1/attendees; a correction after that is a PUT.
 *
 * @fires tessera-attendees-saved - {attendees} were accepted by the API
 * @fires tessera-error - a request failed (what the buyer was told)
 */
@localized()
export class TesseraAttendees extends LitElement {
  static override styles = [
    baseStyles,
    buttonStyles,
    fieldStyles,
    stepStyles,
    css`
      .field {
        margin-block-end: 0.75em;
      }
      .check {
        display: flex;
        gap: 0.5em;
        align-items: center;
        min-block-size: 44px;
      }
      /* Drawn in the brand's colours rather than the browser's (a grey box on a dark brand): a
         frame in the muted text's colour, filled and ticked as a primary button once chosen.
         Forced colours keep the frame and the tick (borders), in the system's colours. */
      .check input {
        appearance: none;
        display: grid;
        place-content: center;
        flex: none;
        inline-size: 1.25em;
        block-size: 1.25em;
        min-block-size: 0;
        padding: 0;
        margin: 0;
        border: 2px solid var(--_muted);
        border-radius: 4px;
        cursor: pointer;
      }
      .check input:checked {
        border-color: var(--tessera-primary-button-background);
        background: var(--tessera-primary-button-background);
      }
      .check input:checked::before {
        content: '';
        inline-size: 0.3em;
        block-size: 0.6em;
        margin-block-start: -0.15em;
        border: solid var(--tessera-primary-button-text);
        border-width: 0 2px 2px 0;
        transform: rotate(45deg);
      }
    `,
  ];

  constructor() {
    super();
    // Publishes the phone bar's height: a focused field scrolls clear of the bar.
    new NextBarSize(this);
  }

  @consume({ context: clientContext }) @state() private _client?: TesseraClient;
  @consume({ context: configContext }) @state() private _config?: WidgetConfig;
  @consume({ context: bookingStoreContext }) private _store?: BookingStore;

  /** The lead customer, for "same as the lead customer" on the first ticket. */
  @property({ attribute: false }) lead?: Partial<LeadCustomer>;
  /** The basket's total, formatted, shown beside Save (kept in view on a phone); none if empty. */
  @property() total = '';

  @state() private _errors: Record<string, FieldErrors<AttendeeField>> = {};
  @state() private _sameAsLead = false;
  @state() private _sending = false;
  @state() private _problem: Guidance | null = null;
  @state() private _saved = false;
  /** Attendees were sent once in this element: later changes are corrections (PUT). */
  private sent = false;

  private readonly tickets = new Task(this, {
    task: async ([client, store], { signal }) => {
      if (!client || !store) return initialState;
      const summary = await store.readBasket({ signal });
      const req = await loadRequirements(
        client,
        summary.reservations.map((r) => r.attraction_id),
        signal,
      );
      const out: AttendeeTicket[] = [];
      const seen = new Map<string, number>();
      for (const r of summary.reservations) {
        const fields = req.attendeeFields.get(r.attraction_id);
        if (!fields) continue;
        r.tickets.forEach((t) => {
          // Its place: the n-th ticket of this attraction in the basket.
          const n = seen.get(r.attraction_id) ?? 0;
          seen.set(r.attraction_id, n + 1);
          this.slots.set(t.ticket_id, `slot:${r.attraction_id}:${n}`);
          out.push({
            ticket_id: t.ticket_id,
            label: t.name,
            attraction: r.attraction_name,
            fields,
            attendee_required: true,
            attendee_filled: t.attendee_filled,
          });
        });
      }
      if (out.some((t) => t.attendee_filled)) this.sent = true;
      return out;
    },
    args: () => [this._client, this._store] as const,
  });

  private get booking() {
    return this._store && keptBooking(this._store);
  }

  /** Each ticket's place in the basket, for the details typed before the session ended. */
  private readonly slots = new Map<string, string>();

  /** A ticket's attendee as typed, kept by the booking store (a reload loses nothing). */
  private values(id: string): Values {
    return (this.booking?.attendee(id, this.slots.get(id)) ?? {}) as Values;
  }

  private keep(id: string, values: Values) {
    this.booking?.updateAttendee(id, values as Record<string, string>, this.slots.get(id));
    this.requestUpdate();
  }

  private set(id: string, field: AttendeeField, value: string) {
    this.keep(id, { ...this.values(id), [field]: value });
    this._saved = false;
    if (this._errors[id]?.[field]) {
      const rest = { ...this._errors[id] };
      delete rest[field];
      this._errors = { ...this._errors, [id]: rest };
    }
  }

  private toggleLead(first: AttendeeTicket, on: boolean) {
    this._sameAsLead = on;
    if (!on || !this.lead) return;
    const copied = attendeeFromLead(this.lead, first.ticket_id);
    const values: Values = { ...this.values(first.ticket_id) };
    for (const field of first.fields) {
      const v = copied[field];
      if (typeof v === 'string') values[field] = v;
    }
    this.keep(first.ticket_id, values);
  }

  private submit(e: Event, tickets: AttendeeTicket[]) {
    e.preventDefault();
    void this.send(tickets);
  }

  /** The message's Try again sends the same details again; any other action only closes it. */
  private onProblem(action: GuidanceAction, tickets: AttendeeTicket[]) {
    this._problem = null;
    // The message and its button go: focus waits on Save, where the buyer goes on from.
    this.renderRoot.querySelector<HTMLElement>('button[type=submit]')?.focus();
    if (action === 'retry' || action === 'check-connection' || action === 'wait') {
      void this.send(tickets);
    }
  }

  private async send(tickets: AttendeeTicket[]) {
    if (this._sending || !this._client) return;
    const attendees: Attendee[] = [];
    const errors: Record<string, FieldErrors<AttendeeField>> = {};
    for (const t of tickets) {
      const picked: Values = {};
      for (const f of t.fields) picked[f] = this.values(t.ticket_id)[f] ?? '';
      const normalised = normaliseAttendee(picked);
      const fieldErrors = attendeeErrors(normalised, t.fields);
      if (Object.keys(fieldErrors).length) errors[t.ticket_id] = fieldErrors;
      attendees.push({ ticket_id: t.ticket_id, ...normalised } as Attendee);
    }
    this._errors = errors;
    if (Object.keys(errors).length) {
      await this.updateComplete;
      if (this.shadowRoot) focusFirstProblem(this.shadowRoot);
      return;
    }
    const problems = attendeeCountProblems(tickets, attendees);
    if (problems.length) {
      this._problem = {
        title: msg('Attendee details needed'),
        message: problems.map((p) => p.message).join(' '),
        actions: ['dismiss'],
        detail: null,
        reference: null,
        fieldErrors: {},
        keepsSelection: true,
        log: false,
      };
      return;
    }
    this._sending = true;
    this._problem = null;
    try {
      if (this.sent) await this._client.updateAttendees({ attendees });
      else await this._client.addAttendees({ attendees });
      this.sent = true;
      this._saved = true;
      emit(this, 'tessera-attendees-saved', { attendees });
    } catch (error) {
      if (isAbortError(error)) return;
      const problem = reportError(this, error, 'attendees', this._config?.dataLayer);
      const marked = this.mapFieldErrors(problem.fieldErrors, attendees);
      this._problem = withoutFieldsToFix(problem, marked);
    } finally {
      this._sending = false;
    }
  }

  /** Validation errors name fields like "attendees[1].email": shown on that ticket's field. */
  private mapFieldErrors(fieldErrors: Record<string, string[]>, attendees: Attendee[]): string[] {
    const errors: Record<string, FieldErrors<AttendeeField>> = {};
    for (const [key, messages] of Object.entries(fieldErrors)) {
      const m = /^attendees\[(\d+)\]\.(\w+)$/.exec(key);
      const ticket = m ? attendees[Number(m[1])] : undefined;
      if (!ticket || !m) continue;
      errors[ticket.ticket_id] = { ...errors[ticket.ticket_id], [m[2]!]: messages.join(' ') };
    }
    if (Object.keys(errors).length) this._errors = errors;
    // The fields now marked: a refusal naming none of them leaves nothing to correct.
    return Object.keys(fieldErrors).filter((key) => /^attendees\[\d+\]\.\w+$/.test(key));
  }

  override render() {
    return this.tickets.render({
      initial: () => this.renderSkeleton(),
      pending: () => this.renderSkeleton(),
      error: (error) =>
        html`<tessera-error-state
          .error=${error}
          step="attendees"
          @retry=${(e: CustomEvent<RetryDetail>) =>
            e.detail.newSession ? requestStep(this, { step: 'start-again' }) : this.tickets.run()}
        ></tessera-error-state>`,
      complete: (tickets) => this.renderForm(tickets),
    });
  }

  private renderSkeleton() {
    return html`<div class="card" aria-busy="true" aria-label=${msg('Loading attendee details')}>
      <tessera-skeleton width="50%" height="1.5em"></tessera-skeleton>
      <tessera-skeleton width="100%" height="3em"></tessera-skeleton>
    </div>`;
  }

  private renderForm(tickets: AttendeeTicket[]) {
    if (tickets.length === 0) {
      return html`<p class="notice">${msg('No attendee details are needed for your tickets.')}</p>`;
    }
    const locale = this._config?.language ?? 'en';
    // Our own messages (tied by aria-describedby) replace the browser's bubbles here.
    return html`<form novalidate @submit=${(e: Event) => this.submit(e, tickets)}>
      <h2>${msg('Who is going?')}</h2>
      <p class="muted">
        ${msg('The organiser needs these details for each ticket. All fields are required.')}
      </p>
      ${tickets.map((t, i) => {
        const first = i === 0;
        return html`<fieldset>
          <legend>
            ${msg(str`Ticket ${i + 1} of ${tickets.length}: ${t.label}, ${t.attraction}`)}
          </legend>
          ${
            first && this.lead
              ? html`<label class="check">
                  <input
                    type="checkbox"
                    .checked=${this._sameAsLead}
                    @change=${(e: Event) => this.toggleLead(t, (e.target as HTMLInputElement).checked)}
                  />
                  ${msg('Same as the lead customer')}
                </label>`
              : nothing
          }
          <div class="grid">
            ${t.fields.map((field) =>
              renderField({
                id: `a-${i}-${field}`,
                field,
                value: this.values(t.ticket_id)[field] ?? '',
                error: this._errors[t.ticket_id]?.[field],
                locale,
                autocomplete: first && this._sameAsLead ? buyerToken(field) : undefined,
                onInput: (value) => this.set(t.ticket_id, field, value),
              }),
            )}
          </div>
        </fieldset>`;
      })}
      ${renderGuidance(this._problem, (a) => this.onProblem(a, tickets))}
      <div role="status" class=${this._saved ? 'success' : 'sr-only'}>
        ${this._saved ? msg('Attendee details saved.') : ''}
      </div>
      <div class="actions row next-bar">
        <button class="btn primary" type="submit" aria-disabled=${this._sending ? 'true' : nothing}>
          ${this._sending ? msg('Saving…') : msg('Save attendee details')}
        </button>
        ${this.total ? html`<span class="total">${msg('Total')} ${this.total}</span>` : nothing}
      </div>
    </form>`;
  }
}

define('tessera-attendees', TesseraAttendees);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-attendees': TesseraAttendees;
  }
}
