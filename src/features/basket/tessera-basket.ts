import { LitElement, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { Task, initialState } from '@lit/task';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles } from '../../components/shared.styles.js';
import '../../components/tessera-money.js';
import '../../components/tessera-date-time.js';
import '../../components/tessera-skeleton.js';
import { clientContext, type TesseraClient } from '../../state/client-context.js';
import { configContext, type WidgetConfig } from '../../state/config-context.js';
import { basketTotals, deliveryMethodText } from '../../state/rules/basket.js';
import type { SummaryReservation } from '../../state/rules/basket.js';
import type { Guidance, GuidanceAction } from '../../state/rules/guidance.js';
import { isAbortError } from '../../api/errors.js';
import { loadSummary } from '../checkout/data.js';
import { ecommerceOf, emitCheckoutEvent, requestStep } from '../checkout/host-events.js';
import { renderGuidance, reportError } from '../checkout/guidance-view.js';
import { stepStyles } from '../checkout/step.styles.js';
import { basketStyles } from './basket.styles.js';
import { renderTickets, ticketCount } from './tickets.js';

/**
 * The basket: GET reservations of both kinds, each with its date in the attraction's time zone,
 * tickets, fees, delivery method, and (tours) option, language and pickup; remove one or all.
 *
 * @fires tessera-remove-from-cart - a reservation was removed (GA4 remove_from_cart shape)
 * @fires tessera-step-request - {step: 'checkout' | 'search'} asks the shell to move on
 * @fires tessera-error - a request failed (what the buyer was told)
 */
@localized()
export class TesseraBasket extends LitElement {
  static override styles = [baseStyles, buttonStyles, stepStyles, basketStyles];

  @consume({ context: clientContext, subscribe: true }) @state() private _client?: TesseraClient;
  @consume({ context: configContext, subscribe: true }) @state() private _config?: WidgetConfig;

  @state() private _problem: Guidance | null = null;
  @state() private _busy = new Set<string>();
  @state() private _confirmEmpty = false;
  @state() private _status = '';
  private _reload = 0;

  private readonly summary = new Task(this, {
    task: async ([client], { signal }) => {
      if (!client) return initialState;
      return loadSummary(client, signal);
    },
    args: () => [this._client, this._reload] as const,
  });

  /** Loads the basket again (after a change made elsewhere in the widget). */
  refresh(): void {
    this._reload += 1;
    void this.summary.run();
  }

  private get locale() {
    return this._config?.language ?? 'en';
  }

  private async removeOne(r: SummaryReservation) {
    if (!this._client || this._busy.has(r.reservation_id)) return;
    this._busy = new Set([...this._busy, r.reservation_id]);
    this._problem = null;
    try {
      await this._client.deleteReservation(r.reservation_id);
      this._status = msg(str`${r.attraction_name} was removed from your basket.`);
      emitCheckoutEvent(
        this,
        'tessera-remove-from-cart',
        ecommerceOf([r]),
        this._config?.dataLayer,
      );
    } catch (error) {
      if (isAbortError(error)) return;
      this._problem = reportError(this, error, 'basket', this._config?.dataLayer);
    } finally {
      this._busy = new Set([...this._busy].filter((id) => id !== r.reservation_id));
      this.refresh();
    }
  }

  private async removeAll(reservations: readonly SummaryReservation[]) {
    if (!this._client) return;
    this._confirmEmpty = false;
    this._problem = null;
    try {
      await this._client.deleteReservations();
      this._status = msg('Your basket is now empty.');
      emitCheckoutEvent(
        this,
        'tessera-remove-from-cart',
        ecommerceOf(reservations),
        this._config?.dataLayer,
      );
    } catch (error) {
      if (isAbortError(error)) return;
      this._problem = reportError(this, error, 'basket', this._config?.dataLayer);
    }
    this.refresh();
  }

  private onProblemAction = (action: GuidanceAction) => {
    this._problem = null;
    if (action === 'new-session') requestStep(this, { step: 'search' });
    else this.refresh();
  };

  override render() {
    return html`<section aria-labelledby="basket-title">
      <h2 id="basket-title">${msg('Your basket')}</h2>
      <div class="sr-only" role="status">${this._status}</div>
      ${renderGuidance(this._problem, this.onProblemAction)}
      ${this.summary.render({
        initial: () => this.renderSkeleton(),
        pending: () => this.renderSkeleton(),
        complete: (s) => this.renderBasket(s.reservations, s.total_price),
        error: (error) =>
          renderGuidance(reportError(this, error, 'basket', this._config?.dataLayer), () =>
            this.refresh(),
          ),
      })}
    </section>`;
  }

