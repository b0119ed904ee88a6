import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles, fieldStyles } from '../../components/shared.styles.js';
import { isoDate, toMajorUnits, toMinorUnits } from '../../components/format.js';
import '../../components/tessera-chip.js';
import '../../components/tessera-skeleton.js';
import './tessera-city-picker.js';
import type { SearchQuery } from '../../state/route.js';
import { filtersStyles } from './tessera-search-filters.styles.js';
import { BEST_DEAL, type Common, type Tag } from './types.js';
import { emit } from '../../events.js';

const DEBOUNCE_MS = 350;
const RADII_KM = [1, 5, 10, 25, 50];

/**
 * Every filter of the attractions search. Emits the whole new query on each change; the search
 * step turns it into a route, so filters are shareable and survive back/forward.
 *
 * @fires query-change - detail: the new SearchQuery (page reset to 0)
 */
@localized()
export class TesseraSearchFilters extends LitElement {
  static override styles = [baseStyles, buttonStyles, fieldStyles, filtersStyles];

  @property({ attribute: false }) query: SearchQuery = {};
  /** /v1/common: cities, groups, categories. */
  @property({ attribute: false }) common?: Common;
  /** Tags seen in the results (the API has no tag list endpoint). */
  @property({ attribute: false }) tags: Tag[] = [];
  /** v2 categories_count: category ID to number of occurrences. */
  @property({ attribute: false }) categoriesCount: Record<string, number> = {};
  @property() currency = 'EUR';
  /**
   * The first results are on their way: the tags and categories rows are held at their size, so
   * the results below do not move when they arrive.
   */
  @property({ type: Boolean }) loading = false;
  /**
   * The results or the categories' names could not be read: a row with nothing to show is left
   * out (no placeholders left waiting, no "none" that is not known) until they are read again.
   */
  @property({ type: Boolean }) failed = false;

