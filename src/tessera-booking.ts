import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { provide } from './state/context.js';
import { localized, msg } from '@lit/localize';
import { define } from './components/define.js';
import { defaultTokenStyles } from './brand/tokens.js';
import { logoFor } from './brand/logo.js';
import type { ProcessedBrand } from './brand/process.js';
import { baseStyles, buttonStyles } from './components/shared.styles.js';
import { bookingStyles } from './tessera-booking.styles.js';
import { configContext, type WidgetConfig } from './state/config-context.js';
import { routeContext, type Navigator } from './state/route-context.js';
import { clientContext, type TesseraClient } from './state/client-context.js';
import { bookingStoreContext } from './state/booking-store-context.js';
import { UrlState, routeHref, type RoutingMode } from './state/url-state.js';
import type { BookKind, Party, Route, SearchQuery } from './state/route.js';
import { failureCopy } from './state/rules/error-copy.js';
import { loadSessionTimer } from './features/shell/step-chunks.js';
import { StepLoader } from './features/shell/step-loader.js';
import { routeForStepRequest } from './features/shell/step-requests.js';
import {
  CLIENT_KEYS,
  CONFIG_KEYS,
  assignUser,
  createWidgetClient,
  routingOf,
  widgetConfig,
} from './features/shell/widget-settings.js';
import { LocaleState } from './features/shell/locale-state.js';
import { textDirection, type MessageOverrides } from './localization-choice.js';
import { BasketWatch } from './features/shell/basket-watch.js';
import { BrandState } from './features/shell/brand-state.js';
import { afterPaidBooking } from './features/shell/checkout-entry.js';
import { containInternalEvents, type StepRequest } from './events.js';
import './features/shell/tessera-navbar.js';
import './features/shell/tessera-footer.js';
import './features/search/tessera-landing.js';
import './components/tessera-skeleton.js';
import { nextTask } from './components/next-task.js';

/**
 * The booking widget: the one element a distributor places on a page.
 *
 * ```html
 * <script type="module" src="https://cdn.example/tessera.js"></script>
 * <tessera-booking api-base="https://api.example" distributor="…" brand="/brand.json"></tessera-booking>
 * ```
 *
 * Public events (declared in src/events.ts; each bubbles and crosses shadow roots; the ecommerce
 * ones carry GA4's shapes, one item per ticket type, and go to window.dataLayer with `data-layer`):
 * @fires tessera-view-item-list - search results were shown (GA4 view_item_list); detail `{item_list_id, item_list_name, items}`
 * @fires tessera-select-item - the buyer opened a result (GA4 select_item); detail `{item_list_id, item_list_name, items}`
 * @fires tessera-view-item - an attraction's page was shown (GA4 view_item); detail `{currency, value, items}`
 * @fires tessera-add-to-cart - tickets were reserved into the basket (GA4 add_to_cart); detail `{currency, value, items, reservation_id}`
 * @fires tessera-remove-from-cart - reservations were removed from the basket (GA4 remove_from_cart)
 * @fires tessera-view-cart - the basket was shown with something in it (GA4 view_cart)
 * @fires tessera-begin-checkout - a basket reached checkout, once per set of reservations (GA4 begin_checkout)
 * @fires tessera-add-payment-info - the buyer chose how to pay (GA4 add_payment_info); detail adds `payment_type`
 * @fires tessera-purchase - the booking is paid, once (GA4 purchase); detail adds `transaction_id`, `reference_id`
 * @fires tessera-session-expired - the booking session timed out and its tickets were released; detail `{released}`
 * @fires tessera-error - a failure the buyer sees (a load, a refused request, a payment), once
 *   each; detail `{step, status, code, kind, title, message}`
 * @slot footer - content added to the widget's footer (terms, contact links)
 * @csspart navbar - the top bar
 * @csspart footer - the footer
 * @cssprop --tessera-* - every brand field (see the brand file); set by the brand loader
 * @cssprop [--tessera-step-min-height=100vh] - the least height of a step, so content arriving
 *   after its placeholder moves nothing on screen; lower it where the widget shares the page
 */
@localized()
export class TesseraBooking extends LitElement {
  static override styles = [defaultTokenStyles, baseStyles, buttonStyles, bookingStyles];

