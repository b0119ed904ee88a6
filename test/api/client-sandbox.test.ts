// The real API client against the sandbox over real HTTP: the headers each endpoint needs, query
// serialization, and the booking session (creation, storage, resume, expiry). Error formats are
// in sandbox/errors.test.ts; timeout, abort and retries in sandbox/resilience.test.ts.
import { expect } from '@open-wc/testing';
import { formatDate, sessionKey } from '../../src/api/index.js';
import { SandboxLink, failure, memoryStorage, today } from './sandbox/link.js';
import { buyer, reserveSome, theaterInstance, tourOptions } from './sandbox/steps.js';

const SD = 'service-distributor';
const BS = 'booking-session';
const AZ = 'authorization';
const USER = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('API client over the sandbox: headers', () => {
  let link: SandboxLink;
  beforeEach(async () => {
    link = await SandboxLink.create();
  });

  it('sends each endpoint the headers doc 2 lists, and the sandbox accepts every call', async () => {
    const api = link.client();
    const v1 = link.client({ apiVersion: 'v1', storage: null });
    await api.listAttractionTypes();
    await api.listAttractions({ date_start: today() });
    await api.getAttraction('TO-LON-01', { date_start: today() });
    await api.listShowcases();
    const instance = await theaterInstance(api, 'TH-LON-01');
    await api.getTheaterSeats('TH-LON-01', instance.instance_id);
    await api.updateBookingSession({ user_id: USER });
    const reservation = await reserveSome(api, 'TH-LON-03', 1);
    const { date, options } = await tourOptions(api, 'TO-PAR-01', { ADULT: 1 });
    const price = options[0].prices![0];
    await api.reserveTour({
      attraction_id: 'TO-PAR-01',
      date,
      currency: 'GBP',
      selection_id: options[0].selection_id!,
      tickets: [
        {
          price_type_id: price.price_type_id,
          number_of_tickets: 1,
          booking_fee: price.min_booking_fee.GBP,
        },
      ],
    });
    expect((await api.getReservations()).reservations).to.have.length(2);
    await api.requestPhoneVerification({ phone_number: buyer.phone_number });
    await api.deleteReservation(reservation.reservation_id);
    await api.deleteReservations();
    await api.listTransactions(USER);
    await v1.listCategories();
    await v1.getCommon();
    await v1.listCities();
    await v1.getTheaterInstance('TH-LON-01', instance.instance_id);

    const log = await link.requests();
    expect(log.filter((e) => e.status >= 300)).to.deep.equal([]);
    expect(log).to.have.length(link.sent.length);
    // One session per client, created lazily by the first call that needed it.
    expect(
      log.filter((e) => e.path.endsWith('/booking-session') && e.method === 'POST'),
    ).to.have.length(2);

    const names = (method: string, path: string) => {
      const sent = link.sent.find((s) => s.method === method && s.url.pathname === path);
      if (!sent) throw new Error(`${method} ${path} was not sent`);
      return [SD, BS, AZ].filter((h) => h in sent.headers);
    };
    expect(names('GET', '/v2/attraction-types')).to.deep.equal([SD]);
    expect(names('POST', '/v2/booking-session')).to.deep.equal([SD]);
    expect(names('GET', '/v2/attractions')).to.deep.equal([SD, BS]);
    expect(
      names('GET', `/v2/theater-events/TH-LON-01/instances/${instance.instance_id}/seats`),
    ).to.deep.equal([SD]);
    expect(names('POST', '/v2/theater-events/reservations')).to.deep.equal([BS]);
    expect(names('POST', '/v2/tours/reservations')).to.deep.equal([SD, BS]);
    expect(names('POST', '/v1/phone-number-verification')).to.deep.equal([SD, BS]);
    expect(names('GET', `/v2/users/${USER}/transactions`)).to.deep.equal([SD]);
    expect(names('GET', '/v1/categories')).to.deep.equal([SD]);
    for (const sent of link.sent) expect(sent.headers['content-type']).to.equal('application/json');
    expect(await link.contractViolations()).to.deep.equal([]);
    expect(link.checked).to.equal(link.sent.length);
  });

  it('a client with a wrong distributor id gets the sandbox 401 as an http TesseraError', async () => {
    const api = link.client({ distributorId: '6ba7b810-9dad-41d1-80b4-00c04fd430c8' });
    const plain = await failure(api.listAttractionTypes());
    expect(plain.status).to.equal(401);
    expect(plain.kind).to.equal('http');
    expect(plain.code).to.equal(null);
    expect(plain.description).to.equal('Unknown Service-Distributor.');
    expect(plain.action).to.equal('show-description');
    // A call needing a session fails at the session creation; nothing is stored.
    const needsSession = await failure(api.listAttractions({ date_start: today() }));
    expect(needsSession.status).to.equal(401);
    expect(api.sessionStatus()).to.equal('none');
    expect((await link.requests()).map((e) => [e.method, e.path, e.status])).to.deep.equal([
      ['GET', '/v2/attraction-types', 401],
      ['POST', '/v2/booking-session', 401],
    ]);
    expect(await link.contractViolations()).to.deep.equal([]);
  });
});

