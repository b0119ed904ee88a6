// Code 39 names the limit: the requirement of an option that the mix misses.
import { expect } from '@open-wc/testing';
import { mixLimitHint } from '../../../src/state/rules/tour-option.js';
import { option } from './fixtures.js';

const twoAdults = [
  [
    {
      price_type_id: 'adult',
      price_type_name: 'Adult',
      min_count_required: 2,
      max_count_required: null,
    },
  ],
];
const atMostTwoInfants = [
  [
    {
      price_type_id: 'infant',
      price_type_name: 'Infant',
      min_count_required: 0,
      max_count_required: 2,
    },
  ],
];

describe('mixLimitHint', () => {
  it('names the requirement the mix misses', () => {
    const options = [
      option(),
      option({ available: false, selection_id: null, price_types_required: atMostTwoInfants }),
    ];
    expect(mixLimitHint(options, { adult: 1, infant: 3 })).to.equal('Needs at most 2 Infant');
    expect(mixLimitHint([option({ price_types_required: twoAdults })], { adult: 1 })).to.equal(
      'Needs at least 2 Adult',
    );
  });

  it('is null when no option states a limit the mix misses', () => {
    expect(mixLimitHint(undefined, { adult: 1 })).to.equal(null);
    expect(mixLimitHint([option()], { adult: 5 })).to.equal(null);
    expect(
      mixLimitHint([option({ price_types_required: atMostTwoInfants })], { infant: 2 }),
    ).to.equal(null);
  });
});
