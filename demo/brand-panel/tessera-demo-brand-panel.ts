/**
 * The demo's brand editor: pick a sample brand, switch the scheme, edit the JSON and see every
 * message inline; each change is applied at once to the `target` element.
 *
 * @fires tessera-demo-brand-change - detail `{ processed, scheme }` after every apply.
 */
import { LitElement, html, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { applyBrand } from '../../src/brand/apply.js';
import { loadBrandFonts } from '../../src/brand/fonts.js';
import { absolutise } from '../../src/brand/load.js';
import { processBrand, type ProcessedBrand } from '../../src/brand/process.js';
import { resolveBoth } from '../../src/brand/resolve.js';
import { effectiveScheme, watchColorScheme } from '../../src/brand/scheme.js';
import { formatMessage, type BrandMessage, type Scheme } from '../../src/brand/types.js';
import { brandPanelStyles } from './tessera-demo-brand-panel.styles.js';

export const DEMO_BRANDS = [
  ['default', 'Tessera default'],
  ['midnight-jazz', 'Midnight Jazz Club (dark)'],
  ['grand-theatre', 'The Grand Theatre'],
  ['wanderlust-tours', 'Wanderlust Tours'],
  ['clearview-access', 'Clearview (high contrast)'],
  ['broken', 'Broken (shows messages)'],
] as const;

type SchemeChoice = 'light' | 'dark' | 'inherit';

export interface BrandChangeDetail {
  processed: ProcessedBrand;
  scheme: Scheme;
}

export class TesseraDemoBrandPanel extends LitElement {
  static override styles = brandPanelStyles;

  /** The element that wears the brand (usually the <tessera-booking> of the demo page). */
  @property({ attribute: false }) target?: HTMLElement;

  /** Name of the sample brand in demo/brands to start with. */
  @property() brand = 'default';

  /** light or dark force the scheme; inherit lets the brand's colorScheme decide. */
  @property() scheme: SchemeChoice = 'inherit';
  @state() private _text = '';
  @state() private _messages: BrandMessage[] = [];
  @state() private _prefersDark = false;
  private _processed?: ProcessedBrand;
  private _stopWatching?: () => void;

  override connectedCallback(): void {
    super.connectedCallback();
    this._stopWatching = watchColorScheme((s) => {
      this._prefersDark = s === 'dark';
      this._apply();
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._stopWatching?.();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('brand')) void this._load(this.brand);
    if (changed.has('target') || changed.has('scheme')) this._apply();
  }

  /** A sample brand by name, or a brand file by its path (`tessera-brand preview --surface widget`). */
  private _brandUrl(name: string): string {
    if (name.startsWith('/')) return new URL(name, location.href).href;
    return new URL(`../brands/${name}.json`, import.meta.url).href;
  }

  private async _load(name: string): Promise<void> {
    try {
      const response = await fetch(this._brandUrl(name));
      this._edit(await response.text());
    } catch (e) {
      this._messages = [
        {
          pointer: '',
          severity: 'error',
          message: `could not load ${name}: ${(e as Error).message}`,
        },
      ];
    }
  }

  private _edit(text: string): void {
    this._text = text;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      this._messages = [
        { pointer: '', severity: 'error', message: `not JSON: ${(e as Error).message}` },
      ];
      return; // keep the last good brand on screen while the JSON is being typed
    }
    const processed = processBrand(json);
    const brand = absolutise(processed.brand, this._brandUrl(this.brand));
    this._processed = { ...processed, brand, resolved: resolveBoth(brand) };
    this._messages = processed.messages;
    this._apply();
  }

  private _apply(): void {
    const processed = this._processed;
    if (!processed || !this.target) return;
    const scheme = effectiveScheme(processed.brand.colorScheme, this.scheme, this._prefersDark);
    const resolved = processed.resolved[scheme];
    this.target.setAttribute('color-scheme', this.scheme);
    applyBrand(this.target, resolved);
    void loadBrandFonts(resolved);
    this.dispatchEvent(
      new CustomEvent<BrandChangeDetail>('tessera-demo-brand-change', {
        detail: { processed, scheme },
        bubbles: true,
        composed: true,
      }),
    );
  }

  private _onScheme(e: Event): void {
    this.scheme = (e.target as HTMLInputElement).value as SchemeChoice;
    this._apply(); // at once, not at the next render
  }

  override render() {
    const errors = this._messages.filter((m) => m.severity === 'error').length;
    return html`
      <div class="row">
        <label>
          Brand
          <select @change=${(e: Event) => (this.brand = (e.target as HTMLSelectElement).value)}>
            ${DEMO_BRANDS.some(([name]) => name === this.brand) ? '' : html`<option value=${this.brand} selected>${this.brand}</option>`}
            ${DEMO_BRANDS.map(([name, label]) => html`<option value=${name} ?selected=${name === this.brand}>${label}</option>`)}
          </select>
        </label>
        <fieldset>
          <legend>Scheme</legend>
          ${(['light', 'dark', 'inherit'] as const).map(
            (s) =>
              html`<label
                ><input
                  type="radio"
                  name="scheme"
                  value=${s}
                  .checked=${this.scheme === s}
                  @change=${this._onScheme}
                />${s}</label
              >`,
          )}
        </fieldset>
      </div>
      <label for="json">Brand file (edits apply at once)</label>
      <textarea
        id="json"
        spellcheck="false"
        aria-invalid=${errors > 0 ? 'true' : 'false'}
        aria-describedby="messages"
        .value=${this._text}
        @input=${(e: Event) => this._edit((e.target as HTMLTextAreaElement).value)}
      ></textarea>
      ${
        this._messages.length
          ? html`<ul id="messages" aria-live="polite">
              ${this._messages.map((m) => html`<li class=${m.severity}>${formatMessage(m)}</li>`)}
            </ul>`
          : html`<p id="messages" class="ok" aria-live="polite">Valid, no contrast warnings.</p>`
      }
    `;
  }
}

// Guarded so a page that loads the demo script twice does not throw.
if (!customElements.get('tessera-demo-brand-panel')) {
  customElements.define('tessera-demo-brand-panel', TesseraDemoBrandPanel);
}

declare global {
  interface HTMLElementTagNameMap {
    'tessera-demo-brand-panel': TesseraDemoBrandPanel;
  }
  interface HTMLElementEventMap {
    'tessera-demo-brand-change': CustomEvent<BrandChangeDetail>;
  }
}
