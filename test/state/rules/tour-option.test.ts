import { expect } from '@open-wc/testing';
import {
  buildTourReservation,
  carryOverChoice,
  carryOverMessage,
  defaultTourLanguage,
  optionMatchesMix,
  optionPricing,
  optionUnavailableReason,
  tourLanguages,
  tourReservationProblems,
  type TourReservationInput,
} from '../../../src/state/rules/tour-option.js';
import {
  pickupMapUrl,
  pickupProblems,
  searchPickupPoints,
  sortPickupPoints,
} from '../../../src/state/rules/tour-pickup.js';
import { RuleViolation } from '../../../src/state/rules/problem.js';
import { addressLines } from '../../../src/state/rules/address.js';
import { ADULT, CHILD, SENIOR, option, pickup } from './fixtures.js';

const tourRules = { min_booking_size: 1, max_booking_size: 8, pickup_required: true };

function input(extra: Partial<TourReservationInput> = {}): TourReservationInput {
  return {
    tour: tourRules,
    types: [ADULT, CHILD, SENIOR],
    attractionId: 'tour-1',
    date: '2026-12-01',
    currency: 'EUR',
    languageCode: 'en',
    option: option(),
    mix: { adult: 2, child: 1 },
    policy: { kind: 'min' },
    tourLanguage: 'pt',
    pickup: { pickupId: 'p-a' },
    ...extra,
  };
}

describe('availability option pricing', () => {
  it('prices each traveller type for the mix with the fee per ticket, and the total', () => {
    const priced = optionPricing(option(), 'EUR', { kind: 'max' })!;
    expect(
      priced.lines.map((l) => [l.name, l.count, l.money.fullPrice, l.lineTotal]),
    ).to.deep.equal([
      ['Adult', 2, 4300, 8600],
      ['Child', 1, 1300, 1300],
    ]);
    expect(priced.totals).to.include({ tickets: 3, total: 9900, fees: 900 });
  });

  it('has no price when the option is not available', () => {
    expect(
      optionPricing(option({ available: false, prices: null }), 'EUR', { kind: 'min' }),
    ).to.equal(null);
  });

  it('tells whether the option was priced for the current mix', () => {
    expect(optionMatchesMix(option(), { adult: 2, child: 1, senior: 0 })).to.equal(true);
    expect(optionMatchesMix(option(), { adult: 3, child: 1 })).to.equal(false);
  });

  it('explains an unavailable option from its price_types_required', () => {
    const o = option({
      available: false,
      selection_id: null,
      prices: null,
      price_types_required: [
        [
          {
            price_type_id: 'adult',
            price_type_name: 'Adult',
            min_count_required: 2,
            max_count_required: null,
          },
        ],
      ],
    });
    expect(optionUnavailableReason(o)).to.equal('Needs at least 2 Adult');
    expect(optionUnavailableReason(option())).to.equal(null);
  });

  it('lists languages by name and preselects the buyer language or the only one', () => {
    expect(tourLanguages(option()).map((l) => l.key)).to.deep.equal(['en', 'pt']);
    // Named in the buyer's language as the basket names the chosen one (it has only the key);
    // a key Intl does not know keeps the API's label.
    const spoken = { languages_spoken: { de: 'German', es: 'Spanish', 'x-guide': 'Audio guide' } };
    expect(tourLanguages(option(spoken), 'pl').map((l) => l.label)).to.deep.equal([
      'Audio guide',
      'hiszpański',
      'niemiecki',
    ]);
    expect(defaultTourLanguage(option(), 'pt-BR')).to.equal('pt');
    expect(defaultTourLanguage(option(), 'de')).to.equal(null);
    expect(defaultTourLanguage(option({ languages_spoken: { es: 'Spanish' } }), 'de')).to.equal(
      'es',
    );
  });
});

