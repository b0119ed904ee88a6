import { expect, fixture, html } from '@open-wc/testing';
import { bookingStepOf } from '../../src/components/booking-steps.js';
import '../../src/components/tessera-booking-steps.js';
import type { TesseraBookingSteps } from '../../src/components/tessera-booking-steps.js';
import type { Route } from '../../src/state/route.js';
import { useLanguage } from '../../src/localization.js';
import { sourceLocale, targetLocales } from '../../src/generated/locale-codes.js';

const current = (el: TesseraBookingSteps) =>
  [...el.shadowRoot!.querySelectorAll('li[aria-current="step"]')].map((li) =>
    li.textContent!.replace(/\s+/g, ' ').trim(),
  );

describe('step indicator', () => {
  it('names the purchase step of each route; none while searching and browsing', () => {
    const q = {};
    const cases: [Route, string | undefined][] = [
      [{ view: 'landing' }, undefined],
      [{ view: 'search', query: q }, undefined],
      [{ view: 'attraction', id: 'A', query: q }, undefined],
      [{ view: 'book', kind: 'tour', id: 'A', query: q }, 'tickets'],
      [{ view: 'basket', query: q }, 'basket'],
      [{ view: 'checkout', query: q }, 'details'],
      [{ view: 'checkout', stage: 'attendees', query: q }, 'details'],
      [{ view: 'checkout', stage: 'phone', query: q }, 'details'],
      [{ view: 'checkout', stage: 'payment', query: q }, 'payment'],
      [{ view: 'checkout', stage: 'confirmation', query: q }, 'confirmation'],
    ];
    for (const [route, step] of cases)
      expect(bookingStepOf(route), JSON.stringify(route)).to.equal(step);
  });

  it('marks the current step as the route moves, and is accessible', async () => {
    const el = await fixture<TesseraBookingSteps>(
      html`<tessera-booking-steps
        .route=${{ view: 'checkout', stage: 'payment', query: {} }}
      ></tessera-booking-steps>`,
    );
    expect(current(el)).to.deep.equal(['4 Payment']);
    expect(el.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).to.equal(
      'Booking steps',
    );
    await expect(el).to.be.accessible();
    el.route = { view: 'basket', query: {} };
    await el.updateComplete;
    expect(current(el)).to.deep.equal(['2 Basket']);
    el.route = { view: 'search', query: {} };
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('nav')).to.equal(null);
  });

  it('fits 320 px without scrolling sideways, the current step named on screen', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div style="width: 320px">
        <tessera-booking-steps
          .route=${{ view: 'checkout', stage: 'confirmation', query: {} }}
        ></tessera-booking-steps>
      </div>`,
    );
    const el = wrap.querySelector('tessera-booking-steps')!;
    await el.updateComplete;
    const ol = el.shadowRoot!.querySelector('ol')!;
    expect(ol.scrollWidth).to.be.at.most(ol.clientWidth);
    const label = el.shadowRoot!.querySelector('li[aria-current="step"] .label')!;
    expect(label.getBoundingClientRect().width).to.be.greaterThan(20);
  });
});

/** The widget's default font (src/brand/default-tokens.generated.ts). */
const FONT =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

describe('step indicator, in every language on a 320 px phone', () => {
  after(() => useLanguage('en'));
  const stages: Route[] = [
    { view: 'book', kind: 'tour', id: 'A', query: {} },
    { view: 'basket', query: {} },
    { view: 'checkout', query: {} },
    { view: 'checkout', stage: 'payment', query: {} },
    { view: 'checkout', stage: 'confirmation', query: {} },
  ];
  for (const language of [sourceLocale, ...targetLocales]) {
    it(`${language}: the five numbers on one row at every step, nothing past the edge`, async () => {
      await useLanguage(language);
      // A 320 px phone's widget padding leaves 288 px.
      const wrap = await fixture<HTMLDivElement>(
        html`<div
          style="width: 288px; --tessera-font: ${FONT}"
          dir=${language === 'ar' ? 'rtl' : 'ltr'}
        >
          <tessera-booking-steps></tessera-booking-steps>
        </div>`,
      );
      const el = wrap.querySelector('tessera-booking-steps')!;
      for (const route of stages) {
        el.route = route;
        await el.updateComplete;
        const tops = [...el.shadowRoot!.querySelectorAll('.number')].map((n) =>
          Math.round(n.getBoundingClientRect().top),
        );
        expect(new Set(tops).size, `${language} ${JSON.stringify(route)}: rows`).to.equal(1);
        const ol = el.shadowRoot!.querySelector('ol')!;
        expect(ol.scrollWidth, `${language} ${JSON.stringify(route)}`).to.be.at.most(
          ol.clientWidth,
        );
        // A name on two lines may not keep a one-line width: the next number would stand apart.
        const label = el.shadowRoot!.querySelector('li[aria-current="step"] .label')!;
        const range = document.createRange();
        range.selectNodeContents(label);
        const widest = Math.max(...[...range.getClientRects()].map((r) => r.width));
        expect(
          label.getBoundingClientRect().width - widest,
          `${language} ${JSON.stringify(route)}: room left beside "${label.textContent}"`,
        ).to.be.at.most(4);
      }
    });
  }
});
