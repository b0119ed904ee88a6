// Booking-session states of doc 1, headers of doc 2 and the standard HTTP error format.
import { expect } from '@open-wc/testing';
import { SandboxClient, expectHttp, expectValidation } from './harness.js';
import { reserveTheater, theaterInstance, ticket } from './fixtures.js';

const KNOWN_USER = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('sandbox: booking session', () => {
  let c: SandboxClient;
  beforeEach(async () => {
    c = await SandboxClient.create();
  });

  it('creates a session (none -> active) and a session for an existing user', async () => {
    expect(await c.newSession())
      .to.be.a('string')
      .with.length.above(10);
    const r = await c.call('POST', '/v1/booking-session', {
      body: { user_id: KNOWN_USER, language: 'en' },
    });
    expect(r.status).to.equal(200);
    expect(r.body['booking-session']).to.be.a('string');
  });

  it('answers 400 when the user of a new session does not exist', async () => {
    const r = await c.call('POST', '/v2/booking-session', {
      body: { user_id: '11111111-2222-4333-8444-555555555555' },
    });
    expectValidation(r, 'user_id');
  });

  it('assigns a user with PUT (204) and refuses another user (400)', async () => {
    await c.newSession();
    const put = await c.call('PUT', '/v2/booking-session', { body: { user_id: KNOWN_USER } });
    expect(put.status).to.equal(204);
    const other = await c.call('PUT', '/v1/booking-session', {
      body: { user_id: '6ba7b810-9dad-41d1-80b4-00c04fd430c8' },
    });
    expectValidation(other, 'user_id');
  });

  it('needs the sandbox Service-Distributor (401, standard HTTP format)', async () => {
    expectHttp(await c.call('POST', '/v2/booking-session', { body: {}, distributor: null }), 401);
    expectHttp(
      await c.call('POST', '/v2/booking-session', {
        body: {},
        distributor: '00000000-0000-4000-8000-000000000000',
      }),
      401,
    );
  });

  it('refuses a missing or unknown Booking-Session with 401', async () => {
    expectHttp(await c.call('GET', '/v2/reservations', { session: null }), 401);
    expectHttp(await c.call('GET', '/v2/reservations', { session: 'not-a-token' }), 401);
  });

  it('accepts only application/json bodies (415, standard HTTP format)', async () => {
    const r = await c.call('POST', '/v2/booking-session', {
      raw: '{}',
      headers: { 'Content-Type': 'text/plain' },
      unchecked: true,
    });
    expect(r.status).to.equal(415);
    expectHttp({ ...r, body: JSON.parse(r.text) }, 415);
  });

  it('answers a body that is not JSON with a validation error', async () => {
    expectValidation(await c.call('POST', '/v2/booking-session', { raw: '{"language":' }), 'body');
  });

  it('keeps a used session alive and expires it after 20 idle minutes, releasing its holds', async () => {
    await c.newSession();
    const { instance } = await theaterInstance(c, 'TH-LON-03');
    const band = instance.price_bands[0];
    const before = band.spaces_remaining;
    expect((await reserveTheater(c, 'TH-LON-03', instance, [ticket(band, 2)])).status).to.equal(
      200,
    );

    await c.advance(15 * 60_000);
    expect((await c.call('GET', '/v2/reservations')).status).to.equal(200);
    await c.advance(15 * 60_000);
    const alive = await c.call('GET', '/v2/reservations');
    expect(alive.status).to.equal(200);
    expect(alive.body.reservations).to.have.length(1);

    const held = (await theaterInstance(c, 'TH-LON-03')).instance.price_bands[0].spaces_remaining;
    expect(held).to.equal(before - 2);
    const buyer = c.token;
    await c.advance(21 * 60_000);
    expectHttp(await c.call('GET', '/v2/reservations', { session: buyer }), 401);
    await c.newSession();
    const after = (await theaterInstance(c, 'TH-LON-03')).instance.price_bands[0].spaces_remaining;
    expect(after).to.equal(before);
  });
});

describe('sandbox: auth', () => {
  it('gives a JWT for the sandbox login and 401 for a wrong password', async () => {
    const c = await SandboxClient.create();
    const ok = await c.call('POST', '/v2/auth', {
      body: { login: c.info.login, password: c.info.password },
    });
    expect(ok.status).to.equal(200);
    expect(ok.body.token.split('.')).to.have.length(3);
    const bad = await c.call('POST', '/v1/auth', {
      body: { login: c.info.login, password: 'nope' },
    });
    expectHttp(bad, 401);
    expectValidation(
      await c.call('POST', '/v1/auth', { body: { login: c.info.login } }),
      'password',
    );
  });
});
