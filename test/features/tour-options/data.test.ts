import { expect } from '@open-wc/testing';
import {
  dayParts,
  formatDay,
  initialMix,
  departureDates,
  mixKey,
} from '../../../src/features/tour-options/data.js';
import { localDate } from '../../../src/components/local-date.js';
import { rulePolicy } from '../../../src/components/fee-policy.js';
import { addToCartDetail } from '../../../src/features/tour-options/add-to-cart.js';
import type { AvailabilityOption } from '../../../src/state/rules/tour-option.js';

const adult = {
  price_type_id: 'A',
  name: 'Adult',
  agerange_min: 18,
  agerange_max: null,
  can_be_guardian: true,
  require_guardian: false,
};
const child = {
  ...adult,
  price_type_id: 'C',
  name: 'Child',
  agerange_min: 4,
  agerange_max: 12,
  can_be_guardian: false,
  require_guardian: true,
};

describe('tour step data helpers', () => {
  it('dates an instance in the tour time zone, not the browser zone', () => {
    // 23:30 in New York on 1 March is already 2 March in UTC.
    expect(localDate('2027-03-01T23:30:00-05:00', 'America/New_York')).to.equal('2027-03-01');
    expect(localDate('2027-03-01T23:30:00-05:00', 'Europe/London')).to.equal('2027-03-02');
    expect(localDate('2027-03-01T08:00:00+01:00', 'Not/AZone')).to.equal('2027-03-01');
  });

  it('lists each departure date once, in order, when a date has several instances', () => {
    const instances = [
      { start_datetime: '2027-03-02T14:00:00+00:00' },
      { start_datetime: '2027-03-01T09:00:00+00:00' },
      { start_datetime: '2027-03-02T09:00:00+00:00' },
    ];
    expect(departureDates(instances, 'Europe/London')).to.deep.equal(['2027-03-01', '2027-03-02']);
  });

  it('formats a calendar day without moving it to another day', () => {
    expect(formatDay('2027-03-01', 'en')).to.equal('Monday, March 1, 2027');
    expect(dayParts('2027-03-01', 'en')).to.deep.equal(['Mon,', 'Mar 1']);
  });

  it('splits a short day between its weekday and the rest, where a line may break', () => {
    expect(dayParts('2026-12-03', 'ar')).to.deep.equal(['الخميس،', '3 ديسمبر']);
    expect(dayParts('2026-12-03', 'de')).to.deep.equal(['Do.,', '3. Dez.']);
    // Japanese puts the weekday last: the day stays whole.
    expect(dayParts('2026-12-03', 'ja')).to.deep.equal(['12月3日(木)']);
    expect(dayParts('not a date', 'en')).to.deep.equal(['not a date']);
  });

  it('reads the config fee policy as the rules take it', () => {
    expect(rulePolicy('min')).to.deep.equal({ kind: 'min' });
    expect(rulePolicy('max')).to.deep.equal({ kind: 'max' });
    expect(rulePolicy(0.25)).to.deep.equal({ kind: 'fraction', fraction: 0.25 });
    expect(rulePolicy(undefined)).to.deep.equal({ kind: 'min' });
  });

  it('starts with the smallest group of a type that can travel alone', () => {
    expect(initialMix([child, adult], 2)).to.deep.equal({ A: 2 });
    expect(initialMix([adult], 0)).to.deep.equal({ A: 1 });
  });

  it('keys a mix by its non-zero counts in a stable order', () => {
    expect(mixKey({ C: 1, A: 2, I: 0 })).to.equal(mixKey({ A: 2, C: 1 }));
    expect(mixKey({ A: 2 })).not.to.equal(mixKey({ A: 1 }));
  });

  it('builds the GA4 add_to_cart payload with the fee per ticket of the policy', () => {
    const priced = (id: string, name: string, n: number, price: number) => ({
      ...(id === 'A' ? adult : child),
      price_type_name: name,
      number_of_tickets: n,
      price: { GBP: price },
      min_booking_fee: { GBP: 100 },
      max_booking_fee: { GBP: 300 },
      min_full_price: { GBP: price + 100 },
      max_full_price: { GBP: price + 300 },
    });
    const option = {
      available: true,
      selection_id: 'S',
      name: 'Morning',
      prices: [priced('A', 'Adult', 2, 2500), priced('C', 'Child', 1, 1500)],
    } as unknown as AvailabilityOption;
    const input = {
      option,
      currency: 'GBP',
      attractionId: 'T1',
      policy: { kind: 'max' as const },
    } as Parameters<typeof addToCartDetail>[0];
    const detail = addToCartDetail(input, 'R1', { attraction_name: 'Walk', city: 'London' });
    expect(detail.value).to.equal(2 * 28 + 18);
    expect(detail.items).to.deep.equal([
      {
        item_id: 'T1',
        item_name: 'Walk',
        item_category: 'Tour',
        item_category2: 'London',
        location_id: 'London',
        item_variant: 'Morning · Adult',
        price: 28,
        currency: 'GBP',
        quantity: 2,
      },
      {
        item_id: 'T1',
        item_name: 'Walk',
        item_category: 'Tour',
        item_category2: 'London',
        location_id: 'London',
        item_variant: 'Morning · Child',
        price: 18,
        currency: 'GBP',
        quantity: 1,
      },
    ]);
  });
});
