import { expect } from '@open-wc/testing';
import {
  parseRoute,
  queryFromRedirectUrl,
  serializeRoute,
  type Route,
} from '../../src/state/route.js';

describe('route', () => {
  it('round-trips search and attraction routes through the tessera parameter value', () => {
    const routes: Route[] = [
      { view: 'landing' },
      {
        view: 'search',
        query: { city: 'london', from: '2026-12-01', q: 'jazz', tags: [1, 3], sort: 'rating' },
      },
      { view: 'attraction', id: 'abc/12 3', query: { from: '2026-12-01' } },
    ];
    for (const route of routes) expect(parseRoute(serializeRoute(route))).to.deep.equal(route);
  });

  it('drops malformed values and opens the landing page for unknown views', () => {
    expect(parseRoute('search?type=x&sort=bogus&tags=1,a,2')).to.deep.equal({
      view: 'search',
      query: { tags: [1, 2] },
    });
    expect(parseRoute('nonsense')).to.deep.equal({ view: 'landing' });
    expect(parseRoute(null)).to.deep.equal({ view: 'landing' });
  });

  it('maps a showcase redirect_url with API parameter names to a search query', () => {
    expect(
      queryFromRedirectUrl('/attractions?city=paris&tag_ids=4,5&search_term=boat'),
    ).to.deep.equal({ city: 'paris', q: 'boat', tags: [4, 5] });
  });
});
