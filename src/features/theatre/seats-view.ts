/**
 * The seat choice of a performance sold from a seating plan: a skeleton while the plan, the seats
 * and the seat-map chunk load, the seats endpoint's 404 and 400 explained (then tickets by count),
 * or `tessera-seat-map` with the bands' price categories and as many seats as tickets (none
 * before the buyer chose tickets: a map allowing 0 seats would only refuse).
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import '../../components/tessera-skeleton.js';
import { ApiError } from '../../api/errors.js';
import type {
  SeatCategories,
  SeatGroupData,
  SeatTickets,
} from '../../components/seat-map/seat-map-types.js';
import type { SectionName } from '../../components/seat-map/section-names.js';
import { seatsErrorMessage } from '../seat-map/seats-error-message.js';
import { SeatPlanError } from './data.js';

export interface SeatsViewInput {
  status: 'loading' | 'ready' | 'error';
  error?: unknown;
  svg: string;
  groups: SeatGroupData[];
  categories: SeatCategories;
  /** The bands' sections, so the map names its section codes as the API does. */
  sections: SectionName[];
  /** The ticket each picked seat will carry, so the map shows what that seat costs. */
  tickets: SeatTickets;
  selected: string[];
  maxSeats: number;
  locale: string;
  message: string | null;
  onSelection: (e: Event) => void;
  onRetry: () => void;
  onOtherPerformance: () => void;
}

/** HTTP status of a failed seat-plan load: the seats endpoint's, or the plan file's. */
function statusOf(error: unknown): number {
  if (error instanceof ApiError || error instanceof SeatPlanError) return error.status;
  return 0;
}

/**
 * True when the failure means "book by ticket count instead": the seats endpoint's documented 400
 * (seat-map sales disabled). A validation or payment refusal is not that answer but a failure to
 * load the seats, which loading again may cure.
 */
export function countsOnly(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.kind !== 'validation' &&
    error.kind !== 'payment'
  );
}

export function renderSeats(input: SeatsViewInput) {
  const heading = html`<h3 id="seats-heading">${msg('3. Choose your seats')}</h3>`;
  if (input.status === 'loading') {
    return html`<section class="wide seats" aria-labelledby="seats-heading" aria-busy="true">
      ${heading}
      <p class="sr-only" role="status">${msg('Loading the seating plan…')}</p>
      <tessera-skeleton height="20em"></tessera-skeleton>
    </section>`;
  }
  if (input.status === 'error') {
    const status = statusOf(input.error);
    const documented = status === 404 || countsOnly(input.error);
    // The seat map's own copy for the seats endpoint; 400 and 404 are the documented ones.
    const text = seatsErrorMessage(input.error instanceof ApiError && documented ? status : 0);
    return html`<section class="wide seats" aria-labelledby="seats-heading">
      ${heading}
      <div class="notice warn" role="alert">
        <p><strong>${text.title}</strong></p>
        <p>${text.description}</p>
        <div class="actions">
          ${
            text.action === 'choose-another-performance'
              ? html`<button class="btn secondary" type="button" @click=${input.onOtherPerformance}>
                  ${msg('Choose another performance')}
                </button>`
              : text.action === 'retry'
                ? html`<button class="btn secondary" type="button" @click=${input.onRetry}>
                    ${msg('Load the seating plan again')}
                  </button>`
                : nothing
          }
        </div>
      </div>
    </section>`;
  }
  if (input.maxSeats <= 0) {
    // No tickets yet means no seats to pick: the map would offer "up to 0 seats".
    return html`<section class="wide seats" aria-labelledby="seats-heading">
      ${heading}
      <p class="muted">${msg('Choose tickets first, then pick a seat for each on the plan.')}</p>
    </section>`;
  }
  return html`<section class="wide seats" aria-labelledby="seats-heading">
    ${heading}
    <p class="muted">
      ${msg(
        str`Pick ${input.maxSeats} seats in one row, or leave the plan empty and the best seats available are assigned.`,
      )}
    </p>
    <div role="status" aria-live="polite">
      ${input.message ? html`<p class="notice warn">${input.message}</p>` : nothing}
    </div>
    <tessera-seat-map
      .svg=${input.svg}
      .seatGroups=${input.groups}
      .categories=${input.categories}
      .sections=${input.sections}
      .seatTickets=${input.tickets}
      .selected=${input.selected}
      .maxSeats=${input.maxSeats}
      same-row-only
      .locale=${input.locale}
      @tessera-seat-selection-change=${input.onSelection}
    ></tessera-seat-map>
  </section>`;
}
