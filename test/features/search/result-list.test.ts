import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../src/features/search/tessera-result-list.js';
import type { TesseraResultList } from '../../../src/features/search/tessera-result-list.js';
import type { AttractionItem } from '../../../src/features/search/types.js';

/** A page of `n` list items shaped like the API's (images left empty so nothing is fetched). */
function page(n: number): AttractionItem[] {
  return Array.from({ length: n }, (_, i) => ({
    attraction_id: `A-${i}`,
    attraction_name: `Attraction ${i}`,
    attraction_type_id: 1 + (i % 2),
    attraction_details_url: '',
    address: '',
    city: 'London',
    description: '',
    duration: 60,
    geolocation_points: [],
    images: { image_w200_h200: '', image_w288_h125: '', image_w345_h237: '' },
    label_blue: '',
    label_red: '',
    location_name: 'Hall',
    min_price: { EUR: 1000 + i },
    max_price: { EUR: 2000 },
    priority: i,
    tags: [],
    timezone: 'Europe/London',
    upcoming_instances: [],
    group_id: 1,
    categories: [],
    subcategories: [],
  }));
}

const cards = (el: Element) => el.shadowRoot!.querySelectorAll('tessera-result-card');

describe('result list', () => {
  it('renders a short page in full', async () => {
    const el = await fixture<TesseraResultList>(
      html`<tessera-result-list .items=${page(12)}></tessera-result-list>`,
    );
    expect(cards(el).length).to.equal(12);
  });

  it('passes a chosen card on to its own listeners', async () => {
    const el = await fixture<TesseraResultList>(
      html`<tessera-result-list .items=${page(3)}></tessera-result-list>`,
    );
    const link = cards(el)[1].shadowRoot!.querySelector('a')!;
    setTimeout(() => link.click());
    const event = await oneEvent(el, 'open-attraction');
    expect(event.detail.id).to.equal('A-1');
  });

  it('keeps a page of 1000 results to the visible rows and renders more on scroll', async () => {
    const el = await fixture<TesseraResultList>(
      html`<div style="inline-size: 700px">
        <tessera-result-list .items=${page(1000)}></tessera-result-list>
      </div>`,
    ).then((box) => box.querySelector('tessera-result-list')!);
    await new Promise((r) => setTimeout(r, 300));
    const first = cards(el).length;
    expect(first).to.be.greaterThan(0);
    expect(first).to.be.lessThan(200);
    expect(el.getBoundingClientRect().height).to.be.greaterThan(20000);
    // Laid out as a grid: at 700px two cards share a row, the third starts the next.
    const [a, b, c] = [...cards(el)].map((card) => card.getBoundingClientRect());
    expect(a.top).to.equal(b.top);
    expect(c.top).to.be.greaterThan(a.bottom);
    expect(b.left).to.be.greaterThan(a.right);
    const names = () => [...cards(el)].map((c) => c.item?.attraction_name);
    expect(names()).not.to.include('Attraction 999');
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((r) => setTimeout(r, 500));
    expect(names()).to.include('Attraction 999');
    window.scrollTo(0, 0);
  });

  it('draws each card of a long page where the full grid would put it, in a scrolled box too', async () => {
    const box = await fixture<HTMLDivElement>(
      html`<div style="inline-size: 700px; block-size: 600px; overflow: auto">
        <tessera-result-list .items=${page(300)}></tessera-result-list>
      </div>`,
    );
    const el = box.querySelector('tessera-result-list')!;
    await new Promise((r) => setTimeout(r, 100));
    const [a, , c] = [...cards(el)].map((card) => card.getBoundingClientRect());
    const rowHeight = c.top - a.top;
    expect(rowHeight).to.be.greaterThan(100);
    // The box scrolls, not the page: the rows it brings into view are rendered.
    box.scrollTop = rowHeight * 60.5;
    await new Promise((r) => setTimeout(r, 200));
    const listTop = el.getBoundingClientRect().top;
    const shown = [...cards(el)].map((card) => ({
      n: Number(card.item!.attraction_name.split(' ')[1]),
      top: card.getBoundingClientRect().top - listTop,
    }));
    expect(shown.map((s) => s.n)).to.include(121);
    expect(shown.map((s) => s.n)).not.to.include(0);
    for (const { n, top } of shown) expect(top).to.be.closeTo(Math.floor(n / 2) * rowHeight, 1);
  });
});
