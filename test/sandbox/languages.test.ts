// The sandbox answers in the language asked (issue 19, item 7): attraction names, descriptions,
// tags, places and refusals in German, Arabic and Japanese, chosen by language_code (query or
// body) or the booking session's language; any other language answers English. Every response
// here still passes the contract check of the harness.
import { expect } from '@open-wc/testing';
import { SandboxClient, addDays, expectBusiness, today, type Loose } from './harness.js';
import { reserveTheater, theaterInstance, ticket } from './fixtures.js';

/** Everything but the words: ids, prices, dates, flags (what a translation must not touch). */
const WORDS = new Set([
  'attraction_name',
  'description',
  'city',
  // Its city is named as `city` is.
  'address',
  'name',
  'label_blue',
  'label_red',
  'summary',
  'highlights',
  'admission',
  'cancellation_policy',
  'duration_description',
  'extras_upgrades',
  'requirements',
  'restrictions',
  'special_offer',
  'itinerary',
  'included',
  'excluded',
  'essential_information',
  'please_note',
  'departure_point',
  'departure_time',
  'return_details',
  'languages_spoken',
]);
function numbersAndIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(numbersAndIds);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !WORDS.has(k))
        .map(([k, v]) => [k, numbersAndIds(v)]),
    );
  return value;
}

