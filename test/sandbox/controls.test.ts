// The /__sandbox controls: info, reset, faults (each kind), the request log, CORS.
import { expect } from '@open-wc/testing';
import { SandboxClient, expectBusiness, expectHttp, today } from './harness.js';

describe('sandbox: controls', () => {
  let c: SandboxClient;
  beforeEach(async () => {
    c = await SandboxClient.create();
  });

  it('publishes the credentials and the publishable key', () => {
    expect(c.info.distributor_id).to.match(/^[0-9a-f-]{36}$/);
    expect(c.info.login).to.be.a('string');
    expect(c.info.password).to.be.a('string');
    expect(c.info.publishable_key).to.match(/^pk_test_/);
  });

  it('reset forgets every session', async () => {
    await c.newSession();
    expect((await c.reset()).status).to.equal(204);
    expectHttp(await c.call('GET', '/v2/reservations'), 401);
  });

  it('a status fault fails the next matching calls with a provider code, then heals', async () => {
    await c.control('POST', '/__sandbox/faults', {
      method: 'GET',
      path: '/v2/attraction-types*',
      kind: 'status',
      status: 503,
      code: 0,
      count: 2,
    });
    expectBusiness(await c.call('GET', '/v2/attraction-types'), 503, 0);
    expectBusiness(await c.call('GET', '/v2/attraction-types'), 503, 0);
    expect((await c.call('GET', '/v2/attraction-types')).status).to.equal(200);
  });

  it('a status fault of 500 answers in the internal format', async () => {
    await c.control('POST', '/__sandbox/faults', {
      path: '/v2/showcases',
      kind: 'status',
      status: 500,
    });
    await c.newSession();
    const r = await c.call('GET', '/v2/showcases');
    expect(r.status).to.equal(500);
    expect(r.body.code).to.equal(null);
  });

  it('a latency fault delays the answer', async () => {
    await c.control('POST', '/__sandbox/faults', {
      path: '/v1/attraction-types',
      kind: 'latency',
      latency_ms: 400,
    });
    const start = performance.now();
    expect((await c.call('GET', '/v1/attraction-types')).status).to.equal(200);
    expect(performance.now() - start).to.be.at.least(380);
  });

  it('an html fault answers 500 with an HTML page', async () => {
    await c.control('POST', '/__sandbox/faults', { path: '/v2/showcases', kind: 'html' });
    const r = await c.call('GET', '/v2/showcases', { unchecked: true });
    expect(r.status).to.equal(500);
    expect(r.headers.get('content-type')).to.match(/text\/html/);
    expect(r.text).to.match(/<html/i);
  });

  it('a malformed fault truncates the JSON body', async () => {
    await c.control('POST', '/__sandbox/faults', {
      path: '/v2/attraction-types',
      kind: 'malformed',
    });
    const r = await c.call('GET', '/v2/attraction-types', { unchecked: true });
    expect(() => JSON.parse(r.text)).to.throw();
  });

  it('an empty fault answers 200 with no body, instead of the route', async () => {
    await c.newSession();
    await c.control('POST', '/__sandbox/faults', { path: '/v2/reservations', kind: 'empty' });
    const r = await c.call('GET', '/v2/reservations', { unchecked: true });
    expect(r.status).to.equal(200);
    expect(r.text).to.equal('');
    expect((await c.call('GET', '/v2/reservations')).body).to.have.property('reservations');
  });

  it('a wrong-type fault answers 200 with an HTML page', async () => {
    await c.control('POST', '/__sandbox/faults', {
      path: '/v2/attraction-types',
      kind: 'wrong-type',
    });
    const r = await c.call('GET', '/v2/attraction-types', { unchecked: true });
    expect(r.status).to.equal(200);
    expect(r.headers.get('content-type')).to.match(/text\/html/);
    expect(r.text).to.match(/<html/i);
    expect((await c.call('GET', '/v2/attraction-types')).status).to.equal(200);
  });

  it('a drop fault cuts the connection', async () => {
    await c.control('POST', '/__sandbox/faults', { path: '/v2/attraction-types', kind: 'drop' });
    let failed = false;
    try {
      await c.call('GET', '/v2/attraction-types', { unchecked: true });
    } catch (e) {
      failed = e instanceof TypeError;
    }
    expect(failed).to.equal(true);
  });

  it('an unhandled exception answers 500 in the internal format', async () => {
    await c.control('POST', '/__sandbox/faults', {
      path: '/v2/attraction-types',
      kind: 'exception',
    });
    const r = await c.call('GET', '/v2/attraction-types');
    expect(r.status).to.equal(500);
    expect(r.body.code).to.equal(null);
    expect(r.body).to.have.keys('title', 'description', 'code');
  });

  it('logs API requests with method, path, status and time', async () => {
    await c.newSession();
    await c.call('GET', `/v2/attractions?date_start=${today()}`);
    await c.call('GET', '/v2/attractions?date_start=bad');
    const log = (await c.control('GET', '/__sandbox/requests')).body as {
      method: string;
      path: string;
      status: number;
      time: string;
    }[];
    const mine = log.filter((e) => e.path === '/v2/attractions');
    expect(mine.map((e) => e.status)).to.deep.equal([200, 400]);
    expect(mine[0].method).to.equal('GET');
    expect(Number.isNaN(Date.parse(mine[0].time))).to.equal(false);
  });

  it('answers CORS for a widget on another origin (real preflight)', async () => {
    const other = new URL(location.href);
    other.hostname = location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
    const r = await fetch(`${other.origin}/v2/booking-session`, {
      method: 'POST',
      headers: {
        'Service-Distributor': c.info.distributor_id,
        'Content-Type': 'application/json',
        'X-Sandbox-Instance': c.instance,
      },
      body: '{}',
    });
    expect(r.status).to.equal(200);
    expect(r.headers.get('X-Request-Id')).to.be.a('string');
    expect(((await r.json()) as Record<string, string>)['booking-session']).to.be.a('string');
  });
});
