import { LitElement, html, css, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '../../state/context.js';
import { localized, msg, str } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles, fieldStyles } from '../../components/shared.styles.js';
import { clientContext, type TesseraClient } from '../../state/client-context.js';
import { configContext, type WidgetConfig } from '../../state/config-context.js';
import type { Guidance, GuidanceAction } from '../../state/rules/guidance.js';
import { isAbortError } from '../../api/errors.js';
import { renderGuidance, reportError } from '../../components/checkout-guidance.js';
import { stepStyles } from '../../components/checkout-step.styles.js';
import { NextBarSize } from '../../components/next-bar-size.js';
import { withoutFieldsToFix } from '../../components/request-refusal.js';
import { emit } from '../../events.js';
import { focusFirstProblem } from '../../components/focus-problem.js';

/**
 * Verifies the lead customer's phone by SMS (POST /v1/phone-number-verification, then
 * /v1/verification-code-confirmation), needed when an attraction sets
 * phone_number_verification_required. A new code can be requested after a cooldown.
 *
 * @fires tessera-phone-verified - {phone} the API accepted the code
 * @fires tessera-change-phone - the buyer asked to change the number (Change number)
 * @fires tessera-error - a request failed (what the buyer was told)
 */
@localized()
export class TesseraPhoneVerification extends LitElement {
  static override styles = [
    baseStyles,
    buttonStyles,
    fieldStyles,
    stepStyles,
    css`
      input {
        max-inline-size: 12em;
        letter-spacing: 0.2em;
      }
      /* Under the sentence with the number, its text in line with the sentence's (the focus
         ring keeps its room). */
      .btn.change {
        display: flex;
        margin-block: -0.75em 0.5em;
        margin-inline-start: -0.25em;
        padding-inline: 0.25em;
      }
      /* Verify and Send a new code side by side, the total at the end. */
      .next-bar {
        align-items: center;
      }
      .total {
        margin-inline-start: auto;
      }
      /* A phone's bar stays two rows at most: Verify and the total, then Send a new code. */
      @media (max-width: 767px) {
        .next-bar .text {
          order: 1;
        }
      }
    `,
  ];

  constructor() {
    super();
    // Publishes the phone bar's height: a focused field scrolls clear of the bar.
    new NextBarSize(this);
  }

  @consume({ context: clientContext }) @state() private _client?: TesseraClient;
  @consume({ context: configContext }) @state() private _config?: WidgetConfig;

  /** The lead customer's phone in E.164. */
  @property() phone = '';
  /** Wait before another code may be requested. */
  @property({ type: Number, attribute: 'cooldown-ms' }) cooldownMs = 30_000;
  /** The basket's total, formatted, shown beside the next action (kept in view on a phone). */
  @property() total = '';
  /**
   * Raised when the API says the number is not verified after all (code 28 when the payment
   * starts): the step starts over, as for another number.
   */
  @property({ type: Number }) round = 0;

  @state() private _sent = false;
  @state() private _code = '';
  /** Verify pressed with no code. */
  @state() private _codeMissing = false;
  /** The code sent was refused (a typo, or an older message's code): the field is marked. */
  @state() private _codeRefused = false;
  /** More than one code was sent: only the newest works, and the hint says so. */
  @state() private _resent = false;
  /** The request on its way, named on its button ("Sending…", "Verifying…") until it answers. */
  @state() private _busyWith: 'send' | 'confirm' | null = null;
  @state() private _verified = false;
  @state() private _problem: Guidance | null = null;
  @state() private _cooldownLeft = 0;
  @state() private _status = '';
  private cooldownTimer?: ReturnType<typeof setInterval>;
  /** The request whose failure the message shows, repeated by its Try again. */
  private failed: 'send' | 'confirm' | null = null;
  /** Counts the restarts: an answer to a request sent before one is for a number no longer here. */
  private generation = 0;

  override willUpdate(changed: PropertyValues<this>) {
    // Another number (changed in the details): its own code, from the start, without a wait.
    const again = changed.has('round') && changed.get('round') !== undefined;
    if (again || (changed.has('phone') && changed.get('phone'))) this.restart();
  }

