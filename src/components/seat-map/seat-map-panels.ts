import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { repeat } from 'lit/directives/repeat.js';
import type { SeatLabels } from './seat-labels.js';
import { restrictedViewText, seatName } from './seat-map-messages.js';
import type { SeatRecord } from './seat-map-types.js';
import { keepLastWord } from '../../plural.js';

/** The side panels of the seat map: the legend, "Find best seats" and the selected seats. */

export interface LegendEntry {
  /** Palette slot: the swatch reads `--_cat-<slot>`. */
  slot: number;
  label: string;
  price: string;
  /** Seats of this category in the seats response. */
  count: number;
}

export function renderLegend(entries: readonly LegendEntry[]) {
  return html`
    <section class="legend" aria-labelledby="legend-title">
      <h3 id="legend-title">${msg('Prices')}</h3>
      <ul>
        ${entries.map(
          (e) => html`
            <li>
              <span class="swatch" data-slot=${e.slot} aria-hidden="true"></span>
              <span class="legend-label">${e.label}</span>
              <span class="legend-price">${e.price}</span>
            </li>
          `,
        )}
      </ul>
      <ul class="legend-states">
        <li><span class="swatch selected" aria-hidden="true"></span>${msg('Your seats')}</li>
        <li><span class="swatch unavailable" aria-hidden="true"></span>${msg('Not available')}</li>
        <li><span class="swatch restricted" aria-hidden="true"></span>${msg('Restricted view')}</li>
      </ul>
    </section>
  `;
}

export interface BestForm {
  count: number;
  maxSeats: number;
  onCount: (count: number) => void;
  onSubmit: () => void;
}

export function renderBestForm(p: BestForm) {
  return html`
    <form
      class="best"
      novalidate
      @submit=${(e: SubmitEvent) => {
        e.preventDefault();
        p.onSubmit();
      }}
    >
      <label for="best-count">${msg('Seats together')}</label>
      <div class="best-row">
        <input
          id="best-count"
          type="number"
          inputmode="numeric"
          min="1"
          max=${p.maxSeats}
          .value=${String(p.count)}
          @change=${(e: Event) => {
            const input = e.target as HTMLInputElement;
            const value = Number.parseInt(input.value, 10);
            // More together than the tickets chosen is the most there can be: a number typed past
            // it finds that many (never "remove one" with nothing to remove).
            const most = p.maxSeats > 0 ? p.maxSeats : Infinity;
            const count = Math.min(Number.isFinite(value) ? Math.max(1, value) : 1, most);
            input.value = String(count);
            p.onCount(count);
          }}
        />
        <button type="submit" class="find">${msg('Find best seats')}</button>
      </div>
    </form>
  `;
}

export interface SelectionPanel {
  seats: readonly SeatRecord[];
  maxSeats: number;
  labels: SeatLabels;
  onRemove: (seat: SeatRecord) => void;
}

function renderSeat(s: SeatRecord, p: SelectionPanel) {
  const { labels } = p;
  const ticket = labels.ticket(s);
  const price = labels.seatPrice(s);
  // Its name without the section (row and number): the section goes on the line below.
  return html`
    <li>
      <span class="seat-line">
        <strong>${keepLastWord(seatName(s, ''))}</strong>
        <span class="muted seat-where">
          <span class="swatch" data-slot=${labels.slot(s) ?? nothing} aria-hidden="true"></span>
          ${labels.section(s) || labels.category(s)}
          ${s.restrictedView ? html`<em>${restrictedViewText(s.restrictedView)}</em>` : nothing}
        </span>
      </span>
      ${
        price
          ? html`<span class="seat-price"
              >${ticket ? html`<span class="muted ticket">${ticket}</span> ` : nothing}${price}</span
            >`
          : nothing
      }
      <button
        type="button"
        class="remove"
        aria-label=${msg(str`Remove ${labels.name(s)}`)}
        @click=${() => p.onRemove(s)}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" />
        </svg>
      </button>
    </li>
  `;
}

export function renderSelection(p: SelectionPanel) {
  return html`
    <section class="selection" aria-labelledby="selection-title">
      <h3 id="selection-title">
        ${msg('Your seats')}
        <span class="count">${msg(str`${p.seats.length} of ${p.maxSeats}`)}</span>
      </h3>
      ${
        p.seats.length === 0
          ? html`<p class="empty">${msg('No seats selected yet.')}</p>`
          : html`<ul>
              ${repeat(
                p.seats,
                (s) => s.id,
                (s) => renderSeat(s, p),
              )}
            </ul>`
      }
    </section>
  `;
}
