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
      { view: 'book', kind: 'tour', id: 'TO-LON-01', query: { city: 'london' } },
      { view: 'book', kind: 'theatre', id: 'TH-LON-01', performanceId: 'inst 7', query: {} },
      { view: 'basket', query: { q: 'jazz' } },
      { view: 'checkout', query: {} },
      { view: 'checkout', stage: 'details', query: {} },
      { view: 'checkout', stage: 'attendees', query: { city: 'london' } },
      { view: 'checkout', stage: 'phone', query: {} },
      { view: 'checkout', stage: 'payment', query: { q: 'jazz', page: 2 } },
      { view: 'checkout', stage: 'confirmation', query: {} },
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
    expect(parseRoute('book/tour/')).to.deep.equal({ view: 'landing' });
    expect(parseRoute('book/boat/TO-1')).to.deep.equal({ view: 'landing' });
    expect(parseRoute('book/tour/%E0%A4%A')).to.deep.equal({ view: 'landing' });
  });

  it('writes each checkout stage as its own path, beside the search', () => {
    expect(
      serializeRoute({ view: 'checkout', stage: 'payment', query: { city: 'paris' } }),
    ).to.equal('checkout/payment?city=paris');
    expect(serializeRoute({ view: 'checkout', query: {} })).to.equal('checkout');
  });

  it('drops an unknown checkout stage and keeps checkout with its search', () => {
    for (const value of ['checkout/bogus', 'checkout/', 'checkout/payment/x', 'checkout/PAYMENT'])
      expect(parseRoute(`${value}?city=rome`), value).to.deep.equal({
        view: 'checkout',
        query: { city: 'rome' },
      });
    expect(parseRoute('checkout?stage=payment')).to.deep.equal({ view: 'checkout', query: {} });
  });

  it('writes the performance of a booking as its own parameter beside the search', () => {
    expect(
      serializeRoute({
        view: 'book',
        kind: 'theatre',
        id: 'TH 1',
        performanceId: 'i-9',
        query: { city: 'paris' },
      }),
    ).to.equal('book/theatre/TH%201?city=paris&performance=i-9');
  });

  it('still opens a link or kept route that names the performance `instance`', () => {
    expect(parseRoute('book/theatre/TH-1?instance=i-9&city=paris')).to.deep.equal({
      view: 'book',
      kind: 'theatre',
      id: 'TH-1',
      performanceId: 'i-9',
      query: { city: 'paris' },
    });
    expect(parseRoute('book/theatre/TH-1?performance=p-2&instance=i-9')).to.include({
      performanceId: 'p-2',
    });
  });

  it("reads a deep link's tour date and party, and drops malformed ones", () => {
    expect(parseRoute('book/tour/TO-1?date=2026-12-03&party=ADULT:2,CHILD:1')).to.deep.equal({
      view: 'book',
      kind: 'tour',
      id: 'TO-1',
      query: {},
      date: '2026-12-03',
      party: { ADULT: 2, CHILD: 1 },
    });
    expect(parseRoute('book/theatre/TH-1?performance=P1&party=101-ADULT:3')).to.deep.equal({
      view: 'book',
      kind: 'theatre',
      id: 'TH-1',
      performanceId: 'P1',
      query: {},
      party: { '101-ADULT': 3 },
    });
    // A bad date, a count of 0 or 100, a pair without a count: dropped, the step opens as usual.
    expect(parseRoute('book/tour/TO-1?date=3%20Dec&party=A:0,B:100,C')).to.deep.equal({
      view: 'book',
      kind: 'tour',
      id: 'TO-1',
      query: {},
    });
    const link: Route = {
      view: 'book',
      kind: 'tour',
      id: 'T',
      query: {},
      date: '2026-12-03',
      party: { A: 2 },
    };
    expect(parseRoute(serializeRoute(link))).to.deep.equal(link);
  });

  it('reads and writes "Your bookings"', () => {
    expect(parseRoute('bookings?q=jazz')).to.deep.equal({ view: 'bookings', query: { q: 'jazz' } });
    expect(serializeRoute({ view: 'bookings', query: {} })).to.equal('bookings');
  });

  it('maps a showcase redirect_url with API parameter names to a search query', () => {
    expect(
      queryFromRedirectUrl('/attractions?city=paris&tag_ids=4,5&search_term=boat'),
    ).to.deep.equal({ city: 'paris', q: 'boat', tags: [4, 5] });
  });

  it('keeps the redirect_url parameters named alike in both (categories, sort), drops unknown ones', () => {
    expect(
      queryFromRedirectUrl('/attractions?categories=7,8&sort=rating&group_id=2&utm_source=x'),
    ).to.deep.equal({ categories: [7, 8], sort: 'rating', group: 2 });
  });
});
