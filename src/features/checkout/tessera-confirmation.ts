import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { codeWithin } from '../../api/errors.js';
import { baseStyles, buttonStyles } from '../../components/shared.styles.js';
import '../../components/tessera-money.js';
import { deliveryMethodText, type SummaryReservation } from '../../state/rules/basket.js';
import { reservationStyles } from '../../components/reservation.styles.js';
import { renderReservationBody } from '../../components/reservation-facts.js';
import { stepStyles } from '../../components/checkout-step.styles.js';
import { confirmationStyles } from './confirmation.styles.js';
import { failureCopy } from '../../state/rules/error-copy.js';

/**
 * The booking is paid: a success mark, the reference (large, with a copy button), what was
 * bought, where the tickets go, the next steps, add to calendar, and a page that prints cleanly.
 */
@localized()
export class TesseraConfirmation extends LitElement {
  static override styles = [
    baseStyles,
    buttonStyles,
    stepStyles,
    reservationStyles,
    confirmationStyles,
  ];

  @property({ attribute: false }) reservations: SummaryReservation[] = [];
  @property() reference = '';
  @property({ attribute: 'transaction-id' }) transactionId = '';
  @property() email = '';
  @property() locale = 'en';
  @property({ type: Number }) total = 0;
  @property() currency = '';

  /** What the copy button last did, told in its live region. */
  @state() private _copied: 'yes' | 'no' | null = null;

  /** The calendar file once built; it is built when the buyer first heads for Add to calendar. */
  @state() private _icsUrl?: string;
  /** The calendar file's builder (its own chunk) could not be fetched. */
  @state() private _calendarFailed = false;
  private icsLoad?: Promise<string>;

  private get shownReference() {
    return this.reference || this.transactionId;
  }

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has('reservations') || changed.has('reference')) this.dropCalendar();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.dropCalendar();
  }

  private dropCalendar() {
    if (this._icsUrl) URL.revokeObjectURL(this._icsUrl);
    this._icsUrl = undefined;
    this.icsLoad = undefined;
  }

  /**
   * The calendar file's address: its builder (with the time zone rules, a 1.4 KB gzipped chunk) is fetched
   * only for a buyer who adds the booking to a calendar, from hover, focus or the click itself. One
   * that cannot be fetched, or not in time (codeWithin), is said on the click.
   */
  private calendarFile(): Promise<string> {
    if (this._icsUrl) return Promise.resolve(this._icsUrl);
    const builder = () => codeWithin(import('./ics.js'), "The calendar file's builder");
    const load = (this.icsLoad ??= builder().then(({ buildIcs }) => {
      const ics = buildIcs(
        this.reservations.map((r) => ({
          uid: `${r.reservation_id}@tessera`,
          title: r.attraction_name,
          start: r.start_datetime,
          end: r.end_datetime ?? null,
          allDay: r.attraction_type_id === 2 && r.full_day,
          location: [r.location_name, r.city].filter(Boolean).join(', '),
          description: msg(str`Booking reference ${this.shownReference}`),
          timeZone: r.timezone,
        })),
      );
      const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
      // A booking changed meanwhile has dropped this load: its file is not this booking's.
      if (this.icsLoad !== load) {
        URL.revokeObjectURL(url);
        return this.calendarFile();
      }
      this._icsUrl = url;
      this._calendarFailed = false;
      return url;
    }));
    load.catch(() => {
      if (this.icsLoad === load) this.icsLoad = undefined;
    });
    return load;
  }

  private prepareCalendar() {
    this.calendarFile().catch(() => {
      // Said on the click, if the buyer clicks.
    });
  }

  /** Until the file is built, the click waits for it, then follows the link it now has. */
  private async addToCalendar(event: MouseEvent) {
    if (this._icsUrl) return;
    event.preventDefault();
    const link = event.currentTarget as HTMLAnchorElement;
    try {
      await this.calendarFile();
    } catch {
      this._calendarFailed = true;
      return;
    }
    await this.updateComplete;
    link.click();
  }

  override firstUpdated() {
    // Focus moves to the outcome so screen reader users hear it after the wait.
    this.shadowRoot?.querySelector<HTMLElement>('h2')?.focus();
  }

  private async copy() {
    try {
      await navigator.clipboard.writeText(this.shownReference);
      this._copied = 'yes';
    } catch {
      // No clipboard (permission refused, insecure page): the reference stays selectable.
      this._copied = 'no';
      const ref = this.shadowRoot?.querySelector('.reference');
      if (ref) getSelection()?.selectAllChildren(ref);
    }
  }

  /** Where the tickets go, once per delivery method in the booking. */
  private renderDelivery() {
    const methods = [...new Set(this.reservations.map((r) => r.ticket_delivery_method))];
    return methods.map((m) => {
      const d = deliveryMethodText(m);
      return html`<li><strong>${d.title}</strong>: ${d.detail}</li>`;
    });
  }

  private renderNextSteps() {
    return html`<section class="next" aria-labelledby="next-title">
      <h3 id="next-title">${msg('Next steps')}</h3>
      <ol>
        ${
          this.email
            ? html`<li>${msg(str`A confirmation is on its way to ${this.email}.`)}</li>`
            : nothing
        }
        ${this.renderDelivery()}
        <li>
          ${msg('Keep your booking reference: you need it for any question about this booking.')}
        </li>
      </ol>
    </section>`;
  }

  override render() {
    const copied = this._copied;
    // The builder is fetched on the way to the link: failing, it is the connection.
    const failed = this._calendarFailed ? failureCopy('connection') : null;
    return html`<section class="card" aria-labelledby="done-title">
      <div class="done-head">
        <svg class="mark" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="var(--tessera-status-success)" />
          <path
            d="M14 24.5l7 7 13-14"
            fill="none"
            stroke="#fff"
            stroke-width="4"
            stroke-linecap="round"
            stroke-linejoin="round"
          />
        </svg>
        <h2 id="done-title" tabindex="-1">${msg('Booking confirmed')}</h2>
      </div>
      <div class="success reference-box">
        <p class="reference-label">${msg('Your booking reference is')}</p>
        <p class="reference-line">
          <strong class="reference">${this.shownReference}</strong>
          <button class="btn outline copy" type="button" @click=${() => void this.copy()}>
            ${msg('Copy reference')}
          </button>
        </p>
        <p class="copied" role="status">
          ${
            copied === 'yes'
              ? msg('Reference copied')
              : copied === 'no'
                ? msg('Copying is not available here: the reference is selected, copy it yourself.')
                : ''
          }
        </p>
      </div>
      ${this.renderNextSteps()}
      <ul class="plain">
        ${this.reservations.map((r) => {
          return html`<li class="card">
            <h3>${r.attraction_name}</h3>
            ${renderReservationBody(r, this.locale)}
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
        <a
          class="btn primary"
          href=${this._icsUrl ?? ''}
          download="tessera-booking.ics"
          @pointerenter=${this.prepareCalendar}
          @focus=${this.prepareCalendar}
          @click=${this.addToCalendar}
        >
          ${msg('Add to calendar')}
        </a>
        <button class="btn outline" type="button" @click=${() => print()}>${msg('Print')}</button>
      </div>
      ${
        failed
          ? html`<p class="calendar-failed" role="alert">
              <strong>${failed.heading}</strong> ${failed.message}
            </p>`
          : nothing
      }
    </section>`;
  }
}

define('tessera-confirmation', TesseraConfirmation);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-confirmation': TesseraConfirmation;
  }
}