describe('sandbox: languages', () => {
  let c: SandboxClient;
  const detail = async (id: string, language?: string) => {
    const q = language === undefined ? '' : `&language_code=${language}`;
    const r = await c.call('GET', `/v2/attractions/${id}?date_start=${today()}&size=3${q}`);
    expect(r.status).to.equal(200);
    return r.body as { attraction: Loose };
  };

  beforeEach(async () => {
    c = await SandboxClient.create();
    await c.newSession();
  });

  it('names and describes a theater event in German, Arabic and Japanese', async () => {
    const en = await detail('TH-LON-04');
    const expected = {
      de: ['Schwanensee', /^Tschaikowskys Ballett; die Plätze werden bei Ihrer Ankunft/],
      ar: ['بحيرة البجع', /^باليه تشايكوفسكي/],
      ja: ['白鳥の湖', /^チャイコフスキーのバレエです。/],
    };
    for (const [lang, [name, description]] of Object.entries(expected)) {
      const r = await detail('TH-LON-04', lang);
      expect(r.attraction.attraction_name, lang).to.equal(name);
      expect(r.attraction.description, lang).to.match(description as RegExp);
      expect(numbersAndIds(r), `${lang}: only words change`).to.deep.equal(numbersAndIds(en));
      // The address's city in the answer's language, as its city field: not "London، لندن".
      const city = String(r.attraction.city);
      expect(String(r.attraction.address), lang).to.match(new RegExp(`, ${city}$`));
      if (city !== 'London') expect(String(r.attraction.address), lang).not.to.contain('London');
    }
    expect(en.attraction.attraction_name).to.equal('Swan Lake');
    expect(String(en.attraction.address)).to.match(/, London$/);
  });

  it('translates the text fields of a tour, its tags and the languages spoken', async () => {
    const en = await detail('TO-LON-01');
    const de = await detail('TO-LON-01', 'de');
    expect(de.attraction.attraction_name).to.equal('Stadtrundgang durch Westminster');
    expect(de.attraction.summary).to.match(/^Big Ben, die Westminster Abbey und die Wachablösung/);
    expect(de.attraction.highlights).to.equal(de.attraction.summary);
    expect(de.attraction.cancellation_policy).to.equal(
      'Kostenlose Stornierung bis 24 Stunden vor Beginn.',
    );
    expect(de.attraction.duration_description).to.equal('3 Stunden');
    expect(de.attraction.itinerary).to.include('<h3>Stadtrundgang durch Westminster</h3>');
    expect(de.attraction.tags.map((t: Loose) => t.name)).to.deep.equal([
      'Top-Angebot',
      'Familienfreundlich',
    ]);
    expect(de.attraction.languages_spoken).to.include('Englisch');
    const ja = await detail('TO-LON-01', 'ja');
    expect(ja.attraction.summary).to.match(/ガイドと巡ります。$/);
    expect(ja.attraction.duration_description).to.equal('3時間');
    const ar = await detail('TO-LON-01', 'ar');
    expect(ar.attraction.city).to.equal('لندن');
    expect(ar.attraction.included).to.include('مرشد محترف');
    for (const r of [de, ja, ar])
      expect(numbersAndIds(r), 'only words change').to.deep.equal(numbersAndIds(en));
  });

  it('lists every attraction with a translated description, and finds it by a translated name', async () => {
    const list = async (language: string, more = '') =>
      (
        await c.call(
          'GET',
          `/v2/attractions?date_start=${today()}&size=1000&language_code=${language}${more}`,
        )
      ).body.results as Loose[];
    const en = await list('en');
    expect(en.length).to.be.at.least(30);
    for (const lang of ['de', 'ar', 'ja']) {
      const translated = await list(lang);
      expect(translated.map((a) => a.attraction_id)).to.deep.equal(en.map((a) => a.attraction_id));
      translated.forEach((a, i) => {
        expect(a.description, `${lang} ${a.attraction_id}`).not.to.equal(en[i].description);
        expect(a.min_price).to.deep.equal(en[i].min_price);
        expect(a.upcoming_instances).to.deep.equal(en[i].upcoming_instances);
      });
    }
    const ja = await list('ja', `&search_term=${encodeURIComponent('白鳥')}`);
    expect(ja.map((a) => a.attraction_id)).to.deep.equal(['TH-LON-04']);
    expect((await list('de', '&city=copenhagen'))[0].city).to.equal('Kopenhagen');
  });

  it('names places and categories in the asked language (v1 common, cities, categories)', async () => {
    const common = await c.call('GET', '/v1/common?language_code=ar');
    const cityNames = common.body.cities.map((x: Loose) => x.name);
    expect(cityNames).to.include.members(['لندن', 'باريس', 'مراكش']);
    expect(common.body.countries.find((x: Loose) => x.country_code === 'MA').name).to.equal(
      'المغرب',
    );
    const cities = await c.call('GET', '/v1/cities?language_code=ja');
    expect(cities.body.find((x: Loose) => x.search_key === 'new-york').name).to.equal(
      'ニューヨーク',
    );
    const groups = await c.call('GET', '/v1/categories?language_code=de');
    expect(groups.body.find((g: Loose) => g.id === 4).name).to.equal('Tagesausflüge');
  });

  it('refuses in the language of the request body: code 24 in German', async () => {
    const { instance } = await theaterInstance(c, 'TH-LON-03');
    expect(
      (await reserveTheater(c, 'TH-LON-03', instance, [ticket(instance.price_bands[0], 1)])).status,
    ).to.equal(200);
    const paris = (await theaterInstance(c, 'TH-PAR-02')).instance;
    const r = await reserveTheater(
      c,
      'TH-PAR-02',
      paris,
      [ticket(paris.price_bands[0], 1, 'EUR')],
      'EUR',
      { language_code: 'de' },
    );
    expectBusiness(r, 400, 24);
    expect(r.body.description).to.equal(
      'Ihr Warenkorb ist in GBP; bitte verwenden Sie nur eine Währung.',
    );
  });

  it('refuses in Arabic by language_code, and in Japanese by the session language', async () => {
    const tour = await c.call('GET', `/v2/tours/TO-LAS-01?date_start=${addDays(today(), 1)}`);
    const date = (tour.body.instances[0].start_datetime as string).slice(0, 10);
    const body = (language?: string) => ({
      attraction_id: 'TO-LAS-01',
      date,
      currency: 'USD',
      tickets: [{ price_type_id: 'TO-LAS-01-ADULT', number_of_tickets: 1 }],
      ...(language ? { language_code: language } : {}),
    });
    const ar = await c.call('POST', '/v2/tours/availability', { body: body('ar') });
    expectBusiness(ar, 400, 37);
    expect(ar.body.description).to.equal('الحد الأدنى لعدد التذاكر في هذه الجولة هو 2.');
    await c.newSession({ language: 'ja' });
    const ja = await c.call('POST', '/v2/tours/availability', { body: body() });
    expectBusiness(ja, 400, 37);
    expect(ja.body.description).to.equal('このツアーは2枚以上からお申し込みいただけます。');
    // language_code wins over the session's language.
    const en = await c.call('POST', '/v2/tours/availability', { body: body('en') });
    expect(en.body.description).to.equal('At least 2 tickets are needed for this tour.');
  });

  it('answers English for a language it does not translate, or none', async () => {
    const en = await detail('TH-LON-04');
    for (const other of ['th', 'pt-BR', 'zz', '']) {
      const r = await detail('TH-LON-04', other);
      expect(r, other).to.deep.equal(en);
    }
    const paris = (await theaterInstance(c, 'TH-PAR-02')).instance;
    const tooLowFee = ticket(paris.price_bands[0], 1, 'GBP', 0, { booking_fee: 1 });
    const r = await reserveTheater(c, 'TH-PAR-02', paris, [tooLowFee], 'GBP', {
      language_code: 'th',
    });
    expectBusiness(r, 400, 50);
    expect(r.body.description).to.match(
      /^Booking fee for Adult must be between \d+ and \d+ GBP\.$/,
    );
  });
});
