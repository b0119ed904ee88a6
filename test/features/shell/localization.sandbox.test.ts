import { expect } from '@open-wc/testing';
import type { TesseraBooking } from '../../../src/tessera-booking.js';
import { deepAll, deepText, mountWidget, waitFor } from '../sandbox-helpers.js';

/** The text of the widget's landing headline. */
function headline(el: Element): string {
  return deepAll(el, 'tessera-landing')[0]?.shadowRoot?.querySelector('h1')?.textContent ?? '';
}

/** The navbar's search button, the label every step shares. */
function searchButton(el: Element): string {
  return (
    deepAll(el, 'tessera-navbar')[0]?.shadowRoot?.querySelector('button')?.textContent?.trim() ?? ''
  );
}

describe('<tessera-booking> speaks the language of its `language` attribute', () => {
  let el: TesseraBooking | undefined;
  afterEach(async () => {
    // The UI locale is page-wide: leave the page in English for the next test.
    el?.setAttribute('language', 'en');
    await waitFor(() => !el || searchButton(el) === 'Search');
    el?.remove();
    el = undefined;
  });

  it('starts in Spanish without first showing English, on the landing and in the navbar', async () => {
    const seen: string[] = [];
    const watch = setInterval(() => el && seen.push(deepText(el)), 5);
    el = await mountWidget({ view: 'landing' }, { language: 'es' });
    await waitFor(() => headline(el!) === 'Encuentra tu próxima experiencia');
    clearInterval(watch);
    expect(searchButton(el)).to.equal('Buscar');
    expect(seen.some((t) => t.includes('Find your next experience'))).to.equal(false);
    expect(el.shadowRoot!.querySelector('.root')!.getAttribute('lang')).to.equal('es');
    await expect(el).to.be.accessible();
  });

  it('asks the API in its own codes: pt-BR is pt and zh is en, common data too', async () => {
    for (const [language, code] of [
      ['pt-BR', 'pt'],
      ['zh', 'en'],
    ]) {
      // Only this widget's requests: an earlier one's last read may still be in flight.
      const since = performance.now();
      el = await mountWidget({ view: 'landing' }, { language });
      const sent = () =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= since)
          .map((e) => new URL(e.name))
          .filter((u) => u.searchParams.has('language_code'));
      await waitFor(() => sent().some((u) => u.pathname === '/v1/common'));
      const codes = new Set(sent().map((u) => u.searchParams.get('language_code')));
      expect([...codes], `${language}: ${sent().join(' ')}`).to.deep.equal([code]);
      // The UI locale is page-wide: back to English before the next widget.
      el.setAttribute('language', 'en');
      await waitFor(() => searchButton(el!) === 'Search');
      el.remove();
      el = undefined;
    }
  });

  it('switches a live widget from English to Spanish, then French, and back', async () => {
    el = await mountWidget({ view: 'landing' });
    await waitFor(() => headline(el!) === 'Find your next experience');
    el.setAttribute('language', 'es');
    await waitFor(() => headline(el!) === 'Encuentra tu próxima experiencia');
    el.setAttribute('language', 'fr');
    await waitFor(() => headline(el!) === 'Trouvez votre prochaine expérience');
    expect(searchButton(el)).to.equal('Rechercher');
    el.setAttribute('language', 'en');
    await waitFor(() => headline(el!) === 'Find your next experience');
  });

  it('search results and filters in Spanish', async () => {
    el = await mountWidget({ view: 'search', query: { city: 'paris' } }, { language: 'es' });
    await waitFor(() => deepAll(el!, 'tessera-result-card').length > 0);
    const text = deepText(el);
    expect(text).to.contain('Ordenar por');
    expect(text).to.match(/\d+ resultados/);
    expect(text).not.to.contain('Sort by');
  });

  it('a purchase step in Spanish, with dates in Spanish too', async () => {
    el = await mountWidget(
      { view: 'book', kind: 'tour', id: 'TO-PAR-01', query: {} },
      { language: 'es', currency: 'EUR' },
    );
    await waitFor(() => deepText(el!).includes('1. Elige una fecha'));
    const text = deepText(el);
    expect(text).to.contain('2. Viajeros');
    // Intl follows the same language: "Salidas del lunes, 23 de noviembre de 2026 al …".
    // (sábado, miércoles: any letters; the weekday depends on today.)
    expect(text).to.match(/Salidas del \p{L}+, \d+ de \p{L}+ de \d{4} al/u);
    expect(text).not.to.contain('Choose a date');
  });

  it('the theatre step in French: performances, then tickets', async () => {
    el = await mountWidget({ view: 'attraction', id: 'TH-LON-01', query: {} }, { language: 'fr' });
    const choose = await waitFor(() =>
      deepAll<HTMLButtonElement>(el!, 'button').find((b) =>
        b.getAttribute('aria-label')?.startsWith('Choisir '),
      ),
    );
    choose.click();
    await waitFor(() => deepText(el!).includes('2. Choisissez vos billets'));
    expect(deepText(el)).to.match(/\d+,\d{2} € par billet/);
  });

  it('the basket in Spanish', async () => {
    el = await mountWidget({ view: 'basket', query: {} }, { language: 'es' });
    await waitFor(() => deepText(el!).includes('Tu cesta está vacía.'));
    expect(deepText(el)).to.contain('Buscar algo que reservar');
  });

  it('a step already on screen re-renders when the language changes', async () => {
    el = await mountWidget({ view: 'book', kind: 'tour', id: 'TO-PAR-01', query: {} });
    await waitFor(() => deepText(el!).includes('1. Choose a date'));
    el.setAttribute('language', 'fr');
    await waitFor(() => deepText(el!).includes('1. Choisissez une date'));
    expect(deepText(el)).to.contain('2. Voyageurs');
  });

  it('a language the API does not serve stays English (and still sets lang for dates)', async () => {
    el = await mountWidget({ view: 'landing' }, { language: 'zh-Hant' });
    await waitFor(() => headline(el!) === 'Find your next experience');
    expect(searchButton(el)).to.equal('Search');
    expect(el.shadowRoot!.querySelector('.root')!.getAttribute('lang')).to.equal('zh-Hant');
  });

  it("without the attribute, the host page's <html lang>: German", async () => {
    const before = document.documentElement.lang;
    document.documentElement.lang = 'de-DE';
    try {
      el = await mountWidget({ view: 'landing' });
      await waitFor(() => headline(el!) === 'Finden Sie Ihr nächstes Erlebnis');
      expect(searchButton(el)).to.equal('Suchen');
      expect(el.shadowRoot!.querySelector('.root')!.getAttribute('lang')).to.equal('de-DE');
    } finally {
      document.documentElement.lang = before;
    }
  });

  it('Norwegian by nb, Japanese, and Arabic right to left, each with its own words', async () => {
    el = await mountWidget({ view: 'landing' }, { language: 'nb' });
    await waitFor(() => headline(el!) === 'Finn din neste opplevelse');
    expect(searchButton(el)).to.equal('Søk');
    el.setAttribute('language', 'ja');
    await waitFor(() => headline(el!) === '次の体験を見つけましょう');
    // Japanese lines break between phrases, in every step's shadow root (an inherited property).
    const h1 = deepAll(el, 'tessera-landing')[0]!.shadowRoot!.querySelector('h1')!;
    expect(getComputedStyle(h1).wordBreak).to.equal('auto-phrase');
    el.setAttribute('language', 'ar');
    await waitFor(() => headline(el!) === 'اعثر على تجربتك القادمة');
    expect(searchButton(el)).to.equal('بحث');
    expect(el.shadowRoot!.querySelector('.root')!.getAttribute('dir')).to.equal('rtl');
    expect(getComputedStyle(h1).wordBreak).to.equal('normal');
  });

  it('a regional tag uses its language: es-MX is Spanish, FR_ca is French', async () => {
    el = await mountWidget({ view: 'landing' }, { language: 'es-MX' });
    await waitFor(() => searchButton(el!) === 'Buscar');
    el.setAttribute('language', 'FR_ca');
    await waitFor(() => searchButton(el!) === 'Rechercher');
  });
});
