import { LitElement, html, css } from 'lit';
import { property } from 'lit/decorators.js';
import { localized, msg } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, fieldStyles } from '../../components/shared.styles.js';
import type { City, Common } from './types.js';
import { emit } from '../../events.js';

/** Cities matching typed text: by name, search_key, country or continent (accent-insensitive). */
export function matchCities(common: Common | undefined, text: string): City[] {
  if (!common) return [];
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const needle = fold(text.trim());
  const countries = new Map(common.countries.map((c) => [c.country_code, c]));
  const continents = new Map(common.continents.map((c) => [c.code, c.name]));
  return common.cities.filter((city) => {
    if (!needle) return true;
    const country = countries.get(city.country_code);
    const hay = [
      city.name,
      city.search_key,
      country?.name,
      continents.get(country?.continent_code ?? ''),
    ];
    return hay.some((h) => h && fold(h).includes(needle));
  });
}

/**
 * City picker fed by /v1/common with native type-ahead (an input bound to a datalist whose
 * options read "City" with the country as hint).
 *
 * @fires city-change - detail `{searchKey}` (undefined when cleared)
 */
@localized()
export class TesseraCityPicker extends LitElement {
  static override styles = [
    baseStyles,
    fieldStyles,
    css`
      :host {
        display: block;
      }
      input {
        border-radius: var(--tessera-search-radius);
        padding-inline: 1em;
      }
    `,
  ];

  @property({ attribute: false }) common?: Common;
  /** search_key of the selected city. */
  @property() value?: string;
  @property() label = '';

  private onChange(e: Event) {
    const input = e.target as HTMLInputElement;
    const text = input.value.trim();
    if (!text) {
      this.emit(undefined);
      return;
    }
    const exact = this.common?.cities.find(
      (c) => c.name.toLowerCase() === text.toLowerCase() || c.search_key === text,
    );
    const city = exact ?? matchCities(this.common, text)[0];
    if (city) {
      input.value = city.name;
      this.emit(city.search_key);
    }
  }

  private emit(searchKey: string | undefined) {
    emit(this, 'city-change', { searchKey });
  }

  override render() {
    const countries = new Map(this.common?.countries.map((c) => [c.country_code, c.name]));
    const current = this.common?.cities.find((c) => c.search_key === this.value);
    return html`<label for="city">${this.label || msg('City')}</label>
      <input
        id="city"
        list="cities"
        autocomplete="off"
        .value=${current?.name ?? this.value ?? ''}
        placeholder=${msg('Type a city')}
        @change=${this.onChange}
      />
      <datalist id="cities">
        ${this.common?.cities.map(
          (c) => html`<option value=${c.name}>${countries.get(c.country_code) ?? ''}</option>`,
        )}
      </datalist>`;
  }
}

define('tessera-city-picker', TesseraCityPicker);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-city-picker': TesseraCityPicker;
  }
}
