import { LitElement, html, css } from 'lit';
import { property, query } from 'lit/decorators.js';
import { localized, msg } from '@lit/localize';
import { define } from './define.js';
import { baseStyles, buttonStyles } from './shared.styles.js';
import { emit } from '../events.js';

/**
 * A modal dialog on the native <dialog> (focus trap, Escape and the top layer come from the
 * platform). Set `open` to show it; it fires `close` when the buyer dismisses it.
 *
 * @fires close - the dialog was closed by Escape, the close button or the backdrop
 * @slot - the dialog body
 * @slot footer - actions
 */
@localized()
export class TesseraDialog extends LitElement {
  static override styles = [
    baseStyles,
    buttonStyles,
    css`
      dialog {
        inline-size: min(560px, calc(100vw - 32px));
        max-block-size: calc(100dvh - 32px);
        padding: 0;
        border: 1px solid var(--tessera-card-border);
        border-radius: var(--tessera-radius);
        background: var(--tessera-page-background);
        color: var(--tessera-page-text);
        font-family: var(--tessera-font);
        font-size: 16px;
        box-shadow: var(--tessera-card-shadow);
      }
      dialog::backdrop {
        background: color-mix(in srgb, var(--tessera-page-scrim) 50%, transparent);
      }
      header {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 1em;
        padding-block: 1em 0.5em;
        padding-inline: 1.25em;
      }
      h2 {
        margin: 0;
        font-size: calc(1.25em * var(--tessera-heading-scale));
      }
      .body {
        padding-block: 0.5em 1.25em;
        padding-inline: 1.25em;
      }
      footer {
        display: flex;
        justify-content: flex-end;
        gap: 0.5em;
        padding-block: 0 1.25em;
        padding-inline: 1.25em;
      }
      .close {
        font-size: 1.5em;
        line-height: 1;
        min-inline-size: 44px;
      }
    `,
  ];

  @property({ type: Boolean, reflect: true }) open = false;
  @property() heading = '';

  @query('dialog') private dialog!: HTMLDialogElement;

  override updated(changed: Map<string, unknown>) {
    if (!changed.has('open')) return;
    if (this.open && !this.dialog.open) this.dialog.showModal();
    if (!this.open && this.dialog.open) this.dialog.close();
  }

  private onClose() {
    if (!this.open) return;
    this.open = false;
    emit(this, 'close');
  }

  private onClick(e: MouseEvent) {
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    if (e.target === this.dialog) this.dialog.close();
  }

  override render() {
    // Keyboard users close with Escape (native to <dialog>); the click is the backdrop for pointers.
    // eslint-disable-next-line lit-a11y/click-events-have-key-events
    return html`<dialog aria-labelledby="t" @close=${this.onClose} @click=${this.onClick}>
      <header>
        <h2 id="t">${this.heading}</h2>
        <button
          class="btn text close"
          type="button"
          aria-label=${msg('Close')}
          @click=${() => this.dialog.close()}
        >
          ×
        </button>
      </header>
      <div class="body"><slot></slot></div>
      <footer><slot name="footer"></slot></footer>
    </dialog>`;
  }
}

define('tessera-dialog', TesseraDialog);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-dialog': TesseraDialog;
  }
}
