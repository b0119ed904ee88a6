/**
 * A one-screen specimen of every brand surface (navbar, card, buttons, chips, fields, status tags,
 * footer), drawn only from the --tessera-* tokens, for checking a brand at a glance.
 */
import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import { logoFor } from '../../src/brand/apply.js';
import { defaultTokenStyles } from '../../src/brand/tokens.js';
import type { ResolvedBrand } from '../../src/brand/types.js';
import { brandPreviewStyles } from './tessera-demo-brand-preview.styles.js';

export class TesseraDemoBrandPreview extends LitElement {
  static override styles = [defaultTokenStyles, brandPreviewStyles];

  /** The brand shown (its logos); the colours come from applyBrand on this element. */
  @property({ attribute: false }) resolved?: ResolvedBrand;

  override render() {
    const logo = this.resolved ? logoFor(this.resolved, 'navbar') : undefined;
    const footerLogo = this.resolved ? logoFor(this.resolved, 'footer') : undefined;
    return html`
      <nav aria-label="Preview navigation">
        ${logo ? html`<img src=${logo} alt="Logo" />` : html`<strong>Tessera</strong>`}
        <span>What's on</span><span>Tours</span>
        <input type="search" aria-label="Search" placeholder="Search shows" />
      </nav>
      <main>
        <section class="card">
          <h2>La Traviata</h2>
          <p class="muted">Sat 14 March, 19:30 · Main stage</p>
          <p>Verdi's opera in three acts. <a href="#tickets">Seating plan and prices</a></p>
          <div class="row">
            <span class="tag warning">Theatre</span
            ><span class="tag info">2 left at this price</span>
            <span class="tag success">Confirmed</span><span class="tag error">Sold out</span>
          </div>
          <div class="row">
            <button class="chip" aria-pressed="true">Stalls</button>
            <button class="chip" aria-pressed="false">Circle</button>
            <button class="chip" aria-pressed="false">Balcony</button>
          </div>
          <div class="row">
            <button class="primary">Book now</button>
            <button class="secondary">Add to basket</button>
            <button class="text">Details</button>
            <button class="primary" disabled>Unavailable</button>
          </div>
        </section>
        <section class="card">
          <label>Email<input type="email" autocomplete="email" value="ada@example.com" /></label>
        </section>
      </main>
      <footer>
        ${footerLogo ? html`<img src=${footerLogo} alt="" height="24" />` : ''}
        <p>© Tessera demo · <a href="#terms">Terms</a> · <a href="#privacy">Privacy</a></p>
      </footer>
    `;
  }
}

if (!customElements.get('tessera-demo-brand-preview')) {
  customElements.define('tessera-demo-brand-preview', TesseraDemoBrandPreview);
}

declare global {
  interface HTMLElementTagNameMap {
    'tessera-demo-brand-preview': TesseraDemoBrandPreview;
  }
}