  /** Base URL of the Ticket Distribution API, without the version segment. */
  @property({ attribute: 'api-base' }) apiBase = '';
  /** Distributor ID (Service-Distributor header). */
  @property() distributor = '';
  /** URL of the brand file (doc 3). */
  @property() brand?: string;
  /**
   * The buyer's language, a BCP 47 tag (`de`, `es-MX`, `pt-BR`): the UI text, dates and money,
   * and the API's language_code. The API's 21 languages are all translated (`nb`/`nn` are
   * Norwegian, `tl` Filipino); any other is English, with a console warning. Left out: the host
   * page's `<html lang>`, else English.
   */
  @property() language = '';
  /**
   * The preferred currency of prices (ISO 4217). An attraction not sold in it is shown and booked
   * in its own currency (or the basket's), with a note saying so. When the buyer picks another in
   * the `currencies` picker, this property follows the pick.
   */
  @property() currency = 'EUR';
  /**
   * The currencies the buyer may choose from (ISO 4217, separated by spaces or commas, e.g.
   * `EUR GBP USD`): two or more show a currency picker in the header. The API lists no supported
   * currencies, so the distributor names them. The buyer's pick holds for the browser tab.
   */
  @property({
    converter: (v) =>
      v
        ? v
            .toUpperCase()
            .split(/[\s,]+/)
            .filter(Boolean)
        : [],
  })
  currencies: string[] = [];
  /** API version used where both exist. */
  @property({ attribute: 'api-version' }) apiVersion: 'v1' | 'v2' = 'v2';
  /** search_key of the initial city. */
  @property() city?: string;
  /** light, dark, or inherit (follow the brand file and the buyer's system setting). */
  @property({ attribute: 'color-scheme' }) colorScheme: 'light' | 'dark' | 'inherit' = 'inherit';
  /** Stripe publishable key for card payments. */
  @property({ attribute: 'stripe-key' }) stripeKey?: string;
  /** Fee policy: min (default), max, or a fraction 0..1 of the allowed range. */
  @property({ attribute: 'booking-fee' }) bookingFee = 'min';
  /** Saved payment method of a merchant-of-record distributor. */
  @property({ attribute: 'payment-method-id' }) paymentMethodId?: string;
  /** When present, host events are also pushed to window.dataLayer. */
  @property({ type: Boolean, attribute: 'data-layer' }) dataLayer = false;
  /**
   * Where the route lives in the host page's URL, so links can be shared and Back works: `query`
   * (the `tessera` query parameter, default), `hash` (`#tessera=…`), or `none` (the URL is never
   * read or written: a single-page app drives the widget with `open`, `search` and `reset`). The
   * parameter's format is in the README ("Deep links").
   */
  @property() routing: RoutingMode = 'query';
  /**
   * `off` keeps the route out of the host page's URL, as `routing="none"` does.
   * @deprecated Use `routing="none"`.
   */
  @property({ attribute: 'url-state' }) urlState = 'on';
  /** A brand file given as an object instead of a URL (wins over `brand`). */
  @property({ attribute: false }) brandConfig?: unknown;
  /** A brand already validated and resolved by the brand tools (the demo's live editor). */
  @property({ attribute: false }) processedBrand?: ProcessedBrand;
  /**
   * The host page's signed-in customer, a UUID4 user id the API knows: sent with the booking
   * session (POST, or PUT when it changes during one), so the booking is the customer's and
   * "Your bookings" lists their transactions. An id the API refuses is reported in the console and
   * the booking goes on without it.
   */
  @property({ attribute: 'user-id' }) userId?: string;
  /** The distributor's own analytics session id (UUID4), stored by the API for reporting. */
  @property({ attribute: 'distributor-session-id' }) distributorSessionId?: string;
  /**
   * Returns the Authorization bearer token for saved-payment confirmation. One that is not given
   * (it throws, is empty, or does not come within 20 s, the client's time for a call) stops the
   * payment before anything is sent: the buyer reads that it could not be authorised, with Try
   * again.
   */
  @property({ attribute: false }) getAuthToken?: () => Promise<string> | string;
  /**
   * The distributor's own words for any message, in any language: `{ [language]: { [id]: text } }`,
   * e.g. `{ en: { s14fd2ed3fef372ce: 'Find your next show' } }`. The ids, each with its English
   * text, are in the package's `messages.json` (`@tessera-booking/widget/messages.json`). A text
   * writes the message's values as `${0}`, `${1}`… (their order in the English text), as the
   * translations do, and may move or leave them out. An unknown language or id, or a value the
   * message has not, is left out and said once in the console.
   */
  @property({ attribute: false }) messages?: MessageOverrides;

