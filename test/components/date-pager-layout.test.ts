import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { localized } from '@lit/localize';
import { renderDatePager } from '../../src/components/date-pager.js';
import { purchaseStepStyles } from '../../src/components/purchase-step.styles.js';
import { baseStyles, buttonStyles } from '../../src/components/shared.styles.js';
import { useLanguage } from '../../src/localization.js';
import { lines } from './text-lines.js';

/** The purchase steps' pager in their styles, at a phone's width. */
@localized()
class PagerHost extends LitElement {
  static override styles = [baseStyles, buttonStyles, purchaseStepStyles];
  override render() {
    return renderDatePager({ page: 1, total: 50, pageSize: 10, onPage: () => undefined });
  }
}
customElements.define('date-pager-layout-host', PagerHost);

/**
 * The box of an element's words: its border box less its border and padding (a text button hangs
 * those outside its line, so its words line up with the text above it).
 */
function wordsBox(el: Element): DOMRect {
  const r = el.getBoundingClientRect();
  const s = getComputedStyle(el);
  const start = Number.parseFloat(s.borderLeftWidth) + Number.parseFloat(s.paddingLeft);
  const end = Number.parseFloat(s.borderRightWidth) + Number.parseFloat(s.paddingRight);
  return new DOMRect(r.left + start, r.top, r.width - start - end, r.height);
}

/** The pager's three parts: where Earlier's words lie, the page's and Later's boxes. */
async function parts(width: number, dir: 'ltr' | 'rtl') {
  const el = await fixture<PagerHost>(
    html`<date-pager-layout-host
      dir=${dir}
      style="display: block; width: ${width}px"
    ></date-pager-layout-host>`,
  );
  await el.updateComplete;
  const [first, middle, last] = [...el.shadowRoot!.querySelector('.pager')!.children];
  // Only a line's start hangs: a box past the end would scroll its container sideways.
  const [earlier, page, later] = [
    wordsBox(first!),
    middle!.getBoundingClientRect(),
    last!.getBoundingClientRect(),
  ];
  return { el, box: el.getBoundingClientRect(), earlier: earlier!, page: page!, later: later! };
}

describe('the date pager, in long languages', () => {
  after(() => useLanguage('en'));

  for (const language of ['en', 'de', 'es', 'fr', 'fil', 'pl', 'ar']) {
    const rtl = language === 'ar';
    // A 320 px phone's step and card paddings leave about 256 px; a 375 px one about 311.
    for (const width of [256, 311]) {
      it(`${language} at ${width} px: each label on one line, the buttons at either end, the page under them`, async () => {
        await useLanguage(language);
        const { el, box, earlier, page, later } = await parts(width, rtl ? 'rtl' : 'ltr');
        const buttons = el.shadowRoot!.querySelectorAll('.pager button');
        expect([...buttons].map(lines)).to.deep.equal([1, 1]);
        // Earlier's words at the start edge, later at the end edge (under it when both do not fit).
        const [start, end] = rtl ? [box.right, box.left] : [box.left, box.right];
        expect(Math.abs((rtl ? earlier.right : earlier.left) - start)).to.be.below(1);
        expect(Math.abs((rtl ? later.left : later.right) - end)).to.be.below(1);
        if (Math.abs(earlier.top - later.top) < 1) {
          const [first, last] = rtl ? [later, earlier] : [earlier, later];
          expect(first.right).to.be.at.most(last.left + 0.5);
        }
        expect(page.top).to.be.at.least(Math.max(earlier.bottom, later.bottom) - 0.5);
        const pager = el.shadowRoot!.querySelector('.pager')!;
        expect(pager.scrollWidth).to.be.at.most(pager.clientWidth);
      });
    }
  }

  it('on a wide step: earlier, page and later on one row, in reading order', async () => {
    await useLanguage('de');
    const { box, earlier, page, later } = await parts(640, 'ltr');
    const middle = (r: DOMRect) => r.top + r.height / 2;
    expect(Math.abs(middle(earlier) - middle(page))).to.be.below(1);
    expect(Math.abs(middle(later) - middle(page))).to.be.below(1);
    expect(earlier.right).to.be.at.most(page.left + 0.5);
    expect(page.right).to.be.at.most(later.left + 0.5);
    expect(Math.abs(earlier.left - box.left)).to.be.below(1);
    expect(Math.abs(later.right - box.right)).to.be.below(1);
  });
});
