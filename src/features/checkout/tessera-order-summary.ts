import { LitElement, html, css, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { localized, msg } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles } from '../../components/shared.styles.js';
import '../../components/tessera-date-time.js';
import '../../components/tessera-money.js';
import type { SummaryReservation } from '../../state/rules/basket.js';
import { seatText, ticketCount } from '../../components/reservation-tickets.js';
import { orderLines, travellerCounts } from './order-lines.js';
import { keepLastWord } from '../../plural.js';

/**
 * What the buyer pays for, beside the card form: each item with its date and time, seats or
 * travellers, face value, fees by name, and the total. A wide checkout shows it open beside the
 * form; a narrow one folds it above the form behind a button that shows the total.
 */
@localized()
export class TesseraOrderSummary extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        background: var(--tessera-card-background);
        border: 1px solid var(--tessera-card-border);
        border-radius: var(--tessera-radius);
        padding: 0.75em 1em;
        color: var(--tessera-page-text);
      }
      .toggle {
        display: flex;
        flex-wrap: wrap;
        inline-size: 100%;
        align-items: center;
        justify-content: space-between;
        gap: 0.5em;
        min-block-size: 44px;
        padding: 0;
        border: 0;
        background: none;
        color: inherit;
        font: inherit;
        font-weight: 700;
        cursor: pointer;
        text-align: start;
      }
      /* Its words stay on one line (BUYER-WALK: no wrapped labels): where they and the total do
         not fit ("Récapitulatif de la réservation" at 320 px), the total and the chevron go on
         the next line, at the end. */
      .toggle > span:first-child {
        white-space: nowrap;
      }
      .toggle > span + span {
        margin-inline-start: auto;
      }
      .toggle > span + span,
      .toggle svg {
        flex: none;
        transition: transform 120ms;
      }
      .toggle[aria-expanded='true'] svg {
        transform: rotate(180deg);
      }
      h3 {
        font-size: 1.05em;
        margin: 0;
      }
      h4 {
        font-size: 1em;
        margin: 0 0 0.25em;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .item {
        padding-block: 0.75em;
        border-block-end: 1px solid var(--tessera-card-border);
      }
      .item p {
        margin: 0 0 0.25em;
        overflow-wrap: anywhere;
      }
      .line {
        display: flex;
        justify-content: space-between;
        gap: 1em;
      }
      .total {
        font-weight: 700;
        padding-block-start: 0.75em;
      }
      /* Wide enough to sit beside the card form: always open, no fold. */
      @container (min-width: 40em) {
        .toggle {
          display: none;
        }
        .wide-title {
          display: block !important;
        }
        .body[hidden] {
          display: block;
        }
      }
      .wide-title {
        display: none;
      }
    `,
  ];

  @property({ attribute: false }) reservations: readonly SummaryReservation[] = [];
  @property({ type: Number }) total = 0;
  @property() currency = '';
  @property() locale = 'en';

  @state() private _open = false;

  private money(amount: number, currency = this.currency) {
    return html`<tessera-money
      .amount=${amount}
      .currency=${currency}
      .locale=${this.locale}
    ></tessera-money>`;
  }

  private renderWho(r: SummaryReservation) {
    if (r.attraction_type_id === 1) {
      return html`<p>${ticketCount(r.tickets.length)}</p>
        <ul class="muted" aria-label=${msg('Seats')}>
          ${r.tickets.map((t) => html`<li><bdi>${t.name}</bdi> · ${keepLastWord(seatText(t))}</li>`)}
        </ul>`;
    }
    return html`<p>${ticketCount(r.tickets.length)}</p>
      <p class="muted">
        ${r.selection_name ? html`${r.selection_name} · ` : nothing}${travellerCounts(
          r.tickets.map((t) => t.name),
        )}
      </p>`;
  }

  private renderItem(r: SummaryReservation) {
    const lines = orderLines(r);
    return html`<li class="item">
      <h4>${r.attraction_name}</h4>
      <p>
        <tessera-date-time
          .value=${r.start_datetime}
          .timeZone=${r.timezone}
          .locale=${this.locale}
        ></tessera-date-time>
      </p>
      ${this.renderWho(r)}
      <p class="line"><span>${msg('Tickets')}</span>${this.money(lines.tickets, r.currency)}</p>
      ${lines.fees.map(
        (f) => html`<p class="line"><span>${f.name}</span>${this.money(f.amount, r.currency)}</p>`,
      )}
    </li>`;
  }

  override render() {
    return html`<button
        class="toggle"
        type="button"
        aria-expanded=${this._open ? 'true' : 'false'}
        aria-controls="order-body"
        @click=${() => (this._open = !this._open)}
      >
        <span>${msg('Booking summary')}</span>
        <span>${this.money(this.total)}</span>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" stroke-width="2" />
        </svg>
      </button>
      <h3 class="wide-title">${msg('Booking summary')}</h3>
      <div id="order-body" class="body" ?hidden=${!this._open}>
        <ul>
          ${this.reservations.map((r) => this.renderItem(r))}
        </ul>
        <p class="line total">
          <span>${msg('Total, booking fees included')}</span>${this.money(this.total)}
        </p>
      </div>`;
  }
}

define('tessera-order-summary', TesseraOrderSummary);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-order-summary': TesseraOrderSummary;
  }
}
