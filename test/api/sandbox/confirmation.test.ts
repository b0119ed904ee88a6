// The confirmation steps through the real client: phone verification (codes 28, 29) with the SMS
// code read from the sandbox, and mandatory attendees (codes 25, 52), ending in a card payment.
import { expect } from '@open-wc/testing';
import type { ApiClient } from '../../../src/api/index.js';
import { SandboxLink, failure } from './link.js';
import { buyer, reserveSome } from './steps.js';

describe('API client over the sandbox: confirmation steps', () => {
  let link: SandboxLink;
  let api: ApiClient;
  beforeEach(async () => {
    link = await SandboxLink.create();
    api = link.client();
  });
  afterEach(async () => {
    expect(await link.contractViolations()).to.deep.equal([]);
  });

  it('code 28 asks to verify the phone, 29 to re-enter a wrong code; the SMS code works', async () => {
    const r = await reserveSome(api, 'TH-LON-03', 1);
    const confirm = () => api.confirmReservations({ ...buyer, reservations: [r.reservation_id] });
    const unverified = await failure(confirm());
    expect([unverified.kind, unverified.code, unverified.action]).to.deep.equal([
      'business',
      28,
      'verify-phone',
    ]);
    const phone = buyer.phone_number;
    await api.requestPhoneVerification({ phone_number: phone });
    const sms = (await link.control(
      'GET',
      `/__sandbox/sms?phone_number=${encodeURIComponent(phone)}`,
    )) as { code: string };
    const wrong = sms.code === '000000' ? '111111' : '000000';
    const mistyped = await failure(
      api.confirmPhoneCode({ phone_number: phone, phone_number_verification_code: wrong }),
    );
    expect([mistyped.kind, mistyped.code, mistyped.action]).to.deep.equal([
      'business',
      29,
      're-enter-code',
    ]);
    await api.confirmPhoneCode({ phone_number: phone, phone_number_verification_code: sms.code });
    expect((await confirm()).client_secret).to.be.a('string');
    expect(api.sessionStatus()).to.equal('none');
  });

  it('code 25 without attendees, 52 with too few (register-attendees), then confirms', async () => {
    const r = await reserveSome(api, 'TH-LAS-02', 2);
    const confirm = () => api.confirmReservations({ ...buyer, reservations: [r.reservation_id] });
    const none = await failure(confirm());
    expect([none.code, none.action]).to.deep.equal([25, 'register-attendees']);
    const person = (ticket_id: string) => ({
      ticket_id,
      first_name: 'Grace',
      second_name: 'Hopper',
      id_number: 'X1234567',
      date_of_birth: '1990-01-01',
    });
    const [first, second] = r.tickets.map((t) => t.ticket_id);
    await api.addAttendees({ attendees: [person(first)] });
    const few = await failure(confirm());
    expect([few.code, few.action]).to.deep.equal([52, 'register-attendees']);
    const half = await failure(
      api.updateAttendees({ attendees: [{ ticket_id: second, first_name: 'G' }] }),
    );
    expect(half.kind).to.equal('validation');
    expect(Object.keys(half.fieldErrors)).to.include('attendees[0].second_name');
    await api.updateAttendees({ attendees: [person(second)] });
    expect((await confirm()).transaction_id).to.be.a('string');
  });
});
