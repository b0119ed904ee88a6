import { LitElement, html, svg } from 'lit';
import { property, state } from 'lit/decorators.js';
import { localized, msg } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles } from '../../components/shared.styles.js';
import { navbarStyles } from './tessera-navbar.styles.js';
import { emit } from '../../events.js';

/** A shopping basket: rim, body, two handles meeting above it, two slats (not a bin's lid and bars). */
const basketIcon = svg`<path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" d="M2 9.5h20M4.2 9.5l1.6 9.7a1 1 0 0 0 1 .8h10.4a1 1 0 0 0 1-.8l1.6-9.7M7 9.5 10.5 3.5M17 9.5 13.5 3.5M9.5 13.5v3M14.5 13.5v3"/>`;
const ticketIcon = svg`<path fill="currentColor" fill-rule="evenodd" d="M2 5h20v5a2 2 0 0 0 0 4v5H2v-5a2 2 0 0 0 0-4zm2 2v2a4 4 0 0 1 0 6v2h16v-2a4 4 0 0 1 0-6V7z"/>`;
const searchIcon = svg`<path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.42 1.4-5.39-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"/>`;

/**
 * The widget's top bar: the distributor's logo (a link home), the text search and the basket link
 * with the number of tickets held.
 *
 * @fires navigate-home - the logo was activated
 * @fires navigate-basket - the basket link was activated
 * @fires navigate-bookings - the "Your bookings" link was activated
 * @fires search - detail `{q}`: the buyer submitted a text search
 * @fires currency-change - detail `{currency}`: the buyer picked a currency
 */
@localized()
export class TesseraNavbar extends LitElement {
  static override styles = [baseStyles, navbarStyles];

  /** Logo URL for the navbar's surface (from the brand). */
  @property() logo?: string;
  /** Name shown when there is no logo, and the logo's alt text. */
  @property() name = '';
  /** Current search text (kept in the box after navigation). */
  @property() query = '';
  /** Tickets in the basket; the link shows the count when there are any. */
  @property({ type: Number, attribute: 'basket-count' }) basketCount = 0;
  /**
   * The basket link's name for a count ("Basket, 2 tickets", in plural forms): it comes with the
   * session timer's chunk, which loads once the basket holds tickets; until then, "Basket".
   */
  @property({ attribute: false }) basketLabel?: (count: number) => string;
  /** Real URL of the basket step (copy, middle-click); a plain click is handled in the widget. */
  @property({ attribute: 'basket-href' }) basketHref = '?';
  /** Real URL of "Your bookings"; empty: no link (no signed-in customer). */
  @property({ attribute: 'bookings-href' }) bookingsHref = '';
  /** The currencies the buyer may pick from; two or more show the picker. */
  @property({ attribute: false }) currencies: string[] = [];
  /** The currency prices are asked in. */
  @property() currency = '';

  @state() private _draft = '';

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has('query')) this._draft = this.query;
  }

  private onHome(e: Event) {
    e.preventDefault();
    emit(this, 'navigate-home');
  }

  private onBasket(e: MouseEvent) {
    this.follow(e, 'navigate-basket');
  }

  /** A plain click stays in the widget; a modified one opens the link's real URL. */
  private follow(e: MouseEvent, type: 'navigate-basket' | 'navigate-bookings') {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    emit(this, type);
  }

  private onSubmit(e: Event) {
    e.preventDefault();
    emit(this, 'search', { q: this._draft.trim() });
  }

  override render() {
    const name = this.name || msg('Ticket shop');
    // A navigation landmark, not a banner: the host page has its own banner.
    return html`<nav class="bar" aria-label=${msg('Ticket shop')}>
      <a class="home" href="?" @click=${this.onHome}>
        ${this.logo ? html`<img src=${this.logo} alt=${name} />` : html`<span>${name}</span>`}
      </a>
      <form role="search" @submit=${this.onSubmit}>
        <svg class="icon" viewBox="0 0 24 24" aria-hidden="true">${searchIcon}</svg>
        <label class="sr-only" for="q">${msg('Search attractions')}</label>
        <input
          id="q"
          type="search"
          enterkeyhint="search"
          autocomplete="off"
          .value=${this._draft}
          placeholder=${msg('Search attractions')}
          @input=${(e: Event) => (this._draft = (e.target as HTMLInputElement).value)}
        />
        <button type="submit">${msg('Search')}</button>
      </form>
      ${
        this.bookingsHref
          ? html`<a
              class="link bookings"
              href=${this.bookingsHref}
              @click=${(e: MouseEvent) => this.follow(e, 'navigate-bookings')}
              aria-label=${msg('Your bookings')}
            >
              <svg class="basket-icon" viewBox="0 0 24 24" aria-hidden="true">${ticketIcon}</svg>
              <span class="wide" aria-hidden="true">${msg('Your bookings')}</span>
            </a>`
          : ''
      }
      ${
        this.currencies.length > 1
          ? html`<select
              class="currency"
              aria-label=${msg('Currency')}
              @change=${(e: Event) =>
                emit(this, 'currency-change', { currency: (e.target as HTMLSelectElement).value })}
            >
              ${this.currencies.map(
                (c) => html`<option value=${c} ?selected=${c === this.currency}>${c}</option>`,
              )}
            </select>`
          : ''
      }
      <a
        class="link basket"
        href=${this.basketHref}
        @click=${this.onBasket}
        aria-label=${
          this.basketCount
            ? (this.basketLabel?.(this.basketCount) ?? msg('Basket'))
            : msg('Basket, empty')
        }
      >
        <svg class="basket-icon" viewBox="0 0 24 24" aria-hidden="true">${basketIcon}</svg>
        <span class="narrow-hide" aria-hidden="true">${msg('Basket')}</span>
        ${this.basketCount ? html`<span class="count" aria-hidden="true">${this.basketCount}</span>` : ''}
      </a>
    </nav>`;
  }
}

define('tessera-navbar', TesseraNavbar);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-navbar': TesseraNavbar;
  }
}
