import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles } from '../../components/shared.styles.js';
import '../../components/tessera-date-time.js';
import '../../components/tessera-money.js';
import type { SummaryReservation } from '../../state/rules/basket.js';
import { reservationStyles } from '../../components/reservation.styles.js';
import { renderReservationFacts } from '../../components/reservation-facts.js';
import { renderTickets } from '../../components/reservation-tickets.js';
import { buildIcs } from './ics.js';
import { stepStyles } from '../../components/checkout-step.styles.js';

/** The booking is paid: its reference, what was bought, how tickets arrive, add to calendar. */
@localized()
export class TesseraConfirmation extends LitElement {
  static override styles = [baseStyles, buttonStyles, stepStyles, reservationStyles];

  @property({ attribute: false }) reservations: SummaryReservation[] = [];
  @property() reference = '';
  @property({ attribute: 'transaction-id' }) transactionId = '';
  @property() email = '';
  @property() locale = 'en';
  @property({ type: Number }) total = 0;
  @property() currency = '';

  private icsUrl?: string;

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has('reservations') || changed.has('reference')) {
      if (this.icsUrl) URL.revokeObjectURL(this.icsUrl);
      const ics = buildIcs(
        this.reservations.map((r) => ({
          uid: `${r.reservation_id}@tessera`,
          title: r.attraction_name,
          start: r.start_datetime,
          end: r.end_datetime ?? null,
          allDay: r.attraction_type_id === 2 && r.full_day,
          location: [r.location_name, r.city].filter(Boolean).join(', '),
          description: msg(str`Booking reference ${this.reference || this.transactionId}`),
        })),
      );
      this.icsUrl = URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
    }
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    if (this.icsUrl) URL.revokeObjectURL(this.icsUrl);
    this.icsUrl = undefined;
  }

  override firstUpdated() {
    // Focus moves to the outcome so screen reader users hear it after the wait.
    this.shadowRoot?.querySelector<HTMLElement>('h2')?.focus();
  }

  override render() {
    return html`<section class="card" aria-labelledby="done-title">
      <h2 id="done-title" tabindex="-1">${msg('Booking confirmed')}</h2>
      <p class="success">
        ${msg('Your booking reference is')}
        <strong class="reference">${this.reference || this.transactionId}</strong>
      </p>
      ${
        this.email
          ? html`<p>${msg(str`A confirmation is on its way to ${this.email}.`)}</p>`
          : nothing
      }
      <ul class="plain">
        ${this.reservations.map((r) => {
          return html`<li class="card">
            <h3>${r.attraction_name}</h3>
            <p>
              <tessera-date-time
                .value=${r.start_datetime}
                .timeZone=${r.timezone}
                .locale=${this.locale}
              ></tessera-date-time>
              · ${[r.location_name, r.city].filter(Boolean).join(', ')}
            </p>
            ${renderReservationFacts(r, this.locale)} ${renderTickets(r, this.locale)}
            <p class="subtotal">
              ${msg('Subtotal')}
              <tessera-money
                .amount=${r.total_price}
                .currency=${r.currency}
                .locale=${this.locale}
              ></tessera-money>
            </p>
          </li>`;
        })}
      </ul>
      <p class="total">
        ${msg('Paid')}
        <tessera-money
          .amount=${this.total}
          .currency=${this.currency}
          .locale=${this.locale}
        ></tessera-money>
      </p>
      <div class="actions">
        <a class="btn secondary" href=${this.icsUrl ?? ''} download="tessera-booking.ics">
          ${msg('Add to calendar')}
        </a>
      </div>
    </section>`;
  }
}

define('tessera-confirmation', TesseraConfirmation);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-confirmation': TesseraConfirmation;
  }
}