  private restart() {
    this.generation += 1;
    this._busyWith = null;
    clearInterval(this.cooldownTimer);
    this._cooldownLeft = 0;
    this._sent = this._resent = this._verified = false;
    this._code = '';
    this._codeMissing = this._codeRefused = false;
    this._problem = null;
    this._status = '';
    this.failed = null;
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    clearInterval(this.cooldownTimer);
  }

  private startCooldown() {
    clearInterval(this.cooldownTimer);
    const until = Date.now() + this.cooldownMs;
    this._cooldownLeft = Math.ceil(this.cooldownMs / 1000);
    this.cooldownTimer = setInterval(() => {
      this._cooldownLeft = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      if (this._cooldownLeft === 0) clearInterval(this.cooldownTimer);
    }, 250);
  }

  /** Texts a code to the number (the checkout's "Send a new code" after a refusal asks it too). */
  async requestCode() {
    await this.updateComplete;
    this.focusAction('send');
    await this.send();
  }

  private async send() {
    if (!this._client || this._busy || this._cooldownLeft > 0) return;
    this._busyWith = 'send';
    this._problem = null;
    const generation = this.generation;
    try {
      await this._client.requestPhoneVerification({ phone_number: this.phone });
      // Sent to a number the buyer has since changed: the new one has its own code to ask for.
      if (generation !== this.generation) return;
      this._resent = this._sent;
      this._sent = true;
      this._codeRefused = false;
      this._code = '';
      this._status = msg(str`We sent a code by text message to ${this.phone}.`);
      this.startCooldown();
      await this.updateComplete;
      this.shadowRoot?.querySelector('input')?.focus();
      // Its hint too, clear of a phone's sticky bar (focus alone shows the field only).
      this.shadowRoot?.querySelector('#otp-hint')?.scrollIntoView({ block: 'nearest' });
    } catch (error) {
      if (generation !== this.generation) return;
      if (!isAbortError(error)) {
        this._problem = reportError(this, error, 'phone', this._config?.dataLayer, (g) =>
          withoutFieldsToFix(g, ['phone_number_verification_code']),
        );
        this.failed = 'send';
      }
    } finally {
      if (generation === this.generation) this._busyWith = null;
    }
  }

  private onSubmit(e: Event) {
    e.preventDefault();
    void this.confirm();
  }

  private async confirm() {
    const code = this._code.trim();
    if (!code) {
      // Said under the field in the widget's language (the form is novalidate), caret in it.
      this._codeMissing = true;
      await this.updateComplete;
      focusFirstProblem(this.renderRoot);
      return;
    }
    if (!this._client || this._busy) return;
    this._busyWith = 'confirm';
    this._problem = null;
    const generation = this.generation;
    try {
      await this._client.confirmPhoneCode({
        phone_number: this.phone,
        phone_number_verification_code: code,
      });
      // The answer for a number the buyer has since changed: that one is not this one.
      if (generation !== this.generation) return;
      this._verified = true;
      this._status = msg('Your mobile number is verified.');
      emit(this, 'tessera-phone-verified', { phone: this.phone });
    } catch (error) {
      if (isAbortError(error) || generation !== this.generation) return;
      // A mistyped code (29) is the buyer's to fix: guidanceFor gives it no support reference.
      this._problem = reportError(this, error, 'phone', this._config?.dataLayer, (g) =>
        withoutFieldsToFix(g, ['phone_number_verification_code']),
      );
      this._codeRefused = this._problem.actions[0] === 're-enter-code';
      this.failed = 'confirm';
    } finally {
      if (generation === this.generation) this._busyWith = null;
    }
  }

  private get _busy() {
    return this._busyWith !== null;
  }

  private onProblem = (action: GuidanceAction) => {
    this._problem = null;
    const failed = this.failed;
    this.failed = null;
    if (action === 'verify-phone') {
      this.focusAction('send');
      void this.send();
    } else if (action === 'retry' || action === 'check-connection' || action === 'wait') {
      // The code request failed before any code was sent: nothing to type yet, so ask again.
      this.focusAction(failed === 'send' ? 'send' : 'confirm');
      void (failed === 'send' ? this.send() : this.confirm());
    } else this.shadowRoot?.querySelector('input')?.focus();
  };

