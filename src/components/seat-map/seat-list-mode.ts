import { html } from 'lit';
import { msg, str } from '@lit/localize';
import { repeat } from 'lit/directives/repeat.js';
import type { SeatIndex } from './seat-index.js';
import type { SeatLabels } from './seat-labels.js';
import { restrictedViewText } from './seat-map-messages.js';
import type { SeatRecord } from './seat-map-types.js';

export { listStyles } from './seat-list.styles.js';

/**
 * List mode: the seats of one section at a time as a table of checkboxes, so a screen reader
 * never has to wade through the whole venue. A chunk of its own, with its styles: the map loads
 * it when the buyer first asks for the list.
 */

export interface SeatListInput {
  index: SeatIndex;
  /** The section the buyer chose ('' until then: the first). */
  section: string;
  /** Seats shown even when no longer for sale: the buyer's own. */
  selected: ReadonlySet<string>;
  labels: SeatLabels;
  isSelected: (seat: SeatRecord) => boolean;
  /** The seat whose checkbox Tab reaches (the last one focused; '' until then). */
  focusId: string;
  onFocusSeat: (id: string) => void;
  onSection: (section: string) => void;
  onToggle: (seat: SeatRecord) => void;
}

const MOVES: Record<string, (at: number, last: number) => number> = {
  ArrowDown: (at, last) => Math.min(at + 1, last),
  ArrowUp: (at) => Math.max(at - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

/** Up, Down, Home and End move focus between the seats' checkboxes (one Tab stop for them all). */
function moveFocus(e: KeyboardEvent) {
  const move = MOVES[e.key];
  if (!move || !(e.target instanceof HTMLInputElement)) return;
  const boxes = [...(e.currentTarget as HTMLElement).querySelectorAll('input')];
  const at = boxes.indexOf(e.target);
  if (at < 0) return;
  e.preventDefault();
  boxes[move(at, boxes.length - 1)]?.focus();
}

export function renderSeatList(p: SeatListInput) {
  const sections = [...p.index.sectionRows.keys()];
  const section = sections.includes(p.section) ? p.section : (sections[0] ?? '');
  const seats = p.index.ordered.filter(
    (s) => s.section === section && (s.serviceSeatId !== null || p.selected.has(s.id)),
  );
  const first = seats[0] ?? p.index.ordered.find((s) => s.section === section);
  const current =
    seats.find((s) => s.id === p.focusId) ?? seats.find((s) => p.isSelected(s)) ?? seats[0];
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
      <p class="keys" id="list-keys">
        ${msg('Move between the seats with the up and down arrow keys.')}
      </p>
      <div class="table-scroll">
        <table aria-describedby="list-keys">
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
          <tbody @keydown=${moveFocus}>
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
                      tabindex=${s === current ? '0' : '-1'}
                      @focus=${() => p.onFocusSeat(s.id)}
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
