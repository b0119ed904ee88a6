// The five error body formats as the sandbox produces them, parsed by the real client into
// TesseraError with the right kind, code and action; plus the bodies that are not JSON at all.
import { expect } from '@open-wc/testing';
import type { ApiClient, TesseraError } from '../../../src/api/index.js';
import { SandboxLink, failure, today } from './link.js';
import { buyer, reserveSome, theaterInstance, ticket, tourOptions } from './steps.js';

function expectBusiness(error: TesseraError, status: number, code: number, action: string) {
  expect([error.status, error.kind, error.code, error.action]).to.deep.equal([
    status,
    'business',
    code,
    action,
  ]);
  expect(error.requestId).to.be.a('string').and.not.equal('');
  expect(error.exceptionId).to.be.a('string').and.not.equal('');
  expect(Number.isNaN(Date.parse(error.timestamp!))).to.equal(false);
  expect(error.title).to.be.a('string').and.not.equal('');
  expect(error.description).to.be.a('string').and.not.equal('');
}

describe('API client over the sandbox: error formats', () => {
  let link: SandboxLink;
  let api: ApiClient;
  beforeEach(async () => {
    link = await SandboxLink.create();
    api = link.client();
  });
  afterEach(async () => {
    expect(await link.contractViolations()).to.deep.equal([]);
  });

  it('validation (format 2): fieldErrors per field, action fix-fields', async () => {
    const query = await failure(api.listAttractions({ date_start: today(), size: 1001 }));
    expect([query.status, query.kind, query.code, query.action]).to.deep.equal([
      400,
      'validation',
      null,
      'fix-fields',
    ]);
    expect(query.fieldErrors.size).to.be.an('array').with.length.above(0);
    expect(query.fieldErrors.size.every((m) => typeof m === 'string')).to.equal(true);

    const { date, options } = await tourOptions(api, 'TO-LON-03', { ADULT: 1 });
    const price = options[0].prices![0];
    const body = await failure(
      api.reserveTour({
        attraction_id: 'TO-LON-03',
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
      }),
    );
    expect(body.kind).to.equal('validation');
    expect(Object.keys(body.fieldErrors)).to.include('pickup_id');
  });

  it('business (format 1): codes 1, 2, 30, 50 with their actions', async () => {
    const pair = await theaterInstance(api, 'TH-BCN-02');
    const odd = await failure(
      api.reserveTheater({
        attraction_id: 'TH-BCN-02',
        instance_id: pair.instance_id,
        currency: 'EUR',
        tickets: [ticket(pair.price_bands[0], 3, 'EUR')],
      }),
    );
    expectBusiness(odd, 400, 1, 'adjust-selection');

    const paris = await theaterInstance(api, 'TH-PAR-01');
    const [a, b] = paris.price_bands;
    const bands = await failure(
      api.reserveTheater({
        attraction_id: 'TH-PAR-01',
        instance_id: paris.instance_id,
        currency: 'EUR',
        tickets: [ticket(a, 1, 'EUR'), ticket(b, 1, 'EUR')],
      }),
    );
    expectBusiness(bands, 400, 2, 'one-price-band');

    const ga = await theaterInstance(api, 'TH-LON-03');
    expectBusiness(
      await failure(api.getTheaterSeats('TH-LON-03', ga.instance_id)),
      400,
      30,
      'omit-seats',
    );
    const band = ga.price_bands[0];
    const fee = band.price_types[0].max_booking_fee.GBP + 1;
    const tooHigh = await failure(
      api.reserveTheater({
        attraction_id: 'TH-LON-03',
        instance_id: ga.instance_id,
        currency: 'GBP',
        tickets: [ticket(band, 1, 'GBP', { booking_fee: fee })],
      }),
    );
    expectBusiness(tooHigh, 400, 50, 'fix-fee');
  });

  it('business: basket rules 24, 31 and 36 with their actions', async () => {
    await reserveSome(api, 'TH-LON-03', 6);
    expectBusiness(
      await failure(reserveSome(api, 'TH-PAR-02', 1, 0, 'EUR')),
      400,
      24,
      'one-currency',
    );
    expectBusiness(await failure(reserveSome(api, 'TH-LON-03', 6, 1)), 400, 31, 'adjust-selection');
    expectBusiness(await failure(reserveSome(api, 'TH-LON-05', 1)), 400, 36, 'remove-conflicting');
  });

  it('business: 424 code 33 for a stale availability selection -> rerun-availability', async () => {
    const { date, options } = await tourOptions(api, 'TO-CPH-01', { ADULT: 1 });
    await link.advanceClock(11 * 60_000);
    const price = options[0].prices![0];
    const stale = await failure(
      api.reserveTour({
        attraction_id: 'TO-CPH-01',
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
      }),
    );
    expectBusiness(stale, 424, 33, 'rerun-availability');
  });

  it('an unknown code (41, seat held by another buyer) shows its description and is logged', async () => {
    const instance = await theaterInstance(api, 'TH-LON-01', 1);
    const seats = ['royal-crescent:STALLS-C-5'];
    const reserve = (client: ApiClient) =>
      client.reserveTheater({
        attraction_id: 'TH-LON-01',
        instance_id: instance.instance_id,
        currency: 'GBP',
        tickets: [ticket(instance.price_bands[0], 1, 'GBP', { seats })],
      });
    await reserve(api);
    const taken = await failure(reserve(link.client()));
    expectBusiness(taken, 400, 41, 'show-description');
    expect(link.warnings.map((w) => String(w[0]))).to.deep.equal([
      '[tessera] reserveTheater failed: 400 code 41',
    ]);
  });

  it('http (format 3): 404 for an unknown attraction -> not-found', async () => {
    const missing = await failure(api.getAttraction('NOPE', { date_start: today() }));
    expect([missing.status, missing.kind, missing.code, missing.action]).to.deep.equal([
      404,
      'http',
      null,
      'not-found',
    ]);
  });

  it('payment (format 4): a refused saved payment method, then a paid one with a bearer token', async () => {
    const token = await link.authToken();
    let asked = 0;
    const pay = link.client({
      getAuthToken: () => {
        asked += 1;
        return Promise.resolve(token);
      },
    });
    const r = await reserveSome(pay, 'TH-NYC-03', 1);
    const body = { ...buyer, reservations: [r.reservation_id] };
    const declined = await failure(
      pay.confirmWithSavedPayment({ ...body, payment_method_id: 'pm_card_declined' }),
    );
    expect([declined.status, declined.kind, declined.code, declined.action]).to.deep.equal([
      400,
      'payment',
      'card_declined',
      'show-description',
    ]);
    const funds = await failure(
      pay.confirmWithSavedPayment({
        ...body,
        payment_method_id: 'pm_card_chargeDeclinedInsufficientFunds',
      }),
    );
    expect([funds.kind, funds.code]).to.deep.equal(['payment', 'insufficient_funds']);
    expect(pay.sessionStatus()).to.equal('active');

    const paid = await pay.confirmWithSavedPayment({ ...body, payment_method_id: 'pm_card_visa' });
    expect(asked).to.equal(3);
    const sent = link.sent.filter((s) => s.url.pathname === '/v1/reservations/confirm');
    expect(sent.map((s) => s.headers.authorization)).to.deep.equal(
      Array(3).fill(`Bearer ${token}`),
    );
    expect(pay.sessionStatus()).to.equal('none');
    const txs = await pay.listTransactions(paid.user_id);
    expect(txs.find((t) => t.transaction_id === paid.transaction_id)?.status).to.equal('PAID');
  });

  it('http: a bearer token the sandbox refuses asks the host to reauthorize, keeps the session', async () => {
    const bad = link.client({ getAuthToken: () => Promise.resolve('a.b.c') });
    const r = await reserveSome(bad, 'TH-NYC-03', 1);
    const refused = await failure(
      bad.confirmWithSavedPayment({
        ...buyer,
        reservations: [r.reservation_id],
        payment_method_id: 'pm_card_visa',
      }),
    );
    expect([refused.status, refused.kind, refused.action]).to.deep.equal([
      401,
      'http',
      'reauthorize',
    ]);
    expect(bad.sessionStatus()).to.equal('active');
    expect((await bad.getReservations()).reservations).to.have.length(1);
  });

  it('internal (format 5): an unhandled exception and a plain 500 -> retry-later', async () => {
    await link.fault({ path: '/v2/attraction-types', kind: 'exception' });
    const thrown = await failure(api.listAttractionTypes());
    expect([thrown.status, thrown.kind, thrown.code, thrown.action]).to.deep.equal([
      500,
      'internal',
      null,
      'retry-later',
    ]);
    expect(thrown.description).to.be.a('string').and.not.equal('');
    await link.fault({ path: '/v2/showcases', kind: 'status', status: 500 });
    const plain = await failure(api.listShowcases());
    expect([plain.status, plain.kind, plain.action]).to.deep.equal([
      500,
      'internal',
      'retry-later',
    ]);
  });

  it('an HTML error page is an internal error with the status line as title', async () => {
    await link.fault({ path: '/v2/attraction-types', kind: 'html' });
    const page = await failure(api.listAttractionTypes());
    expect([page.status, page.kind, page.code, page.action]).to.deep.equal([
      500,
      'internal',
      null,
      'retry-later',
    ]);
    expect(page.title).to.equal('500 Internal Server Error');
    expect(page.body).to.match(/<html/i);
  });

  it('a cut JSON body, success or error, is a TesseraError and never a SyntaxError', async () => {
    await link.fault({ path: '/v2/attraction-types', kind: 'malformed' });
    const ok = await failure(api.listAttractionTypes());
    expect([ok.status, ok.kind, ok.action]).to.deep.equal([200, 'unreadable', 'try-again']);
    expect(ok.title).to.equal('Unreadable response: malformed JSON');
    await link.fault({ path: '/v2/attractions', kind: 'malformed' });
    const bad = await failure(api.listAttractions({ date_start: today(), size: 1001 }));
    expect([bad.status, bad.kind, bad.code]).to.deep.equal([400, 'http', null]);
    expect(bad.title).to.equal('400 Bad Request');
    expect(bad.description).to.be.a('string');
  });

  it('a dropped connection is a network error; a GET is tried three times, a POST once', async () => {
    await link.fault({ method: 'GET', path: '/v2/attraction-types', kind: 'drop', count: 3 });
    const get = await failure(api.listAttractionTypes());
    expect([get.status, get.kind, get.action]).to.deep.equal([0, 'network', 'check-connection']);
    expect(await link.requests('GET', '/v2/attraction-types')).to.have.length(3);

    const instance = await theaterInstance(api, 'TH-LON-03');
    await link.fault({ method: 'POST', path: '/v2/theater-events/reservations', kind: 'drop' });
    const post = await failure(
      api.reserveTheater({
        attraction_id: 'TH-LON-03',
        instance_id: instance.instance_id,
        currency: 'GBP',
        tickets: [ticket(instance.price_bands[0], 1)],
      }),
    );
    expect(post.kind).to.equal('network');
    expect(await link.requests('POST', '/v2/theater-events/reservations')).to.have.length(1);
  });
});
