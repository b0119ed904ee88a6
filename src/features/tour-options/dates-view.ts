/**
 * The date picker of the tour step: the dates of one page of departures, with paging.
 * The chosen date stays named under the pager while another page is shown. While a page loads,
 * the page before it stays in place, dimmed and inert, so the pager neither moves under the
 * pointer nor loses the focus of the button the buyer pressed.
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import '../../components/tessera-skeleton.js';
import { renderDatePager } from '../../components/date-pager.js';
import { DATES_PAGE_SIZE, dayParts, formatDay, departureDates, type TourData } from './data.js';

export interface DatesViewInput {
  /** The tour as last read: while a page loads, the page before it. */
  tour: TourData | undefined;
  loading: boolean;
  page: number;
  selected: string | null;
  locale: string;
  onPick: (date: string) => void;
  onPage: (page: number) => void;
}

function renderSkeletons() {
  return html`<div class="skeletons">
    <tessera-skeleton height="44px"></tessera-skeleton>
    <tessera-skeleton height="44px"></tessera-skeleton>
  </div>`;
}

function renderList(dates: readonly string[], input: DatesViewInput) {
  if (dates.length === 0 && !input.loading) {
    return html`<p class="notice warn" role="status">
      ${msg('No departures are on sale in the coming months.')}
    </p>`;
  }
  return html`<ul class="dates" aria-label=${msg('Departure dates')} ?inert=${input.loading}>
    ${dates.map(
      (d) =>
        html`<li>
          <button
            class="date"
            type="button"
            aria-pressed=${d === input.selected ? 'true' : 'false'}
            data-date=${d}
            @click=${() => input.onPick(d)}
          >
            <span aria-hidden="true"
              >${dayParts(d, input.locale).map((p, i) => html`${i ? ' ' : ''}<span>${p}</span>`)}</span
            >
            <span class="sr-only">${formatDay(d, input.locale)}</span>
          </button>
        </li>`,
    )}
  </ul>`;
}

/**
 * The chosen date when the page shown does not hold it, in a polite live region that stays in
 * place, so its words are announced as they appear. Under the pager: appearing, it moves nothing
 * the buyer is pointing at.
 */
function renderChosen(dates: readonly string[], input: DatesViewInput) {
  const { selected } = input;
  const elsewhere = selected !== null && !dates.includes(selected);
  return html`<div class="chosen" role="status" aria-live="polite">
    ${
      elsewhere
        ? html`<p class="notice">
            ${msg(
              str`Chosen: ${formatDay(selected, input.locale)}. It stays chosen while you look at other dates.`,
            )}
          </p>`
        : nothing
    }
  </div>`;
}

export function renderDates(input: DatesViewInput) {
  const { tour, loading, page, locale } = input;
  const heading = html`<h3 id="dates-heading">${msg('1. Choose a date')}</h3>`;
  if (!tour) {
    return html`<section aria-labelledby="dates-heading" aria-busy="true">
      ${heading} ${renderSkeletons()}
    </section>`;
  }
  // The page shown, or while another loads the one before it.
  const dates = departureDates(tour.instances, tour.attraction.timezone);
  const range =
    tour.first_instance_date && tour.last_instance_date
      ? msg(
          str`Departures from ${formatDay(tour.first_instance_date, locale)} to ${formatDay(tour.last_instance_date, locale)}.`,
        )
      : null;
  return html`<section aria-labelledby="dates-heading" aria-busy=${loading ? 'true' : 'false'}>
    ${heading} ${range ? html`<p class="muted">${range}</p>` : nothing} ${renderList(dates, input)}
    ${renderDatePager({ page, total: tour.total, pageSize: DATES_PAGE_SIZE, onPage: input.onPage })}
    ${renderChosen(dates, input)}
  </section>`;
}
