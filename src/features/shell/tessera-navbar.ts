import { LitElement, html, svg } from 'lit';
import { property, state } from 'lit/decorators.js';
import { localized, msg } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles } from '../../components/shared.styles.js';
import { navbarStyles } from './tessera-navbar.styles.js';

const searchIcon = svg`<path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.42 1.4-5.39-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"/>`;

/**
 * The widget's top bar: the distributor's logo (a link home) and the text search.
 *
 * @fires navigate-home - the logo was activated
 * @fires search - detail `{q}`: the buyer submitted a text search
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

  @state() private _draft = '';

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has('query')) this._draft = this.query;
  }

  private onHome(e: Event) {
    e.preventDefault();
    this.dispatchEvent(new Event('navigate-home', { bubbles: true }));
  }

  private onSubmit(e: Event) {
    e.preventDefault();
    this.dispatchEvent(
      new CustomEvent('search', { detail: { q: this._draft.trim() }, bubbles: true }),
    );
  }

  override render() {
    const name = this.name || msg('Tickets');
    return html`<header>
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
          placeholder=${msg('Search attractions, tours, shows')}
          @input=${(e: Event) => (this._draft = (e.target as HTMLInputElement).value)}
        />
        <button type="submit">${msg('Search')}</button>
      </form>
    </header>`;
  }
}

define('tessera-navbar', TesseraNavbar);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-navbar': TesseraNavbar;
  }
}
