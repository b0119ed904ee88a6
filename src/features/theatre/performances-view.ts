/**
 * The performance picker: one page of performances grouped by date in the venue's time zone,
 * each with its time, its lowest full price and a mark when the date is provisional, with paging.
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import '../../components/tessera-skeleton.js';
import { renderDatePager } from '../../components/date-pager.js';
import { formatDateTime, formatMoney } from '../../components/format.js';
import type { BookingFeePolicy } from '../../state/rules/fees.js';
import {
  PERFORMANCES_PAGE_SIZE,
  byVenueDate,
  lowestPrice,
  type TheatreEvent,
  type TheatreInstance,
} from './data.js';

export interface PerformancesViewInput {
  event: TheatreEvent;
  loading: boolean;
  page: number;
  selected: string | null;
  currency: string;
  locale: string;
  policy: BookingFeePolicy;
  onPick: (instanceId: string) => void;
  onPage: (page: number) => void;
}

function renderPerformance(input: PerformancesViewInput, instance: TheatreInstance, tz: string) {
  const low = lowestPrice(instance, input.currency, input.policy);
  const when = formatDateTime(instance.start_datetime, tz, 'datetime', input.locale);
  return html`<li>
    <button
      class="performance"
      type="button"
      aria-pressed=${instance.instance_id === input.selected ? 'true' : 'false'}
      data-instance=${instance.instance_id}
      @click=${() => input.onPick(instance.instance_id)}
    >
      <span class="time">
        <time datetime=${instance.start_datetime}
          >${formatDateTime(instance.start_datetime, tz, 'time', input.locale)}</time
        >
        <span class="sr-only">${when}</span>
      </span>
      ${
        instance.provisional_date
          ? html`<span class="badge">${msg('Provisional date')}</span>`
          : nothing
      }
      <span class="from">
        ${
          low === null
            ? msg('Not on sale in this currency')
            : msg(str`from ${formatMoney(low, input.currency, input.locale)}`)
        }
      </span>
    </button>
  </li>`;
}

export function renderPerformances(input: PerformancesViewInput) {
  const { event, page, locale } = input;
  const tz = event.attraction.timezone;
  const days = byVenueDate(event.instances, tz);
  const provisional = event.instances.some((i) => i.provisional_date);
  return html`<section class="performances" aria-labelledby="perf-heading">
    <h3 id="perf-heading">${msg('1. Choose a performance')}</h3>
    <p class="muted">
      ${msg(str`Times are local to the venue (${tz}). Prices include the booking fee.`)}
      ${provisional ? msg('A provisional date may still change.') : nothing}
    </p>
    ${
      input.loading
        ? html`<div class="skeletons" aria-busy="true">
            <p class="sr-only" role="status">${msg('Loading performances…')}</p>
            <tessera-skeleton height="44px"></tessera-skeleton>
            <tessera-skeleton height="44px"></tessera-skeleton>
            <tessera-skeleton height="44px"></tessera-skeleton>
          </div>`
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
