import { expect } from '@open-wc/testing';
import type { TesseraBooking } from '../../../src/tessera-booking.js';
import { deepAll, deepText, mountWidget, waitFor } from '../sandbox-helpers.js';

async function fault(body: object) {
  const response = await fetch('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).to.equal(201);
}

const heading = (el: Element) =>
  deepAll(el, 'tessera-attraction')[0]?.shadowRoot?.querySelector('h1')?.textContent?.trim();

describe('attraction detail against the sandbox', function () {
  // The first test loads the whole widget and runs axe over it.
  this.timeout(30000);
  let el: TesseraBooking;
  afterEach(() => el?.remove());

  it('shows a theater: place with map link, performances in the venue zone, "from" prices before the booking fee, provisional mark', async () => {
    el = await mountWidget({ view: 'attraction', id: 'TH-LON-01', query: {} }, { currency: 'GBP' });
    await waitFor(() => heading(el) === 'The Phantom Lighthouse');
    const theater = await waitFor(() => deepAll(el, 'tessera-theater-detail')[0]);
    await waitFor(() => theater.shadowRoot?.querySelector('.performances li'));
    const text = deepText(el);
    expect(text).to.contain('Royal Crescent Theatre');
    expect(text).to.contain('Times are local to the venue (United Kingdom Time)');
    // Each performance shows the price rule's "from" (face value), the fee named in words.
    expect(text).to.match(/from £\d+\.\d\d Choose/);
    expect(text).to.contain('before the booking fee');
    expect(text).to.match(/Price from £\d+\.\d\d \+ booking fee/);
    expect(text).not.to.match(/£\d+\.\d\d – £\d+\.\d\d/);
    const map = deepAll<HTMLAnchorElement>(el, 'a').find((a) => a.textContent?.trim() === 'Map');
    expect(map?.href).to.match(/^https:\/\/www\.google\.com\/maps\/search\//);
    const times = [...theater.shadowRoot!.querySelectorAll('time')];
    expect(times.length).to.be.within(1, 10);
    // Shown in the venue's zone: 19:30 London time stays 7:30 PM whatever the browser's zone.
    expect(times[0].textContent).to.contain('7:30 PM');
    await expect(el).to.be.accessible();
  });

  it('marks a provisional date with one whole pill, moved under the date at a phone width', async () => {
    el = await mountWidget({ view: 'attraction', id: 'TH-LON-01', query: {} });
    el.style.display = 'block';
    const theater = await waitFor(() => deepAll(el, 'tessera-theater-detail')[0]);
    const pill = await waitFor(() =>
      theater.shadowRoot?.querySelector<HTMLElement>('.performances .provisional'),
    );
    expect(pill.textContent?.trim()).to.equal('Provisional date');
    // At every phone width, one box: never two half-pills split where the line wraps.
    for (let width = 260; width <= 480; width += 4) {
      el.style.width = `${width}px`;
      const row = pill.closest('li')!.getBoundingClientRect();
      expect(pill.getClientRects(), `${width}px`).to.have.length(1);
      expect(pill.getBoundingClientRect().right, `${width}px`).to.be.at.most(row.right);
    }
  });

  it('pages through performances by date', async () => {
    el = await mountWidget({ view: 'attraction', id: 'TH-LON-01', query: {} });
    const theater = await waitFor(() => deepAll(el, 'tessera-theater-detail')[0]);
    const first = await waitFor(() => theater.shadowRoot?.querySelector('time')?.dateTime);
    const later = await waitFor(() =>
      [...theater.shadowRoot!.querySelectorAll('button')].find((b) =>
        b.textContent?.includes('Later dates'),
      ),
    );
    later.click();
    const next = await waitFor(() => {
      const t = theater.shadowRoot?.querySelector('time')?.dateTime;
      return t && t !== first ? t : undefined;
    });
    expect(new Date(next).getTime()).to.be.greaterThan(new Date(first).getTime());
  });

  it('keeps focus on "Later dates" on the last page of performances; a press there does nothing', async () => {
    el = await mountWidget({ view: 'attraction', id: 'TH-LON-01', query: {} });
    const theater = await waitFor(() => deepAll(el, 'tessera-theater-detail')[0]);
    const root = theater.shadowRoot!;
    const pageText = () => root.querySelector('.pager span')?.textContent?.trim();
    await waitFor(() => pageText()?.startsWith('Page 1 of'));
    const pages = Number(/of (\d+)/.exec(pageText()!)![1]);
    expect(pages).to.be.greaterThan(1);
    const later = [...root.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Later dates'),
    )!;
    later.focus();
    for (let p = 2; p <= pages; p++) {
      later.click();
      await waitFor(() => pageText() === `Page ${p} of ${pages}`);
    }
    expect(later.isConnected).to.equal(true);
    expect(later.getAttribute('aria-disabled')).to.equal('true');
    expect(root.activeElement).to.equal(later);
    later.click();
    await new Promise((r) => setTimeout(r, 300));
    expect(pageText()).to.equal(`Page ${pages} of ${pages}`);
    expect(root.activeElement).to.equal(later);
  });

  it('shows a tour with its sections and sanitized HTML', async () => {
    el = await mountWidget({ view: 'attraction', id: 'TO-NYC-02', query: {} });
    const tour = await waitFor(() => deepAll(el, 'tessera-tour-detail')[0]);
    await waitFor(() => tour.shadowRoot?.querySelector('.prose'));
    const root = tour.shadowRoot!;
    expect(root.querySelector('script')).to.equal(null);
    expect(root.querySelector('iframe')).to.equal(null);
    for (const node of root.querySelectorAll('*')) {
      for (const attr of node.attributes) expect(attr.name).not.to.match(/^on/i);
    }
    for (const a of root.querySelectorAll('a'))
      expect(a.getAttribute('href') ?? '').not.to.match(/^javascript:/i);
    const titles = [...root.querySelectorAll('h2')].map((h) => h.textContent?.trim());
    expect(titles).to.include.members([
      'Included',
      'Itinerary',
      'Cancellation policy',
      'Traveller types',
    ]);
    await expect(el).to.be.accessible();
  });

  it('reports the viewed attraction to the host page', async () => {
    const heard = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('tessera-view-item', (e) => resolve(e as CustomEvent), {
        once: true,
      }),
    );
    el = await mountWidget({ view: 'attraction', id: 'TO-LON-02', query: {} }, { currency: 'EUR' });
    const event = await heard;
    expect(event.detail.items[0]).to.include({
      item_id: 'TO-LON-02',
      item_name: 'Thames Sunset Cruise',
      item_category: 'Tour',
    });
    expect(event.detail.currency).to.equal('EUR');
    expect(event.detail.value).to.equal(37.4);
  });

  it('explains an expired session, starts a new one on Continue and keeps the page', async () => {
    await fault({
      method: 'GET',
      path: '/v2/attractions/TH-LON-04',
      kind: 'status',
      status: 401,
      count: 1,
    });
    el = await mountWidget(
      { view: 'attraction', id: 'TH-LON-04', query: {} },
      {},
      { renewSession: false },
    );
    const error = await waitFor(() => deepAll(el, 'tessera-error-state')[0]);
    await waitFor(() => deepText(el).includes('Your session has ended'));
    await expect(el).to.be.accessible();
    error.shadowRoot!.querySelector('button')!.click();
    await waitFor(() => heading(el) === 'Swan Lake');
  });

  it('offers a retry when the service is temporarily unavailable', async () => {
    await fault({
      method: 'GET',
      path: '/v2/attractions/TH-LON-05',
      kind: 'status',
      status: 503,
      code: 0,
      count: 3,
    });
    el = await mountWidget({ view: 'attraction', id: 'TH-LON-05', query: {} });
    const error = await waitFor(() => deepAll(el, 'tessera-error-state')[0], 15000);
    expect(deepText(el)).to.contain('Temporarily unavailable');
    error.shadowRoot!.querySelector('button')!.click();
    await waitFor(() => heading(el) === 'Royal Opera Gala');
  });
});