  @state() private _geoStatus = '';
  @state() private _text = '';
  private debounce?: ReturnType<typeof setTimeout>;

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has('query')) this._text = this.query.q ?? '';
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    clearTimeout(this.debounce);
  }

  private emit(patch: Partial<SearchQuery>) {
    const next: SearchQuery = { ...this.query, ...patch, page: 0 };
    for (const key of Object.keys(next) as (keyof SearchQuery)[]) {
      if (next[key] === undefined || next[key] === '') delete next[key];
    }
    emit(this, 'query-change', next);
  }

  private onText(e: Event) {
    this._text = (e.target as HTMLInputElement).value;
    clearTimeout(this.debounce);
    this.debounce = setTimeout(() => this.emit({ q: this._text.trim() || undefined }), DEBOUNCE_MS);
  }

  private numberOrUndefined(e: Event): number | undefined {
    const raw = (e.target as HTMLInputElement | HTMLSelectElement).value;
    return raw === '' ? undefined : Number(raw);
  }

  private price(e: Event, key: 'minPrice' | 'maxPrice') {
    const major = this.numberOrUndefined(e);
    this.emit({ [key]: major === undefined ? undefined : toMinorUnits(major, this.currency) });
  }

  private toggleList(key: 'tags' | 'categories', id: number) {
    const list = new Set(this.query[key] ?? []);
    if (list.has(id)) list.delete(id);
    else list.add(id);
    this.emit({ [key]: [...list] });
  }

  private nearMe() {
    if (!navigator.geolocation) {
      this._geoStatus = msg('Location is not available in this browser.');
      return;
    }
    this._geoStatus = msg('Finding your location…');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        this._geoStatus = '';
        this.emit({
          lat: Math.round(pos.coords.latitude * 1e5) / 1e5,
          lng: Math.round(pos.coords.longitude * 1e5) / 1e5,
          radius: this.query.radius ?? 10,
        });
      },
      () => (this._geoStatus = msg('We could not get your location. Check the permission.')),
      { timeout: 10000, maximumAge: 300000 },
    );
  }

  private renderWhereWhen() {
    const q = this.query;
    return html`<div class="row">
      <div>
        <label for="text">${msg('Keywords')}</label>
        <input id="text" type="search" .value=${this._text} @input=${this.onText} />
      </div>
      <tessera-city-picker
        .common=${this.common}
        .value=${q.city}
        @city-change=${(e: CustomEvent<{ searchKey?: string }>) =>
          this.emit({ city: e.detail.searchKey })}
      ></tessera-city-picker>
      <div>
        <label for="from">${msg('From')}</label>
        <input
          id="from"
          type="date"
          .value=${q.from ?? isoDate()}
          @change=${(e: Event) => this.emit({ from: (e.target as HTMLInputElement).value })}
        />
      </div>
      <div>
        <label for="to">${msg('To')}</label>
        <input
          id="to"
          type="date"
          min=${q.from ?? ''}
          .value=${q.to ?? ''}
          @change=${(e: Event) => this.emit({ to: (e.target as HTMLInputElement).value })}
        />
      </div>
    </div>`;
  }

  private renderKindSort() {
    const q = this.query;
    const groups = this.common?.groups ?? [];
    return html`<div class="row">
      <div>
        <label for="type">${msg('Type')}</label>
        <select id="type" @change=${(e: Event) => this.emit({ type: this.numberOrUndefined(e) })}>
          <option value="" ?selected=${!q.type}>${msg('Shows and tours')}</option>
          <option value="1" ?selected=${q.type === 1}>${msg('Shows')}</option>
          <option value="2" ?selected=${q.type === 2}>${msg('Tours')}</option>
        </select>
      </div>
      ${
        groups.length
          ? html`<div>
              <label for="group">${msg('Group')}</label>
              <select
                id="group"
                @change=${(e: Event) => this.emit({ group: this.numberOrUndefined(e) })}
              >
                <option value="" ?selected=${!q.group}>${msg('All')}</option>
                ${groups.map(
                  (g) =>
                    html`<option value=${g.id} ?selected=${q.group === g.id}>${g.name}</option>`,
                )}
              </select>
            </div>`
          : nothing
      }
      <div>
        <label for="sort">${msg('Sort by')}</label>
        <select
          id="sort"
          @change=${(e: Event) =>
            this.emit({
              sort: ((e.target as HTMLSelectElement).value || undefined) as SearchQuery['sort'],
            })}
        >
          <option value="" ?selected=${!q.sort}>${msg('Recommended')}</option>
          <option value="lowest_price" ?selected=${q.sort === 'lowest_price'}>
            ${msg('Lowest price')}
          </option>
          <option value="rating" ?selected=${q.sort === 'rating'}>${msg('Rating')}</option>
          <option value="popularity" ?selected=${q.sort === 'popularity'}>
            ${msg('Popularity')}
          </option>
        </select>
      </div>
    </div>`;
  }

  private renderTags() {
    const tags = [...this.tags].sort(
      (a, b) => Number(b.name === BEST_DEAL) - Number(a.name === BEST_DEAL),
    );
    if (!tags.length) return this.renderEmptyRow(msg('Tags'));
    const on = new Set(this.query.tags ?? []);
    return html`<fieldset>
      <legend>${msg('Tags')}</legend>
      <div class="chips">
        ${tags.map(
          (t) =>
            html`<tessera-chip
              label=${t.name}
              ?highlight=${t.name === BEST_DEAL}
              ?pressed=${on.has(t.tag_id)}
              @change=${() => this.toggleList('tags', t.tag_id)}
            ></tessera-chip>`,
        )}
      </div>
    </fieldset>`;
  }

  private renderCategories() {
    const counts = this.categoriesCount;
    const on = new Set(this.query.categories ?? []);
    const names = new Map(this.common?.categories.map((c) => [c.id, c.name]));
    const ids = [...new Set([...Object.keys(counts).map(Number), ...on])].filter((id) =>
      names.has(id),
    );
    if (!ids.length) return this.renderEmptyRow(msg('Categories'), !this.common);
    return html`<fieldset>
      <legend>${msg('Categories')}</legend>
      <div class="chips">
        ${ids.map(
          (id) =>
            html`<tessera-chip
              label=${names.get(id)!}
              .count=${counts[id]}
              ?pressed=${on.has(id)}
              @change=${() => this.toggleList('categories', id)}
            ></tessera-chip>`,
        )}
      </div>
    </fieldset>`;
  }

  /**
   * A row of chips with none to show: placeholders while the first results load, else a line of
   * the same height, so the rows (and the results under them) keep their place from one search
   * to the next. Left out when the search failed.
   */
  private renderEmptyRow(legend: string, waiting = false) {
    if (this.failed) return nothing;
    return html`<fieldset>
      <legend>${legend}</legend>
      <div class="chips">
        ${
          this.loading || waiting
            ? html`<tessera-skeleton height="36px" width="7em"></tessera-skeleton>
                <tessera-skeleton height="36px" width="9em"></tessera-skeleton>`
            : html`<p class="muted none">${msg('None for these results')}</p>`
        }
      </div>
    </fieldset>`;
  }

  private renderMore() {
    const q = this.query;
    const major = (v?: number) => (v === undefined ? '' : String(toMajorUnits(v, this.currency)));
    const near = q.lat !== undefined && q.lng !== undefined;
    return html`<details ?open=${q.minPrice !== undefined || q.maxPrice !== undefined || near}>
      <summary>${msg('Price and distance')}</summary>
      <div class="row">
        <div>
          <label for="min">${msg(str`Min price (${this.currency})`)}</label>
          <input
            id="min"
            type="number"
            min="0"
            inputmode="decimal"
            .value=${major(q.minPrice)}
            @change=${(e: Event) => this.price(e, 'minPrice')}
          />
        </div>
        <div>
          <label for="max">${msg(str`Max price (${this.currency})`)}</label>
          <input
            id="max"
            type="number"
            min="0"
            inputmode="decimal"
            .value=${major(q.maxPrice)}
            @change=${(e: Event) => this.price(e, 'maxPrice')}
          />
        </div>
        <div class="near">
          <div>
            <label for="radius">${msg('Distance')}</label>
            <select
              id="radius"
              @change=${(e: Event) => this.emit({ radius: this.numberOrUndefined(e) })}
            >
              ${RADII_KM.map(
                (km) =>
                  html`<option value=${km} ?selected=${(q.radius ?? 10) === km}>
                    ${msg(str`${km} km`)}
                  </option>`,
              )}
            </select>
          </div>
          ${
            near
              ? html`<button
                  class="btn text"
                  type="button"
                  @click=${() => this.emit({ lat: undefined, lng: undefined, radius: undefined })}
                >
                  ${msg('Anywhere')}
                </button>`
              : html`<button class="btn outline" type="button" @click=${this.nearMe}>
                  ${msg('Near me')}
                </button>`
          }
        </div>
      </div>
      <p class="status" role="status">${this._geoStatus}</p>
    </details>`;
  }

  override render() {
    return html`<form
      aria-label=${msg('Search filters')}
      @submit=${(e: Event) => e.preventDefault()}
    >
      ${this.renderWhereWhen()} ${this.renderKindSort()} ${this.renderTags()}
      ${this.renderCategories()} ${this.renderMore()}
    </form>`;
  }
}

define('tessera-search-filters', TesseraSearchFilters);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-search-filters': TesseraSearchFilters;
  }
}