describe('pickup points', () => {
  const points = option().pickup_points;

  it('sorts alphabetically with notListed first', () => {
    const unsorted = [pickup('p-z', 'Zoo'), ...points];
    expect(sortPickupPoints(unsorted).map((p) => p.service_pickup_id)).to.deep.equal([
      'notListed',
      'p-a',
      'p-b',
      'p-z',
    ]);
  });

  it('searches name and address ignoring accents, keeping notListed', () => {
    const found = searchPickupPoints([...points, pickup('p-c', 'Café Brasileira')], 'cafe');
    expect(found.map((p) => p.service_pickup_id)).to.deep.equal(['notListed', 'p-c']);
  });

  it('needs a point when pickup_required, one of the listed points (code 26), and text for notListed', () => {
    expect(
      pickupProblems({ pickup_required: true }, points, { pickupId: null }).map((p) => p.code),
    ).to.deep.equal([26]);
    expect(pickupProblems({ pickup_required: false }, points, { pickupId: null })).to.deep.equal(
      [],
    );
    expect(
      pickupProblems({ pickup_required: true }, points, { pickupId: 'p-gone' })[0].code,
    ).to.equal(26);
    expect(
      pickupProblems({ pickup_required: true }, points, {
        pickupId: 'notListed',
        pickupEntry: ' ',
      })[0].field,
    ).to.equal('pickup_entry');
    expect(
      pickupProblems({ pickup_required: true }, points, {
        pickupId: 'notListed',
        pickupEntry: 'Hotel Avenida',
      }),
    ).to.deep.equal([]);
  });

  it('gives address lines and a map link from [longitude, latitude]', () => {
    expect(addressLines(points[1]!.pickup_address)).to.deep.equal(['1 Belem Street', 'Old Town']);
    expect(pickupMapUrl(points[1])).to.equal(
      'https://www.openstreetmap.org/?mlat=38.71&mlon=-9.14#map=16/38.71/-9.14',
    );
    expect(pickupMapUrl(points[0])).to.equal(null);
  });
});

describe('tour reservation body', () => {
  it('sends selection_id, tickets with the fee per ticket, language, pickup and to_basket true', () => {
    expect(buildTourReservation(input())).to.deep.equal({
      attraction_id: 'tour-1',
      date: '2026-12-01',
      currency: 'EUR',
      selection_id: 'sel-1',
      tickets: [
        { price_type_id: 'adult', number_of_tickets: 2, booking_fee: 100 },
        { price_type_id: 'child', number_of_tickets: 1, booking_fee: 100 },
      ],
      language_code: 'en',
      to_basket: true,
      tour_language: 'pt',
      pickup_id: 'p-a',
    });
  });

  it('sends pickup_entry only with notListed', () => {
    const body = buildTourReservation(
      input({ pickup: { pickupId: 'notListed', pickupEntry: ' Hotel Avenida ' } }),
    );
    expect(body).to.include({ pickup_id: 'notListed', pickup_entry: 'Hotel Avenida' });
    expect(
      buildTourReservation(input({ pickup: { pickupId: 'p-a', pickupEntry: 'ignored' } })),
    ).not.to.have.property('pickup_entry');
  });

  it('refuses a mix that differs from the priced one (51), an unmet requirement (39) and a missing language choice (51)', () => {
    expect(tourReservationProblems(input({ mix: { adult: 3 } })).map((p) => p.code)).to.deep.equal([
      51,
    ]);
    const required = option({
      price_types_required: [
        [
          {
            price_type_id: 'adult',
            price_type_name: 'Adult',
            min_count_required: 3,
            max_count_required: null,
          },
        ],
      ],
    });
    expect(tourReservationProblems(input({ option: required })).map((p) => p.code)).to.deep.equal([
      39,
    ]);
    expect(() => buildTourReservation(input({ tourLanguage: null }))).to.throw(
      RuleViolation,
      /tour language/,
    );
  });
});

describe('after a 424 code 33 (selection expired)', () => {
  const previous = {
    optionName: 'Morning tour',
    startDatetime: '2026-12-01T10:00:00+01:00',
    tourLanguage: 'pt',
    pickup: { pickupId: 'notListed', pickupEntry: 'Hotel Avenida' },
  };

  it('keeps the same option, language and pickup when they are still offered', () => {
    const fresh = option({ selection_id: 'sel-2' });
    const carried = carryOverChoice(previous, [option({ name: 'Evening tour' }), fresh]);
    expect(carried.option?.selection_id).to.equal('sel-2');
    expect(carried).to.deep.include({ tourLanguage: 'pt', pickup: previous.pickup, lost: [] });
    expect(carryOverMessage(carried)).to.match(/kept your choices/);
  });

  it('drops what is no longer offered and says so', () => {
    const fresh = option({
      languages_spoken: { en: 'English' },
      pickup_points: [pickup('p-a', 'Alfama')],
    });
    const carried = carryOverChoice(previous, [fresh]);
    expect(carried.option).to.equal(fresh);
    expect(carried).to.deep.include({
      tourLanguage: null,
      pickup: { pickupId: null },
      lost: ['language', 'pickup'],
    });
    const gone = carryOverChoice(previous, [option({ available: false, selection_id: null })]);
    expect(gone.option).to.equal(null);
    expect(gone.lost).to.include('option');
    expect(carryOverMessage(gone)).to.match(/no longer available/);
  });
});