  @provide({ context: configContext })
  @state()
  private _config!: WidgetConfig;

  @provide({ context: clientContext })
  @state()
  protected _client?: TesseraClient;

  @provide({ context: routeContext })
  @state()
  private _nav: Navigator = { route: { view: 'landing' }, navigate: (r, o) => this.navigate(r, o) };

  private readonly brandState = new BrandState(this);
  private readonly steps = new StepLoader(this);
  private readonly locale = new LocaleState(this);
  private readonly url = new UrlState(
    (route) => this.backOrForward(route),
    () => this.routingMode,
  );
  private readonly basket = new BasketWatch(
    this,
    () => this._client,
    () => this.distributor,
    () => this.dataLayer,
  );
  /** The basket, its session and its expiry, for every step. */
  @provide({ context: bookingStoreContext })
  protected readonly _store = this.basket.store;
  /** Something the buyer must be told on arrival at a step (e.g. why checkout became the basket). */
  @state() private _notice = '';
  /** The session timer's chunk, once loaded (it also carries the basket link's words). */
  @state() private _timer?: Awaited<ReturnType<typeof loadSessionTimer>>;
  /** Counts the starts again that read the step anew (its element replaced). */
  @state() private renewals = 0;
  private releaseInternalEvents?: () => void;
  /** A checkout entered from the URL before there was a client: guarded when one is made. */
  private unguarded?: SearchQuery;

  private get routingMode(): RoutingMode {
    return routingOf(this);
  }

  private get urlOn() {
    return this.routingMode !== 'none';
  }

  /**
   * Opens an attraction: its page, or with `performance` (a theatre) or `kind` its purchase
   * step, the `date` (a tour's) and the `party` (tickets per price type ID) chosen as the buyer
   * would. The search the buyer came from is kept for "back to results".
   */
  open(attractionId: string, options: OpenOptions = {}) {
    const { performance, kind = performance ? 'theatre' : undefined, date, party } = options;
    const query = this.currentQuery;
    this.navigate(
      kind
        ? { view: 'book', kind, id: attractionId, performanceId: performance, date, party, query }
        : { view: 'attraction', id: attractionId, query },
    );
  }

  /** Shows the search results for `query` (text, city, dates, filters: see SearchQuery). */
  search(query: SearchQuery = {}) {
    this.navigate({ view: 'search', query: { ...query, page: 0 } });
  }

  /** Back to the landing page. The basket is left as it is: its tickets stay held. */
  reset() {
    this.navigate({ view: 'landing' });
  }

  override connectedCallback() {
    super.connectedCallback();
    this.addEventListener('tessera-step-request', this.onStepRequest);
    this.addEventListener('tessera-payment-mount', this.onPaymentMount);
    this.addEventListener('focusout', this.onFocusOut);
    // Added after the root's own listeners: the internal events go no further than this element.
    this.releaseInternalEvents = containInternalEvents(this);
    this.followUrl();
  }

  /** The routing mode the URL is followed in (set when connected). */
  private followedMode?: RoutingMode;

  /** Starts following the URL in the routing mode (again when the mode changes). */
  private followUrl() {
    this.url.disconnect();
    this.followedMode = this.routingMode;
    if (!this.urlOn) return;
    this.url.connect();
    this.enterFromUrl(this.url.read());
  }

  /** A route reached by reload, a shared link, back or forward (not by a click in the widget). */
  /**
   * The buyer's Back or Forward (or a fragment they edited): a step change like any other, so
   * focus goes to the step's heading, not to the page's body, left scrolled part-way.
   */
  private backOrForward(route: Route) {
    this.enterFromUrl(route);
    void this.focusMain();
  }

  private enterFromUrl(route: Route) {
    this._notice = '';
    const paid = afterPaidBooking(route, this._store);
    if (paid) return this.navigate(paid, { replace: true });
    // A deep link's date and party are taken as the step's choice and leave the URL.
    const chosen = route.view === 'book' && (route.date || route.party);
    this.setRoute(route, !!chosen, true);
    if (route.view === 'checkout') void this.guardCheckout(route.query);
  }

