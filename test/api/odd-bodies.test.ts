// Success answers the API should not send: each is one typed, logged TesseraError ('unreadable',
// action 'try-again'), never a SyntaxError, a TypeError later on, or undefined.
import { expect } from '@open-wc/testing';
import { TesseraError } from '../../src/api/index.js';
import type { ApiClient } from '../../src/api/index.js';
import { guidanceFor } from '../../src/state/rules/guidance.js';
import {
  clientFor,
  clientOn,
  createFetchDouble,
  fitting,
  json,
  noContent,
} from './fetch-double.js';
import type { Route } from './fetch-double.js';

const setup = (route: Route) => clientOn(route);

const raw = (body: string | null, type: string | null = 'application/json') =>
  new Response(body, { status: 200, headers: type ? { 'Content-Type': type } : {} });

async function failure(promise: Promise<unknown>): Promise<TesseraError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call should fail').to.be.instanceOf(TesseraError);
  return error as TesseraError;
}

const tour = (c: ApiClient) => c.getTour('t1', { date_start: '2026-05-01' });
const availability = (c: ApiClient) =>
  c.getTourAvailability({ attraction_id: 't1', date: '2026-05-01', tickets: [] });

describe('bodies the API should not send', () => {
  const cases: [string, () => Response, string][] = [
    ['an empty 200', () => raw(null), 'Unreadable response: empty body'],
    ['a blank 200', () => raw('  \n'), 'Unreadable response: empty body'],
    [
      'an HTML 200',
      () => raw('<html><body>Sign in</body></html>', 'text/html'),
      'Unreadable response: not JSON',
    ],
    ['JSON sent as text/plain', () => raw('{}', 'text/plain'), 'Unreadable response: not JSON'],
    ['cut JSON', () => raw('{"attraction":{"attr'), 'Unreadable response: malformed JSON'],
    ['null', () => json(null), 'Unreadable response: unexpected shape'],
    ['an array for an object', () => json([]), 'Unreadable response: unexpected shape'],
    [
      'an object without its lists',
      () => json({ attraction: {} }),
      'Unreadable response: unexpected shape',
    ],
  ];
  for (const [name, answer, title] of cases) {
    it(`${name} for a tour is an unreadable TesseraError to try again, logged once`, async () => {
      const { client, warnings } = setup(() => answer());
      const error = await failure(tour(client));
      expect(error).to.include({ status: 200, kind: 'unreadable', action: 'try-again', title });
      expect(error.description).to.match(/could not be read\. Please try again\.$/);
      expect(warnings).to.have.length(1);
      expect(String(warnings[0][0])).to.contain('getTour');
      const guidance = guidanceFor(error, 'tour');
      expect(guidance.title).to.equal('Unexpected answer');
      expect(guidance.actions).to.deep.equal(['retry']);
    });
  }

  it('an object where availability answers a list is unreadable', async () => {
    const { client } = setup(() => json({ options: [] }));
    expect((await failure(availability(client))).kind).to.equal('unreadable');
  });

  it('a list without its results, or a basket without reservations, is unreadable', async () => {
    const { client } = setup(() => json({ total: 0 }));
    expect((await failure(client.listAttractions({ date_start: '2026-05-01' }))).kind).to.equal(
      'unreadable',
    );
    expect((await failure(client.getReservations())).kind).to.equal('unreadable');
  });

  it('a reservation without its id is unreadable', async () => {
    const { client } = setup(() => json({ tickets: [] }));
    const body = { attraction_id: 'a', date: '2026-05-01', selection_id: 's', tickets: [] };
    expect((await failure(client.reserveTour(body))).kind).to.equal('unreadable');
  });

  it('a booking session answer without its token is unreadable', async () => {
    const { client } = clientFor(createFetchDouble(() => json({})));
    expect((await failure(client.listShowcases())).kind).to.equal('unreadable');
  });

  it('is not retried, even on a GET: the first answer is reported', async () => {
    const { client, double } = setup(() => raw(null));
    await failure(tour(client));
    expect(double.requests.filter((r) => r.path.endsWith('/tours/t1'))).to.have.length(1);
  });

  it('no Content-Type at all is still read as JSON', async () => {
    // Bytes, so that Response adds no text/plain type of its own.
    const { client } = setup(() => new Response(new TextEncoder().encode('[]'), { status: 200 }));
    expect(await availability(client)).to.deep.equal([]);
  });

  it('a JSON type with parameters is JSON', async () => {
    const { client } = setup((r) => {
      const ok = fitting(r);
      return new Response(ok.body, {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    });
    expect(await tour(client)).to.have.property('price_types');
  });

  it('answers the client ignores may be empty, 204 or anything: deletes, attendees, phone', async () => {
    const answers = [
      noContent,
      () => raw(null),
      () => raw('<p>ok</p>', 'text/html'),
      () => raw('{"a":'),
    ];
    for (const answer of answers) {
      const { client, warnings } = setup(() => answer());
      await client.deleteReservations();
      await client.deleteReservation('r1');
      await client.markReservationInBasket('r1');
      await client.updateBookingSession({ user_id: 'u' });
      await client.addAttendees({ attendees: [] } as never);
      await client.updateAttendees({ attendees: [] } as never);
      await client.requestPhoneVerification({ phone_number: '+447700900123' } as never);
      await client.confirmPhoneCode({ phone_number: '+447700900123', code: '1' } as never);
      expect(warnings).to.have.length(0);
    }
  });
});
