/**
 * The traveller picker: one stepper per price type (name, description, age range), the booking
 * size, and what the rules refuse about the mix (minimum, maximum, guardian) as a live hint.
 * A stepper button at its limit is aria-disabled, not disabled: it keeps focus, so a buyer who
 * presses Enter up to the maximum is still on it, and further presses change nothing.
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { plural } from '../../plural.js';
import type { RuleProblem } from '../../state/rules/problem.js';
import { optionSelectable, type AvailabilityOption } from '../../state/rules/tour-option.js';
import {
  ageRangeText,
  countRange,
  isBlank,
  maxBookingSize,
  minBookingSize,
  requirementHint,
  typeName,
  type TourSizeRules,
  type TravellerMix,
  type TravellerType,
} from '../../state/rules/tour.js';

export interface TravellersViewInput {
  tour: TourSizeRules;
  types: readonly TravellerType[];
  mix: TravellerMix;
  problems: readonly RuleProblem[];
  /** price_types_required of the options, in words (from the last availability). */
  requirementHints: readonly string[];
  onChange: (priceTypeId: string, count: number) => void;
}

function sizeText(tour: TourSizeRules): string {
  const min = minBookingSize(tour);
  const max = maxBookingSize(tour);
  if (max === Infinity) {
    return min > 1
      ? plural(
          min,
          msg('one{At least # traveller per booking.}other{At least # travellers per booking.}'),
        )
      : '';
  }
  // A tour of one size (one traveller, or exactly four) has no range to show.
  if (min >= max) {
    return plural(max, msg('one{# traveller per booking.}other{# travellers per booking.}'));
  }
  return plural(
    max,
    msg('one{# traveller per booking.}other{{min} to # travellers per booking.}'),
    { min },
  );
}

/** "Age 4-12"; for an adult type (blank upper bound) "Adult", or "Age 18+" when named Adult. */
function ageText(type: TravellerType): string {
  const range = ageRangeText(type);
  if (range !== msg('Adult')) return msg(str`Age ${range}`);
  const min = Number(type.agerange_min);
  const named = typeName(type).toLowerCase() === range.toLowerCase();
  return named && min > 0 ? msg(str`Age ${min}+`) : range;
}

function guardianText(type: TravellerType): string | null {
  if (type.require_guardian) return msg('Travels with an accompanying adult.');
  return null;
}

/** The provider's description names every number of the type's age range ("Age 18 and over"). */
function namesAges(description: string, type: TravellerType): boolean {
  const ages = [type.agerange_min, type.agerange_max].filter((a) => !isBlank(a)).map(Number);
  return ages.length > 0 && ages.every((a) => new RegExp(`(^|\\D)${a}(\\D|$)`).test(description));
}

export function renderTravellers(input: TravellersViewInput) {
  const { tour, types, mix, problems } = input;
  const size = sizeText(tour);
  return html`<section aria-labelledby="travellers-heading" id="travellers">
    <h3 id="travellers-heading">${msg('2. Travellers')}</h3>
    ${size ? html`<p class="muted">${size}</p>` : nothing}
    <ul class="travellers">
      ${types.map((type) => {
        const id = type.price_type_id;
        const count = mix[id] ?? 0;
        const range = countRange(tour, types, mix, id);
        const name = typeName(type);
        // The provider's description comes first; the widget's own words (from the type's fields)
        // only say what it does not: its ages when it names none, the guardian rule when there is
        // none (the rule is still held, and said, when the mix breaks it).
        const description = type.description?.trim() ?? '';
        const age = description && namesAges(description, type) ? null : ageText(type);
        const guardian = description ? null : guardianText(type);
        return html`<li>
          <div>
            <strong id="type-${id}">${name}</strong>
            ${age ? html`<span class="muted age">· ${age}</span>` : nothing}
            ${description ? html`<div class="muted">${description}</div>` : nothing}
            ${guardian ? html`<div class="muted">${guardian}</div>` : nothing}
          </div>
          <div class="stepper" role="group" aria-labelledby="type-${id}">
            <button
              class="step"
              type="button"
              aria-label=${msg(str`Remove one ${name}`)}
              aria-disabled=${count <= range.min ? 'true' : 'false'}
              @click=${() => count > range.min && input.onChange(id, count - 1)}
            >
              −
            </button>
            <output aria-live="polite" aria-label=${msg(str`${name}: ${count}`)}>${count}</output>
            <button
              class="step"
              type="button"
              aria-label=${msg(str`Add one ${name}`)}
              aria-disabled=${count >= range.max ? 'true' : 'false'}
              @click=${() => count < range.max && input.onChange(id, count + 1)}
            >
              +
            </button>
          </div>
        </li>`;
      })}
    </ul>
    <div role="status" aria-live="polite">
      ${
        problems.length
          ? html`<div class="notice warn">
              <ul>
                ${problems.map((p) => html`<li>${p.message}</li>`)}
              </ul>
            </div>`
          : nothing
      }
    </div>
    ${input.requirementHints.map((h) => html`<p class="hint">${h}</p>`)}
  </section>`;
}

/** The price_types_required of the options that refused the mix, as "Option: Needs ..." hints. */
export function requirementHints(
  options: readonly AvailabilityOption[] | undefined,
  locale: string,
): string[] {
  const hints: string[] = [];
  for (const o of options ?? []) {
    if (optionSelectable(o)) continue;
    const hint = requirementHint(o.price_types_required, locale);
    if (hint) hints.push(`${o.name}: ${hint}`);
  }
  return hints;
}
