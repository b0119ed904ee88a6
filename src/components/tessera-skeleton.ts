import { LitElement, html, css } from 'lit';
import { property } from 'lit/decorators.js';
import { define } from './define.js';

/** A placeholder block shown while content loads; hidden from assistive technology. */
export class TesseraSkeleton extends LitElement {
  static override styles = css`
    :host {
      display: block;
      inline-size: var(--_w, 100%);
      block-size: var(--_h, 1em);
      border-radius: var(--_r, 6px);
      background: linear-gradient(
        90deg,
        var(--tessera-neutral-100) 25%,
        var(--tessera-neutral-200) 50%,
        var(--tessera-neutral-100) 75%
      );
      background-size: 200% 100%;
      animation: shimmer 1.4s ease-in-out infinite;
    }
    :host([shape='circle']) {
      border-radius: 50%;
    }
    @keyframes shimmer {
      from {
        background-position: 100% 0;
      }
      to {
        background-position: -100% 0;
      }
    }
    @media (prefers-reduced-motion: reduce) {
      :host {
        animation: none;
      }
    }
  `;

  /** CSS width, e.g. 60% or 120px. */
  @property() width?: string;
  /** CSS height, e.g. 1em or 200px. */
  @property() height?: string;
  @property({ reflect: true }) shape: 'rect' | 'circle' = 'rect';

  override connectedCallback() {
    super.connectedCallback();
    this.setAttribute('aria-hidden', 'true');
  }

  override willUpdate() {
    // Values come from our own templates; setProperty keeps them out of CSS text.
    if (this.width) this.style.setProperty('--_w', this.width);
    if (this.height) this.style.setProperty('--_h', this.height);
  }

  override render() {
    return html``;
  }
}

define('tessera-skeleton', TesseraSkeleton);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-skeleton': TesseraSkeleton;
  }
}