  /**
   * Checkout needs something to pay for: an empty basket opens the basket step, explained. A
   * payment in progress (its basket was closed by PUT reservations) resumes instead.
   */
  private async guardCheckout(query: SearchQuery) {
    await this.updateComplete;
    // A host page may set the distributor later (the demo fetches it): guarded once it is known.
    if (!this._client) return void (this.unguarded = query);
    this.unguarded = undefined;
    if (this._store.paymentKept || this._store.paidKept) return;
    const tickets = await this.basket.refresh();
    // An ended session says so itself, in place of the step.
    if (tickets === 0 && this._store.route.view === 'checkout' && !this.basket.expired) {
      this.navigate({ view: 'basket', query }, { replace: true });
      this._notice = msg('Your basket is empty, so there is nothing to pay for yet.');
    }
  }

  /**
   * Stripe's Payment Element cannot live in a shadow root: checkout's mount node becomes a child
   * of this element in the page's DOM, slotted back into the checkout step (`slot="payment"`).
   */
  private readonly onPaymentMount = (e: Event) => {
    const node = (e as CustomEvent<unknown>).detail;
    if (!(node instanceof HTMLElement)) return;
    e.preventDefault();
    this.append(node);
  };

  private readonly onStepRequest = (e: Event) => {
    // containInternalEvents stops it here.
    const request = (e as CustomEvent<StepRequest>).detail;
    if (request.step === 'start-again') return void this.startAgain();
    const next = routeForStepRequest(this._store.route, request);
    if (next) this.navigate(next);
  };

  /**
   * After the session expired: one new session, nothing held, and back to where the buyer was
   * booking. A search, an attraction or a purchase step stays as it was (its step kept what the
   * buyer chose, hidden under the message); from the basket or checkout, whose tickets were
   * released, the buyer returns to the attraction they were booking, its performance kept.
   */
  private async startAgain() {
    await this.basket.startAgain();
    const here = this._store.route;
    if (here.view === 'book') return void this.focusMain();
    if (['landing', 'search', 'attraction'].includes(here.view)) {
      // Read again under the new session: nothing was chosen here that a new element would lose.
      this.renewals += 1;
      return void this.focusMain();
    }
    this.navigate(this._store.bookingRoute() ?? { view: 'search', query: this.currentQuery });
  }

