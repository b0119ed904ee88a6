/** A reservation's tickets (basket and confirmation): seats or traveller types, and fees. */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { keepLastWord, parts, plural } from '../plural.js';
import type { SummaryReservation } from '../state/rules/basket.js';
import './tessera-money.js';

type TheaterTicket = Extract<SummaryReservation, { attraction_type_id: 1 }>['tickets'][number];

export function seatText(t: TheaterTicket): string {
  if (t.is_general_admission) return msg('General admission');
  const text = parts([
    t.section,
    t.row_name ? msg(str`row ${t.row_name}`) : '',
    // seat_name often repeats the row ("A10"); the number alone reads better after "row A".
    t.seat_number || t.seat_name ? msg(str`seat ${t.seat_number || t.seat_name}`) : '',
  ]);
  return text || msg('Seat allocated by the venue');
}

export function ticketCount(n: number): string {
  return plural(n, msg('one{# ticket}other{# tickets}'));
}

export function renderTickets(r: SummaryReservation, locale: string) {
  const money = (amount: number) =>
    html`<tessera-money
      .amount=${amount}
      .currency=${r.currency}
      .locale=${locale}
    ></tessera-money>`;
  const fees = r.fees ?? [];
  return html`<h4>${ticketCount(r.tickets.length)}</h4>
    <ul class="tickets">
      ${
        r.attraction_type_id === 1
          ? r.tickets.map(
              (t) =>
                html`<li>
                  <span><bdi>${t.name}</bdi> · ${keepLastWord(seatText(t))}</span>
                  ${money(t.full_price)}
                </li>`,
            )
          : r.tickets.map(
              (t) =>
                html`<li>
                  <span
                    ><bdi>${t.name}</bdi
                    >${t.age_category ? html` <span class="muted">(<bdi>${t.age_category}</bdi>)</span>` : nothing}</span
                  >
                  ${money(t.full_price)}
                </li>`,
            )
      }
    </ul>
    ${
      fees.length
        ? html`<ul class="tickets fees" aria-label=${msg('Fees')}>
            ${fees.map((f) => html`<li><span>${f.name}</span>${money(f.value)}</li>`)}
          </ul>`
        : nothing
    }`;
}
