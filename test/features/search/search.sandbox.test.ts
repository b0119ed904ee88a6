import { expect } from '@open-wc/testing';
import type { TesseraBooking } from '../../../src/tessera-booking.js';
import type { TesseraChip } from '../../../src/components/tessera-chip.js';
import { deepAll, deepText, mountWidget, resultNames, waitFor } from '../sandbox-helpers.js';

/** Waits until the results show and the result count settles on a new value. */
async function results(el: TesseraBooking, previous?: string[]): Promise<string[]> {
  return waitFor(() => {
    const names = resultNames(el);
    if (!names.length) return undefined;
    if (previous && names.join() === previous.join()) return undefined;
    return names;
  });
}

describe('search against the sandbox', () => {
  let el: TesseraBooking;
  afterEach(() => el?.remove());

  it('finds attractions by city and shows prices in the chosen currency', async () => {
    el = await mountWidget({ view: 'search', query: { city: 'london' } }, { currency: 'GBP' });
    const names = await results(el);
    expect(names).to.include('The Phantom Lighthouse');
    expect(names).to.include('Thames Sunset Cruise');
    expect(names).not.to.include('Les Misérables');
    expect(deepText(el)).to.contain('£19.50');
    await expect(el).to.be.accessible();
  });

  it('narrows by attraction type and by the Best Deal tag chip', async () => {
    el = await mountWidget({ view: 'search', query: { city: 'london', type: 2 } });
    const tours = await results(el);
    expect(tours).to.have.members([
      'Thames Sunset Cruise',
      'Stonehenge & Bath Day Trip',
      'Westminster Walking Tour',
    ]);
    const best = await waitFor(() =>
      deepAll<TesseraChip>(el, 'tessera-chip').find((c) => c.label === 'Best Deal'),
    );
    expect(best.highlight).to.equal(true);
    best.shadowRoot!.querySelector('button')!.click();
    const deals = await results(el, tours);
    expect(deals).to.have.members(['Stonehenge & Bath Day Trip', 'Westminster Walking Tour']);
  });

  it('searches by text across cities', async () => {
    el = await mountWidget({ view: 'search', query: { q: 'cruise' } });
    const names = await results(el);
    expect(names).to.include('Thames Sunset Cruise');
    expect(names).to.include('Seine River Cruise');
    expect(names).not.to.include('Swan Lake');
  });

  it('filters by category with counts from categories_count', async () => {
    el = await mountWidget({ view: 'search', query: { categories: [303] } });
    const names = await results(el);
    expect(names).to.include.members(['Thames Sunset Cruise', 'Copenhagen Canal Tour']);
    expect(names).not.to.include('Swan Lake');
  });

  it('shows the empty state when nothing matches', async () => {
    el = await mountWidget({ view: 'search', query: { city: 'london', minPrice: 99999999 } });
    await waitFor(() => deepText(el).includes('No attractions match'));
    await expect(el).to.be.accessible();
  });

  it('reports the shown list to the host page as a GA4 view_item_list', async () => {
    const heard = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('tessera-view-item-list', (e) => resolve(e as CustomEvent), {
        once: true,
      }),
    );
    el = await mountWidget({ view: 'search', query: { city: 'paris' } }, { 'data-layer': '' });
    const event = await heard;
    const ids = event.detail.items.map((i: { item_id: string }) => i.item_id);
    expect(ids).to.include('TH-PAR-01');
    expect(event.detail.items[0]).to.include.keys('item_name', 'index');
    const layer = (window as { dataLayer?: { event?: string }[] }).dataLayer ?? [];
    expect(layer.some((entry) => entry.event === 'view_item_list')).to.equal(true);
  });

  it('near me: a point and radius keep only nearby attractions', async () => {
    el = await mountWidget({ view: 'search', query: { lat: 51.5072, lng: -0.1276, radius: 50 } });
    const names = await results(el);
    expect(names).to.include('The Phantom Lighthouse');
    expect(names).not.to.include('Les Misérables');
  });

  it('the same search sent again while the first is slow is asked for once', async () => {
    el = await mountWidget({ view: 'search', query: { city: 'london' } });
    const london = await results(el);
    // The browser's own fetch, observed: each search the widget sends (Chromium may merge two
    // identical requests on their way to the server, so the server's log cannot tell).
    const sent: string[] = [];
    const browserFetch = window.fetch;
    window.fetch = (input, init) => {
      if (String(input).includes('/v2/attractions?')) sent.push(String(input));
      return browserFetch(input, init);
    };
    try {
      await fetch('/__sandbox/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          method: 'GET',
          path: '/v2/attractions',
          kind: 'latency',
          latency_ms: 800,
          count: 1,
        }),
      });
      el.navigate({ view: 'search', query: { q: 'cruise', page: 0 } });
      await new Promise((r) => setTimeout(r, 200));
      // A second Enter in the navbar: a new query object with the same content.
      el.navigate({ view: 'search', query: { q: 'cruise', page: 0 } });
      expect(await results(el, london)).to.include('Seine River Cruise');
    } finally {
      window.fetch = browserFetch;
    }
    expect(sent).to.have.length(1);
  });

  it('price range and lowest-price sort reach the API in minor units', async () => {
    el = await mountWidget(
      { view: 'search', query: { city: 'london', maxPrice: 2500, sort: 'lowest_price' } },
      { currency: 'GBP' },
    );
    const names = await results(el);
    expect(names).to.deep.equal([
      'Westminster Walking Tour',
      'Stand-Up Saturdays',
      'The Phantom Lighthouse',
      "A Midsummer Night's Dream",
      'Swan Lake',
    ]);
  });

  it('a failed search leaves no placeholder waiting and no empty count line; Try again fills both', async () => {
    await fetch('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/v2/attractions', kind: 'html', count: 1 }),
    });
    el = await mountWidget({ view: 'search', query: { q: 'cruise' } });
    const search = await waitFor(() => deepAll<HTMLElement>(el, 'tessera-search')[0]);
    const alert = await waitFor(() => deepAll<HTMLElement>(el, 'tessera-error-state')[0]);
    expect(await waitFor(() => deepText(alert) || undefined)).to.contain('Temporarily unavailable');
    const filters = search.shadowRoot!.querySelector('tessera-search-filters')!;
    await filters.updateComplete;
    const count = search.shadowRoot!.querySelector<HTMLElement>('.summary [role="status"]')!;
    // The tags and categories rows had placeholders that waited for results that never came.
    expect(filters.shadowRoot!.querySelectorAll('tessera-skeleton')).to.have.length(0);
    expect(deepText(filters)).not.to.contain('None for these results');
    expect(count.hidden, 'the empty count line under the title').to.equal(true);

    const retry = await waitFor(() =>
      deepAll<HTMLButtonElement>(el, 'button').find((b) => b.textContent?.trim() === 'Try again'),
    );
    retry.click();
    expect(await results(el)).to.include('Seine River Cruise');
    expect(count.hidden).to.equal(false);
    expect(count.textContent).to.match(/\d+ results?/);
    const chips = await waitFor(() => {
      const found = filters.shadowRoot!.querySelectorAll('tessera-chip');
      return found.length ? found : undefined;
    });
    expect(chips.length).to.be.greaterThan(0);
  });
});
