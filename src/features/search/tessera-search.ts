import { LitElement, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { consume } from '../../state/context.js';
import { Task, TaskStatus, initialState } from '../../state/task.js';
import { localized, msg, str } from '@lit/localize';
import { plural } from '../../plural.js';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles, fieldStyles } from '../../components/shared.styles.js';
import '../../components/tessera-skeleton.js';
import '../../components/tessera-error-state.js';
import type { RetryDetail } from '../../components/tessera-error-state.js';
import { clientContext } from '../../state/client-context.js';
import { configContext, type WidgetConfig } from '../../state/config-context.js';
import { routeContext, type Navigator } from '../../state/route-context.js';
import { routeHref } from '../../state/url-state.js';
import { emitHostEvent } from '../../events.js';
import { queryParams, type SearchQuery } from '../../state/route.js';
import type { TesseraClient } from '../../state/client-context.js';
import { loadAttractions } from './data.js';
import { loadCommon } from '../../state/common-data.js';
import { attractionsParams, DEFAULT_PAGE_SIZE, PAGE_SIZES } from './search-params.js';
import { SEARCH_RESULTS_LIST, searchResultItem } from '../../state/ga4.js';
import './tessera-search-filters.js';
import './tessera-result-list.js';
import { searchStyles } from './tessera-search.styles.js';
import type { Common, Tag } from './types.js';
import { namedFilters, withoutFilters } from './active-filters.js';

const EMPTY_QUERY: SearchQuery = {};

/**
 * The search step: filters, the results (virtualized), paging, the alternative-results notice,
 * and the empty, loading and error states. The query lives in the route, so every filter change
 * is a history entry and a shareable link.
 */
@localized()
export class TesseraSearch extends LitElement {
  static override styles = [baseStyles, buttonStyles, fieldStyles, searchStyles];

  @consume({ context: clientContext }) @state() private _client?: TesseraClient;
  @consume({ context: configContext }) @state() private _config?: WidgetConfig;
  @consume({ context: routeContext }) @state() private _nav?: Navigator;

  /** Tags seen across searches, so a chip does not vanish when its filter narrows the results. */
  @state() private _tags = new Map<number, Tag>();
  /** Small screens fold the filters behind a button. */
  @state() private _filtersOpen = false;

  /** The query the results were asked for, and its parameters. */
  private asked: { query: SearchQuery; key: string } = { query: EMPTY_QUERY, key: '' };

  private get query(): SearchQuery {
    const route = this._nav?.route;
    // Leaving for another step is not a new search: the results stay those asked for (no request,
    // no second view_item_list while the next step loads).
    if (route && route.view !== 'search') return this.asked.query;
    // One stable object: a fresh {} would change the task's args on every update, forever.
    const query = route?.view === 'search' ? route.query : EMPTY_QUERY;
    if (query === this.asked.query) return query;
    // The same search sent again (a second Enter or click) is the same object: one request.
    const params = queryParams(query);
    params.sort();
    const key = params.toString();
    if (key !== this.asked.key) this.asked = { query, key };
    return this.asked.query;
  }

  private readonly results = new Task(this, {
    task: async ([client, query, config], { signal }) => {
      if (!client || !config) return initialState;
      const list = await loadAttractions(
        client,
        attractionsParams(query, config.apiVersion),
        signal,
      );
      this.rememberTags(list.results.flatMap((r) => r.tags ?? []));
      this.reportList(list.results, config);
      return list;
    },
    args: () => [this._client, this.query, this._config] as const,
  });

  private readonly common = new Task(this, {
    task: async ([client, language], { signal }) =>
      client ? loadCommon(client, language ?? 'en', signal) : undefined,
    args: () => [this._client, this._config?.language] as const,
  });

  private rememberTags(tags: Tag[]) {
    if (!tags.some((t) => !this._tags.has(t.tag_id))) return;
    const next = new Map(this._tags);
    for (const t of tags) next.set(t.tag_id, t);
    this._tags = next;
  }

