import { expect } from '@open-wc/testing';
import { parseBookingFee } from '../../src/state/config-context.js';

describe('booking-fee attribute', () => {
  it('reads min, max and fractions 0..1', () => {
    expect(parseBookingFee('min')).to.equal('min');
    expect(parseBookingFee('max')).to.equal('max');
    expect(parseBookingFee('0.25')).to.equal(0.25);
    expect(parseBookingFee('.5')).to.equal(0.5);
    expect(parseBookingFee('1')).to.equal(1);
    expect(parseBookingFee('0')).to.equal(0);
  });

  it('reads anything else, or nothing, as min', () => {
    for (const value of [null, undefined, '', '1.5', '-0.1', 'half', '50%', 'NaN', 'Infinity']) {
      expect(parseBookingFee(value), String(value)).to.equal('min');
    }
  });
});