  /**
   * Focus follows a step change to the new step's heading, so keyboard and screen-reader users
   * land on it (and hear which step this is). The region first, at once, since the button pressed
   * is gone; the heading once the step has rendered it (its code and data may still be loading),
   * unless the buyer has moved focus meanwhile.
   */
  private async focusMain() {
    await this.updateComplete;
    const main = this.renderRoot.querySelector('main');
    if (!main) return;
    main.focus();
    const root = this.renderRoot as ShadowRoot;
    for (let waited = 0; waited <= 5000; waited += 50) {
      if (root.activeElement !== main) return;
      const heading = this.stepHeading();
      // A placeholder's heading (inert while its data loads) cannot take focus: wait for the step.
      if (heading && !heading.closest('[inert]')) return focusHeading(heading);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /**
   * The button the buyer pressed went with the view it was in (Try again, once what it fetched
   * came): focus, left on the page's body, goes to the step's heading as on a step change. Checked
   * once the task that removed it is done, so focus that code puts somewhere on purpose stays.
   */
  private onFocusOut = (e: FocusEvent) => {
    const gone = e.composedPath()[0] as Node;
    setTimeout(() => {
      const active = document.activeElement;
      if (!gone.isConnected && (!active || active === document.body)) void this.focusMain();
    });
  };

  /** The heading of what the step area shows: the expiry message, else the step's first h1 or h2. */
  private stepHeading(): HTMLElement | null {
    const expired = this.renderRoot.querySelector<HTMLElement>('.expired h2');
    if (expired) return expired;
    return headingIn(this.renderRoot.querySelector('.step > *')?.shadowRoot);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.removeEventListener('tessera-step-request', this.onStepRequest);
    this.removeEventListener('tessera-payment-mount', this.onPaymentMount);
    this.removeEventListener('focusout', this.onFocusOut);
    this.releaseInternalEvents?.();
    this.url.disconnect();
  }

  override willUpdate(changed: Map<string, unknown>) {
    // The buyer's pick of an earlier page of this tab, while the distributor still offers it.
    if (changed.has('distributor') || changed.has('currencies')) {
      const picked = this._store.pickedCurrency;
      if (picked && this.currencies.includes(picked)) this.currency = picked;
    }
    // `routing` set after the element connected (a host script): the URL is read in its mode.
    if (this.isConnected && this.followedMode !== this.routingMode) this.followUrl();
    this.brandState.willUpdate(changed);
    this.steps.ensure(this._store.route);
    // The route a URL opened before the distributor was known is kept under it now.
    if (changed.has('distributor')) {
      const before = this._store.route;
      this._store.go(before);
      // A deep link's party, taken as the choice now, leaves the URL.
      if (this._store.route !== before && this.urlOn) this.url.write(this._store.route, true);
    }
    const newClient = CLIENT_KEYS.some((k) => changed.has(k));
    if (newClient) {
      this._client = this.distributor ? createWidgetClient(this) : undefined;
      // Resume after a reload: the basket of a live session is still held.
      void Promise.resolve().then(() =>
        this.unguarded
          ? this.guardCheckout(this.unguarded)
          : this.basket.refresh({ newClient: true }),
      );
    }
    // A customer signed in during a session, or a reload resumed one made before: it is theirs.
    if (newClient || changed.has('userId')) assignUser(this._client, this.userId);
    if (this.basket.held && !this._timer) {
      loadSessionTimer().then(
        (m) => (this._timer = m),
        () => undefined,
      );
    }
    if (CONFIG_KEYS.some((k) => changed.has(k)) || !this._config) this._config = widgetConfig(this);
    this.locale.follow(this._config.language, this.messages);
  }

  /** Whether the last render showed the ended session's message. */
  private showedExpired = false;

  override updated(changed: Map<string, unknown>) {
    this.brandState.updated(changed);
    // The message replaces the step, whose focused control is gone: focus goes to the message.
    if (this.basket.expired && !this.showedExpired) {
      const heading = this.stepHeading();
      if (heading) focusHeading(heading);
    }
    this.showedExpired = this.basket.expired;
  }

  /** Moves to another step; pushes a history entry unless `replace`. */
  navigate(route: Route, options: { replace?: boolean } = {}) {
    this.setRoute(route, true, options.replace);
  }

  private setRoute(route: Route, write: boolean, replace = false) {
    if (write) this._notice = '';
    // The store owns the route; the context hands the steps a new object, so they update.
    this._store.go(route);
    this._nav = { ...this._nav, route: this._store.route };
    if (write && this.urlOn) this.url.write(this._store.route, replace);
    // Move focus to the new content so keyboard and screen-reader users land on it (a correction
    // of the URL is no move: focus stays, e.g. on a message the step just showed).
    if (write && !replace) void this.focusMain();
  }

  private get currentQuery(): SearchQuery {
    const r = this._store.route;
    return r.view === 'landing' ? {} : r.query;
  }

  private onSearch(e: CustomEvent<{ q: string }>) {
    const query = { ...this.currentQuery, q: e.detail.q || undefined, page: 0 };
    this.navigate({ view: 'search', query });
  }

  override render() {
    const lang = this._config.language;
    return html`<div class="root" lang=${lang} dir=${textDirection(lang)}>
      ${this.locale.ready ? this.renderShell() : html`<tessera-skeleton height="320px"></tessera-skeleton>`}
    </div>`;
  }

  private renderShell() {
    return html`<tessera-navbar
        part="navbar"
        .logo=${this.brandState.resolved ? logoFor(this.brandState.resolved, 'navbar') : undefined}
        .query=${this.currentQuery.q ?? ''}
        @navigate-home=${() => this.navigate({ view: 'landing' })}
        @search=${this.onSearch}
        basket-count=${this.basket.tickets}
        .basketLabel=${this._timer?.basketLabel}
        basket-href=${routeHref({ view: 'basket', query: this.currentQuery }, this.routingMode)}
        @navigate-basket=${() => this.navigate({ view: 'basket', query: this.currentQuery })}
        bookings-href=${
          this.userId && !this._client?.idsRefused()
            ? routeHref({ view: 'bookings', query: this.currentQuery }, this.routingMode)
            : ''
        }
        @navigate-bookings=${() => this.navigate({ view: 'bookings', query: this.currentQuery })}
        .currencies=${this.currencies}
        currency=${this._config.currency}
        @currency-change=${(e: CustomEvent<{ currency: string }>) => {
          this.currency = e.detail.currency;
          this._store.pickCurrency(this.currency);
        }}
      ></tessera-navbar>
      <main tabindex="-1" aria-label=${msg('Booking')}>
        ${
          this.basket.expired
            ? this.renderExpired()
            : ['book', 'basket', 'checkout'].includes(this._store.route.view)
              ? // Defined by the booking steps' chunks; its row is held until then (styles).
                html`<tessera-booking-steps .route=${this._store.route}></tessera-booking-steps>`
              : nothing
        }
        ${
          this._notice && !this.basket.expired
            ? html`<p class="notice" role="status">${this._notice}</p>`
            : nothing
        }
        ${this.renderStep()}
      </main>
      ${
        // After the step, held at the bottom of the screen while the widget is in view: always
        // visible however far the step is scrolled, and its arrival moves nothing above it.
        this._timer
          ? html`<div class="timer">
              <tessera-session-timer
                ?held=${this.basket.held}
                ?payment-in-flight=${this.basket.paying}
              ></tessera-session-timer>
            </div>`
          : nothing
      }
      <tessera-footer part="footer" currency=${this._config.currency}
        ><slot name="footer"></slot
      ></tessera-footer>`;
  }

  /**
   * The step. A start again that reads the step anew (renewals) must replace its element: the
   * step is in one of two templates alike, taken in turn, and Lit builds a template it did not
   * render last time afresh (what `keyed` does, without its directive code in the first load:
   * 0.37 KB).
   */
  private renderStep() {
    const hidden = this.basket.expired;
    const step = this.steps.render(this._store.route, {
      stripeKey: this.stripeKey,
      paymentMethodId: this.paymentMethodId,
      distributor: this.distributor,
      brand: this.brandState.resolved,
      userId: this.userId,
    });
    // Written differently (the attributes' order), or a minifier folds the two into one.
    return this.renewals % 2
      ? html`<div class="step" ?hidden=${hidden}>${step}</div>`
      : html`<div ?hidden=${hidden} class="step">${step}</div>`;
  }

  /**
   * The one message of an ended session, in place of the step (nothing under it could be bought):
   * what happened, that nothing was charged, and one way on.
   */
  private renderExpired() {
    // The one mapping's words for an ended session, as any step that meets one shows them.
    const copy = failureCopy('session-ended');
    return html`<section class="expired" role="alert" aria-labelledby="expired-title">
      <h2 id="expired-title">${copy.heading}</h2>
      <p>${copy.message}</p>
      <button class="btn primary" type="button" @click=${() => void this.startAgain()}>
        ${copy.action}
      </button>
    </section>`;
  }

  override firstUpdated() {
    this.steps.prefetchSearchOnIntent(this);
  }

  /**
   * The first render waits for a task of its own: run straight after the script's evaluation, the
   * two were one long task on the host page's main thread (Lighthouse's TBT).
   */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) await nextTask();
    super.scheduleUpdate();
  }
}

