/**
 * The guidance of the basket, attendees, verification and checkout steps: renders a rules
 * Guidance (src/state/rules/guidance.ts) as an alert with its main action, and reports it to the
 * host page as `tessera-error`.
 */
import { html, nothing } from 'lit';
import { msg } from '@lit/localize';
import { TesseraError } from '../api/errors.js';
import type { Guidance, GuidanceAction, GuidanceStep } from '../state/rules/guidance.js';
import { guidanceFor } from '../state/rules/guidance.js';
import { retryLabel, startAgainLabel, supportReference } from '../state/rules/error-copy.js';
import './tessera-error-state.js';
import { failureDetail, reportFailure } from './error-report.js';

function actionLabel(action: GuidanceAction): string {
  switch (action) {
    case 'retry':
    case 'check-connection':
    case 'wait':
      return retryLabel();
    case 'view-basket':
      return msg('View basket');
    case 'new-session':
      return startAgainLabel();
    case 'register-attendees':
      return msg('Add attendee details');
    case 'verify-phone':
      return msg('Send a new code');
    case 're-enter-code':
      return msg('Enter the code again');
    case 'another-card':
      return msg('Use another card');
    case 'new-booking':
      return msg('Start a new booking');
    case 'check-details':
    case 'fix-fields':
      return msg('Check the details');
    case 'go-back':
      return msg('Go back');
    default:
      return msg('OK');
  }
}

function responseOf(error: unknown): string[] {
  return error instanceof TesseraError && error.body ? ['response:', error.body] : [];
}

/**
 * The guidance of an error on a step, reported to the host page once; `adapt` fits it to what
 * the step can offer (a saved payment method has no card form).
 */
export function reportError(
  target: EventTarget,
  error: unknown,
  step: GuidanceStep,
  dataLayer = false,
  adapt: (guidance: Guidance) => Guidance = (g) => g,
): Guidance {
  const guidance = adapt(guidanceFor(error, step));
  // The whole response as received, not only the parsed error (doc 1, payment code 1007).
  if (guidance.log) console.warn('tessera:', error, ...responseOf(error));
  reportFailure(target, failureDetail(step, error, guidance), dataLayer);
  return guidance;
}

/** An alert with the guidance; `onAction` gets the main action when its button is pressed. */
export function renderGuidance(
  guidance: Guidance | null | undefined,
  onAction: (action: GuidanceAction) => void,
) {
  if (!guidance) return nothing;
  const main = guidance.actions[0] ?? 'dismiss';
  return html`<tessera-error-state
    .heading=${guidance.title}
    .message=${guidance.message}
    action-label=${actionLabel(main)}
    @retry=${(e: Event) => {
      e.stopPropagation();
      onAction(main);
    }}
  >
    ${
      // The provider's own words (a card error): isolated, so on an Arabic page their full stop
      // stays at their end.
      guidance.detail ? html`<p><bdi>${guidance.detail}</bdi></p>` : nothing
    }
    ${
      guidance.reference
        ? html`<p class="muted">${supportReference(guidance.reference)}</p>`
        : nothing
    }
  </tessera-error-state>`;
}
