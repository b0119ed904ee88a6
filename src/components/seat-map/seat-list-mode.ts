import { html } from 'lit';
import { msg, str } from '@lit/localize';
import { repeat } from 'lit/directives/repeat.js';
import type { SeatIndex } from './seat-index.js';
import type { SeatLabels } from './seat-labels.js';
import { restrictedViewText } from './seat-map-messages.js';
import type { SeatRecord } from './seat-map-types.js';

/**
 * List mode: the seats of one section at a time as a table of checkboxes, so a screen reader
 * never has to wade through the whole venue.
 */

export interface SeatListInput {
  index: SeatIndex;
  /** The section the buyer chose ('' until then: the first). */
  section: string;
  /** Seats shown even when no longer for sale: the buyer's own. */
  selected: ReadonlySet<string>;
  labels: SeatLabels;
  isSelected: (seat: SeatRecord) => boolean;
  onSection: (section: string) => void;
  onToggle: (seat: SeatRecord) => void;
}

export function renderSeatList(p: SeatListInput) {
  const sections = [...p.index.sectionRows.keys()];
  const section = sections.includes(p.section) ? p.section : (sections[0] ?? '');
  const seats = p.index.ordered.filter(
    (s) => s.section === section && (s.serviceSeatId !== null || p.selected.has(s.id)),
  );
  const first = seats[0] ?? p.index.ordered.find((s) => s.section === section);
  const sectionName = first ? p.labels.section(first) : '';
  return html`
    <div class="seat-list">
      <label for="list-section">${msg('Section')}</label>
      <select
        id="list-section"
        .value=${section}
        @change=${(e: Event) => p.onSection((e.target as HTMLSelectElement).value)}
      >
        ${sections.map((code) => {
          const seat = p.index.sectionRows.get(code)?.[0]?.seats[0];
          const name = seat ? p.labels.section(seat) : '';
          return html`<option value=${code} ?selected=${code === section}>
            ${name || msg('Seats')}
          </option>`;
        })}
      </select>
      <div class="table-scroll">
        <table>
          <caption>
            ${
              sectionName
                ? msg(str`Available seats in ${sectionName}`)
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
              seats,
              (s) => s.id,
              (s) => html`
                <tr>
                  <td>
                    <input
                      type="checkbox"
                      aria-label=${`${p.labels.name(s)}, ${p.labels.categoryPrice(s)}`}
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
                  <td>${p.labels.categoryPrice(s)}</td>
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
