/** One reservation of the basket: what, when, where, how tickets arrive, and its tickets. */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import '../../components/tessera-money.js';
import type { SummaryReservation } from '../../state/rules/basket.js';
import { renderReservationBody } from '../../components/reservation-facts.js';

export interface ReservationView {
  locale: string;
  /** Its removal is under way: Yes says so and stays focusable (the basket ignores it). */
  busy: boolean;
  /** Remove was pressed: the buyer is asked before anything is removed. */
  asking: boolean;
  onAsk: () => void;
  onKeep: () => void;
  onRemove: () => void;
}

export function renderReservation(r: SummaryReservation, v: ReservationView) {
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
    ${renderReservationBody(r, v.locale)}
    ${
      v.asking || busy
        ? html`<span
            class="ask"
            role="group"
            aria-label=${msg(str`Remove ${r.attraction_name}?`)}
            @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && !busy && v.onKeep()}
          >
            <button
              class="btn secondary"
              type="button"
              aria-disabled=${busy ? 'true' : nothing}
              @click=${v.onRemove}
            >
              ${busy ? msg('Removing…') : msg('Yes, remove')}
            </button>
            <button
              class="btn text"
              type="button"
              aria-disabled=${busy ? 'true' : nothing}
              @click=${() => !busy && v.onKeep()}
            >
              ${msg('Keep it')}
            </button>
          </span>`
        : html`<button
            class="btn text line-start"
            type="button"
            aria-label=${msg(str`Remove ${r.attraction_name}`)}
            @click=${v.onAsk}
          >
            ${msg('Remove')}
          </button>`
    }
  </article>`;
}
