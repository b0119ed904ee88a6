import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles } from '../../components/shared.styles.js';
import { formatDateTime, zoneName } from '../../components/format.js';
import { showPlaceholder } from '../../components/images.js';
import { attractionStyles } from './attraction.styles.js';
import { sanitizeHtml } from './sanitize.js';
import type { TourDetail } from './types.js';
import { list } from '../../plural.js';

type TourAttraction = TourDetail['attraction'];
type HtmlKey =
  | 'itinerary'
  | 'included'
  | 'excluded'
  | 'departure_point'
  | 'departure_time'
  | 'essential_information'
  | 'please_note'
  | 'return_details';
type TextKey =
  | 'highlights'
  | 'summary'
  | 'cancellation_policy'
  | 'requirements'
  | 'restrictions'
  | 'extras_upgrades'
  | 'special_offer';

/**
 * A tour's sections: highlights, included and excluded, itinerary, departure, cancellation policy,
 * please note and the rest; the HTML fields are rebuilt from an allowlist before they are rendered (sanitize.ts). Also the
 * languages spoken, the traveller types and the next departures.
 */
@localized()
export class TesseraTourDetail extends LitElement {
  static override styles = [baseStyles, buttonStyles, attractionStyles];

  @property({ attribute: false }) detail?: TourDetail;
  @property() locale = 'en';

  private html(a: TourAttraction, key: HtmlKey, title: string) {
    const clean = sanitizeHtml(a[key]);
    if (!clean.textContent?.trim()) return nothing;
    return html`<section class="card" aria-label=${title}>
      <h2>${title}</h2>
      <div class="prose">${clean}</div>
    </section>`;
  }

  private text(a: TourAttraction, key: TextKey, title: string) {
    const value = a[key];
    if (!value?.trim()) return nothing;
    return html`<section class="card" aria-label=${title}>
      <h2>${title}</h2>
      <div class="prose">${value.split(/\n{2,}/).map((p) => html`<p>${p}</p>`)}</div>
    </section>`;
  }

  private renderPriceTypes() {
    const types = this.detail?.price_types ?? [];
    if (!types.length) return nothing;
    return html`<section class="card" aria-labelledby="types">
      <h2 id="types">${msg('Traveller types')}</h2>
      <ul class="types">
        ${types.map(
          (t) =>
            html`<li>
              <span>
                <strong>${t.name}</strong>
                ${t.description ? html`<br /><span class="muted">${t.description}</span>` : nothing}
              </span>
              <span class="muted">
                ${
                  t.agerange_max === null || t.agerange_max === undefined
                    ? msg(str`Adult (${t.agerange_min}+)`)
                    : msg(str`Age ${t.agerange_min}–${t.agerange_max}`)
                }
              </span>
            </li>`,
        )}
      </ul>
    </section>`;
  }

  private renderDepartures(a: TourAttraction) {
    const instances = this.detail?.instances ?? [];
    if (!instances.length) return nothing;
    const dates = [
      ...new Set(
        instances.map((i) =>
          formatDateTime(i.start_datetime, a.timezone, 'weekday-date', this.locale),
        ),
      ),
    ].slice(0, 12);
    const zone = zoneName(a.timezone, this.locale);
    return html`<section class="card" aria-labelledby="dates">
      <h2 id="dates">${msg('Next departures')}</h2>
      <p>${dates.join(' · ')}</p>
      <p class="muted">${msg(str`Times are local to the tour (${zone}).`)}</p>
    </section>`;
  }

  override render() {
    const d = this.detail;
    if (!d) return nothing;
    const a = d.attraction;
    const gallery = (a.images?.images_w750_h340 ?? []).filter(Boolean);
    const langs = a.languages_spoken ?? [];
    return html`${
        gallery.length > 1
          ? html`<div class="gallery" role="group" aria-label=${msg('Photos')} tabindex="0">
              ${gallery.map(
                (src, i) =>
                  html`<img
                    src=${src}
                    alt=${msg(str`${a.attraction_name}, photo ${i + 1} of ${gallery.length}`)}
                    loading="lazy"
                    @error=${showPlaceholder}
                  />`,
              )}
            </div>`
          : nothing
      }
      ${this.text(a, 'special_offer', msg('Special offer'))}
      ${this.text(a, 'highlights', msg('Highlights'))} ${this.text(a, 'summary', msg('Summary'))}
      <div class="columns">
        <div>
          ${this.html(a, 'included', msg('Included'))}
          ${this.html(a, 'excluded', msg('Not included'))}
        </div>
        <div>
          ${this.html(a, 'departure_point', msg('Departure point'))}
          ${this.html(a, 'departure_time', msg('Departure time'))}
          ${this.html(a, 'return_details', msg('Return'))}
        </div>
      </div>
      ${this.html(a, 'itinerary', msg('Itinerary'))}
      ${
        langs.length
          ? html`<section class="card" aria-labelledby="langs">
              <h2 id="langs">${msg('Languages spoken')}</h2>
              <p>${list(langs)}</p>
            </section>`
          : nothing
      }
      ${this.renderPriceTypes()} ${this.renderDepartures(a)}
      ${this.text(a, 'cancellation_policy', msg('Cancellation policy'))}
      ${this.html(a, 'essential_information', msg('Essential information'))}
      ${this.html(a, 'please_note', msg('Please note'))}
      ${this.text(a, 'requirements', msg('Requirements'))}
      ${this.text(a, 'restrictions', msg('Restrictions'))}
      ${this.text(a, 'extras_upgrades', msg('Extras and upgrades'))}`;
  }
}

define('tessera-tour-detail', TesseraTourDetail);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-tour-detail': TesseraTourDetail;
  }
}
