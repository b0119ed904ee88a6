/**
 * The performance picker: one page of performances grouped by date in the venue's time zone,
 * each with its time, its "from" price (the price rule: lowest face value, before the booking
 * fee), "Sold out" when no band has places left and a mark when the date is provisional, with
 * paging. The chosen performance stays named above the list while another page is shown.
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import '../../components/tessera-skeleton.js';
import { renderDatePager } from '../../components/date-pager.js';
import { formatDateTime, formatMoney, zoneName } from '../../components/format.js';
import type { BookingFeePolicy } from '../../state/rules/fees.js';
import { fromPrice, soldOut } from '../../state/rules/price.js';
import {
  PERFORMANCES_PAGE_SIZE,
  byVenueDate,
  type TheatreEvent,
  type TheatrePerformance,
} from './data.js';

export interface PerformancesViewInput {
  event: TheatreEvent;
  loading: boolean;
  page: number;
  selected: string | null;
  /** The chosen performance, named above the list when the page shown does not hold it. */
  chosen: TheatrePerformance | null;
  /** The performance the link asked for is no longer on sale. */
  choiceGone: boolean;
  currency: string;
  locale: string;
  policy: BookingFeePolicy;
  onPick: (performanceId: string) => void;
  onPage: (page: number) => void;
}

function renderPerformance(
  input: PerformancesViewInput,
  performance: TheatrePerformance,
  tz: string,
) {
  const low = fromPrice(performance, input.currency);
  const gone = soldOut(performance);
  const when = formatDateTime(performance.start_datetime, tz, 'datetime', input.locale);
  // Its time, seen: the time (the day is the group's heading); heard: the day and time, once.
  return html`<li>
    <button
      class="performance"
      type="button"
      ?disabled=${gone}
      aria-pressed=${performance.instance_id === input.selected ? 'true' : 'false'}
      data-performance=${performance.instance_id}
      @click=${() => input.onPick(performance.instance_id)}
    >
      <span class="time">
        <time datetime=${performance.start_datetime} aria-hidden="true"
          >${formatDateTime(performance.start_datetime, tz, 'time', input.locale)}</time
        >
        <span class="sr-only">${when}</span>
      </span>
      ${
        performance.provisional_date
          ? html`<span class="badge warn">${msg('Provisional date')}</span>`
          : nothing
      }
      <span class="from">
        ${
          gone
            ? msg('Sold out')
            : low === undefined
              ? msg('Not on sale in this currency')
              : msg(str`from ${formatMoney(low, input.currency, input.locale)}`)
        }
      </span>
    </button>
  </li>`;
}

/** The chosen performance when the page shown does not hold it, or why the link's is gone. */
function renderChosen(input: PerformancesViewInput, tz: string) {
  if (input.choiceGone) {
    return html`<p class="notice warn" role="status">
      ${msg('The performance you chose is no longer on sale. Choose another one.')}
    </p>`;
  }
  const chosen = input.chosen;
  if (!chosen || input.event.instances.some((i) => i.instance_id === chosen.instance_id)) {
    return nothing;
  }
  const when = formatDateTime(chosen.start_datetime, tz, 'datetime', input.locale);
  return html`<p class="notice" role="status">
    ${msg(str`Chosen: ${when}. It stays chosen while you look at other dates.`)}
  </p>`;
}

/**
 * While a page loads: as many rows as the page will hold, each of a real row's size (a date beside
 * one performance), so nothing below moves when the performances arrive.
 */
function renderLoadingRows(input: PerformancesViewInput) {
  const total = input.event.total_instances ?? PERFORMANCES_PAGE_SIZE;
  const rows = Math.max(
    1,
    Math.min(PERFORMANCES_PAGE_SIZE, total - input.page * PERFORMANCES_PAGE_SIZE),
  );
  return html`<div aria-busy="true">
    <p class="sr-only" role="status">${msg('Loading performances…')}</p>
    <ul class="days" aria-hidden="true">
      ${Array.from(
        { length: rows },
        () =>
          html`<li>
            <tessera-skeleton height="1em" width="6em"></tessera-skeleton>
            <span class="slot"
              ><span class="time">&nbsp;</span><span class="from">&nbsp;</span></span
            >
          </li>`,
      )}
    </ul>
  </div>`;
}

export function renderPerformances(input: PerformancesViewInput) {
  const { event, page, locale } = input;
  const tz = event.attraction.timezone;
  const zone = zoneName(tz, locale);
  const days = byVenueDate(event.instances, tz);
  const provisional = event.instances.some((i) => i.provisional_date);
  return html`<section class="performances" aria-labelledby="perf-heading">
    <h3 id="perf-heading">${msg('1. Choose a performance')}</h3>
    <p class="muted">
      ${msg(
        str`Times are local to the venue (${zone}). Prices are per ticket, before the booking fee shown when you choose tickets.`,
      )}
      ${provisional ? msg('A provisional date may still change.') : nothing}
    </p>
    ${input.loading ? nothing : renderChosen(input, tz)}
    ${
      input.loading
        ? renderLoadingRows(input)
        : days.length === 0
          ? html`<p class="notice warn" role="status">
              ${msg('No performances are on sale in the coming months.')}
            </p>`
          : html`<ul class="days">
              ${days.map(
                ([, list]) =>
                  html`<li>
                    <h4>${formatDateTime(list[0].start_datetime, tz, 'weekday-date', locale)}</h4>
                    <ul class="times">
                      ${list.map((i) => renderPerformance(input, i, tz))}
                    </ul>
                  </li>`,
              )}
            </ul>`
    }
    ${renderDatePager({
      page,
      total: event.total_instances ?? 0,
      pageSize: PERFORMANCES_PAGE_SIZE,
      onPage: input.onPage,
    })}
  </section>`;
}
