import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../src/features/search/tessera-result-card.js';
import '../../../src/features/search/tessera-search-filters.js';
import '../../../src/features/search/tessera-city-picker.js';
import { matchCities } from '../../../src/features/search/tessera-city-picker.js';
import { imageSources, srcset } from '../../../src/components/images.js';
import type { TesseraResultCard } from '../../../src/features/search/tessera-result-card.js';
import type { TesseraSearchFilters } from '../../../src/features/search/tessera-search-filters.js';
import type { AttractionItem, Common } from '../../../src/features/search/types.js';
import type { SearchQuery } from '../../../src/state/route.js';

const item = {
  attraction_id: 'a-1',
  attraction_name: 'Harbour Jazz Night',
  attraction_type_id: 1,
  attraction_details_url: '/a-1',
  address: '1 Quay',
  city: 'Lisbon',
  description: 'Jazz',
  duration: 150,
  geolocation_points: [],
  images: { image_w200_h200: 'data:,200', image_w288_h125: '', image_w345_h237: 'data:,345' },
  label_blue: 'New',
  label_red: '',
  location_name: 'Blue Hall',
  min_price: { EUR: 2450, JPY: 3000 },
  max_price: { EUR: 5000 },
  priority: 1,
  tags: [
    { name: 'Best Deal', tag_id: 9 },
    { name: 'Music', tag_id: 3 },
  ],
  timezone: 'Europe/Lisbon',
  upcoming_instances: ['2026-12-01T20:00:00+00:00'],
  group_id: 1,
  categories: [4],
  subcategories: [],
} as AttractionItem;

const common = {
  continents: [{ code: 'EU', name: 'Europe' }],
  countries: [{ id: 1, name: 'Portugal', country_code: 'PT', continent_code: 'EU', cities: [1] }],
  cities: [
    {
      id: 1,
      name: 'Lisbon',
      search_key: 'lisbon',
      country_code: 'PT',
      airports: [],
      categories: [],
      images: { image_w1160_h160: '' },
    },
    {
      id: 2,
      name: 'Évora',
      search_key: 'evora',
      country_code: 'PT',
      airports: [],
      categories: [],
      images: { image_w1160_h160: '' },
    },
  ],
  categories: [{ id: 4, name: 'Concerts' }],
  groups: [{ id: 1, name: 'Music' }],
  airports: [],
} as Common;

