/** What a reservation is beyond its name: when and where, tour option, language, pickup, delivery. */
import { html, nothing } from 'lit';
import { msg } from '@lit/localize';
import { addressLines } from '../state/rules/address.js';
import { deliveryMethodText, type SummaryReservation } from '../state/rules/basket.js';
import { parts } from '../plural.js';
import { renderTickets } from './reservation-tickets.js';
import './tessera-date-time.js';

/** A reservation under its name (basket and confirmation): its date and place, facts and tickets. */
export function renderReservationBody(r: SummaryReservation, locale: string) {
  return html`<p>
      <tessera-date-time
        .value=${r.start_datetime}
        .timeZone=${r.timezone}
        .locale=${locale}
      ></tessera-date-time>
      · ${parts([r.location_name, r.city])}
    </p>
    ${renderReservationFacts(r, locale)} ${renderTickets(r, locale)}`;
}

/** Option, language and pickup of a tour, and how the tickets arrive (basket and confirmation). */
export function renderReservationFacts(r: SummaryReservation, locale: string) {
  const delivery = deliveryMethodText(r.ticket_delivery_method);
  const tour = r.attraction_type_id === 2 ? r : null;
  return html`<dl class="facts">
    ${
      tour
        ? html`<dt>${msg('Option')}</dt>
            <dd><bdi>${tour.selection_name}</bdi></dd>
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
                      <bdi>${tour.pickup_point.pickup_entry || tour.pickup_point.pickup_name}</bdi>
                      ${addressLines(tour.pickup_point.pickup_address).map(
                        (line) => html`<br /><bdi class="muted">${line}</bdi>`,
                      )}
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
