import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { formatDate, serializeQuery } from '../../src/api/query.js';
import { createApiClient } from '../../src/api/index.js';
import { createFetchDouble, json, withSession } from './fetch-double.js';

describe('query serialization (doc 2 parameter types)', () => {
  it('joins id lists with literal commas', () => {
    expect(serializeQuery({ tag_ids: [1, 2, 3] })).to.equal('?tag_ids=1,2,3');
    expect(serializeQuery({ categories: ['a', 'b'] })).to.equal('?categories=a,b');
  });

  it('writes booleans as true/false, numbers as given, and leaves out undefined, null and empty lists', () => {
    expect(
      serializeQuery({
        alternative_results: true,
        page: 0,
        latitude: 51.5,
        skip: undefined,
        none: null,
        tag_ids: [],
        also: false,
      }),
    ).to.equal('?alternative_results=true&page=0&latitude=51.5&also=false');
    expect(serializeQuery({})).to.equal('');
    expect(serializeQuery(undefined)).to.equal('');
  });

  it('formats Date values as the local calendar day YYYY-MM-DD', () => {
    expect(formatDate(new Date(2026, 0, 5, 23, 59))).to.equal('2026-01-05');
    expect(serializeQuery({ date_start: new Date(2026, 11, 31) })).to.equal(
      '?date_start=2026-12-31',
    );
    expect(serializeQuery({ date_start: new Date(Number.NaN) })).to.equal('');
  });

  it('escapes reserved characters in values (search terms)', () => {
    expect(serializeQuery({ search_term: 'a&b=c ü' })).to.equal('?search_term=a%26b%3Dc+%C3%BC');
  });

  it('round-trips any string value through URLSearchParams', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const q = serializeQuery({ search_term: s });
        return new URLSearchParams(q.slice(1)).get('search_term') === s;
      }),
    );
  });

  it('is what the client sends for a v2 attractions search', async () => {
    const double = createFetchDouble(withSession(() => json({ results: [], total: 0 })));
    const client = createApiClient({
      baseUrl: '',
      distributorId: 'd',
      language: 'fr',
      currency: 'CHF',
      fetch: double.fetch,
      storage: null,
    });
    await client.listAttractions({
      date_start: '2026-05-01',
      date_end: '2026-05-31',
      city: 'paris',
      tag_ids: [4, 9],
      categories: [12, 13],
      alternative_results: false,
      min_price: 1000,
      group_id: undefined,
    });
    const url = double.requests.at(-1)!.url;
    expect(url).to.equal(
      '/v2/attractions?date_start=2026-05-01&date_end=2026-05-31&city=paris&tag_ids=4,9' +
        '&categories=12,13&alternative_results=false&min_price=1000&language_code=fr&currency=CHF',
    );
  });

  it('lets the caller override the config language and currency', async () => {
    const double = createFetchDouble(withSession(() => json({ results: [], total: 0 })));
    const client = createApiClient({
      baseUrl: '',
      distributorId: 'd',
      language: 'fr',
      currency: 'CHF',
      fetch: double.fetch,
      storage: null,
    });
    await client.listAttractions({
      date_start: '2026-05-01',
      language_code: 'en',
      currency: 'USD',
    });
    const query = double.requests.at(-1)!.query;
    expect(query.get('language_code')).to.equal('en');
    expect(query.get('currency')).to.equal('USD');
  });
});