  private reportList(items: Parameters<typeof searchResultItem>[0][], config: WidgetConfig) {
    const name = msg('Search results');
    emitHostEvent(
      this,
      'tessera-view-item-list',
      {
        item_list_id: SEARCH_RESULTS_LIST,
        item_list_name: name,
        items: items.map((item, i) => searchResultItem(item, config.currency, i, name)),
      },
      config.dataLayer,
    );
  }

  /** GA4 select_item: the result the buyer opened, as it was listed. */
  private reportSelected(id: string) {
    const config = this._config;
    const results = this.results.value?.results ?? [];
    const index = results.findIndex((r) => r.attraction_id === id);
    if (!config || index < 0) return;
    const name = msg('Search results');
    emitHostEvent(
      this,
      'tessera-select-item',
      {
        item_list_id: SEARCH_RESULTS_LIST,
        item_list_name: name,
        items: [searchResultItem(results[index], config.currency, index, name)],
      },
      config.dataLayer,
    );
  }

  private pageTitle() {
    const q = this.query;
    const city = (this.common.value as Common | undefined)?.cities.find(
      (c) => c.search_key === q.city,
    )?.name;
    if (q.q) return msg(str`Results for “${q.q}”`);
    if (city) return msg(str`Things to do in ${city}`);
    return msg('Find attractions');
  }

  /** Number of filters set, shown on the small-screen toggle. */
  private get activeFilters(): number {
    const { page: _p, size: _s, sort: _o, lat: _a, lng: _b, radius, ...rest } = this.query;
    const lists = (rest.tags?.length ?? 0) + (rest.categories?.length ?? 0);
    const scalars = Object.entries(rest).filter(
      ([k, v]) => v !== undefined && k !== 'tags' && k !== 'categories',
    ).length;
    return lists + scalars + (radius !== undefined ? 1 : 0);
  }

  private go(query: SearchQuery) {
    this._nav?.navigate({ view: 'search', query });
  }

  private async retry(newSession: boolean) {
    if (newSession && this._client) await this._client.startNewSession();
    void this.results.run();
    // The categories' names failed with it (or before it): asked again too.
    if (this.common.status === TaskStatus.ERROR) void this.common.run();
  }

  private openAttraction(id: string) {
    this.reportSelected(id);
    this._nav?.navigate({ view: 'attraction', id, query: this.query });
  }

  private renderPager(total: number) {
    const q = this.query;
    const size = q.size ?? DEFAULT_PAGE_SIZE;
    const page = q.page ?? 0;
    const pages = Math.max(1, Math.ceil(total / size));
    return html`<nav class="pager" aria-label=${msg('Pages')}>
      <button
        class="btn text"
        type="button"
        ?disabled=${page === 0}
        @click=${() => this.go({ ...q, page: page - 1 })}
      >
        ${msg('Previous')}
      </button>
      <span>${msg(str`Page ${page + 1} of ${pages}`)}</span>
      <button
        class="btn text"
        type="button"
        ?disabled=${page + 1 >= pages}
        @click=${() => this.go({ ...q, page: page + 1 })}
      >
        ${msg('Next')}
      </button>
      <span class="size">
        <label for="size">${msg('Per page')}</label>
        <select
          id="size"
          @change=${(e: Event) =>
            this.go({ ...q, page: 0, size: Number((e.target as HTMLSelectElement).value) })}
        >
          ${PAGE_SIZES.map((n) => html`<option value=${n} ?selected=${n === size}>${n}</option>`)}
        </select>
      </span>
    </nav>`;
  }

  private renderSkeletons() {
    return html`<div class="skeletons" aria-busy="true" aria-label=${msg('Loading results')}>
      ${Array.from(
        { length: 6 },
        () =>
          html`<div class="skeleton-card">
            <tessera-skeleton height="170px"></tessera-skeleton>
            <tessera-skeleton width="80%" height="1.1em"></tessera-skeleton>
            <tessera-skeleton width="50%"></tessera-skeleton>
          </div>`,
      )}
    </div>`;
  }

