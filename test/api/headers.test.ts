import { expect } from '@open-wc/testing';
import { createApiClient } from '../../src/api/index.js';
import type { ApiClient } from '../../src/api/index.js';
import {
  clientOn,
  createFetchDouble,
  fitting,
  json,
  memoryStorage,
  withSession,
} from './fetch-double.js';

const SD = 'service-distributor';
const BS = 'booking-session';
const AZ = 'authorization';
const CT = 'content-type';

interface Row {
  name: string;
  run: (c: ApiClient<'v1' | 'v2'>) => Promise<unknown>;
  method: string;
  v1: string;
  v2: string;
  headers: string[];
}

const confirmBody = {
  email: 'a@b.c',
  first_name: 'A',
  second_name: 'B',
  phone_number: '+4412345678',
  reservations: ['r1'],
};

// Transcribed from doc 2's endpoint table (Method, Path, Versions, Headers); one-version rows
// call their only version whatever the client is configured with.
const ROWS: Row[] = [
  {
    name: 'createBookingSession',
    run: (c) => c.createBookingSession(),
    method: 'POST',
    v1: '/v1/booking-session',
    v2: '/v2/booking-session',
    headers: [SD, CT],
  },
  {
    name: 'updateBookingSession',
    run: (c) => c.updateBookingSession({ language: 'de' }),
    method: 'PUT',
    v1: '/v1/booking-session',
    v2: '/v2/booking-session',
    headers: [BS, SD, CT],
  },
  {
    name: 'listAttractions',
    run: (c) => c.listAttractions({ date_start: '2026-05-01' }),
    method: 'GET',
    v1: '/v1/attractions',
    v2: '/v2/attractions',
    headers: [BS, SD, CT],
  },
  {
    name: 'getAttraction',
    run: (c) => c.getAttraction('a1', { date_start: '2026-05-01' }),
    method: 'GET',
    v1: '/v2/attractions/a1',
    v2: '/v2/attractions/a1',
    headers: [BS, SD, CT],
  },
  {
    name: 'listShowcases',
    run: (c) => c.listShowcases(),
    method: 'GET',
    v1: '/v1/showcases',
    v2: '/v2/showcases',
    headers: [BS, SD, CT],
  },
  {
    name: 'listAttractionTypes',
    run: (c) => c.listAttractionTypes(),
    method: 'GET',
    v1: '/v1/attraction-types',
    v2: '/v2/attraction-types',
    headers: [SD, CT],
  },
  {
    name: 'listCategories',
    run: (c) => c.listCategories(),
    method: 'GET',
    v1: '/v1/categories',
    v2: '/v1/categories',
    headers: [SD, CT],
  },
  {
    name: 'getTheaterEvent',
    run: (c) => c.getTheaterEvent('a1', { date_start: '2026-05-01' }),
    method: 'GET',
    v1: '/v1/theater-events/a1',
    v2: '/v2/theater-events/a1',
    headers: [BS, SD, CT],
  },
  {
    name: 'getTheaterInstance',
    run: (c) => c.getTheaterInstance('a1', 'i1'),
    method: 'GET',
    v1: '/v1/theater-events/a1/instances/i1',
    v2: '/v1/theater-events/a1/instances/i1',
    headers: [BS, SD, CT],
  },
  {
    name: 'getTheaterSeats',
    run: (c) => c.getTheaterSeats('a1', 'i1'),
    method: 'GET',
    v1: '/v1/theater-events/a1/instances/i1/seats',
    v2: '/v2/theater-events/a1/instances/i1/seats',
    headers: [SD, CT],
  },
  {
    name: 'getTour',
    run: (c) => c.getTour('t1', { date_start: '2026-05-01' }),
    method: 'GET',
    v1: '/v1/tours/t1',
    v2: '/v2/tours/t1',
    headers: [BS, SD, CT],
  },
  {
    name: 'getTourAvailability',
    run: (c) => c.getTourAvailability({ attraction_id: 't1', date: '2026-05-01', tickets: [] }),
    method: 'POST',
    v1: '/v2/tours/availability',
    v2: '/v2/tours/availability',
    headers: [BS, SD, CT],
  },
  {
    name: 'reserveTheater',
    run: (c) => c.reserveTheater({ attraction_id: 'a1', instance_id: 'i1', tickets: [] }),
    method: 'POST',
    v1: '/v1/theater-events/reservations',
    v2: '/v2/theater-events/reservations',
    headers: [BS, CT],
  },
  {
    name: 'reserveTour',
    run: (c) =>
      c.reserveTour({ attraction_id: 't1', date: '2026-05-01', selection_id: 's1', tickets: [] }),
    method: 'POST',
    v1: '/v1/tours/reservations',
    v2: '/v2/tours/reservations',
    headers: [BS, SD, CT],
  },
  {
    name: 'getReservations',
    run: (c) => c.getReservations(),
    method: 'GET',
    v1: '/v1/reservations',
    v2: '/v2/reservations',
    headers: [BS, SD, CT],
  },
  {
    name: 'confirmReservations',
    run: (c) => c.confirmReservations(confirmBody),
    method: 'PUT',
    v1: '/v1/reservations',
    v2: '/v2/reservations',
    headers: [BS, SD, CT],
  },
  {
    name: 'confirmWithSavedPayment',
    run: (c) => c.confirmWithSavedPayment({ ...confirmBody, payment_method_id: 'pm_1' }),
    method: 'POST',
    v1: '/v1/reservations/confirm',
    v2: '/v1/reservations/confirm',
    headers: [BS, CT, AZ],
  },
  {
    name: 'deleteReservations',
    run: (c) => c.deleteReservations(),
    method: 'DELETE',
    v1: '/v1/reservations',
    v2: '/v2/reservations',
    headers: [BS, SD, CT],
  },
  {
    name: 'deleteReservation',
    run: (c) => c.deleteReservation('r1'),
    method: 'DELETE',
    v1: '/v1/reservations/r1',
    v2: '/v2/reservations/r1',
    headers: [BS, SD, CT],
  },
  {
    name: 'markReservationInBasket',
    run: (c) => c.markReservationInBasket('r1'),
    method: 'PUT',
    v1: '/v1/reservations/r1',
    v2: '/v1/reservations/r1',
    headers: [BS, SD, CT],
  },
  {
    name: 'addAttendees',
    run: (c) => c.addAttendees({ attendees: [{ ticket_id: 't' }] }),
    method: 'POST',
    v1: '/v1/attendees',
    v2: '/v1/attendees',
    headers: [BS, CT],
  },
  {
    name: 'updateAttendees',
    run: (c) => c.updateAttendees({ attendees: [{ ticket_id: 't' }] }),
    method: 'PUT',
    v1: '/v1/attendees',
    v2: '/v1/attendees',
    headers: [BS, CT],
  },
  {
    name: 'listTransactions',
    run: (c) => c.listTransactions('u1'),
    method: 'GET',
    v1: '/v1/users/u1/transactions',
    v2: '/v2/users/u1/transactions',
    headers: [SD, CT],
  },
  {
    name: 'requestPhoneVerification',
    run: (c) => c.requestPhoneVerification({ phone_number: '+4412345678' }),
    method: 'POST',
    v1: '/v1/phone-number-verification',
    v2: '/v1/phone-number-verification',
    headers: [BS, SD, CT],
  },
  {
    name: 'confirmPhoneCode',
    run: (c) =>
      c.confirmPhoneCode({ phone_number: '+4412345678', phone_number_verification_code: '1234' }),
    method: 'POST',
    v1: '/v1/verification-code-confirmation',
    v2: '/v1/verification-code-confirmation',
    headers: [BS, SD, CT],
  },
  {
    name: 'getCommon',
    run: (c) => c.getCommon(),
    method: 'GET',
    v1: '/v1/common',
    v2: '/v1/common',
    headers: [SD, CT],
  },
  {
    name: 'listCities',
    run: (c) => c.listCities(),
    method: 'GET',
    v1: '/v1/cities',
    v2: '/v1/cities',
    headers: [SD, CT],
  },
];