  /**
   * The message and its button go: focus waits on the button whose request is repeated (busy,
   * still focusable), else on the code's field.
   */
  private focusAction(which: 'send' | 'confirm') {
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('.actions button')];
    const type = which === 'confirm' ? 'submit' : 'button';
    const target = buttons.find((b) => b.type === type && !b.disabled);
    (target ?? this.renderRoot.querySelector('input'))?.focus();
  }

  override render() {
    return html`<section class="card" aria-labelledby="pv-title">
      <h2 id="pv-title">${msg('Verify your mobile number')}</h2>
      <div class="sr-only" role="status">${this._status}</div>
      ${
        this._verified
          ? html`<p class="success">${msg(str`${this.phone} is verified.`)}</p>`
          : this.renderSteps()
      }
    </section>`;
  }

  private renderTotal() {
    return this.total ? html`<span class="total">${msg('Total')} ${this.total}</span>` : nothing;
  }

  private renderSteps() {
    const resendLabel =
      this._cooldownLeft > 0
        ? msg(str`Send a new code in ${this._cooldownLeft} s`)
        : msg('Send a new code');
    // Once the code is sent, the page says so too (the status line only announces it).
    return html`<p>
        ${
          this._sent
            ? msg(str`We sent a code by text message to ${this.phone}.`)
            : msg(
                str`This booking needs a verified mobile number. We will text a code to ${this.phone}.`,
              )
        }
      </p>
      <button
        class="btn text change"
        type="button"
        @click=${() => emit(this, 'tessera-change-phone')}
      >
        ${msg('Change number')}
      </button>
      ${renderGuidance(this._problem, this.onProblem)}
      ${
        this._sent
          ? html`<form novalidate @submit=${this.onSubmit}>
              <label for="otp">${msg('Verification code')}</label>
              <input
                id="otp"
                name="otp"
                required
                inputmode="numeric"
                autocomplete="one-time-code"
                maxlength="12"
                aria-describedby=${this._codeMissing ? 'otp-hint otp-e' : 'otp-hint'}
                aria-invalid=${this._codeMissing || this._codeRefused ? 'true' : 'false'}
                .value=${this._code}
                @input=${(e: Event) => {
                  this._code = (e.target as HTMLInputElement).value;
                  this._codeRefused = false;
                  if (this._code.trim()) this._codeMissing = false;
                }}
              />
              <div class="hint" id="otp-hint">
                ${
                  this._resent
                    ? msg('Only the code in the newest text message works.')
                    : msg('The code from the text message.')
                }
              </div>
              ${this._codeMissing ? html`<div class="error" id="otp-e">${msg('Required.')}</div>` : nothing}
              <div class="actions next-bar">
                <button
                  class="btn primary"
                  type="submit"
                  aria-disabled=${this._busy ? 'true' : nothing}
                  aria-busy=${this._busyWith === 'confirm' ? 'true' : nothing}
                >
                  ${this._busyWith === 'confirm' ? msg('Verifying…') : msg('Verify')}
                </button>
                <button
                  class="btn text"
                  type="button"
                  ?disabled=${this._cooldownLeft > 0}
                  aria-disabled=${this._busy ? 'true' : nothing}
                  aria-busy=${this._busyWith === 'send' ? 'true' : nothing}
                  @click=${this.send}
                >
                  ${this._busyWith === 'send' ? msg('Sending…') : resendLabel}
                </button>
                ${this.renderTotal()}
              </div>
            </form>`
          : html`<div class="actions next-bar">
              <button
                class="btn primary"
                type="button"
                ?disabled=${!this.phone}
                aria-disabled=${this._busy ? 'true' : nothing}
                aria-busy=${this._busyWith === 'send' ? 'true' : nothing}
                @click=${this.send}
              >
                ${this._busyWith === 'send' ? msg('Sending…') : msg('Text me a code')}
              </button>
              ${this.renderTotal()}
            </div>`
      } `;
  }
}

define('tessera-phone-verification', TesseraPhoneVerification);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-phone-verification': TesseraPhoneVerification;
  }
}
