/**
 * The options of a date for a traveller mix: name, description, start and end (or full day) in
 * the tour's time zone, the price per traveller type and the total with fees; unavailable options
 * say why. The tour language picker belongs to the chosen option.
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { formatDateTime, formatMoney, zoneName } from '../../components/format.js';
import '../../components/tessera-skeleton.js';
import {
  optionPricing,
  optionSelectable,
  optionUnavailableReason,
  tourLanguages,
  type AvailabilityOption,
} from '../../state/rules/tour-option.js';
import type { BookingFeePolicy } from '../../state/rules/fees.js';

export interface OptionsViewInput {
  options: readonly AvailabilityOption[] | undefined;
  /** No options of this date yet: skeletons. */
  loading: boolean;
  /**
   * Availability is asked again for a new mix: the shown options stay and can still be chosen (the
   * choice is kept when the new answer offers it), and a notice says the prices are being updated.
   */
  updating: boolean;
  /** The chosen option the new answer no longer offers for this group, or null. */
  dropped: string | null;
  /** Why availability is not asked yet (no date, a mix the rules refuse); null when it is. */
  waiting: string | null;
  selectedIndex: number | null;
  currency: string;
  locale: string;
  policy: BookingFeePolicy;
  tourLanguage: string | null;
  onSelect: (index: number) => void;
  onLanguage: (key: string) => void;
  onAdjust: () => void;
}

function timeText(o: AvailabilityOption, locale: string): string {
  const start = formatDateTime(o.start_datetime, o.timezone, 'time', locale);
  if (o.full_day || !o.end_datetime) return msg(str`Full day, from ${start}`);
  const end = formatDateTime(o.end_datetime, o.timezone, 'time', locale);
  return `${start} – ${end}`;
}

function renderPrices(o: AvailabilityOption, input: OptionsViewInput) {
  const priced = optionPricing(o, input.currency, input.policy);
  if (!priced || priced.lines.length === 0) return nothing;
  const money = (n: number) => formatMoney(n, input.currency, input.locale);
  return html`<dl class="lines">
    ${priced.lines.map(
      (l) =>
        html`<dt>${l.count}&nbsp;×&nbsp;<bdi>${l.name}</bdi></dt>
          <dd>${money(l.count * l.money.price)}</dd>`,
    )}
    <dt>${msg('Booking fees')}</dt>
    <dd>${money(priced.totals.fees)}</dd>
    <dt class="total">${msg('Total')}</dt>
    <dd class="total">${money(priced.totals.total)}</dd>
  </dl>`;
}

function renderLanguage(o: AvailabilityOption, input: OptionsViewInput) {
  const languages = tourLanguages(o, input.locale);
  if (languages.length === 0) return nothing;
  if (languages.length === 1) return html`<p>${msg(str`Tour language: ${languages[0].label}`)}</p>`;
  return html`<div class="field">
    <label for="tour-language">${msg('Tour language')}</label>
    <select
      id="tour-language"
      @change=${(e: Event) => input.onLanguage((e.target as HTMLSelectElement).value)}
    >
      ${
        input.tourLanguage
          ? nothing
          : html`<option value="" selected disabled>${msg('Choose a language')}</option>`
      }
      ${languages.map(
        (l) =>
          html`<option value=${l.key} ?selected=${l.key === input.tourLanguage}>
            ${l.label}
          </option>`,
      )}
    </select>
  </div>`;
}

function renderOption(o: AvailabilityOption, index: number, input: OptionsViewInput) {
  const selectable = optionSelectable(o);
  const checked = input.selectedIndex === index;
  const id = `option-${index}`;
  const reason = optionUnavailableReason(o, input.locale);
  return html`<div class="choice ${selectable ? '' : 'unavailable'}">
    <input
      type="radio"
      name="option"
      id=${id}
      .checked=${checked}
      ?disabled=${!selectable}
      aria-describedby="${id}-time"
      @change=${() => input.onSelect(index)}
    />
    <label for=${id}>${o.name}</label>
    <div class="body">
      <div id="${id}-time">
        ${timeText(o, input.locale)}
        <span class="muted">(${zoneName(o.timezone, input.locale)})</span>
      </div>
      ${o.description ? html`<p class="muted">${o.description}</p>` : nothing}
      ${
        selectable
          ? renderPrices(o, input)
          : html`<p class="notice warn">${msg('Not available:')} ${reason}</p>
              <button class="btn text" type="button" @click=${input.onAdjust}>
                ${msg('Change travellers')}
              </button>`
      }
      ${checked && selectable ? renderLanguage(o, input) : nothing}
    </div>
  </div>`;
}

export function renderOptions(input: OptionsViewInput) {
  const heading = html`<h3 id="options-heading">${msg('3. Choose an option')}</h3>`;
  if (input.waiting) {
    return html`<section aria-labelledby="options-heading">
      ${heading}
      <p class="muted">${input.waiting}</p>
    </section>`;
  }
  if (input.loading || !input.options) {
    return html`<section aria-labelledby="options-heading" aria-busy="true">
      ${heading}
      <p class="sr-only" role="status">${msg('Checking availability…')}</p>
      <div class="skeletons">
        <tessera-skeleton height="96px"></tessera-skeleton>
        <tessera-skeleton height="96px"></tessera-skeleton>
      </div>
    </section>`;
  }
  if (input.options.length === 0) {
    return html`<section aria-labelledby="options-heading">
      ${heading}
      <p class="notice warn" role="status">
        ${msg('Nothing is on sale for this date. Choose another date.')}
      </p>
    </section>`;
  }
  // The status follows the list, so its notice appearing moves no option under the pointer.
  return html`<section aria-labelledby="options-heading">
    ${heading}
    <div class="choices" role="radiogroup" aria-labelledby="options-heading">
      ${input.options.map((o, i) => renderOption(o, i, input))}
    </div>
    <div id="options-status" role="status">
      ${
        input.updating
          ? html`<p class="notice">${msg('Updating the prices for your travellers…')}</p>`
          : input.dropped
            ? html`<p class="notice warn">
                ${msg(str`${input.dropped} is not available for these travellers. Choose another option.`)}
              </p>`
            : nothing
      }
    </div>
  </section>`;
}
