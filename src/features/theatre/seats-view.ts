/**
 * The seat choice of a performance sold from a seating plan: a skeleton while the plan, the seats
 * and the seat-map chunk load, the seats endpoint's documented 400 explained (then tickets by
 * count), any other failure in the one error view (a 404: the performance is gone, choose
 * another), or `tessera-seat-map` with the bands' price categories and as many seats as tickets
 * (none before the buyer chose tickets: a map allowing 0 seats would only refuse).
 */
import { html, nothing } from 'lit';
import { msg } from '@lit/localize';
import { plural } from '../../plural.js';
import '../../components/tessera-skeleton.js';
import '../../components/tessera-error-state.js';
import type { RetryDetail } from '../../components/tessera-error-state.js';
import { TesseraError, withAction } from '../../api/errors.js';
import { failureKind } from '../../state/rules/error-copy.js';
import type {
  SeatCategories,
  SeatGroupData,
  SeatTickets,
} from '../../components/seat-map/seat-map-types.js';
import type { SectionName } from '../../components/seat-map/section-names.js';

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
  /** Load the seats again; `newSession`: the session ended, start a new one first. */
  onRetry: (newSession: boolean) => void;
  onOtherPerformance: () => void;
}

/**
 * True when the failure means "book by ticket count instead": the seats endpoint's documented 400
 * (seat-map sales disabled). A validation or payment refusal is not that answer but a failure to
 * load the seats, which loading again may cure.
 */
export function countsOnly(error: unknown): boolean {
  return (
    error instanceof TesseraError &&
    error.status === 400 &&
    error.kind !== 'validation' &&
    error.kind !== 'payment'
  );
}

/** The failures read as the seats endpoint documents them, each made once (shown once). */
const asDocumented = new WeakMap<TesseraError, TesseraError>();

/**
 * A failed seats answer as the endpoint documents it: a 404, whatever its code, means this
 * performance is no longer there (the API documents it as "no such attraction"), so the buyer is
 * told it is gone, not to try again.
 */
function seatsFailure(error: unknown): unknown {
  if (!(error instanceof TesseraError) || error.status !== 404 || error.action === 'not-found') {
    return error;
  }
  let gone = asDocumented.get(error);
  if (!gone) asDocumented.set(error, (gone = withAction(error, 'not-found')));
  return gone;
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
  if (input.status === 'error' && countsOnly(input.error)) {
    // The endpoint's answer that this performance has no seating plan: not a failure to retry.
    return html`<section class="wide seats" aria-labelledby="seats-heading">
      ${heading}
      <div class="notice warn" role="alert">
        <p><strong>${msg('Seat selection is not available')}</strong></p>
        <p>
          ${msg(
            'Seats for this performance cannot be picked on a seating plan. Choose the number of tickets instead and the best seats available will be assigned.',
          )}
        </p>
      </div>
    </section>`;
  }
  if (input.status === 'error') {
    const error = seatsFailure(input.error);
    // The performance is gone: the way on is another one.
    const gone = failureKind(error) === 'not-found';
    return html`<section class="wide seats" aria-labelledby="seats-heading">
      ${heading}
      <tessera-error-state
        .error=${error}
        step="seat-map"
        back-label=${gone ? msg('Choose another performance') : ''}
        @retry=${(e: CustomEvent<RetryDetail>) => input.onRetry(e.detail.newSession)}
        @back=${input.onOtherPerformance}
      ></tessera-error-state>
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
      ${plural(
        input.maxSeats,
        msg(
          'one{Pick # seat, or leave the plan empty and the best seat available is assigned.}other{Pick # seats in one row, or leave the plan empty and the best seats available are assigned.}',
        ),
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
