import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { repeat } from 'lit/directives/repeat.js';
import { restrictedViewText, seatName, seatShortName } from './seat-map-messages.js';
import type { SeatRecord } from './seat-map-types.js';

/** The side panels of the seat map: legend, selected seats, and the list mode table. */

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

export interface SelectionPanel {
  seats: readonly SeatRecord[];
  maxSeats: number;
  priceOf: (seat: SeatRecord) => string;
  labelOf: (seat: SeatRecord) => string;
  /** Palette slot of the seat's category, for a swatch that matches the legend and the plan. */
  slotOf: (seat: SeatRecord) => number | null;
  onRemove: (seat: SeatRecord) => void;
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
                (s) => html`
                  <li>
                    <span class="seat-line">
                      <strong>${seatShortName(s)}</strong>
                      <span class="muted seat-where">
                        <span
                          class="swatch"
                          data-slot=${p.slotOf(s) ?? nothing}
                          aria-hidden="true"
                        ></span>
                        ${s.section ? msg(str`Section ${s.section}`) : p.labelOf(s)}
                        ${s.restrictedView ? html`<em>${restrictedViewText(s.restrictedView)}</em>` : nothing}
                      </span>
                    </span>
                    <span class="seat-price">${p.priceOf(s)}</span>
                    <button
                      type="button"
                      class="remove"
                      aria-label=${msg(str`Remove ${seatName(s)}`)}
                      @click=${() => p.onRemove(s)}
                    >
                      <svg viewBox="0 0 16 16" aria-hidden="true">
                        <path d="M4 4l8 8M12 4l-8 8" />
                      </svg>
                    </button>
                  </li>
                `,
              )}
            </ul>`
      }
    </section>
  `;
}

export interface SeatListPanel {
  sections: readonly string[];
  section: string;
  seats: readonly SeatRecord[];
  isSelected: (seat: SeatRecord) => boolean;
  priceOf: (seat: SeatRecord) => string;
  onSection: (section: string) => void;
  onToggle: (seat: SeatRecord) => void;
}

/** List mode: one section at a time, so a screen reader never has to wade through the whole venue. */
export function renderSeatList(p: SeatListPanel) {
  return html`
    <div class="seat-list">
      <label for="list-section">${msg('Section')}</label>
      <select
        id="list-section"
        .value=${p.section}
        @change=${(e: Event) => p.onSection((e.target as HTMLSelectElement).value)}
      >
        ${p.sections.map(
          (s) =>
            html`<option value=${s} ?selected=${s === p.section}>${s || msg('Seats')}</option>`,
        )}
      </select>
      <div class="table-scroll">
        <table>
          <caption>
            ${
              p.section
                ? msg(str`Available seats in ${p.section}`)
                : msg('Available seats in the venue')
            }
          </caption>
          <thead>
            <tr>
              <th scope="col">${msg('Select')}</th>
              <th scope="col">${msg('Row')}</th>
              <th scope="col">${msg('Seat')}</th>
              <th scope="col">${msg('Price')}</th>
              <th scope="col">${msg('Note')}</th>
            </tr>
          </thead>
          <tbody>
            ${repeat(
              p.seats,
              (s) => s.id,
              (s) => html`
                <tr>
                  <td>
                    <input
                      type="checkbox"
                      aria-label=${`${seatName(s)}, ${p.priceOf(s)}`}
                      .checked=${p.isSelected(s)}
                      @change=${(e: Event) => {
                        p.onToggle(s);
                        // A refused seat must not stay ticked.
                        (e.target as HTMLInputElement).checked = p.isSelected(s);
                      }}
                    />
                  </td>
                  <td>${s.row}</td>
                  <td>${s.number}</td>
                  <td>${p.priceOf(s)}</td>
                  <td>${s.restrictedView ? restrictedViewText(s.restrictedView) : ''}</td>
                </tr>
              `,
            )}
          </tbody>
        </table>
      </div>
    </div>
  `;
}