describe('API client over the sandbox: query serialization', () => {
  let link: SandboxLink;
  // A fresh instance per test: the sandbox host drops its oldest instances beyond 32.
  beforeEach(async () => {
    link = await SandboxLink.create();
  });
  const lastQuery = () => link.sent[link.sent.length - 1].url.search;

  it('sends id lists comma-separated and the sandbox filters by any of them', async () => {
    const api = link.client();
    const list = await api.listAttractions({ date_start: today(), tag_ids: [1, 3], size: 1000 });
    expect(lastQuery()).to.include('tag_ids=1,3');
    expect(list.total).to.be.above(0);
    for (const a of list.results)
      expect(a.tags.some((t) => t.tag_id === 1 || t.tag_id === 3)).to.equal(true);
    const one = await api.listAttractions({ date_start: today(), tag_ids: [3], size: 1000 });
    expect(one.total).to.be.below(list.total);
    const boats = await api.listAttractions({ date_start: today(), categories: [303], size: 1000 });
    expect(boats.total).to.be.above(0);
    for (const a of boats.results) expect(a.categories).to.include(303);
    expect(await link.contractViolations()).to.deep.equal([]);
  });

  it('a v1 client calls the v1 path with v1 filters (category_id)', async () => {
    const v1 = link.client({ apiVersion: 'v1' });
    const list = await v1.listAttractions({ date_start: today(), category_id: 3, size: 1000 });
    expect(link.sent[link.sent.length - 1].url.pathname).to.equal('/v1/attractions');
    expect(lastQuery()).to.include('category_id=3');
    expect(list.total).to.be.above(0);
    for (const a of list.results) expect(a.category_id).to.equal(3);
    expect(await link.contractViolations()).to.deep.equal([]);
  });

  it('sends booleans as true/false (alternative_results)', async () => {
    const api = link.client();
    const query = { date_start: today(), city: 'paris', search_term: 'zzzz' };
    const none = await api.listAttractions({ ...query, alternative_results: false });
    expect(lastQuery()).to.include('alternative_results=false');
    expect(none.total).to.equal(0);
    const alt = await api.listAttractions({ ...query, alternative_results: true });
    expect(lastQuery()).to.include('alternative_results=true');
    expect(alt.alternative_results).to.equal(true);
    expect(alt.total).to.be.above(0);
  });

  it('sends dates as YYYY-MM-DD; a narrow date range finds fewer events', async () => {
    const api = link.client();
    const start = new Date();
    start.setDate(start.getDate() + 140);
    const end = new Date(start);
    end.setDate(end.getDate() + 1);
    const narrow = await api.listAttractions({
      date_start: formatDate(start),
      date_end: formatDate(end),
      size: 1000,
    });
    expect(lastQuery()).to.match(/date_start=\d{4}-\d{2}-\d{2}&date_end=\d{4}-\d{2}-\d{2}/);
    const all = await api.listAttractions({ date_start: formatDate(new Date()), size: 1000 });
    expect(narrow.total).to.be.below(all.total);
    const event = await api.getTheaterEvent('TH-BCN-01', {
      date_start: formatDate(start),
      date_end: formatDate(end),
    });
    for (const i of event.instances)
      expect(i.start_datetime.slice(0, 10) <= formatDate(end)).to.equal(true);
  });

  it('sends sort, size and page; pages follow on from each other', async () => {
    const api = link.client();
    const cheap = await api.listAttractions({
      date_start: today(),
      sort: 'lowest_price',
      currency: 'GBP',
      size: 1000,
    });
    expect(lastQuery()).to.include('sort=lowest_price');
    const prices = cheap.results.map((a) => a.min_price.GBP);
    expect(prices).to.deep.equal([...prices].sort((a, b) => a - b));
    const ten = await api.listAttractions({ date_start: today(), size: 10 });
    const first = await api.listAttractions({ date_start: today(), size: 5, page: 0 });
    const second = await api.listAttractions({ date_start: today(), size: 5, page: 1 });
    expect(lastQuery()).to.include('size=5').and.to.include('page=1');
    const ids = (l: typeof ten) => l.results.map((a) => a.attraction_id);
    expect([...ids(first), ...ids(second)]).to.deep.equal(ids(ten));
    expect(await link.contractViolations()).to.deep.equal([]);
  });
});

