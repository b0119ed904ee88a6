/**
 * Pickup points of the chosen option: a search box over an alphabetical list (notListed first),
 * each point with name, address lines, description, postcode and a map link; notListed opens a
 * free-text entry.
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { plural } from '../../plural.js';
import { addressLines } from '../../state/rules/address.js';
import {
  NOT_LISTED,
  PICKUP_ENTRY_MAX,
  pickupMapUrl,
  searchPickupPoints,
  type PickupChoice,
  type PickupPoint,
} from '../../state/rules/tour-pickup.js';

export interface PickupViewInput {
  points: readonly PickupPoint[];
  required: boolean;
  onRequest: boolean;
  query: string;
  choice: PickupChoice;
  locale: string;
  /** A problem with the choice, shown under the list (after a refused attempt). */
  error: string | null;
  onQuery: (query: string) => void;
  onChoose: (pickupId: string) => void;
  onEntry: (text: string) => void;
}

function renderPoint(p: PickupPoint, index: number, input: PickupViewInput) {
  const id = `pickup-${index}`;
  const map = p.service_pickup_id === NOT_LISTED ? null : pickupMapUrl(p);
  const lines = addressLines(p.pickup_address);
  return html`<div class="choice">
    <input
      type="radio"
      name="pickup"
      id=${id}
      .checked=${input.choice.pickupId === p.service_pickup_id}
      aria-describedby="${id}-desc"
      @change=${() => input.onChoose(p.service_pickup_id)}
    />
    <label for=${id}><bdi>${p.pickup_name}</bdi></label>
    <div class="body" id="${id}-desc">
      ${
        // The provider's words, in their own direction: "63 Central Road" on an Arabic page read
        // "Central Road 63" without an isolate.
        lines.length
          ? html`<div>
              ${lines.map((l, i) => html`${i ? html`<br />` : nothing}<bdi>${l}</bdi>`)}
            </div>`
          : nothing
      }
      ${p.postcode ? html`<div><bdi>${p.postcode}</bdi></div>` : nothing}
      ${
        p.pickup_description
          ? html`<div class="muted"><bdi>${p.pickup_description}</bdi></div>`
          : nothing
      }
      ${
        map
          ? html`<a href=${map} target="_blank" rel="noopener noreferrer"
              >${msg(str`Map of ${p.pickup_name}`)}</a
            >`
          : nothing
      }
    </div>
  </div>`;
}

export function renderPickup(input: PickupViewInput) {
  const offered = input.onRequest
    ? input.points
    : input.points.filter((p) => p.service_pickup_id !== NOT_LISTED);
  const shown = searchPickupPoints(offered, input.query, input.locale);
  const notListed = input.choice.pickupId === NOT_LISTED;
  return html`<section aria-labelledby="pickup-heading" id="pickup" class="wide">
    <h3 id="pickup-heading">
      ${input.required ? msg('4. Pickup point') : msg('4. Pickup point (optional)')}
    </h3>
    <div class="field">
      <label for="pickup-search">${msg('Find a pickup point')}</label>
      <input
        id="pickup-search"
        type="search"
        autocomplete="off"
        placeholder=${msg('Hotel, street or postcode')}
        .value=${input.query}
        @input=${(e: Event) => input.onQuery((e.target as HTMLInputElement).value)}
      />
      <p class="hint" role="status">
        ${plural(
          offered.length,
          msg('one{{shown} of # pickup point}other{{shown} of # pickup points}'),
          { shown: shown.length },
        )}
      </p>
    </div>
    <div class="choices pickups" role="radiogroup" aria-labelledby="pickup-heading">
      ${shown.map((p, i) => renderPoint(p, i, input))}
    </div>
    ${
      notListed
        ? html`<div class="field">
            <label for="pickup-entry">${msg('Where should we pick you up?')}</label>
            <textarea
              id="pickup-entry"
              maxlength=${PICKUP_ENTRY_MAX}
              autocomplete="street-address"
              aria-describedby="pickup-entry-hint"
              .value=${input.choice.pickupEntry ?? ''}
              @input=${(e: Event) => input.onEntry((e.target as HTMLTextAreaElement).value)}
            ></textarea>
            <p class="hint" id="pickup-entry-hint">
              ${msg('Your hotel or address. The operator confirms it or may ask you to change it.')}
            </p>
          </div>`
        : nothing
    }
    ${input.error ? html`<p class="error" role="alert">${input.error}</p>` : nothing}
  </section>`;
}
