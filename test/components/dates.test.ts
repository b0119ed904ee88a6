import { expect } from '@open-wc/testing';
import { addDays, isoDate } from '../../src/components/dates.js';

describe('dates', () => {
  it('writes a date of the buyer calendar as YYYY-MM-DD, padded', () => {
    expect(isoDate(new Date(2026, 0, 5, 23, 59))).to.equal('2026-01-05');
    expect(isoDate(new Date(2026, 11, 31, 0, 0))).to.equal('2026-12-31');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).to.equal('2027-01-02');
    expect(addDays('2028-02-28', 1)).to.equal('2028-02-29');
    expect(addDays('2026-03-01', -1)).to.equal('2026-02-28');
  });
});
