import { expect, fixture, html } from '@open-wc/testing';
import { useLanguage } from '../../../src/localization.js';
import { renderTravellers } from '../../../src/features/tour-options/travellers-view.js';
import type { TourSizeRules } from '../../../src/state/rules/tour.js';

/** The line under "2. Travellers" that says how many travellers a booking takes. */
async function sizeLine(tour: TourSizeRules): Promise<string> {
  const el = await fixture<HTMLDivElement>(
    html`<div>
      ${renderTravellers({
        tour,
        types: [
          { price_type_id: 'A', name: 'Adult', can_be_guardian: true, require_guardian: false },
        ],
        mix: {},
        problems: [],
        requirementHints: [],
        onChange: () => undefined,
      })}
    </div>`,
  );
  return el.querySelector('.muted')?.textContent?.trim() ?? '';
}

describe("each traveller type, in the provider's words first", () => {
  it('adds the ages and the guardian rule only where the description does not say them', async () => {
    await useLanguage('en');
    const el = await fixture<HTMLDivElement>(
      html`<div>
        ${renderTravellers({
          tour: { min_booking_size: 1, max_booking_size: 6 },
          types: [
            // The description gives the ages: "· Age 18+" would say them twice.
            {
              price_type_id: 'A',
              name: 'Adult',
              description: 'Age 18 and over',
              agerange_min: 18,
              agerange_max: null,
              can_be_guardian: true,
              require_guardian: false,
            },
            // It gives the guardian rule in its own words, not the ages.
            {
              price_type_id: 'C',
              name: 'Child',
              description: 'Must travel with an adult',
              agerange_min: 8,
              agerange_max: 17,
              can_be_guardian: false,
              require_guardian: true,
            },
            // No description: the widget says both.
            {
              price_type_id: 'I',
              name: 'Infant',
              agerange_min: 0,
              agerange_max: 3,
              can_be_guardian: false,
              require_guardian: true,
            },
          ],
          mix: {},
          problems: [],
          requirementHints: [],
          onChange: () => undefined,
        })}
      </div>`,
    );
    const rows = [...el.querySelectorAll('.travellers li')].map((li) =>
      li.firstElementChild!.textContent!.replace(/\s+/g, ' ').trim(),
    );
    expect(rows).to.deep.equal([
      'Adult Age 18 and over',
      'Child · Age 8–17 Must travel with an adult',
      'Infant · Age 0–3 Travels with an accompanying adult.',
    ]);
  });
});

describe('the travellers a tour takes per booking', () => {
  after(() => useLanguage('en'));

  it('says a range only when there is one', async () => {
    await useLanguage('en');
    expect(await sizeLine({ min_booking_size: 2, max_booking_size: 6 })).to.equal(
      '2 to 6 travellers per booking.',
    );
    expect(await sizeLine({ min_booking_size: 1, max_booking_size: 1 })).to.equal(
      '1 traveller per booking.',
    );
    // A tour of exactly four: not "4 to 4".
    expect(await sizeLine({ min_booking_size: 4, max_booking_size: 4 })).to.equal(
      '4 travellers per booking.',
    );
    expect(await sizeLine({ min_booking_size: 3, max_booking_size: 0 })).to.equal(
      'At least 3 travellers per booking.',
    );
  });

  it('in languages whose count forms differ from English', async () => {
    // French and Portuguese: one traveller is not "De 1 à 1".
    await useLanguage('fr');
    expect(await sizeLine({ min_booking_size: 1, max_booking_size: 1 })).to.equal(
      '1 voyageur par réservation.',
    );
    await useLanguage('pt');
    expect(await sizeLine({ min_booking_size: 1, max_booking_size: 1 })).to.equal(
      '1 viajante por reserva.',
    );
    // Japanese has one form for every count; Filipino's "one" holds 1, 2, 3, 5…
    await useLanguage('ja');
    expect(await sizeLine({ min_booking_size: 1, max_booking_size: 1 })).to.equal(
      '1回の予約につき1名。',
    );
    await useLanguage('fil');
    expect(await sizeLine({ min_booking_size: 1, max_booking_size: 1 })).to.equal(
      '1 biyahero bawat booking.',
    );
    expect(await sizeLine({ min_booking_size: 1, max_booking_size: 2 })).to.equal(
      '1 hanggang 2 biyahero bawat booking.',
    );
  });
});

describe("a traveller type's ages at the narrowest width", () => {
  it('keep "Age 8–17" on one line, in Arabic too (a break after the dash read "Age –8")', async () => {
    const { render } = await import('lit');
    const { tourOptionsStyles } =
      await import('../../../src/features/tour-options/tour-options.styles.js');
    for (const language of ['en', 'ar'] as const) {
      await useLanguage(language);
      const host = await fixture<HTMLDivElement>(
        html`<div
          dir=${language === 'ar' ? 'rtl' : 'ltr'}
          lang=${language}
          style="width: 150px"
        ></div>`,
      );
      const root = host.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [tourOptionsStyles.styleSheet!];
      render(
        renderTravellers({
          tour: { min_booking_size: 1, max_booking_size: 6 },
          types: [
            {
              price_type_id: 'C',
              name: 'Child traveller',
              agerange_min: 8,
              agerange_max: 17,
              can_be_guardian: false,
              require_guardian: false,
            },
          ],
          mix: {},
          problems: [],
          requirementHints: [],
          onChange: () => undefined,
        }),
        root,
      );
      const age = root.querySelector('.age')!;
      expect(age.textContent).to.match(/8–17/);
      // One line box: every fragment (a rect per text node) at the same top.
      const lines = new Set([...age.getClientRects()].map((r) => Math.round(r.top)));
      expect(lines.size, `${language}: ${age.textContent}`).to.equal(1);
    }
    await useLanguage('en');
  });
});
