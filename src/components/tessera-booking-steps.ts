import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { localized, msg } from '@lit/localize';
import { define } from './define.js';
import { baseStyles } from './shared.styles.js';
import type { Route } from '../state/route.js';
import { BOOKING_STEPS, bookingStepLabel, bookingStepOf } from './booking-steps.js';
import { bookingStepsStyles } from './tessera-booking-steps.styles.js';

/**
 * The step indicator: the purchase's steps in order, the current one marked
 * (`aria-current="step"`). It follows the route, so Back and Forward move it with the step shown.
 * Nothing is shown while the buyer searches and browses.
 */
@localized()
export class TesseraBookingSteps extends LitElement {
  static override styles = [baseStyles, bookingStepsStyles];

  @property({ attribute: false }) route: Route = { view: 'landing' };

  override render() {
    const current = bookingStepOf(this.route);
    if (!current) return nothing;
    const at = BOOKING_STEPS.indexOf(current);
    return html`<nav aria-label=${msg('Booking steps')}>
      <ol>
        ${BOOKING_STEPS.map(
          (step, i) =>
            html`<li
              class=${i === at ? 'current' : nothing}
              aria-current=${i === at ? 'step' : 'false'}
            >
              <span class="number" aria-hidden="true">${i + 1}</span>
              <span class="label">${bookingStepLabel(step)}</span>
            </li>`,
        )}
      </ol>
    </nav>`;
  }
}

define('tessera-booking-steps', TesseraBookingSteps);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-booking-steps': TesseraBookingSteps;
  }
}
