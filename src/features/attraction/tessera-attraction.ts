import { LitElement, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { consume } from '../../state/context.js';
import { Task, initialState } from '../../state/task.js';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { codeWithin } from '../../api/errors.js';
import { baseStyles, buttonStyles } from '../../components/shared.styles.js';
import { formatDuration, formatMoney, toMajorUnits } from '../../components/format.js';
import '../../components/tessera-skeleton.js';
import '../../components/tessera-error-state.js';
import type { RetryDetail } from '../../components/tessera-error-state.js';
import { clientContext } from '../../state/client-context.js';
import { configContext, type WidgetConfig } from '../../state/config-context.js';
import { routeContext, type Navigator } from '../../state/route-context.js';
import { attractionCategory, emitHostEvent } from '../../events.js';
import type { TesseraClient } from '../../state/client-context.js';
import { imageSources, pick, showPlaceholder, srcset } from '../../components/images.js';
import { loadAttraction } from './data.js';
import { loadCommon } from '../../state/common-data.js';
import { attractionStyles } from './attraction.styles.js';
import { fromPrice, pricedCurrencies, shownCurrency } from '../../state/rules/price.js';
import { basketCurrency } from '../../state/rules/basket.js';
import { bookingStoreContext } from '../../state/booking-store-context.js';
import type { BookingStore } from '../../state/booking-store.js';
import { mapHref, type AttractionDetail } from './types.js';
import { PAGE_SIZE, detailQuery } from '../../state/common-data.js';
import { parts, uiPartSeparator } from '../../plural.js';

/**
 * The attraction step: GET /v2/attractions/{id} for both kinds, with the shared header (images,
 * name, place with a map link, duration, tags) and the theater or tour sections.
 */
@localized()
export class TesseraAttraction extends LitElement {
  static override styles = [baseStyles, buttonStyles, attractionStyles];

  @consume({ context: clientContext }) @state() private _client?: TesseraClient;
  @consume({ context: configContext }) @state() private _config?: WidgetConfig;
  @consume({ context: routeContext }) @state() private _nav?: Navigator;
  @consume({ context: bookingStoreContext }) private _store?: BookingStore;

  /**
   * The currency the attraction's prices are shown in: the preferred one unless it is not sold
   * in it (then its own), as its purchase step will book it.
   */
  private currencyOf(d: AttractionDetail): string {
    const priced = pricedCurrencies(d.attraction_type === 'TOUR' ? d.attraction : d.instances);
    return shownCurrency(priced, this._config!.currency, basketCurrency(this._store?.basket));
  }

  @state() private _page = 0;
  private lastId?: string;
  /** The "from" price read on the first page, kept while the buyer pages through performances. */
  private headerFrom?: { id: string; currency: string; amount: number | undefined };

  private get target() {
    const route = this._nav?.route;
    return route?.view === 'attraction' ? route : undefined;
  }

  override willUpdate() {
    if (this.target?.id !== this.lastId) {
      this.lastId = this.target?.id;
      this._page = 0;
    }
  }

  private readonly detail = new Task(this, {
    task: async ([client, target, config, page], { signal }) => {
      if (!client || !target || !config) return initialState;
      const query = detailQuery(target.query.from, target.query.to, page);
      const detail = await loadAttraction(client, target.id, query, signal);
      // Each kind's part of the page comes with its purchase step's code (vite.config.ts), fetched
      // here rather than at Choose: a theatre booking loads no tour code, and the reverse.
      // Not fetched, or not in time: the connection is gone, as the client reports it (Try again
      // fetches it).
      await codeWithin<unknown>(
        detail.attraction_type === 'THEATER'
          ? import('./tessera-theater-detail.js')
          : import('./tessera-tour-detail.js'),
        "The attraction's detail",
      );
      this.report(detail, config);
      return detail;
    },
    args: () => [this._client, this.target, this._config, this._page] as const,
  });

  private readonly common = new Task(this, {
    task: async ([client, language], { signal }) =>
      client ? loadCommon(client, language ?? 'en', signal) : undefined,
    args: () => [this._client, this._config?.language] as const,
  });

  /** Group and subcategory names from /v1/common, or the kind when they are unknown. */
  private categoryText(d: AttractionDetail): string {
    const common = this.common.value;
    const a = d.attraction as { group_id?: number; categories?: number[] };
    const names = [
      common?.groups?.find((g) => g.id === a.group_id)?.name,
      ...(a.categories ?? []).map((id) => common?.categories.find((c) => c.id === id)?.name),
    ].filter((n): n is string => !!n);
    const kind = d.attraction_type === 'THEATER' ? msg('Show') : msg('Tour');
    return names.length ? `${kind} · ${[...new Set(names)].join(uiPartSeparator())}` : kind;
  }

  /**
   * The rule's "from" price: a tour's min_price, a theater's lowest face value over the
   * performances of the first page (the dates the buyer searched), the same on every page.
   */
  private fromPrice(d: AttractionDetail, currency: string): number | undefined {
    const id = this.target?.id ?? '';
    const kept = this.headerFrom;
    if (kept && kept.id === id && kept.currency === currency && this._page !== 0)
      return kept.amount;
    const amount = fromPrice(d.attraction_type === 'TOUR' ? d.attraction : d.instances, currency);
    if (this._page === 0) this.headerFrom = { id, currency, amount };
    return amount;
  }

  private report(d: AttractionDetail, config: WidgetConfig) {
    if (this._page !== 0) return;
    const currency = this.currencyOf(d);
    const price = this.fromPrice(d, currency);
    const major = price === undefined ? undefined : toMajorUnits(price, currency);
    const id = this.target!.id;
    emitHostEvent(
      this,
      'tessera-view-item',
      {
        currency,
        value: major,
        items: [
          {
            item_id: id,
            item_name: d.attraction.attraction_name,
            item_category: attractionCategory(d.attraction_type === 'THEATER' ? 1 : 2),
            item_category2: d.attraction.city || undefined,
            ...(major === undefined ? {} : { price: major, currency }),
          },
        ],
      },
      config.dataLayer,
    );
  }

  private back() {
    const target = this.target;
    if (history.length > 1 && target) history.back();
    else this._nav?.navigate({ view: 'search', query: target?.query ?? {} });
  }

  /** Opens the purchase step of this attraction (theatre: the chosen performance). */
  private book(kind: 'theatre' | 'tour', performanceId?: string) {
    const target = this.target;
    if (!target) return;
    this._nav?.navigate(
      performanceId
        ? { view: 'book', kind, id: target.id, performanceId, query: target.query }
        : { view: 'book', kind, id: target.id, query: target.query },
    );
  }

  private async retry(newSession: boolean) {
    if (newSession && this._client) await this._client.startNewSession();
    void this.detail.run();
  }

  private renderHeader(d: AttractionDetail) {
    const a = d.attraction;
    const config = this._config!;
    const sources = imageSources(a.images);
    const hero = pick(sources, 700);
    const isTheater = d.attraction_type === 'THEATER';
    const lat = isTheater ? d.attraction.latitude : d.attraction.geolocation_points?.[0]?.latitude;
    const lng = isTheater
      ? d.attraction.longitude
      : d.attraction.geolocation_points?.[0]?.longitude;
    const place = isTheater
      ? parts([
          d.attraction.location_name,
          d.attraction.address,
          // Addresses often end with the city already.
          d.attraction.address?.includes(a.city) ? '' : a.city,
        ])
      : a.city;
    const currency = this.currencyOf(d);
    const from = this.fromPrice(d, currency);
    const duration = isTheater ? undefined : d.attraction.duration_description;
    return html`<div class="hero">
      ${
        hero
          ? html`<img
              src=${hero.url}
              srcset=${srcset(sources)}
              sizes="(min-width: 860px) 60vw, 100vw"
              alt=${a.attraction_name}
              @error=${showPlaceholder}
            />`
          : nothing
      }
      <div>
        <h1>${a.attraction_name}</h1>
        <dl class="facts">
          ${
            place
              ? html`<div>
                  <dt>${msg('Where')}</dt>
                  <dd>
                    ${place} ·
                    <a href=${mapHref(lat, lng, place)} target="_blank" rel="noopener noreferrer"
                      >${msg('Map')}</a
                    >
                  </dd>
                </div>`
              : nothing
          }
          ${
            a.duration || duration
              ? html`<div>
                  <dt>${msg('Duration')}</dt>
                  <dd>${duration || formatDuration(a.duration, config.language)}</dd>
                </div>`
              : nothing
          }
          <div>
            <dt>${msg('Category')}</dt>
            <dd>${this.categoryText(d)}</dd>
          </div>
          ${
            from !== undefined
              ? html`<div>
                  <dt>${msg('Price')}</dt>
                  <dd>
                    ${msg(str`from ${formatMoney(from, currency, config.language)} + booking fee`)}
                  </dd>
                </div>`
              : nothing
          }
        </dl>
        ${
          a.tags?.length
            ? html`<ul class="tags" aria-label=${msg('Tags')}>
                ${a.tags.map((t) => html`<li>${t.name}</li>`)}
              </ul>`
            : nothing
        }
      </div>
    </div>`;
  }

  private renderDetail(d: AttractionDetail, loading = false) {
    const config = this._config!;
    const description = d.attraction_type === 'THEATER' ? d.attraction.description : '';
    return html`${this.renderHeader(d)}
    ${
      description
        ? html`<section class="card" aria-labelledby="about">
            <h2 id="about">${msg('About')}</h2>
            <div class="prose">${description.split(/\n{2,}/).map((p) => html`<p>${p}</p>`)}</div>
          </section>`
        : nothing
    }
    ${
      d.attraction_type === 'THEATER'
        ? html`<tessera-theater-detail
            .detail=${d}
            currency=${this.currencyOf(d)}
            locale=${config.language}
            .page=${this._page}
            page-size=${PAGE_SIZE}
            ?loading=${loading}
            @performances-page=${(e: CustomEvent<{ page: number }>) => (this._page = e.detail.page)}
            @choose-performance=${(e: CustomEvent<{ performanceId: string }>) =>
              this.book('theatre', e.detail.performanceId)}
          ></tessera-theater-detail>`
        : html`<div class="book">
              <button class="btn primary" type="button" @click=${() => this.book('tour')}>
                ${msg('Check availability')}
              </button>
            </div>
            <tessera-tour-detail .detail=${d} locale=${config.language}></tessera-tour-detail>`
    }`;
  }

  private renderPending() {
    return html`<div class="hero" aria-busy="true" aria-label=${msg('Loading attraction')}>
      <tessera-skeleton height="260px"></tessera-skeleton>
      <div>
        <tessera-skeleton width="70%" height="2em"></tessera-skeleton>
        <p><tessera-skeleton width="50%"></tessera-skeleton></p>
        <p><tessera-skeleton width="40%"></tessera-skeleton></p>
      </div>
    </div>`;
  }

  override render() {
    return html`<div class="back">
        <button class="btn text" type="button" @click=${this.back}>
          <span class="arrow" aria-hidden="true">←</span> ${msg('Back to results')}
        </button>
      </div>
      ${this.detail.render({
        initial: () => this.renderPending(),
        pending: () =>
          this.detail.value ? this.renderDetail(this.detail.value, true) : this.renderPending(),
        complete: (d) => this.renderDetail(d),
        // "Back to results" stays above: the way back when the attraction is gone.
        error: (error) =>
          html`<tessera-error-state
            .error=${error}
            step="attraction"
            @retry=${(e: CustomEvent<RetryDetail>) => this.retry(e.detail.newSession)}
          ></tessera-error-state>`,
      })}`;
  }
}

define('tessera-attraction', TesseraAttraction);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-attraction': TesseraAttraction;
  }
}
