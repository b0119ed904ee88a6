/**
 * The card brands the payment form takes, drawn small and inline (no request, no font), each an
 * image named for its brand, and the one line on who handles the card.
 */
import { html, svg } from 'lit';
import { msg } from '@lit/localize';

const mark = (name: string, body: ReturnType<typeof svg>) =>
  html`<li>
    <svg role="img" aria-label=${name} width="38" height="24" viewBox="0 0 38 24">
      <title>${name}</title>
      <rect x="0.5" y="0.5" width="37" height="23" rx="3" fill="#fff" stroke="#6b6b6b" />
      ${body}
    </svg>
  </li>`;

export function renderCardBrands() {
  return html`<ul class="card-brands" aria-label=${msg('Cards accepted')}>
    ${mark(
      'Visa',
      svg`<text x="19" y="16.5" text-anchor="middle" font-family="Arial, sans-serif"
        font-size="11" font-weight="700" font-style="italic" fill="#1434cb">VISA</text>`,
    )}
    ${mark(
      'Mastercard',
      svg`<circle cx="15" cy="12" r="7" fill="#eb001b" /><circle cx="23" cy="12" r="7"
        fill="#f79e1b" fill-opacity="0.9" />`,
    )}
    ${mark(
      'American Express',
      svg`<rect x="3" y="4" width="32" height="16" rx="2" fill="#006fcf" /><text x="19" y="15.5"
        text-anchor="middle" font-family="Arial, sans-serif" font-size="8" font-weight="700"
        fill="#fff">AMEX</text>`,
    )}
  </ul>`;
}

export function renderSecurityLine() {
  return html`<p class="secure muted">
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 0 0-4 0v2z" fill="currentColor" />
    </svg>
    ${msg('Payments are processed by Stripe; we never see your card number.')}
  </p>`;
}
