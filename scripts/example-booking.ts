/**
 * Writes examples/booking.json and test/fixtures/booking-{ar,ja}.json (the booking the order email and
 * the e-ticket are rendered from, src/surfaces/booking.ts) from what the sandbox answers: a
 * theatre reservation and a tour with a pickup and a tour language, their GET reservations
 * summary, and the reference of their confirmed transaction. The fixtures ask the sandbox in Arabic
 * and Japanese (attraction names in those scripts). Run: `npx tsx scripts/example-booking.ts`.
 */
import { writeFileSync } from 'node:fs';
import { createSandboxHost } from '../demo/sandbox/host.js';
import { SANDBOX_DISTRIBUTOR_ID } from '../demo/sandbox/constants.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Loose = any;

async function sandboxBooking(language: string): Promise<Loose> {
  const host = createSandboxHost({ log: () => {}, now: () => Date.parse('2026-11-20T09:00:00Z') });
  let session = '';
  const call = async (method: string, path: string, body?: unknown): Promise<Loose> => {
    const res = await host.fetch(
      new Request(`http://sandbox.test${path}`, {
        method,
        headers: {
          'Service-Distributor': SANDBOX_DISTRIBUTOR_ID,
          'Content-Type': 'application/json',
          'Accept-Language': language,
          ...(session ? { 'Booking-Session': session } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  session = (await call('POST', '/v2/booking-session', { language }))['booking-session'];
  const day = '2026-11-21';
  const theatre = await call('GET', `/v2/theater-events/TH-LON-01?date_start=${day}&size=5`);
  const instance = theatre.instances[0];
  const pt = instance.price_bands[0].price_types[0];
  await call('POST', '/v2/theater-events/reservations', {
    attraction_id: 'TH-LON-01',
    instance_id: instance.instance_id,
    currency: 'GBP',
    tickets: [
      {
        price_type_id: pt.price_type_id,
        number_of_tickets: 2,
        booking_fee: pt.min_booking_fee.GBP,
      },
    ],
  });
  const tour = await call('GET', `/v2/tours/TO-EDI-01?date_start=${day}&size=5`);
  const date = (tour.instances[0].start_datetime as string).slice(0, 10);
  const options = await call('POST', '/v2/tours/availability', {
    attraction_id: 'TO-EDI-01',
    date,
    currency: 'GBP',
    tickets: [
      { price_type_id: 'TO-EDI-01-ADULT', number_of_tickets: 1 },
      { price_type_id: 'TO-EDI-01-CHILD', number_of_tickets: 1 },
    ],
  });
  const option = options[0];
  await call('POST', '/v2/tours/reservations', {
    attraction_id: 'TO-EDI-01',
    date,
    currency: 'GBP',
    selection_id: option.selection_id,
    pickup_id: 'notListed',
    pickup_entry: 'Hotel Caledonian, Princes St',
    tour_language: 'en',
    tickets: option.prices.map((p: Loose) => ({
      price_type_id: p.price_type_id,
      number_of_tickets: p.number_of_tickets,
      booking_fee: p.min_booking_fee.GBP,
    })),
  });
  const summary = await call('GET', '/v2/reservations');
  const buyer = {
    email: 'ada@example.com',
    first_name: 'Ada',
    second_name: 'Lovelace',
    phone_number: '+447700900123',
  };
  const done = await call('PUT', '/v2/reservations', {
    ...buyer,
    reservations: summary.reservations.map((r: Loose) => r.reservation_id),
  });
  const txs = await call('GET', `/v2/users/${done.user_id}/transactions`);
  const tx = (txs.transactions ?? txs).find((t: Loose) => t.transaction_id === done.transaction_id);
  return {
    reference: tx.reference_id,
    transaction_id: done.transaction_id,
    language,
    total: summary.total_price,
    currency: 'GBP',
    email: buyer.email,
    customer: { first_name: buyer.first_name, second_name: buyer.second_name },
    seller: {
      name: 'Tessera Tickets',
      url: 'https://tickets.example.com',
      email: 'help@tickets.example.com',
    },
    reservations: summary.reservations,
  };
}

const write = (file: string, data: unknown) =>
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
write('examples/booking.json', await sandboxBooking('en'));
write('test/fixtures/booking-ar.json', await sandboxBooking('ar'));
write('test/fixtures/booking-ja.json', await sandboxBooking('ja'));
