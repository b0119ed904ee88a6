// The v1 forms of the booking operations behave like their v2 twins (doc 1 "Versioning").
import { expect } from '@open-wc/testing';
import { SandboxClient, today } from './harness.js';
import { availability, buyer } from './fixtures.js';

describe('sandbox: v1 booking operations', () => {
  it('reserves a theater event and a tour, confirms, and lists the transaction under v1', async () => {
    const c = await SandboxClient.create();
    const s = await c.call('POST', '/v1/booking-session', { body: {}, session: null });
    c.token = s.body['booking-session'];
    expect((await c.call('GET', '/v1/showcases')).body).to.have.keys(
      'top_showcase',
      'main_showcase',
    );

    const detail = await c.call('GET', `/v1/theater-events/TH-NYC-03?date_start=${today()}`);
    const instance = detail.body.instances[0];
    const band = instance.price_bands[0];
    const pt = band.price_types[0];
    const theater = await c.call('POST', '/v1/theater-events/reservations', {
      body: {
        attraction_id: 'TH-NYC-03',
        instance_id: instance.instance_id,
        currency: 'USD',
        tickets: [
          {
            price_type_id: pt.price_type_id,
            number_of_tickets: 1,
            booking_fee: pt.min_booking_fee.USD,
          },
        ],
      },
    });
    expect(theater.status).to.equal(200);

    const { date, options } = await availability(c, 'TO-NYC-01', { ADULT: 1 }, 'USD');
    const p = options[0].prices[0];
    const tour = await c.call('POST', '/v1/tours/reservations', {
      body: {
        attraction_id: 'TO-NYC-01',
        date,
        currency: 'USD',
        selection_id: options[0].selection_id,
        tickets: [
          {
            price_type_id: p.price_type_id,
            number_of_tickets: 1,
            booking_fee: p.min_booking_fee.USD,
          },
        ],
      },
    });
    expect(tour.status).to.equal(200);
    expect(tour.body.selection_name).to.equal(options[0].name);

    const summary = await c.call('GET', '/v1/reservations');
    expect(summary.body.reservations).to.have.length(2);
    const done = await c.call('PUT', '/v1/reservations', {
      body: { ...buyer, reservations: [theater.body.reservation_id, tour.body.reservation_id] },
    });
    expect(done.status).to.equal(200);
    const txs = await c.call('GET', `/v1/users/${done.body.user_id}/transactions`);
    expect(txs.body[0].status).to.equal('ADDED');
    expect(txs.body[0].created_at).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}/);
  });
});
