import { expect } from '@open-wc/testing';
import '../../../src/tessera-booking.js';
import type { TesseraBooking } from '../../../src/tessera-booking.js';
import { deepAll, waitFor } from '../sandbox-helpers.js';

describe('<tessera-landing>', () => {
  it('showcases that cannot be read: the error view in their place, with Try again', async () => {
    const el = document.createElement('tessera-booking') as TesseraBooking;
    // No API there: every request is refused.
    el.setAttribute('api-base', `${location.origin}/no-api-here`);
    el.setAttribute('distributor', 'd');
    el.setAttribute('routing', 'none');
    document.body.append(el);
    try {
      const landing = await waitFor(() => deepAll(el, 'tessera-landing')[0]);
      const error = await waitFor(() => landing.shadowRoot?.querySelector('tessera-error-state'));
      expect(error.getAttribute('step')).to.equal('landing');
      expect(landing.shadowRoot!.querySelector('tessera-skeleton')).to.equal(null);
    } finally {
      el.remove();
    }
  });
});