  private renderResults() {
    const config = this._config;
    return this.results.render({
      initial: () => this.renderSkeletons(),
      pending: () => this.renderSkeletons(),
      error: (error) =>
        html`<tessera-error-state
          .error=${error}
          step="search"
          @retry=${(e: CustomEvent<RetryDetail>) => this.retry(e.detail.newSession)}
        ></tessera-error-state>`,
      complete: (list) => {
        if (!list.results.length) return this.renderNothingFound();
        return html`${
            list.alternative_results
              ? html`<p class="notice" role="status">
                  ${msg(
                    'Nothing matched exactly, so we widened the search: these are the closest results.',
                  )}
                </p>`
              : nothing
          }
          <tessera-result-list
            .items=${list.results}
            currency=${config?.currency ?? 'EUR'}
            locale=${config?.language ?? 'en'}
            .hrefFor=${(id: string) => routeHref({ view: 'attraction', id, query: this.query }, this._config?.routing)}
            @open-attraction=${(e: CustomEvent<{ id: string }>) => this.openAttraction(e.detail.id)}
          ></tessera-result-list>
          ${this.renderPager(list.total)}`;
      },
    });
  }

  /** No results: the filters in force, named, and one way out that clears them. */
  private renderNothingFound() {
    const filters = namedFilters(this.query, {
      common: this.common.value as Common | undefined,
      tags: [...this._tags.values()],
      currency: this._config?.currency ?? 'EUR',
      locale: this._config?.language ?? 'en',
    });
    return html`<div class="empty">
      <h3>${msg('No attractions match')}</h3>
      <p class="muted">${msg('Try other dates, another city, or fewer filters.')}</p>
      ${
        filters.length
          ? html`<ul class="in-force" aria-label=${msg('Filters in use')}>
                ${filters.map((f) => html`<li>${f.text}</li>`)}
              </ul>
              <button
                class="btn primary"
                type="button"
                @click=${() => this.go(withoutFilters(this.query))}
              >
                ${msg('Clear all filters')}
              </button>`
          : nothing
      }
    </div>`;
  }

  override render() {
    const list = this.results.value;
    const failed = this.results.status === TaskStatus.ERROR;
    // Always there: its line is kept while results load (nothing moves when the count arrives),
    // and a live region present from the start is announced when it fills. Failed, the message
    // says it all: on a phone an empty line under the title would only push it down.
    const count = html`<p class="muted" role="status" ?hidden=${failed}>
      ${list ? plural(list.total, msg('one{# result}other{# results}')) : '\u00a0'}
    </p>`;
    const categoriesCount = list && 'categories_count' in list ? list.categories_count : {};
    return html`<div class="layout">
      <div class="summary">
        <h1>${this.pageTitle()}</h1>
        ${count}
      </div>
      <button
        class="btn outline filters-toggle"
        type="button"
        aria-expanded=${this._filtersOpen}
        aria-controls="filters"
        @click=${() => (this._filtersOpen = !this._filtersOpen)}
      >
        ${this.activeFilters ? msg(str`Filters (${this.activeFilters})`) : msg('Filters')}
      </button>
      <tessera-search-filters
        id="filters"
        ?data-open=${this._filtersOpen}
        .query=${this.query}
        .common=${this.common.value as Common | undefined}
        .tags=${[...this._tags.values()]}
        .categoriesCount=${categoriesCount}
        ?loading=${!list}
        ?failed=${failed || this.common.status === TaskStatus.ERROR}
        currency=${this._config?.currency ?? 'EUR'}
        @query-change=${(e: CustomEvent<SearchQuery>) => this.go(e.detail)}
      ></tessera-search-filters>
      <section aria-labelledby="results-title">
        <h2 id="results-title" class="sr-only">${msg('Results')}</h2>
        ${this.renderResults()}
      </section>
    </div>`;
  }
}

define('tessera-search', TesseraSearch);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-search': TesseraSearch;
  }
}
