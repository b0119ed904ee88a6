import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  ageRangeText,
  countRange,
  meetsRequirements,
  missingGuardian,
  mixProblems,
  mixTotal,
  requirementHint,
  type PriceTypeRequirement,
  type TravellerType,
} from '../../../src/state/rules/tour.js';
import { ADULT, CHILD, SENIOR, tourType } from './fixtures.js';

const tour = { min_booking_size: 2, max_booking_size: 6 };
const types = [ADULT, CHILD, SENIOR];
const codes = (problems: { code: number | null }[]) => problems.map((p) => p.code);

const req = (id: string, name: string, min: number, max: number | null): PriceTypeRequirement => ({
  price_type_id: id,
  price_type_name: name,
  min_count_required: min,
  max_count_required: max,
});

describe('traveller types', () => {
  it('words the age range of an unbounded type as "Adult" and of a bounded one as its range', () => {
    expect(ageRangeText(ADULT)).to.equal('Adult');
    expect(ageRangeText(CHILD)).to.equal('4–12');
  });

  it('reads a blank upper bound (empty string) as adult, for list and availability types alike', () => {
    const blank: TravellerType = { ...tourType('x', 'Student'), agerange_max: ' ' };
    expect(ageRangeText(blank)).to.equal('Adult');
    const fromAvailability: TravellerType = {
      price_type_id: 'inf',
      price_type_name: 'Infant',
      agerange_min: 0,
      agerange_max: 3,
      can_be_guardian: false,
      require_guardian: true,
    };
    expect(ageRangeText(fromAvailability)).to.equal('0–3');
    expect(ageRangeText({ ...fromAvailability, agerange_max: '' })).to.equal('Adult');
  });
});

describe('traveller mix', () => {
  it('refuses a total below min_booking_size (code 37) and above max_booking_size (code 38)', () => {
    expect(codes(mixProblems(tour, types, { adult: 1 }))).to.deep.equal([37]);
    expect(codes(mixProblems(tour, types, { adult: 7 }))).to.deep.equal([38]);
    expect(mixProblems(tour, types, { adult: 2 })).to.deep.equal([]);
  });

  it('needs a traveller who can be a guardian when one requires a guardian', () => {
    expect(missingGuardian(types, { child: 2 })).to.equal(true);
    expect(missingGuardian(types, { child: 2, senior: 1 })).to.equal(false);
    const problems = mixProblems(tour, types, { child: 2 });
    expect(codes(problems)).to.deep.equal([39]);
    expect(problems[0].message).to.equal('Child must travel with at least one Adult or Senior.');
  });

  it('offers counts up to what keeps the total within max_booking_size', () => {
    expect(countRange(tour, types, { adult: 2, child: 1 }, 'child')).to.deep.equal({
      min: 0,
      max: 4,
    });
    expect(countRange(tour, types, { adult: 6 }, 'child')).to.deep.equal({ min: 0, max: 0 });
  });

  it('offers nothing for a type that needs a guardian on a tour where nobody can be one', () => {
    expect(countRange(tour, [CHILD], {}, 'child')).to.deep.equal({ min: 0, max: 0 });
    expect(mixProblems(tour, [CHILD], { child: 2 })[0].message).to.match(/cannot be booked/);
  });

  it('property: a mix the rules accept satisfies min/max booking size and the guardian rule', () => {
    const type = fc.record({
      price_type_id: fc.constantFrom('a', 'b', 'c', 'd'),
      can_be_guardian: fc.boolean(),
      require_guardian: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(type, { selector: (t) => t.price_type_id, minLength: 1, maxLength: 4 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.integer({ min: 0, max: 8 })),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 10 }),
        (ts, mix, min, extra) => {
          const rules = { min_booking_size: min, max_booking_size: min + extra };
          if (mixProblems(rules, ts, mix).length > 0) return true;
          const total = mixTotal(mix);
          const chosen = ts.filter((t) => (mix[t.price_type_id] ?? 0) > 0);
          const guardianOk =
            !chosen.some((t) => t.require_guardian) || chosen.some((t) => t.can_be_guardian);
          return total >= min && total <= min + extra && guardianOk;
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: a count inside countRange never pushes the total over max_booking_size', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('adult', 'child', 'senior'), fc.integer({ min: 0, max: 5 })),
        fc.constantFrom('adult', 'child', 'senior'),
        fc.integer({ min: 1, max: 12 }),
        (mix, id, max) => {
          const rules = { min_booking_size: 1, max_booking_size: max };
          const { max: upper } = countRange(rules, types, mix, id);
          const others = mixTotal(mix) - (mix[id] ?? 0);
          return upper === 0 || others + upper <= max;
        },
      ),
    );
  });
});

describe('price_types_required', () => {
  const required = [
    [req('adult', 'Adult', 1, null), req('child', 'Child', 0, 2)],
    [req('senior', 'Senior', 2, 2)],
  ];

  it('holds when any one alternative holds', () => {
    expect(meetsRequirements(required, { adult: 1, child: 2 })).to.equal(true);
    expect(meetsRequirements(required, { senior: 2, child: 5 })).to.equal(true);
    expect(meetsRequirements(required, { adult: 1, child: 3 })).to.equal(false);
    expect(meetsRequirements(required, { child: 1 })).to.equal(false);
    expect(meetsRequirements(null, {})).to.equal(true);
  });

  it('reads as a hint built from the type names', () => {
    expect(requirementHint([required[0]])).to.equal('Needs at least 1 Adult and at most 2 Child');
    expect(requirementHint(required)).to.equal(
      'Needs at least 1 Adult and at most 2 Child or exactly 2 Senior',
    );
    expect(requirementHint([[req('adult', 'Adult', 1, 3)]])).to.equal('Needs 1 to 3 Adult');
    expect(requirementHint(null)).to.equal(null);
  });
});
