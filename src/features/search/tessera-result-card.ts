import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles } from '../../components/shared.styles.js';
import { formatDateTime, formatDuration, formatMoney } from '../../components/format.js';
import { fromPrice } from '../../state/rules/price.js';
import { imageSources, pick, showPlaceholder, srcset } from '../../components/images.js';
import { resultCardStyles } from './tessera-result-card.styles.js';
import { BEST_DEAL, type AttractionItem } from './types.js';
import { emit } from '../../events.js';
import { parts } from '../../plural.js';

/**
 * One search result: image, name, location, price from, duration, tags, labels, next dates.
 * The title is a real link (the shared URL of the detail) so middle-click and copy-link work.
 *
 * @fires open-attraction - detail `{id}`: the buyer chose this attraction
 */
@localized()
export class TesseraResultCard extends LitElement {
  static override styles = [baseStyles, resultCardStyles];

  @property({ attribute: false }) item?: AttractionItem;
  @property() currency = 'EUR';
  @property() locale = 'en';
  /** The detail's URL on the host page (from the router). */
  @property() href = '';

  private onOpen(e: MouseEvent) {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    emit(this, 'open-attraction', { id: this.item!.attraction_id });
  }

  private renderPrice() {
    const min = this.item && fromPrice(this.item, this.currency);
    if (min === undefined) return nothing;
    // The list gives the face value only: the booking fee is added when tickets are chosen.
    return html`<p class="price">
      <small>${msg('from')}</small>
      <strong>${formatMoney(min, this.currency, this.locale)}</strong>
      <small>${msg('+ booking fee')}</small>
    </p>`;
  }

  private renderDates(item: AttractionItem) {
    const next = (item.upcoming_instances ?? []).slice(0, 3);
    if (!next.length) return nothing;
    // A date never breaks inside ("Thu, / Dec 3" read as two things): lines break between dates.
    const dates = next.map((d) =>
      formatDateTime(d, item.timezone, 'weekday-date', this.locale).replace(/ /g, '\u00a0'),
    );
    return html`<span class="dates">${msg(str`Next: ${[...new Set(dates)].join(' · ')}`)}</span>`;
  }

  override render() {
    const item = this.item;
    if (!item) return nothing;
    const sources = imageSources(item.images);
    const fallback = pick(sources, 345);
    const tags = item.tags ?? [];
    const place = parts([item.location_name, item.city]);
    return html`<article>
      <div class="media">
        ${
          fallback
            ? html`<img
                src=${fallback.url}
                srcset=${srcset(sources)}
                sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 100vw"
                loading="lazy"
                decoding="async"
                alt=${item.attraction_name}
                @error=${showPlaceholder}
              />`
            : nothing
        }
        <div class="labels">
          ${item.label_blue ? html`<span class="label blue">${item.label_blue}</span>` : nothing}
          ${item.label_red ? html`<span class="label red">${item.label_red}</span>` : nothing}
        </div>
      </div>
      <div class="body">
        <h3><a href=${this.href || '#'} @click=${this.onOpen}>${item.attraction_name}</a></h3>
        ${place ? html`<p class="meta">${place}</p>` : nothing}
        ${
          item.duration
            ? html`<p class="meta">
                ${msg(str`Duration: ${formatDuration(item.duration, this.locale)}`)}
              </p>`
            : nothing
        }
        ${
          tags.length
            ? html`<ul class="tags" aria-label=${msg('Tags')}>
                ${tags.map(
                  (t) => html`<li class=${t.name === BEST_DEAL ? 'deal' : ''}>${t.name}</li>`,
                )}
              </ul>`
            : nothing
        }
        <div class="foot">${this.renderDates(item)} ${this.renderPrice()}</div>
      </div>
    </article>`;
  }
}

define('tessera-result-card', TesseraResultCard);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-result-card': TesseraResultCard;
  }
}