describe('API client over the sandbox: booking session', () => {
  let link: SandboxLink;
  beforeEach(async () => {
    link = await SandboxLink.create();
  });
  const created = async () => (await link.requests('POST', '/v2/booking-session')).length;

  it('stores the session in sessionStorage by distributor; a second client resumes the basket', async () => {
    const key = sessionKey(link.info.distributor_id);
    sessionStorage.removeItem(key);
    try {
      const first = link.client({ storage: sessionStorage });
      expect(first.sessionStatus()).to.equal('none');
      const reservation = await reserveSome(first, 'TH-LON-03', 2);
      const token = link.sent.find((s) => s.url.pathname === '/v2/theater-events/reservations')!
        .headers[BS];
      expect(JSON.parse(sessionStorage.getItem(key)!).token).to.equal(token);
      expect(first.sessionStatus()).to.equal('active');
      expect(first.timeLeftMs()).to.be.within(19 * 60_000, 20 * 60_000);

      const second = link.client({ storage: sessionStorage });
      expect(second.sessionStatus()).to.equal('active');
      const basket = await second.getReservations();
      expect(basket.reservations.map((r) => r.reservation_id)).to.deep.equal([
        reservation.reservation_id,
      ]);
      expect(link.sent[link.sent.length - 1].headers[BS]).to.equal(token);
      expect(await created()).to.equal(1);
    } finally {
      sessionStorage.removeItem(key);
    }
    expect(await link.contractViolations()).to.deep.equal([]);
  });

  it('after 21 minutes idle the next token call asks for a new session, never makes one', async () => {
    const api = link.client();
    await reserveSome(api, 'TH-LON-03', 2);
    await link.advanceClock(21 * 60_000);

    const expired = await failure(api.getReservations());
    expect(expired.status).to.equal(401);
    expect(expired.kind).to.equal('http');
    expect(expired.action).to.equal('new-session');
    expect(api.sessionStatus()).to.equal('expired');
    expect(api.timeLeftMs()).to.equal(0);
    const sent = link.sent.length;
    const again = await failure(api.listAttractions({ date_start: today() }));
    expect(again.action).to.equal('new-session');
    expect(link.sent.length, 'an expired session is refused without a request').to.equal(sent);
    expect(await created()).to.equal(1);

    // Only the UI's explicit choice starts over; the old holds were released.
    await api.startNewSession();
    expect(await created()).to.equal(2);
    expect(api.sessionStatus()).to.equal('active');
    expect((await api.getReservations()).reservations).to.deep.equal([]);
    expect(await link.contractViolations()).to.deep.equal([]);
  });

  it('each call with the token restarts the 20 minutes, in the client as on the sandbox', async () => {
    let offset = 0;
    const api = link.client({ now: () => Date.now() + offset });
    const advance = async (ms: number) => {
      offset += ms;
      await link.advanceClock(ms);
    };
    await api.getReservations();
    await advance(19 * 60_000);
    expect(api.timeLeftMs()).to.be.within(50_000, 60_000);
    await api.getReservations();
    expect(api.timeLeftMs()).to.be.above(19 * 60_000);
    await advance(19 * 60_000);
    expect((await api.getReservations()).reservations, '38 min old, 19 idle').to.deep.equal([]);
    await advance(20 * 60_000 + 1_000);
    expect(api.sessionStatus()).to.equal('expired');
    const sent = link.sent.length;
    expect((await failure(api.getReservations())).action).to.equal('new-session');
    expect(link.sent.length, 'the client knew without asking').to.equal(sent);
    expect(await created()).to.equal(1);
  });

  it('a session closed by a confirmation is gone; the next call starts afresh', async () => {
    const api = link.client({ storage: memoryStorage() });
    const r = await reserveSome(api, 'TH-NYC-03', 1);
    const done = await api.confirmReservations({ ...buyer, reservations: [r.reservation_id] });
    expect(done.client_secret).to.be.a('string');
    expect(api.sessionStatus()).to.equal('none');
    expect((await api.getReservations()).reservations).to.deep.equal([]);
    expect(await created()).to.equal(2);
    expect(await link.contractViolations()).to.deep.equal([]);
  });

  it('a confirmation done but answered unreadably ends the session: no new one in its place', async () => {
    const api = link.client({ storage: memoryStorage() });
    const r = await reserveSome(api, 'TH-NYC-03', 1);
    await link.fault({ method: 'PUT', path: '/v2/reservations', kind: 'malformed', count: 1 });
    const error = await failure(
      api.confirmReservations({ ...buyer, reservations: [r.reservation_id] }),
    );
    expect(error.kind).to.equal('unreadable');
    expect(error.action).to.equal('new-session');
    expect(api.sessionStatus()).to.equal('expired');
    // The next call is refused where it stands, as for a session that timed out.
    const sent = link.sent.length;
    expect((await failure(api.getReservations())).action).to.equal('new-session');
    expect(link.sent.length).to.equal(sent);
    expect(await created()).to.equal(1);
  });
});