  private renderSkeleton() {
    return html`<div class="card" aria-busy="true" aria-label=${msg('Loading your basket')}>
      <tessera-skeleton width="60%" height="1.5em"></tessera-skeleton>
      <tessera-skeleton width="40%" height="1em"></tessera-skeleton>
      <tessera-skeleton width="80%" height="3em"></tessera-skeleton>
    </div>`;
  }

  private renderBasket(reservations: SummaryReservation[], total: number) {
    if (reservations.length === 0) {
      return html`<div class="card">
        <p>${msg('Your basket is empty.')}</p>
        <button
          class="btn primary"
          type="button"
          @click=${() => requestStep(this, { step: 'search' })}
        >
          ${msg('Find something to book')}
        </button>
      </div>`;
    }
    const totals = basketTotals({ reservations, total_price: total });
    return html`<ul class="plain">
        ${reservations.map((r) => html`<li>${this.renderReservation(r)}</li>`)}
      </ul>
      <div class="card row">
        <span>${ticketCount(totals.tickets)}</span>
        <span class="total"
          >${msg('Total')}
          <tessera-money
            .amount=${totals.total}
            .currency=${totals.currency ?? ''}
            .locale=${this.locale}
          ></tessera-money
        ></span>
      </div>
      <div class="actions">
        <button
          class="btn primary"
          type="button"
          @click=${() => requestStep(this, { step: 'checkout' })}
        >
          ${msg('Continue to checkout')}
        </button>
        <button
          class="btn secondary"
          type="button"
          @click=${() => requestStep(this, { step: 'search' })}
        >
          ${msg('Add more')}
        </button>
        ${
          this._confirmEmpty
            ? html`<span role="group" aria-label=${msg('Remove everything?')}>
                <button
                  class="btn secondary"
                  type="button"
                  @click=${() => this.removeAll(reservations)}
                >
                  ${msg('Yes, remove everything')}
                </button>
                <button class="btn text" type="button" @click=${() => (this._confirmEmpty = false)}>
                  ${msg('Keep my basket')}
                </button>
              </span>`
            : html`<button
                class="btn text"
                type="button"
                @click=${() => (this._confirmEmpty = true)}
              >
                ${msg('Remove all')}
              </button>`
        }
      </div>`;
  }

  private renderReservation(r: SummaryReservation) {
    const delivery = deliveryMethodText(r.ticket_delivery_method);
    const tour = r.attraction_type_id === 2 ? r : null;
    const busy = this._busy.has(r.reservation_id);
    return html`<article class="card" aria-labelledby="r-${r.reservation_id}">
      <div class="row">
        <h3 id="r-${r.reservation_id}">${r.attraction_name}</h3>
        <tessera-money
          class="price"
          .amount=${r.total_price}
          .currency=${r.currency}
          .locale=${this.locale}
        ></tessera-money>
      </div>
      <p>
        <tessera-date-time
          .value=${r.start_datetime}
          .timeZone=${r.timezone}
          .locale=${this.locale}
          format=${tour?.full_day ? 'date' : 'datetime'}
        ></tessera-date-time>
        · ${[r.location_name, r.city].filter(Boolean).join(', ')}
      </p>
      <dl class="facts">
        ${
          tour
            ? html`<dt>${msg('Option')}</dt>
                <dd>${tour.selection_name}</dd>
                ${
                  tour.tour_language
                    ? html`<dt>${msg('Language')}</dt>
                        <dd>${languageName(tour.tour_language, this.locale)}</dd>`
                    : nothing
                }
                ${
                  tour.pickup_point
                    ? html`<dt>${msg('Pickup')}</dt>
                        <dd>
                          ${tour.pickup_point.pickup_entry || tour.pickup_point.pickup_name}
                          ${
                            tour.pickup_point.pickup_address
                              ? html`<br /><span class="muted"
                                    >${tour.pickup_point.pickup_address}</span
                                  >`
                              : nothing
                          }
                        </dd>`
                    : nothing
                }`
            : nothing
        }
        <dt>${msg('Delivery')}</dt>
        <dd>${delivery.title}<br /><span class="muted">${delivery.detail}</span></dd>
      </dl>
      ${renderTickets(r, this.locale)}
      <button
        class="btn text"
        type="button"
        ?disabled=${busy}
        aria-label=${msg(str`Remove ${r.attraction_name}`)}
        @click=${() => this.removeOne(r)}
      >
        ${busy ? msg('Removing…') : msg('Remove')}
      </button>
    </article>`;
  }
}

/** "en" -> "English" in the buyer's language; the code itself when Intl does not know it. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

define('tessera-basket', TesseraBasket);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-basket': TesseraBasket;
  }
}
