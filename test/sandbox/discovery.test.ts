// The attractions list: every filter, sort, paging and size limit of doc 2, alternative results,
// and the other discovery endpoints (showcases, types, v1 categories, common, cities).
import { expect } from '@open-wc/testing';
import { SandboxClient, addDays, expectValidation, today, type Loose } from './harness.js';

describe('sandbox: discovery', () => {
  let c: SandboxClient;
  const list = async (query: string, v = 'v2') => {
    const r = await c.call('GET', `/${v}/attractions?date_start=${today()}&size=1000&${query}`);
    expect(r.status).to.equal(200);
    return r.body as {
      results: Loose[];
      total: number;
      alternative_results: boolean;
      categories_count?: Record<string, number>;
    };
  };
  const ids = (body: { results: { attraction_id: string }[] }) =>
    body.results.map((a) => a.attraction_id);

  before(async () => {
    c = await SandboxClient.create();
    await c.newSession();
  });

  it('holds at least 30 attractions of both kinds in several countries', async () => {
    const all = await list('');
    expect(all.total).to.be.at.least(30);
    expect([...new Set(all.results.map((a) => a.attraction_type_id))].sort()).to.deep.equal([1, 2]);
    expect(new Set(all.results.map((a) => a.city)).size).to.be.at.least(6);
  });

  it('pages with size (default 10, max 1000) and page', async () => {
    const first = await c.call('GET', `/v2/attractions?date_start=${today()}`);
    expect(first.body.results).to.have.length(10);
    const second = await c.call('GET', `/v2/attractions?date_start=${today()}&page=1`);
    expect(ids(second.body)).not.to.include.members(ids(first.body).slice(0, 1));
    expectValidation(
      await c.call('GET', `/v2/attractions?date_start=${today()}&size=1001`),
      'size',
    );
    expectValidation(await c.call('GET', '/v2/attractions'), 'date_start');
  });

  it('filters by city search_key, country_code and attraction_type_id', async () => {
    const london = await list('city=london');
    expect(london.results.every((a) => a.city === 'London')).to.equal(true);
    const us = await list('country_code=US');
    expect([...new Set(us.results.map((a) => a.city))].sort()).to.deep.equal([
      'Las Vegas',
      'New York',
    ]);
    const tours = await list('attraction_type_id=2');
    expect(tours.results.every((a) => a.attraction_type_id === 2)).to.equal(true);
  });

  it('filters by search_term, tag_ids (Best Deal) and a date range', async () => {
    expect(ids(await list('search_term=canal'))).to.deep.equal(['TO-CPH-01']);
    const deals = await list('tag_ids=1');
    expect(
      deals.results.every((a) => a.tags.some((t: { name: string }) => t.name === 'Best Deal')),
    ).to.equal(true);
    const sundays = await c.call(
      'GET',
      `/v2/attractions?size=100&date_start=${addDays(today(), 140)}&date_end=${addDays(today(), 141)}`,
    );
    expect(sundays.body.total).to.be.below((await list('')).total);
  });

  it('filters by distance from a point (radius and radius_unit)', async () => {
    const near = await list('latitude=51.5074&longitude=-0.1278&radius=40&radius_unit=km');
    expect(near.total).to.be.above(0);
    expect(near.results.every((a) => a.city === 'London')).to.equal(true);
    const metres = await list('latitude=51.5074&longitude=-0.1278&radius=40000');
    expect(metres.total).to.equal(near.total);
    expectValidation(
      await c.call('GET', `/v2/attractions?date_start=${today()}&radius=5`),
      'latitude',
    );
  });

  it('sorts by lowest_price, rating and popularity; default by priority', async () => {
    const cheap = (await list('sort=lowest_price&currency=GBP')).results.map(
      (a) => a.min_price.GBP,
    );
    expect(cheap).to.deep.equal([...cheap].sort((a, b) => a - b));
    const byDefault = (await list('')).results.map((a) => a.priority);
    expect(byDefault).to.deep.equal([...byDefault].sort((a, b) => b - a));
    const rating = await list('sort=rating');
    const popularity = await list('sort=popularity');
    expect(ids(rating)).not.to.deep.equal(ids(popularity));
    expectValidation(
      await c.call('GET', `/v2/attractions?date_start=${today()}&sort=cheapest`),
      'sort',
    );
  });

  it('v1 filters by category_id; v2 by group_id, categories and price, with categories_count', async () => {
    const v1 = await list('category_id=3', 'v1');
    expect(v1.results.every((a) => a.category_id === 3 && !('group_id' in a))).to.equal(true);
    const v2 = await list('group_id=3');
    expect(ids(v2)).to.deep.equal(ids(v1));
    expect(v2.categories_count).to.be.an('object');
    const boats = await list('categories=303');
    expect(boats.results.every((a) => a.categories.includes(303))).to.equal(true);
    expect(boats.categories_count!['303']).to.equal(boats.total);
    const cheap = await list('min_price=1000&max_price=3000&currency=GBP');
    expect(cheap.total).to.be.above(0);
    for (const a of cheap.results) expect(a.min_price.GBP).to.be.within(1000, 3000);
  });

  it('alternative_results: drops the search term and group when nothing matches', async () => {
    const none = await list('city=paris&search_term=zzzz');
    expect(none.total).to.equal(0);
    expect(none.alternative_results).to.equal(false);
    const alt = await list('city=paris&search_term=zzzz&alternative_results=true');
    expect(alt.alternative_results).to.equal(true);
    expect(alt.results.every((a) => a.city === 'Paris')).to.equal(true);
    expect(alt.total).to.be.above(0);
  });

  it('alternative_results: then moves date_end four weeks later', async () => {
    // Gnawa Music Night plays Thursday to Saturday; Marrakech tours stop after 120 days.
    const detail = await c.call(
      'GET',
      `/v2/theater-events/TH-RAK-01?date_start=${today()}&size=100`,
    );
    const days = new Set(
      (detail.body.instances as { start_datetime: string }[]).map((i) =>
        i.start_datetime.slice(0, 10),
      ),
    );
    let day = addDays(today(), 122);
    while (days.has(day)) day = addDays(day, 1);
    const q = `/v2/attractions?city=marrakech&date_start=${day}&date_end=${day}`;
    expect((await c.call('GET', q)).body.total).to.equal(0);
    const alt = await c.call('GET', `${q}&alternative_results=true`);
    expect(alt.body.alternative_results).to.equal(true);
    expect(alt.body.results.map((a: { attraction_id: string }) => a.attraction_id)).to.include(
      'TH-RAK-01',
    );
  });

  it('lists showcases of all three kinds and the attraction types', async () => {
    const r = await c.call('GET', '/v2/showcases');
    const all = [...r.body.top_showcase, ...r.body.main_showcase];
    expect(all.some((s) => s.attraction_id && s.first_instance_date)).to.equal(true);
    expect(all.some((s) => s.redirect_url)).to.equal(true);
    expect(all.some((s) => !s.attraction_id && !s.redirect_url && s.image_w1600_h380)).to.equal(
      true,
    );
    const types = await c.call('GET', '/v1/attraction-types');
    expect(types.body).to.deep.equal([
      { id: 1, name: 'THEATER' },
      { id: 2, name: 'TOUR' },
    ]);
  });

  it('v1 common, categories and cities describe the places and groups', async () => {
    const common = await c.call('GET', '/v1/common');
    expect(common.body.continents.length).to.be.at.least(3);
    expect(common.body.airports.some((a: { code: string }) => a.code === 'LHR')).to.equal(true);
    const cities = await c.call('GET', '/v1/cities');
    expect(cities.body.map((x: { search_key: string }) => x.search_key)).to.include('london');
    const categories = await c.call('GET', '/v1/categories');
    expect(categories.body.length).to.be.at.least(5);
  });

  it('serves every image of a list item as a local SVG', async () => {
    const first = (await list('city=london')).results[0];
    for (const url of Object.values(first.images) as string[]) {
      const r = await fetch(url);
      expect(r.status).to.equal(200);
      expect(r.headers.get('content-type')).to.match(/svg/);
    }
  });
});
