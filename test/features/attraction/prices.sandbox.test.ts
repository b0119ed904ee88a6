import { expect } from '@open-wc/testing';
import type { TesseraBooking } from '../../../src/tessera-booking.js';
import { deepAll, mountWidget, waitFor } from '../sandbox-helpers.js';

/**
 * One "from" price per attraction and currency: the search result card, the attraction detail
 * and the booking step show the same amount (the price rule: lowest face value, "+ booking fee").
 */

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const MONEY = /[£€$]\s?\d[\d,]*\.\d\d/;

async function cardPrice(name: string, q: string, currency: string): Promise<string> {
  const el = await mountWidget({ view: 'search', query: { q } }, { currency });
  try {
    const card = await waitFor(() =>
      deepAll(el, 'tessera-result-card').find(
        (c) => clean(c.shadowRoot?.querySelector('h3')?.textContent) === name,
      ),
    );
    const price = clean(card.shadowRoot!.querySelector('.price')?.textContent);
    expect(price).to.match(/^from .+ \+ booking fee$/);
    return MONEY.exec(price)![0];
  } finally {
    el.remove();
  }
}

async function detailPrice(id: string, currency: string): Promise<string> {
  const el = await mountWidget({ view: 'attraction', id, query: {} }, { currency });
  try {
    const dd = await waitFor(() => {
      const root = deepAll(el, 'tessera-attraction')[0]?.shadowRoot;
      return [...(root?.querySelectorAll('.facts div') ?? [])].find(
        (d) => clean(d.querySelector('dt')?.textContent) === 'Price',
      );
    });
    const price = clean(dd.querySelector('dd')?.textContent);
    expect(price).to.match(/^from .+ \+ booking fee$/);
    return MONEY.exec(price)![0];
  } finally {
    el.remove();
  }
}

/** The lowest "from" of the theatre step's first page of performances. */
async function stepPrice(id: string, currency: string): Promise<string> {
  const el: TesseraBooking = await mountWidget(
    { view: 'book', kind: 'theatre', id, query: {} },
    { currency },
  );
  try {
    const froms = await waitFor(() => {
      const root = deepAll(el, 'tessera-theatre-purchase')[0]?.shadowRoot;
      const list = [...(root?.querySelectorAll('.performance .from') ?? [])];
      return list.length ? list.map((f) => clean(f.textContent)) : undefined;
    }, 10000);
    const amounts = froms.map((f) => MONEY.exec(f)![0]);
    const value = (m: string) => Number(m.replace(/[^\d.]/g, ''));
    return amounts.sort((a, b) => value(a) - value(b))[0];
  } finally {
    el.remove();
  }
}

describe('the same "from" price in results, detail and booking', function () {
  this.timeout(40000);

  for (const currency of ['GBP', 'EUR']) {
    it(`a theatre in ${currency}: card, detail and theatre step agree`, async () => {
      const card = await cardPrice('The Phantom Lighthouse', 'Phantom', currency);
      const detail = await detailPrice('TH-LON-01', currency);
      const step = await stepPrice('TH-LON-01', currency);
      expect(detail).to.equal(card);
      expect(step).to.equal(card);
    });
  }

  it('a tour: card and detail agree', async () => {
    const card = await cardPrice('Westminster Walking Tour', 'Westminster', 'GBP');
    const detail = await detailPrice('TO-LON-01', 'GBP');
    expect(detail).to.equal(card);
  });

  it('the detail keeps its "from" price while the buyer pages through performances', async () => {
    const el = await mountWidget(
      { view: 'attraction', id: 'TH-LON-01', query: {} },
      {
        currency: 'GBP',
      },
    );
    try {
      const root = () => deepAll(el, 'tessera-attraction')[0]?.shadowRoot;
      const price = () =>
        clean(
          [...(root()?.querySelectorAll('.facts div') ?? [])]
            .find((d) => clean(d.querySelector('dt')?.textContent) === 'Price')
            ?.querySelector('dd')?.textContent,
        );
      const first = await waitFor(() => price() || undefined);
      const theater = await waitFor(() => deepAll(el, 'tessera-theater-detail')[0]);
      const later = await waitFor(() =>
        [...theater.shadowRoot!.querySelectorAll('button')].find(
          (b) => clean(b.textContent) === 'Later dates',
        ),
      );
      later.click();
      await waitFor(() => clean(theater.shadowRoot!.textContent).includes('Page 2 of'));
      expect(price()).to.equal(first);
    } finally {
      el.remove();
    }
  });
});
