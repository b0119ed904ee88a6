import { LitElement, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { consume } from '../../state/context.js';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles, fieldStyles } from '../../components/shared.styles.js';
import { addDays, formatDateTime, isoDate } from '../../components/dates.js';
import '../../components/tessera-skeleton.js';
import '../../components/tessera-chip.js';
import '../../components/tessera-error-state.js';
import type { RetryDetail } from '../../components/tessera-error-state.js';
import { queryFromRedirectUrl, type SearchQuery } from '../../state/route.js';
import { clientContext } from '../../state/client-context.js';
import { configContext, type WidgetConfig } from '../../state/config-context.js';
import { routeContext, type Navigator } from '../../state/route-context.js';
import type { TesseraClient } from '../../state/client-context.js';
import { loadShowcases } from './data.js';
import { Task, TaskStatus, initialState } from '../../state/task.js';
import { loadCommon } from '../../state/common-data.js';
import './tessera-city-picker.js';
import { landingStyles } from './tessera-landing.styles.js';
import type { ShowcasedAttraction, Showcases } from './types.js';
import { nextTask } from '../../components/next-task.js';

/** A read that has its answer or its failure. */
const settled = (task: { status: TaskStatus }) =>
  task.status === TaskStatus.COMPLETE || task.status === TaskStatus.ERROR;

/**
 * The first screen: where and when, popular cities, and the distributor's showcases
 * (attraction links, static images, or filtered lists through redirect_url).
 */
@localized()
export class TesseraLanding extends LitElement {
  static override styles = [baseStyles, buttonStyles, fieldStyles, landingStyles];

  @consume({ context: clientContext }) @state() private _client?: TesseraClient;
  @consume({ context: configContext }) @state() private _config?: WidgetConfig;
  @consume({ context: routeContext }) @state() private _nav?: Navigator;

  @state() private _city?: string;
  @state() private _from = isoDate();
  @state() private _to = addDays(isoDate(), 30);
  private initialCity?: string;
  /** The names of the showcased attractions, by id, as their details arrive. */
  @state() private _names: Record<string, string> = {};
  /** The showcases whose names were asked for, once the buyer showed intent. */
  private named?: Showcases | true;

  private readonly showcases = new Task(this, {
    task: async ([client], { signal }) => (client ? loadShowcases(client, signal) : initialState),
    args: () => [this._client] as const,
  });

  private readonly common = new Task(this, {
    task: async ([client, language], { signal }) =>
      client ? loadCommon(client, language ?? 'en', signal) : initialState,
    args: () => [this._client, this._config?.language] as const,
  });

  private get locale() {
    return this._config?.language ?? 'en';
  }

  override willUpdate() {
    const city = this._config?.city;
    if (city && city !== this.initialCity) {
      this.initialCity = city;
      this._city ??= city;
    }
  }

  /**
   * A showcase names no attraction (doc 2): the tiles' pictures get their alt from each linked
   * attraction's details, asked for once focus enters the landing (a keyboard or screen-reader
   * user reaches the tiles after the search form), so a page never used costs nothing more.
   */
  override firstUpdated() {
    const named = () => {
      this.named ??= true;
      this.requestUpdate();
    };
    this.addEventListener('focusin', named, { once: true });
    // The showcases' captions format a date; the browser's first date format loads its locale
    // data (20 to 30 ms). Made while the showcases are on their way, in the next task: at idle,
    // it often came after the showcases' answer, in the task that renders them.
    const locale = this.locale;
    setTimeout(() => formatDateTime(new Date().toISOString(), 'UTC', 'date', locale));
  }

  override updated() {
    const { value } = this.showcases;
    const client = this._client;
    if (this.named !== true || !value || !client) return;
    this.named = value;
    import('./showcase-names.js').then(
      ({ nameShowcases }) =>
        nameShowcases(client, value, (id, name) => (this._names = { ...this._names, [id]: name })),
      () => undefined,
    );
  }

