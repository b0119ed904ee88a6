import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { localized } from '@lit/localize';
import { renderPurchaseGuidance } from '../../src/components/purchase-guidance.js';
import { renderGuidance } from '../../src/components/checkout-guidance.js';
import { purchaseStepStyles } from '../../src/components/purchase-step.styles.js';
import { baseStyles, buttonStyles } from '../../src/components/shared.styles.js';
import { theatreWords } from '../../src/features/theatre/guidance-view.js';
import { tourWords } from '../../src/features/tour-options/guidance-view.js';
import type { Guidance, GuidanceAction } from '../../src/state/rules/guidance.js';
import { useLanguage } from '../../src/localization.js';
import { sourceLocale, targetLocales } from '../../src/generated/locale-codes.js';
import { lines } from './text-lines.js';

/**
 * Every button a refusal or failure can offer, in every language, at the width its message has on
 * a 320 px phone: each label on one line (BUYER-WALK: no wrapped labels). The walks
 * (test/e2e/locale-edges.spec.ts) meet a few of these messages; this meets all their buttons.
 */

/** The widget's default font (src/brand/default-tokens.generated.ts). */
const FONT =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const ALL_ACTIONS: GuidanceAction[] = [
  'retry',
  'adjust',
  'remove-conflicting',
  'complete-separately',
  'view-basket',
  'new-session',
  'reauthorize',
  'rerun-availability',
  'reload-prices',
  'choose-pickup',
  'register-attendees',
  'verify-phone',
  're-enter-code',
  'another-card',
  'wait',
  'check-details',
  'check-connection',
  'fix-fields',
  'contact-support',
  'new-booking',
  'go-back',
  'dismiss',
];

const guidance = (actions: GuidanceAction[]): Guidance => ({
  title: 'Title',
  message: 'Message.',
  actions,
  detail: null,
  reference: null,
  fieldErrors: {},
  keepsSelection: true,
  log: false,
});

/** A purchase step's notice (theatre or tour) with every button it can show. */
@localized()
class PurchaseNoticeHost extends LitElement {
  static override styles = [baseStyles, buttonStyles, purchaseStepStyles];
  kind: 'theatre' | 'tour' = 'theatre';
  override render() {
    return renderPurchaseGuidance({
      // 'fix-fields' would turn the notice into a plain retry: a purchase step has no fields.
      guidance: guidance(ALL_ACTIONS.filter((a) => a !== 'fix-fields')),
      map: { 'remove-conflicting': 'remove-conflicting', 'choose-pickup': 'choose-pickup' },
      words: this.kind === 'theatre' ? theatreWords() : tourWords(),
      onAction: () => undefined,
    });
  }
}
customElements.define('purchase-notice-layout-host', PurchaseNoticeHost);

const wrapped = (buttons: Iterable<Element>) =>
  [...buttons].filter((b) => lines(b) > 1).map((b) => b.textContent!.trim());

describe('the buttons of refusals and failures, in every language on a 320 px phone', () => {
  after(() => useLanguage('en'));

  for (const language of [sourceLocale, ...targetLocales]) {
    const dir = language === 'ar' ? 'rtl' : 'ltr';
    it(`${language}: a purchase step's notice, 254 px wide, each label on one line`, async () => {
      await useLanguage(language);
      for (const kind of ['theatre', 'tour'] as const) {
        // The notice in the reserve bar's card: 254 px on a 320 px phone, its text at 14 px.
        const el = await fixture<PurchaseNoticeHost>(
          html`<purchase-notice-layout-host
            dir=${dir}
            .kind=${kind}
            style="display: block; width: 254px; font-size: 14px; --tessera-font: ${FONT}"
          ></purchase-notice-layout-host>`,
        );
        await el.updateComplete;
        const buttons = el.shadowRoot!.querySelectorAll('.notice button');
        expect(buttons.length, kind).to.be.greaterThan(5);
        expect(wrapped(buttons), `${language} ${kind}`).to.deep.equal([]);
      }
    });

    it(`${language}: a checkout stage's message, 250 px wide, each label on one line`, async () => {
      await useLanguage(language);
      const found: string[] = [];
      for (const action of ALL_ACTIONS) {
        // The message in the payment's card: 250 px on a 320 px phone.
        const wrap = await fixture<HTMLDivElement>(
          html`<div dir=${dir} style="width: 250px; --tessera-font: ${FONT}">
            ${renderGuidance(guidance([action]), () => undefined)}
          </div>`,
        );
        const state = wrap.querySelector('tessera-error-state')!;
        await (state as LitElement).updateComplete;
        found.push(...wrapped(state.shadowRoot!.querySelectorAll('button')));
      }
      expect(found, language).to.deep.equal([]);
    });
  }
});
