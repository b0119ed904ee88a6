/** One reservation of the basket: what, when, where, how tickets arrive, and its tickets. */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import '../../components/tessera-money.js';
import '../../components/tessera-date-time.js';
import { deliveryMethodText, type SummaryReservation } from '../../state/rules/basket.js';
import { renderTickets } from './tickets.js';

export interface ReservationView {
  locale: string;
  /** Its removal is under way: the button says so and stays focusable (the basket ignores it). */
  busy: boolean;
  onRemove: () => void;
}

export function renderReservation(r: SummaryReservation, v: ReservationView) {
  const tour = r.attraction_type_id === 2 ? r : null;
  const busy = v.busy;
  return html`<article class="card" aria-labelledby="r-${r.reservation_id}">
    <div class="row">
      <h3 id="r-${r.reservation_id}">${r.attraction_name}</h3>
      <tessera-money
        class="price"
        .amount=${r.total_price}
        .currency=${r.currency}
        .locale=${v.locale}
      ></tessera-money>
    </div>
    <p>
      <tessera-date-time
        .value=${r.start_datetime}
        .timeZone=${r.timezone}
        .locale=${v.locale}
        format=${tour?.full_day ? 'date' : 'datetime'}
      ></tessera-date-time>
      · ${[r.location_name, r.city].filter(Boolean).join(', ')}
    </p>
    ${renderReservationFacts(r, v.locale)} ${renderTickets(r, v.locale)}
    <button
      class="btn text"
      type="button"
      aria-disabled=${busy ? 'true' : nothing}
      aria-label=${msg(str`Remove ${r.attraction_name}`)}
      @click=${v.onRemove}
    >
      ${busy ? msg('Removing…') : msg('Remove')}
    </button>
  </article>`;
}

/** Option, language and pickup of a tour, and how the tickets arrive (basket and confirmation). */
export function renderReservationFacts(r: SummaryReservation, locale: string) {
  const delivery = deliveryMethodText(r.ticket_delivery_method);
  const tour = r.attraction_type_id === 2 ? r : null;
  return html`<dl class="facts">
    ${
      tour
        ? html`<dt>${msg('Option')}</dt>
            <dd>${tour.selection_name}</dd>
            ${
              tour.tour_language
                ? html`<dt>${msg('Language')}</dt>
                    <dd>${languageName(tour.tour_language, locale)}</dd>`
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
  </dl>`;
}

/** "en" -> "English" in the buyer's language; the code itself when Intl does not know it. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
