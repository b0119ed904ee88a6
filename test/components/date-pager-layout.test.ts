import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { localized } from '@lit/localize';
import { renderDatePager } from '../../src/components/date-pager.js';
import { purchaseStepStyles } from '../../src/components/purchase-step.styles.js';
import { baseStyles, buttonStyles } from '../../src/components/shared.styles.js';
import { useLanguage } from '../../src/localization.js';

/** The purchase steps' pager in their styles, at a phone's width. */
@localized()
class PagerHost extends LitElement {
  static override styles = [baseStyles, buttonStyles, purchaseStepStyles];
  override render() {
    return renderDatePager({ page: 1, total: 50, pageSize: 10, onPage: () => undefined });
  }
}
customElements.define('date-pager-layout-host', PagerHost);

/** The pager's three parts' boxes. */
async function parts(width: number, dir: 'ltr' | 'rtl') {
  const el = await fixture<PagerHost>(
    html`<date-pager-layout-host
      dir=${dir}
      style="display: block; width: ${width}px"
    ></date-pager-layout-host>`,
  );
  await el.updateComplete;
  const [earlier, page, later] = [...el.shadowRoot!.querySelector('.pager')!.children].map((c) =>
    c.getBoundingClientRect(),
  );
  return { el, box: el.getBoundingClientRect(), earlier: earlier!, page: page!, later: later! };
}

describe('the date pager on a phone, in long languages', () => {
  after(() => useLanguage('en'));

  for (const language of ['en', 'de', 'es', 'fr', 'fil', 'pl', 'ar']) {
    // A 320 px phone's step and card paddings leave about 256 px; a 375 px one about 311.
    for (const width of [256, 311]) {
      it(`${language} at ${width} px: earlier, page and later side by side, inside the step`, async () => {
        await useLanguage(language);
        const { el, box, earlier, page, later } = await parts(
          width,
          language === 'ar' ? 'rtl' : 'ltr',
        );
        // One row: each part's middle on the page label's line (a label may wrap in its button).
        const middle = (r: DOMRect) => r.top + r.height / 2;
        expect(Math.abs(middle(earlier) - middle(page))).to.be.below(page.height);
        expect(Math.abs(middle(later) - middle(page))).to.be.below(page.height);
        // In reading order, none overlapping, none outside the step.
        const [first, last] = language === 'ar' ? [later, earlier] : [earlier, later];
        expect(first.right).to.be.at.most(page.left + 0.5);
        expect(page.right).to.be.at.most(last.left + 0.5);
        expect(first.left).to.be.at.least(box.left - 0.5);
        expect(last.right).to.be.at.most(box.right + 0.5);
        const pager = el.shadowRoot!.querySelector('.pager')!;
        expect(pager.scrollWidth).to.be.at.most(pager.clientWidth);
      });
    }
  }
});
