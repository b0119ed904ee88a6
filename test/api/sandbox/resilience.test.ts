// Timeout, abort and the retry policy of the real client against sandbox faults, with the calls
// counted in the sandbox's own request log (GET /__sandbox/requests).
import { expect } from '@open-wc/testing';
import { TesseraError, isAbortError } from '../../../src/api/index.js';
import { SandboxLink, failure, today } from './link.js';
import { theaterInstance, ticket, tourOptions } from './steps.js';

const TYPES = '/v2/attraction-types';

async function rejectionOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, it succeeded');
}

describe('API client over the sandbox: timeout and abort', () => {
  let link: SandboxLink;
  beforeEach(async () => {
    link = await SandboxLink.create();
  });
  afterEach(async () => {
    expect(await link.contractViolations()).to.deep.equal([]);
  });

  it('a latency longer than timeoutMs is a timeout error, not retried', async () => {
    await link.fault({ path: TYPES, kind: 'latency', latency_ms: 1500 });
    const api = link.client({ timeoutMs: 300 });
    const start = performance.now();
    const late = await failure(api.listAttractionTypes());
    const took = performance.now() - start;
    expect([late.status, late.kind, late.code, late.action]).to.deep.equal([
      0,
      'timeout',
      null,
      'try-later',
    ]);
    expect(took).to.be.within(280, 1200);
    expect(link.sent.filter((s) => s.url.pathname === TYPES)).to.have.length(1);
  });

  it('a latency shorter than timeoutMs still answers', async () => {
    await link.fault({ path: TYPES, kind: 'latency', latency_ms: 300 });
    const types = await link.client({ timeoutMs: 2000 }).listAttractionTypes();
    expect(types).to.be.an('array').with.length.above(0);
  });

  it("the caller's abort rejects at once with an AbortError, not a TesseraError", async () => {
    await link.fault({ path: TYPES, kind: 'latency', latency_ms: 1500 });
    const api = link.client();
    const controller = new AbortController();
    const start = performance.now();
    setTimeout(() => controller.abort(), 100);
    const error = await rejectionOf(api.listAttractionTypes({ signal: controller.signal }));
    expect(isAbortError(error)).to.equal(true);
    expect(error).not.to.be.instanceOf(TesseraError);
    expect(performance.now() - start).to.be.below(1000);
  });

  it('an already aborted signal sends nothing', async () => {
    const api = link.client();
    const error = await rejectionOf(api.listAttractionTypes({ signal: AbortSignal.abort() }));
    expect(isAbortError(error)).to.equal(true);
    expect(link.sent).to.deep.equal([]);
    expect(await link.requests()).to.deep.equal([]);
    // A call needing a session sends nothing either: not even the booking-session creation.
    const more = await rejectionOf(
      api.listAttractions({ date_start: today() }, { signal: AbortSignal.abort() }),
    );
    expect(isAbortError(more)).to.equal(true);
    expect(link.sent).to.deep.equal([]);
    expect(await link.requests()).to.deep.equal([]);
  });
});

describe('API client over the sandbox: retry policy', () => {
  let link: SandboxLink;
  beforeEach(async () => {
    link = await SandboxLink.create();
  });
  afterEach(async () => {
    expect(await link.contractViolations()).to.deep.equal([]);
  });
  const statuses = async (method: string, path: string) =>
    (await link.requests(method, path)).map((e) => e.status);

  it('a GET failing with 503 twice is retried and succeeds', async () => {
    await link.fault({ method: 'GET', path: TYPES, kind: 'status', status: 503, count: 2 });
    const types = await link.client().listAttractionTypes();
    expect(types).to.be.an('array').with.length.above(0);
    expect(await statuses('GET', TYPES)).to.deep.equal([503, 503, 200]);
  });

  it('a GET still failing after three attempts reports the 503 (retry-later)', async () => {
    await link.fault({ method: 'GET', path: TYPES, kind: 'status', status: 503, count: 5 });
    const down = await failure(link.client().listAttractionTypes());
    expect([down.status, down.kind, down.code, down.action]).to.deep.equal([
      503,
      'business',
      0,
      'retry-later',
    ]);
    expect(await statuses('GET', TYPES)).to.deep.equal([503, 503, 503]);
  });

  it('the tour availability POST is safe to repeat and is retried', async () => {
    const api = link.client();
    await api.startNewSession();
    await link.fault({
      method: 'POST',
      path: '/v2/tours/availability',
      kind: 'status',
      status: 503,
    });
    const { options } = await tourOptions(api, 'TO-PAR-01', { ADULT: 1 });
    expect(options[0].available).to.equal(true);
    expect(await statuses('POST', '/v2/tours/availability')).to.deep.equal([503, 200]);
  });

  it('a theater reservation POST failing with 503 is sent exactly once', async () => {
    const api = link.client();
    const instance = await theaterInstance(api, 'TH-LON-03');
    const path = '/v2/theater-events/reservations';
    await link.fault({ method: 'POST', path, kind: 'status', status: 503 });
    const body = {
      attraction_id: 'TH-LON-03',
      instance_id: instance.instance_id,
      currency: 'GBP',
      tickets: [ticket(instance.price_bands[0], 1)],
    };
    const refused = await failure(api.reserveTheater(body));
    expect([refused.status, refused.kind, refused.action]).to.deep.equal([
      503,
      'business',
      'retry-later',
    ]);
    expect(await statuses('POST', path)).to.deep.equal([503]);
    expect((await api.getReservations()).reservations).to.deep.equal([]);
    // The route healed: repeating it is the UI's decision, and it then works.
    expect((await api.reserveTheater(body)).reservation_id).to.be.a('string');
    expect(await statuses('POST', path)).to.deep.equal([503, 200]);
  });
});
