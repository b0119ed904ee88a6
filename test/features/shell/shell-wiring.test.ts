import { expect } from '@open-wc/testing';
import { routeForStepRequest } from '../../../src/features/shell/step-requests.js';
import type { StepRequest } from '../../../src/events.js';
import { normalizeLanguage, widgetConfig } from '../../../src/features/shell/widget-settings.js';
import type { Route } from '../../../src/state/route.js';

describe('shell wiring', () => {
  const search: Route = { view: 'search', query: { city: 'paris', q: 'opera' } };

  it('a step request keeps the search query on the way to the next step', () => {
    expect(routeForStepRequest(search, { step: 'basket' })).to.deep.equal({
      view: 'basket',
      query: { city: 'paris', q: 'opera' },
    });
    expect(
      routeForStepRequest(search, { step: 'attraction', params: { id: 'TH-1' } }),
    ).to.deep.equal({ view: 'attraction', id: 'TH-1', query: { city: 'paris', q: 'opera' } });
    expect(routeForStepRequest({ view: 'landing' }, { step: 'search' })).to.deep.equal({
      view: 'search',
      query: {},
    });
  });

  it('"back to the attraction" from a booking reuses the booking\'s attraction id', () => {
    const book: Route = { view: 'book', kind: 'tour', id: 'TO-1', query: {} };
    expect(routeForStepRequest(book, { step: 'attraction' })).to.deep.equal({
      view: 'attraction',
      id: 'TO-1',
      query: {},
    });
  });

  it('attendees and the confirmation are checkout; already at checkout nothing moves', () => {
    for (const step of ['checkout', 'attendees', 'confirmation'] as const) {
      expect(routeForStepRequest(search, { step })).to.deep.equal({
        view: 'checkout',
        query: search.query,
      });
      expect(routeForStepRequest({ view: 'checkout', query: {} }, { step })).to.equal(undefined);
    }
    // A request from an older step element, of a step this root does not know, moves nothing.
    const unknown = { step: 'nowhere' } as unknown as StepRequest;
    expect(routeForStepRequest(search, unknown)).to.equal(undefined);
  });

  it('the language attribute becomes a BCP 47 tag Intl accepts', () => {
    expect(normalizeLanguage('fr_ca')).to.equal('fr-CA');
    expect(normalizeLanguage('ES')).to.equal('es');
    expect(normalizeLanguage('')).to.equal('en');
    expect(normalizeLanguage('not a tag')).to.equal('en');
    const config = widgetConfig({
      apiBase: '',
      distributor: 'd',
      language: 'es_MX',
      currency: 'gbp',
      apiVersion: 'v2',
      bookingFee: '0.5',
      dataLayer: false,
    });
    expect(config).to.include({ language: 'es-MX', currency: 'GBP', bookingFee: 0.5 });
    expect(() => new Intl.DateTimeFormat(config.language)).not.to.throw();
  });
});