describe('search presentational elements', () => {
  it('builds a srcset from the image fields, skipping empty ones', () => {
    expect(srcset(imageSources(item.images))).to.equal('data:,200 200w, data:,345 345w');
  });

  it('a result card shows name, place, price from in the chosen currency, labels and tags', async () => {
    const el = await fixture<TesseraResultCard>(
      html`<tessera-result-card
        .item=${item}
        currency="EUR"
        href="?tessera=attraction/a-1"
      ></tessera-result-card>`,
    );
    const text = el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('Harbour Jazz Night');
    expect(text).to.contain('Blue Hall, Lisbon');
    expect(text).to.contain('€24.50');
    expect(text).to.contain('2 hr 30 min');
    expect(text).to.contain('New');
    expect(el.shadowRoot!.querySelector('.tags .deal')!.textContent).to.equal('Best Deal');
    const img = el.shadowRoot!.querySelector('img')!;
    expect(img.loading).to.equal('lazy');
    expect(img.getAttribute('srcset')).to.contain('345w');
    await expect(el).to.be.accessible();

    el.currency = 'JPY';
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('¥3,000');
  });

  it('a result card link opens the attraction in the widget on a plain click', async () => {
    const el = await fixture<TesseraResultCard>(
      html`<tessera-result-card .item=${item}></tessera-result-card>`,
    );
    const link = el.shadowRoot!.querySelector('a')!;
    setTimeout(() => link.click());
    const event = await oneEvent(el, 'open-attraction');
    expect(event.detail.id).to.equal('a-1');
  });

  it("a result card's next dates break between dates, never inside one, on a narrow card", async () => {
    const dated = {
      ...item,
      upcoming_instances: [
        '2026-12-03T20:00:00+00:00',
        '2026-12-04T20:00:00+00:00',
        '2026-12-05T20:00:00+00:00',
      ],
    } as AttractionItem;
    const box = await fixture<HTMLElement>(
      html`<div style="inline-size: 150px">
        <tessera-result-card .item=${dated} currency="EUR" href="?x"></tessera-result-card>
      </div>`,
    );
    const card = box.querySelector<TesseraResultCard>('tessera-result-card')!;
    await card.updateComplete;
    const dateLine = card.shadowRoot!.querySelector('.dates')!;
    const text = [...dateLine.childNodes].find(
      (n): n is Text => n instanceof Text && n.data.trim() !== '',
    )!;
    const lineTops = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, to);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    };
    const all = text.data;
    const dates = all.replace(/^Next:\s*/, '').split(' · ');
    expect(dates).to.have.length(3);
    // The card is narrow enough that the dates take more than one line.
    expect(lineTops(0, all.length).size).to.be.greaterThan(1);
    for (const date of dates) {
      const at = all.indexOf(date);
      expect(lineTops(at, at + date.length).size, `"${date}" on one line`).to.equal(1);
    }
  });

  it('city type-ahead matches by name without accents, by country and by continent', () => {
    expect(matchCities(common, 'evo').map((c) => c.search_key)).to.deep.equal(['evora']);
    expect(matchCities(common, 'portugal')).to.have.length(2);
    expect(matchCities(common, 'europe')).to.have.length(2);
  });

  it('filters emit the whole new query with page reset, Best Deal first and highlighted', async () => {
    const el = await fixture<TesseraSearchFilters>(
      html`<tessera-search-filters
        .query=${{ city: 'lisbon', page: 3 } as SearchQuery}
        .common=${common}
        .tags=${[
          { name: 'Music', tag_id: 3 },
          { name: 'Best Deal', tag_id: 9 },
        ]}
        .categoriesCount=${{ '4': 7 }}
      ></tessera-search-filters>`,
    );
    await expect(el).to.be.accessible();
    const chips = [...el.shadowRoot!.querySelectorAll('tessera-chip')];
    expect(chips[0].label).to.equal('Best Deal');
    expect(chips[0].highlight).to.equal(true);
    const category = chips.find((c) => c.label === 'Concerts')!;
    expect(category.count).to.equal(7);

    setTimeout(() => chips[0].shadowRoot!.querySelector('button')!.click());
    const tagEvent = await oneEvent(el, 'query-change');
    expect(tagEvent.detail).to.deep.equal({ city: 'lisbon', page: 0, tags: [9] });

    const sort = el.shadowRoot!.querySelector<HTMLSelectElement>('#sort')!;
    sort.value = 'lowest_price';
    setTimeout(() => sort.dispatchEvent(new Event('change')));
    const sortEvent = await oneEvent(el, 'query-change');
    expect(sortEvent.detail.sort).to.equal('lowest_price');
  });

  it('text search is debounced into one query change', async () => {
    const el = await fixture<TesseraSearchFilters>(
      html`<tessera-search-filters .query=${{}} .common=${common}></tessera-search-filters>`,
    );
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('#text')!;
    const events: SearchQuery[] = [];
    el.addEventListener('query-change', (e) => events.push((e as CustomEvent<SearchQuery>).detail));
    for (const value of ['j', 'ja', 'jaz', 'jazz']) {
      input.value = value;
      input.dispatchEvent(new Event('input'));
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(events).to.deep.equal([{ q: 'jazz', page: 0 }]);
  });

  it('min price typed in major units becomes minor units of the currency', async () => {
    const el = await fixture<TesseraSearchFilters>(
      html`<tessera-search-filters .query=${{}} currency="EUR"></tessera-search-filters>`,
    );
    const min = el.shadowRoot!.querySelector<HTMLInputElement>('#min')!;
    min.value = '12.5';
    setTimeout(() => min.dispatchEvent(new Event('change')));
    const event = await oneEvent(el, 'query-change');
    expect(event.detail.minPrice).to.equal(1250);
  });

  it('the city picker reports the search_key of the typed city', async () => {
    const el = await fixture(html`<tessera-city-picker .common=${common}></tessera-city-picker>`);
    await expect(el).to.be.accessible();
    const input = el.shadowRoot!.querySelector('input')!;
    input.value = 'lisbon';
    setTimeout(() => input.dispatchEvent(new Event('change')));
    const event = await oneEvent(el, 'city-change');
    expect(event.detail.searchKey).to.equal('lisbon');
    expect(input.value).to.equal('Lisbon');
  });
});