  /**
   * The first render waits for a task of its own, after the shell's (navbar and footer): in one
   * task they were the host page's longest (Lighthouse's TBT).
   */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) await nextTask();
    super.scheduleUpdate();
  }

  private search(query: SearchQuery) {
    this._nav?.navigate({ view: 'search', query });
  }

  private onSubmit(e: Event) {
    e.preventDefault();
    this.search({ city: this._city, from: this._from, to: this._to });
  }

  private renderShow(item: ShowcasedAttraction, wide: boolean) {
    if (!item.visible_on_mobile && !item.visible_on_desktop) return nothing;
    const cls =
      item.visible_on_mobile && item.visible_on_desktop
        ? 'show'
        : item.visible_on_mobile
          ? 'show mobile-only'
          : 'show desktop-only';
    const img = html`<picture>
      ${
        wide && item.image_w1600_h380
          ? html`<source media="(min-width: 720px)" srcset=${item.image_w1600_h380} />`
          : nothing
      }
      <img
        src=${item.image_w320_h196 || item.image_w1600_h380}
        alt=${this._names[item.attraction_id!] ?? ''}
        loading="lazy"
      />
    </picture>`;
    const id = item.attraction_id;
    const date = item.first_instance_date;
    const redirect = item.redirect_url;
    const go = id
      ? () =>
          this._nav?.navigate({
            view: 'attraction',
            id,
            query: date ? { from: date.slice(0, 10) } : {},
          })
      : redirect
        ? () => this.search({ from: this._from, ...queryFromRedirectUrl(redirect) })
        : null;
    if (!go) return html`<div class=${cls}>${img}</div>`;
    const caption = !id
      ? msg('See the selection')
      : date
        ? msg(str`Featured · from ${formatDateTime(date, 'UTC', 'date', this.locale)}`)
        : msg('Featured attraction');
    return html`<a
      class=${cls}
      href="#"
      @click=${(e: Event) => {
        e.preventDefault();
        go();
      }}
      >${img}<span class="caption">${caption}</span></a
    >`;
  }

  /** The showcases once settled (renderBelowHero waits for it): their lists, or what failed. */
  private renderShowcases() {
    const { status, value, error } = this.showcases;
    if (status === TaskStatus.COMPLETE) return this.renderShowcaseLists(value!);
    return html`<tessera-error-state
      .error=${error}
      step="landing"
      @retry=${async (e: CustomEvent<RetryDetail>) => {
        if (e.detail.newSession && this._client) await this._client.startNewSession();
        void this.showcases.run();
      }}
    ></tessera-error-state>`;
  }

  private renderShowcaseLists(showcases: Showcases) {
    const top = showcases.top_showcase ?? [];
    const main = showcases.main_showcase ?? [];
    return html`${
      top.length
        ? html`<section aria-labelledby="top">
            <h2 id="top">${msg('Highlights')}</h2>
            <div class="top" tabindex="0" role="group" aria-labelledby="top">
              ${top.map((s) => this.renderShow(s, true))}
            </div>
          </section>`
        : nothing
    }
    ${
      main.length
        ? html`<section aria-labelledby="main">
            <h2 id="main">${msg('Featured')}</h2>
            <div class="tiles">${main.map((s) => this.renderShow(s, false))}</div>
          </section>`
        : nothing
    }`;
  }

  private renderCities() {
    const cities = this.common.value?.cities.slice(0, 10) ?? [];
    if (!cities.length) return nothing;
    return html`<section aria-labelledby="cities">
      <h2 id="cities">${msg('Popular cities')}</h2>
      <ul class="cities">
        ${cities.map(
          (c) =>
            html`<li>
              <tessera-chip
                label=${c.name}
                @change=${() => this.search({ city: c.search_key, from: this._from, to: this._to })}
              ></tessera-chip>
            </li>`,
        )}
      </ul>
    </section>`;
  }

  /**
   * The cities and the showcases appear together, once both answers are in: one skeleton stands
   * for both until then, so neither pushes the other down when it arrives.
   */
  private renderBelowHero() {
    if (!settled(this.common) || !settled(this.showcases)) return this.showcasesSkeleton();
    return html`${this.renderCities()} ${this.renderShowcases()}`;
  }

  private showcasesSkeleton() {
    return html`<div class="tiles" aria-busy="true">
      ${[0, 1, 2, 3].map(() => html`<tessera-skeleton height="180px"></tessera-skeleton>`)}
    </div>`;
  }

  override render() {
    return html`<section class="hero" aria-labelledby="title">
        <h1 id="title">${msg('Find your next experience')}</h1>
        <p class="muted">${msg('Shows, concerts and tours, with tickets confirmed instantly.')}</p>
        <form @submit=${this.onSubmit} aria-labelledby="title">
          <tessera-city-picker
            label=${msg('Where')}
            .common=${this.common.value}
            .value=${this._city}
            @city-change=${(e: CustomEvent<{ searchKey?: string }>) =>
              (this._city = e.detail.searchKey)}
          ></tessera-city-picker>
          <div>
            <label for="from">${msg('From')}</label>
            <input
              id="from"
              type="date"
              min=${isoDate()}
              .value=${this._from}
              @change=${(e: Event) => (this._from = (e.target as HTMLInputElement).value)}
            />
          </div>
          <div>
            <label for="to">${msg('To')}</label>
            <input
              id="to"
              type="date"
              min=${this._from}
              .value=${this._to}
              @change=${(e: Event) => (this._to = (e.target as HTMLInputElement).value)}
            />
          </div>
          <button class="btn primary" type="submit">${msg('Search')}</button>
        </form>
      </section>
      ${this.renderBelowHero()}`;
  }
}

define('tessera-landing', TesseraLanding);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-landing': TesseraLanding;
  }
}