/** What `open()` chooses besides the attraction. */
export interface OpenOptions {
  /** A theatre performance (instance) ID: opens the theatre step on it. */
  performance?: string;
  /** The purchase step to open without a performance; without either, the attraction's page. */
  kind?: BookKind;
  /** A tour's date, YYYY-MM-DD. */
  date?: string;
  /** Tickets or travellers per price type ID, e.g. `{ ADULT: 2 }`. */
  party?: Party;
}

/**
 * A step's first h1 or h2; else that of a part it shows with its own shadow root (checkout's
 * attendees and phone code) when it is on screen: not one kept hidden for another stage.
 */
function headingIn(root: ShadowRoot | null | undefined): HTMLElement | null {
  const own = root?.querySelector<HTMLElement>('h1, h2');
  if (!root || own) return own ?? null;
  for (const part of root.querySelectorAll('*')) {
    const found = part.shadowRoot ? headingIn(part.shadowRoot) : null;
    if (found?.getClientRects().length) return found;
  }
  return null;
}

/** A heading takes focus (not the tab order): where a step change or a message lands. */
function focusHeading(heading: HTMLElement) {
  heading.tabIndex = -1;
  heading.focus();
}

define('tessera-booking', TesseraBooking);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-booking': TesseraBooking;
  }
}
