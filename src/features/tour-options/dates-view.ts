/** The date picker of the tour step: the departure dates of one page of instances, with paging. */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import '../../components/tessera-skeleton.js';
import { renderDatePager } from '../../components/date-pager.js';
import { DATES_PAGE_SIZE, formatDay, instanceDates, type TourData } from './data.js';

export interface DatesViewInput {
  tour: TourData | undefined;
  loading: boolean;
  page: number;
  selected: string | null;
  locale: string;
  onPick: (date: string) => void;
  onPage: (page: number) => void;
}

export function renderDates(input: DatesViewInput) {
  const { tour, loading, page, selected, locale } = input;
  const heading = html`<h3 id="dates-heading">${msg('1. Choose a date')}</h3>`;
  if (!tour || loading) {
    return html`<section aria-labelledby="dates-heading" aria-busy="true">
      ${heading}
      <div class="skeletons">
        <tessera-skeleton height="44px"></tessera-skeleton>
        <tessera-skeleton height="44px"></tessera-skeleton>
      </div>
    </section>`;
  }
  const dates = instanceDates(tour.instances, tour.attraction.timezone);
  const range =
    tour.first_instance_date && tour.last_instance_date
      ? msg(
          str`Departures from ${formatDay(tour.first_instance_date, locale, 'long')} to ${formatDay(tour.last_instance_date, locale, 'long')}.`,
        )
      : null;
  return html`<section aria-labelledby="dates-heading">
    ${heading} ${range ? html`<p class="muted">${range}</p>` : nothing}
    ${
      dates.length === 0
        ? html`<p class="notice warn" role="status">
            ${msg('No departures are on sale in the coming months.')}
          </p>`
        : html`<ul class="dates" aria-label=${msg('Departure dates')}>
            ${dates.map(
              (d) =>
                html`<li>
                  <button
                    class="date"
                    type="button"
                    aria-pressed=${d === selected ? 'true' : 'false'}
                    data-date=${d}
                    @click=${() => input.onPick(d)}
                  >
                    <span aria-hidden="true">${formatDay(d, locale)}</span>
                    <span class="sr-only">${formatDay(d, locale, 'long')}</span>
                  </button>
                </li>`,
            )}
          </ul>`
    }
    ${renderDatePager({ page, total: tour.total, pageSize: DATES_PAGE_SIZE, onPage: input.onPage })}
  </section>`;
}