function setup(apiVersion: 'v1' | 'v2') {
  const double = createFetchDouble(withSession(fitting));
  const client = createApiClient({
    baseUrl: 'https://api.example.test/',
    distributorId: 'dist-1',
    language: 'de',
    currency: 'EUR',
    apiVersion,
    fetch: double.fetch,
    storage: memoryStorage(),
    getAuthToken: async () => 'jwt-1',
  });
  return { double, client };
}

describe('API client: endpoints and headers (doc 2 endpoint table)', () => {
  it('has one method per row of the table', () => {
    const { client } = setup('v2');
    for (const row of ROWS) expect(client).to.have.property(row.name).that.is.a('function');
  });

  for (const version of ['v1', 'v2'] as const) {
    for (const row of ROWS) {
      it(`${version} ${row.name}: ${row.method} ${row[version]} with ${row.headers.join(', ')}`, async () => {
        const { double, client } = setup(version);
        await row.run(client);
        const call = double.requests.at(-1)!;
        expect(call.method).to.equal(row.method);
        expect(call.path).to.equal(row[version]);
        expect(call.url.startsWith('https://api.example.test/v')).to.equal(true);
        expect(Object.keys(call.headers).sort()).to.deep.equal([...row.headers].sort());
        expect(call.headers[CT]).to.equal('application/json');
        if (row.headers.includes(SD)) expect(call.headers[SD]).to.equal('dist-1');
        if (row.headers.includes(BS)) expect(call.headers[BS]).to.equal('bs-token-1');
        if (row.headers.includes(AZ)) expect(call.headers[AZ]).to.equal('Bearer jwt-1');
      });
    }
  }

  it('creates the booking session first when a BS call has none, and only then', async () => {
    const { double, client } = setup('v2');
    await client.listAttractionTypes();
    expect(double.requests.map((r) => r.path)).to.deep.equal(['/v2/attraction-types']);
    await client.listAttractions({ date_start: '2026-05-01' });
    await client.getReservations();
    expect(double.requests.map((r) => r.path)).to.deep.equal([
      '/v2/attraction-types',
      '/v2/booking-session',
      '/v2/attractions',
      '/v2/reservations',
    ]);
  });

  it('shares one session creation between concurrent first calls', async () => {
    const { double, client } = setup('v2');
    await Promise.all([
      client.listShowcases(),
      client.getReservations(),
      client.getTour('t', { date_start: '2026-05-01' }),
    ]);
    expect(double.requests.filter((r) => r.path.endsWith('/booking-session'))).to.have.length(1);
  });

  it('sends JSON bodies with the config language and currency filled in where the endpoint takes them', async () => {
    const { double, client } = setup('v2');
    await client.reserveTheater({
      attraction_id: 'a1',
      instance_id: 'i1',
      tickets: [{ price_type_id: 'p', number_of_tickets: 2, booking_fee: 150 }],
    });
    await client.getTourAvailability({
      attraction_id: 't1',
      date: '2026-05-01',
      tickets: [],
      currency: 'GBP',
    });
    const [session, theater, availability] = double.requests;
    expect(session.body).to.deep.equal({ language: 'de' });
    expect(theater.body).to.deep.equal({
      attraction_id: 'a1',
      instance_id: 'i1',
      tickets: [{ price_type_id: 'p', number_of_tickets: 2, booking_fee: 150 }],
      language_code: 'de',
      currency: 'EUR',
    });
    expect(availability.body).to.include({ currency: 'GBP', language_code: 'de' });
  });

  it('adds language_code and currency to queries that take them, and nothing to those that do not', async () => {
    const { double, client } = setup('v2');
    await client.getTour('t1', { date_start: '2026-05-01' });
    await client.getTheaterSeats('a1', 'i1');
    await client.listTransactions('u1');
    const [, tour, seats, transactions] = double.requests;
    expect(tour.url).to.match(/\?date_start=2026-05-01&language_code=de&currency=EUR$/);
    expect(seats.url).to.match(/\/seats\?language_code=de$/);
    expect(transactions.url).to.equal('https://api.example.test/v2/users/u1/transactions');
  });

  it('percent-encodes path ids so they cannot change the route', async () => {
    const { double, client } = setup('v2');
    await client.deleteReservation('a/b?c');
    expect(double.requests.at(-1)!.url).to.equal(
      'https://api.example.test/v2/reservations/a%2Fb%3Fc',
    );
  });

  it('sends no body on DELETE and on the body-less mark-in-basket PUT', async () => {
    const { double, client } = setup('v1');
    await client.deleteReservations();
    await client.markReservationInBasket('r1');
    expect(double.requests.slice(1).map((r) => r.rawBody)).to.deep.equal([undefined, undefined]);
  });

  it('returns the parsed JSON of a success and undefined for 204', async () => {
    const { client } = clientOn((r) =>
      r.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : json([{ id: 1, name: 'THEATER' }]),
    );
    expect(await client.listAttractionTypes()).to.deep.equal([{ id: 1, name: 'THEATER' }]);
    expect(await client.deleteReservations()).to.equal(undefined);
  });
});
