import { expect } from '@open-wc/testing';
import {
  addDays,
  currencyDecimals,
  formatDateTime,
  formatDuration,
  formatMoney,
  toMinorUnits,
  zoneName,
} from '../../src/components/format.js';

describe('format', () => {
  it('formats minor units with the currency own decimals, not always two', () => {
    expect(formatMoney(1250, 'EUR', 'en')).to.equal('€12.50');
    expect(formatMoney(1250, 'JPY', 'en')).to.equal('¥1,250');
    expect(formatMoney(1250, 'KWD', 'en')).to.match(/1\.250/);
    expect(currencyDecimals('JPY')).to.equal(0);
    expect(currencyDecimals('KWD')).to.equal(3);
  });

  it('converts typed major units into minor units per currency', () => {
    expect(toMinorUnits(12.5, 'EUR')).to.equal(1250);
    expect(toMinorUnits(1250, 'JPY')).to.equal(1250);
  });

  it("names a time zone in the buyer's language, not by its IANA id", () => {
    expect(zoneName('Europe/London', 'en')).to.equal('United Kingdom Time');
    expect(zoneName('Europe/Paris', 'en')).to.equal('Central European Time');
    expect(zoneName('Europe/London', 'ar')).to.equal('توقيت المملكة المتحدة');
    expect(zoneName('Europe/Paris', 'de')).to.equal('Mitteleuropäische Zeit');
    // A zone the browser does not know keeps its id rather than throwing.
    expect(zoneName('Not/AZone', 'en')).to.equal('Not/AZone');
  });

  it('shows a date-time in the given zone, not the browser zone', () => {
    const iso = '2026-12-01T19:30:00+00:00';
    expect(formatDateTime(iso, 'Europe/London', 'time', 'en-GB')).to.equal('19:30');
    expect(formatDateTime(iso, 'America/New_York', 'time', 'en-GB')).to.equal('14:30');
    expect(formatDateTime(iso, 'Not/AZone', 'time', 'en-GB')).to.equal('19:30');
  });

  it('formats durations and date arithmetic', () => {
    expect(formatDuration(150, 'en')).to.equal('2 hr 30 min');
    expect(formatDuration(45, 'en')).to.equal('45 min');
    expect(addDays('2026-12-30', 3)).to.equal('2027-01-02');
  });
});
