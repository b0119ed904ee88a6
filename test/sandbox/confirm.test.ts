// Confirmation: attendees, phone verification, the card flow driven by the Stripe stand-in, the
// saved-payment flow with a bearer token, and transactions ADDED/PENDING/PAID/SUSPENDED.
import { expect } from '@open-wc/testing';
import { SandboxClient, expectBusiness, expectHttp, expectValidation } from './harness.js';
import { buyer, confirm, reserveTheater, theaterInstance, ticket } from './fixtures.js';

const CARD = { exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' };

async function pay(c: SandboxClient, secret: string, number: string) {
  const id = secret.split('_secret_')[0];
  return c.control('POST', `/__sandbox/stripe/payment_intents/${id}/confirm`, {
    client_secret: secret,
    payment_method: { card: { number, ...CARD } },
  });
}

async function status(c: SandboxClient, user: string, tx: string) {
  const r = await c.call('GET', `/v2/users/${user}/transactions`);
  return (r.body as { transaction_id: string; status: string }[]).find(
    (t) => t.transaction_id === tx,
  )?.status;
}

async function gaReservation(c: SandboxClient, id = 'TH-LON-03', count = 2) {
  const { instance } = await theaterInstance(c, id);
  const r = await reserveTheater(c, id, instance, [ticket(instance.price_bands[0], count)]);
  expect(r.status).to.equal(200);
  return r.body;
}

describe('sandbox: confirmation and payment', () => {
  let c: SandboxClient;
  beforeEach(async () => {
    c = await SandboxClient.create();
    await c.newSession();
  });

  it('card flow: ADDED with a client_secret, PENDING after the card, PAID shortly after; session closed', async () => {
    const r = await gaReservation(c, 'TH-NYC-03');
    const done = await confirm(c, [r.reservation_id]);
    expect(done.status).to.equal(200);
    const { transaction_id: tx, user_id: user, client_secret: secret } = done.body;
    expect(await status(c, user, tx)).to.equal('ADDED');
    expectHttp(await c.call('DELETE', '/v2/reservations'), 401);
    expect((await pay(c, secret, '4242424242424242')).status).to.equal(200);
    expect(await status(c, user, tx)).to.equal('PENDING');
    await c.advance(2_000);
    expect(await status(c, user, tx)).to.equal('PAID');
  });

  it('a declined card suspends the transaction; a new card still pays it', async () => {
    const r = await gaReservation(c, 'TH-NYC-03');
    const {
      transaction_id: tx,
      user_id: user,
      client_secret: secret,
    } = (await confirm(c, [r.reservation_id])).body;
    await pay(c, secret, '4000000000000002');
    expect(await status(c, user, tx)).to.equal('SUSPENDED');
    await pay(c, secret, '4242424242424242');
    await c.advance(2_000);
    expect(await status(c, user, tx)).to.equal('PAID');
  });

  it('a processing error fails the transaction (FAILED)', async () => {
    const r = await gaReservation(c, 'TH-NYC-03');
    const {
      transaction_id: tx,
      user_id: user,
      client_secret: secret,
    } = (await confirm(c, [r.reservation_id])).body;
    await pay(c, secret, '4000000000000119');
    expect(await status(c, user, tx)).to.equal('FAILED');
  });

  it('a FAILED transaction stays FAILED: its intent is canceled and refuses another card', async () => {
    const r = await gaReservation(c, 'TH-NYC-03');
    const {
      transaction_id: tx,
      user_id: user,
      client_secret: secret,
    } = (await confirm(c, [r.reservation_id])).body;
    const failed = await pay(c, secret, '4000000000000119');
    expect(failed.body.error.code).to.equal('processing_error');
    expect(failed.body.error.payment_intent.status).to.equal('canceled');
    const again = await pay(c, secret, '4242424242424242');
    expect([again.body.error.type, again.body.error.code]).to.deep.equal([
      'invalid_request_error',
      'payment_intent_unexpected_state',
    ]);
    expect(again.body.error.message).to.contain('status of canceled');
    await c.advance(2_000);
    expect(await status(c, user, tx)).to.equal('FAILED');
  });

  it('needs the reservations to be in the basket', async () => {
    const { instance } = await theaterInstance(c, 'TH-LON-03');
    const r = await reserveTheater(
      c,
      'TH-LON-03',
      instance,
      [ticket(instance.price_bands[0], 1)],
      'GBP',
      { to_basket: false },
    );
    expectValidation(await confirm(c, [r.body.reservation_id]), 'reservations[0]');
  });

  it('code 25 without attendees, 52 with too few, then confirms with all of them', async () => {
    const r = await gaReservation(c, 'TH-LAS-02', 2);
    expectBusiness(await confirm(c, [r.reservation_id]), 400, 25);
    const person = (ticket_id: string) => ({
      ticket_id,
      first_name: 'Grace',
      second_name: 'Hopper',
      id_number: 'X1234567',
      date_of_birth: '1990-01-01',
    });
    const [t1, t2] = r.tickets.map((t: { ticket_id: string }) => t.ticket_id);
    expect(
      (await c.call('POST', '/v1/attendees', { body: { attendees: [person(t1)] } })).status,
    ).to.equal(204);
    expectBusiness(await confirm(c, [r.reservation_id]), 400, 52);
    expectValidation(
      await c.call('PUT', '/v1/attendees', {
        body: { attendees: [{ ticket_id: t2, first_name: 'G' }] },
      }),
      'attendees[0].second_name',
    );
    expect((await confirm(c, [r.reservation_id], { attendees: [person(t2)] })).status).to.equal(
      200,
    );
  });

  it('code 28 without phone verification, 29 for a wrong code; the SMS code verifies', async () => {
    const r = await gaReservation(c, 'TH-LON-03', 1);
    expectBusiness(await confirm(c, [r.reservation_id]), 400, 28);
    const phone = buyer.phone_number;
    expect(
      (await c.call('POST', '/v1/phone-number-verification', { body: { phone_number: phone } }))
        .status,
    ).to.equal(204);
    const sms = await c.control('GET', `/__sandbox/sms?phone_number=${encodeURIComponent(phone)}`);
    expect(sms.body.code).to.match(/^\d{6}$/);
    const wrong = sms.body.code === '000000' ? '111111' : '000000';
    expectBusiness(
      await c.call('POST', '/v1/verification-code-confirmation', {
        body: { phone_number: phone, phone_number_verification_code: wrong },
      }),
      400,
      29,
    );
    const right = await c.call('POST', '/v1/verification-code-confirmation', {
      body: { phone_number: phone, phone_number_verification_code: sms.body.code },
    });
    expect(right.status).to.equal(204);
    expect((await confirm(c, [r.reservation_id])).status).to.equal(200);
  });

  it('saved payment: 401 without or with a bad bearer token, format 4 on a decline, PAID on success', async () => {
    const r = await gaReservation(c, 'TH-NYC-03');
    const body = { ...buyer, reservations: [r.reservation_id], payment_method_id: 'pm_card_visa' };
    const none = await c.call('POST', '/v1/reservations/confirm', { body });
    expectHttp(none, 401);
    expect(none.body.description).to.equal('Authorization token required');
    expectHttp(
      await c.call('POST', '/v1/reservations/confirm', {
        body,
        headers: { Authorization: 'Bearer a.b.c' },
      }),
      401,
    );
    const token = (
      await c.call('POST', '/v1/auth', { body: { login: c.info.login, password: c.info.password } })
    ).body.token;
    const auth = { Authorization: `Bearer ${token}` };
    const declined = await c.call('POST', '/v1/reservations/confirm', {
      body: { ...body, payment_method_id: 'pm_card_declined' },
      headers: auth,
    });
    expect(declined.status).to.equal(400);
    expect(declined.body.code).to.equal('card_declined');
    const paid = await c.call('POST', '/v1/reservations/confirm', { body, headers: auth });
    expect(paid.status).to.equal(200);
    expect(await status(c, paid.body.user_id, paid.body.transaction_id)).to.equal('PAID');
  });

  it('confirms into the session user when one was assigned; 404 for transactions of an unknown user', async () => {
    await c.call('PUT', '/v2/booking-session', {
      body: { user_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' },
    });
    const r = await gaReservation(c, 'TH-NYC-03', 1);
    const done = await confirm(c, [r.reservation_id]);
    expect(done.body.user_id).to.equal('3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    expectHttp(
      await c.call('GET', '/v1/users/6ba7b810-9dad-41d1-80b4-00c04fd430c8/transactions'),
      404,
    );
  });
});
