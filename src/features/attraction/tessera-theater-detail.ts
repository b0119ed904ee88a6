import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles } from '../../components/shared.styles.js';
import { formatDateTime, formatMoney, zoneName } from '../../components/format.js';
import { attractionStyles } from './attraction.styles.js';
import { fromPrice, soldOut } from '../../state/rules/price.js';
import type { TheaterDetail, TheaterPerformance } from './types.js';
import { emit } from '../../events.js';
import { renderDatePager } from '../../components/date-pager.js';

/**
 * A theater event's performances, paged by date, each with its "from" price (the price rule:
 * lowest face value, before the booking fee), "Sold out" when no band has places left, and a
 * mark when the date is provisional.
 *
 * @fires performances-page - detail `{page}`: the buyer asked for another page of performances
 * @fires choose-performance - detail `{performanceId}`: the buyer chose a performance to book
 */
@localized()
export class TesseraTheaterDetail extends LitElement {
  static override styles = [baseStyles, buttonStyles, attractionStyles];

  @property({ attribute: false }) detail?: TheaterDetail;
  @property() currency = 'EUR';
  @property() locale = 'en';
  @property({ type: Number }) page = 0;
  @property({ type: Number, attribute: 'page-size' }) pageSize = 10;
  /** Another page is loading: the performances shown are the previous page's, not to be chosen. */
  @property({ type: Boolean }) loading = false;

  private pageTo(page: number) {
    emit(this, 'performances-page', { page });
  }

  private choose(performanceId: string) {
    emit(this, 'choose-performance', { performanceId });
  }

  private renderPerformance(performance: TheaterPerformance, tz: string) {
    const from = fromPrice(performance, this.currency);
    const gone = soldOut(performance);
    const when = formatDateTime(performance.start_datetime, tz, 'datetime', this.locale);
    return html`<li>
      <span>
        <span class="when"><time datetime=${performance.start_datetime}>${when}</time></span>
        ${
          performance.provisional_date
            ? html`<span class="provisional" title=${msg('The date and time may still change')}
                >${msg('Provisional date')}</span
              >`
            : nothing
        }
      </span>
      <span>
        ${
          gone
            ? html`<span class="muted">${msg('Sold out')}</span>`
            : from !== undefined
              ? msg(str`from ${formatMoney(from, this.currency, this.locale)}`)
              : html`<span class="muted">${msg('Not on sale in this currency')}</span>`
        }
        <button
          class="btn primary"
          type="button"
          aria-label=${gone ? msg(str`${when}, sold out`) : msg(str`Choose ${when}`)}
          ?disabled=${gone || this.loading}
          @click=${() => this.choose(performance.instance_id)}
        >
          ${msg('Choose')}
        </button>
      </span>
    </li>`;
  }

  override render() {
    const d = this.detail;
    if (!d) return nothing;
    const tz = d.attraction.timezone;
    const zone = zoneName(tz, this.locale);
    const total = d.total_instances ?? d.instances.length;
    return html`<section class="card" aria-labelledby="perf">
      <h2 id="perf">${msg('Performances')}</h2>
      <p class="muted">
        ${msg(
          str`Times are local to the venue (${zone}). Prices are per ticket, before the booking fee shown when you choose tickets.`,
        )}
      </p>
      ${
        d.instances.length
          ? html`<ul class="performances" aria-busy=${this.loading ? 'true' : 'false'}>
              ${d.instances.map((i) => this.renderPerformance(i, tz))}
            </ul>`
          : html`<p>${msg('No performances in these dates.')}</p>`
      }
      ${renderDatePager({
        page: this.page,
        total,
        pageSize: this.pageSize,
        onPage: (page) => this.pageTo(page),
      })}
    </section>`;
  }
}

define('tessera-theater-detail', TesseraTheaterDetail);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-theater-detail': TesseraTheaterDetail;
  }
}
