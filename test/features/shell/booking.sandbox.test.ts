import { expect } from '@open-wc/testing';
import '../../../src/index.js';
import { TesseraBooking } from '../../../src/tessera-booking.js';
import { define } from '../../../src/components/define.js';
import {
  deepAll,
  deepText,
  mountWidget,
  resultNames,
  sandboxDistributor,
  waitFor,
} from '../sandbox-helpers.js';
import { sandboxRequests } from '../tour-options/tour-host.js';

describe('<tessera-booking> against the sandbox', () => {
  let el: TesseraBooking | undefined;
  const startUrl = location.href;
  afterEach(() => {
    el?.remove();
    el = undefined;
    history.replaceState(null, '', startUrl);
  });

  it('registers once: loading the entry again does not throw', () => {
    expect(() => define('tessera-booking', class extends TesseraBooking {})).not.to.throw();
    expect(customElements.get('tessera-booking')).to.equal(TesseraBooking);
  });

  it('landing: showcases and the city picker from /v1/common, accessible', async () => {
    el = await mountWidget({ view: 'landing' });
    const landing = await waitFor(() => deepAll(el!, 'tessera-landing')[0]);
    await waitFor(() => landing.shadowRoot?.querySelector('.show'));
    const options = await waitFor(() => {
      const list = deepAll<HTMLOptionElement>(el!, 'datalist option');
      return list.length ? list : undefined;
    });
    expect(options.map((o) => o.value)).to.include('London');
    await expect(el).to.be.accessible();
  });

  it('landing: once focus enters it, each showcase picture is named for its attraction, and the tile opens without asking again', async () => {
    // A first visit: the widget shows its landing without taking focus.
    const widget = document.createElement('tessera-booking') as TesseraBooking;
    el = widget;
    widget.setAttribute('api-base', location.origin);
    widget.setAttribute('distributor', await sandboxDistributor());
    widget.setAttribute('url-state', 'off');
    document.body.append(widget);
    const landing = await waitFor(() => deepAll(el!, 'tessera-landing')[0]);
    const tile = await waitFor(() =>
      [...landing.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a.show')].find((a) =>
        a.querySelector('img')?.src.includes('TH-LON-01'),
      ),
    );
    const img = tile.querySelector('img')!;
    // Nothing is asked while the buyer has not come near the landing.
    await new Promise((r) => setTimeout(r, 300));
    expect(img.alt).to.equal('');
    const asked = () =>
      sandboxRequests().then(
        (log) => log.filter((r) => r.path === '/v2/attractions/TH-LON-01').length,
      );
    const before = await asked();

    landing.shadowRoot!.querySelector<HTMLInputElement>('#from')!.focus();
    await waitFor(() => img.alt === 'The Phantom Lighthouse');
    expect(await asked()).to.equal(before + 1);
    await expect(el).to.be.accessible();

    tile.click();
    await waitFor(() => deepText(el!).includes('Performances'));
    expect(await asked()).to.equal(before + 1);
  });

  it('mirrors the route in the tessera query parameter; back and forward move between steps', async () => {
    const widget = document.createElement('tessera-booking') as TesseraBooking;
    el = widget;
    widget.setAttribute('api-base', location.origin);
    widget.setAttribute('distributor', await sandboxDistributor());
    document.body.append(widget);
    await widget.updateComplete;

    widget.navigate({ view: 'search', query: { city: 'paris' } });
    expect(new URL(location.href).searchParams.get('tessera')).to.equal('search?city=paris');
    await waitFor(() => resultNames(widget).includes('Les Misérables'));

    widget.navigate({ view: 'attraction', id: 'TH-PAR-01', query: { city: 'paris' } });
    expect(new URL(location.href).searchParams.get('tessera')).to.equal(
      'attraction/TH-PAR-01?city=paris',
    );
    await waitFor(() => deepText(widget).includes('Performances'));

    history.back();
    await waitFor(() => resultNames(widget).includes('Les Misérables'));
    history.forward();
    await waitFor(() => deepAll(widget, 'tessera-attraction').length === 1);
  });

  it('a shared link opens the same attraction', async () => {
    history.replaceState(
      null,
      '',
      `${location.pathname}${location.search}&tessera=attraction%2FTO-PAR-01`,
    );
    const widget = document.createElement('tessera-booking') as TesseraBooking;
    el = widget;
    widget.setAttribute('api-base', location.origin);
    widget.setAttribute('distributor', await sandboxDistributor());
    document.body.append(widget);
    await waitFor(() => deepText(widget).includes('Seine River Cruise'));
  });

  it('url-state="off" leaves the host URL alone', async () => {
    el = await mountWidget({ view: 'search', query: { city: 'paris' } });
    expect(location.href).to.equal(startUrl);
  });

  it('landing passes axe in a dark brand', async () => {
    el = await mountWidget(
      { view: 'landing' },
      { brand: '/demo/brands/midnight-jazz.json', 'color-scheme': 'dark' },
    );
    const landing = await waitFor(() => deepAll(el!, 'tessera-landing')[0]);
    await waitFor(() => landing.shadowRoot?.querySelector('.show'));
    await waitFor(
      () =>
        getComputedStyle(el!).getPropertyValue('--tessera-page-background').trim() === '#0e0b1a',
    );
    await expect(el).to.be.accessible();
  });

  it("native controls follow the brand's scheme: fields, checkboxes and date pickers are drawn dark in a dark brand", async () => {
    el = await mountWidget(
      { view: 'search', query: { city: 'london' } },
      { brand: '/demo/brands/midnight-jazz.json' },
    );
    await waitFor(() => resultNames(el!).length > 0);
    await waitFor(
      () =>
        getComputedStyle(el!).getPropertyValue('--tessera-page-background').trim() === '#0e0b1a',
    );
    const fields = deepAll<HTMLInputElement>(el, 'input, select');
    expect(fields.length).to.be.greaterThan(0);
    for (const field of fields) expect(getComputedStyle(field).colorScheme).to.equal('dark');

    // Without a brand the widget is light, whatever the host page's own scheme.
    el.remove();
    document.documentElement.style.colorScheme = 'dark';
    try {
      el = await mountWidget({ view: 'search', query: { city: 'london' } });
      await waitFor(() => resultNames(el!).length > 0);
      const light = deepAll<HTMLInputElement>(el, 'input, select');
      for (const field of light) expect(getComputedStyle(field).colorScheme).to.equal('light');
    } finally {
      document.documentElement.style.colorScheme = '';
    }
  });

  it('results and detail pass axe in a dark brand', async () => {
    el = await mountWidget(
      { view: 'search', query: { city: 'london' } },
      { brand: '/demo/brands/midnight-jazz.json', 'color-scheme': 'dark' },
    );
    await waitFor(() => resultNames(el!).length > 0);
    await waitFor(
      () =>
        getComputedStyle(el!).getPropertyValue('--tessera-page-background').trim() === '#0e0b1a',
    );
    await expect(el).to.be.accessible();
    el.navigate({ view: 'attraction', id: 'TO-LON-02', query: {} });
    await waitFor(() =>
      deepAll(el!, 'tessera-tour-detail')[0]?.shadowRoot?.querySelector('.prose'),
    );
    await expect(el).to.be.accessible();
  });

  it('a buyer picks a city on the landing, opens a result and comes back with the browser', async () => {
    const widget = document.createElement('tessera-booking') as TesseraBooking;
    el = widget;
    widget.setAttribute('api-base', location.origin);
    widget.setAttribute('distributor', await sandboxDistributor());
    document.body.append(widget);

    const picker = await waitFor(() =>
      deepAll(widget, 'tessera-city-picker')[0]?.shadowRoot?.querySelector('input'),
    );
    await waitFor(() => deepAll(widget, 'datalist option').length > 0);
    picker.value = 'Edinburgh';
    picker.dispatchEvent(new Event('change'));
    const submit = deepAll<HTMLButtonElement>(widget, 'button[type=submit]').find(
      (b) => b.textContent?.trim() === 'Search' && b.closest('.hero'),
    )!;
    submit.click();
    await waitFor(() => resultNames(widget).includes('Fringe Highlights'));
    expect(new URL(location.href).searchParams.get('tessera')).to.match(/^search\?city=edinburgh/);

    const card = deepAll(widget, 'tessera-result-card')[0]!;
    const link = card.shadowRoot!.querySelector<HTMLAnchorElement>('h3 a')!;
    const name = link.textContent!.trim();
    expect(link.getAttribute('href')).to.match(/tessera=attraction%2F/);
    link.click();
    await waitFor(
      () =>
        deepAll(widget, 'tessera-attraction')[0]?.shadowRoot?.querySelector('h1')?.textContent ===
        name,
    );

    history.back();
    await waitFor(() => resultNames(widget).includes('Fringe Highlights'));
  });
});
