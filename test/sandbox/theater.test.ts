// Theater events: details limits, seat maps and seats, reservation rules and shared holds.
import { expect } from '@open-wc/testing';
import {
  SandboxClient,
  expectBusiness,
  expectHttp,
  expectValidation,
  today,
  type Loose,
} from './harness.js';
import { reserveTheater, theaterInstance, ticket } from './fixtures.js';

describe('sandbox: theater events', () => {
  let c: SandboxClient;
  beforeEach(async () => {
    c = await SandboxClient.create();
    await c.newSession();
  });

  it('v1 details page 25 instances by default, at most 100, with integer band ids', async () => {
    const r = await c.call('GET', `/v1/theater-events/TH-BCN-01?date_start=${today()}`);
    expect(r.body.instances).to.have.length(25);
    expect(r.body.total_instances).to.be.above(25);
    expect(r.body.instances[0].price_bands[0].id).to.be.a('number');
    expectValidation(
      await c.call('GET', `/v1/theater-events/TH-BCN-01?date_start=${today()}&size=101`),
      'size',
    );
    const one = await c.call(
      'GET',
      `/v1/theater-events/TH-BCN-01/instances/${r.body.instances[3].instance_id}`,
    );
    expect(one.body.instance_id).to.equal(r.body.instances[3].instance_id);
    expectHttp(await c.call('GET', `/v1/theater-events/NOPE?date_start=${today()}`), 404);
  });

  it('marks far-off dates provisional and sells in GBP, EUR and USD', async () => {
    const r = await c.call('GET', `/v2/theater-events/TH-EDI-01?date_start=${today()}&size=100`);
    const flags = (r.body.instances as { provisional_date: boolean }[]).map(
      (i) => i.provisional_date,
    );
    expect(flags).to.include(true).and.to.include(false);
    const price = r.body.instances[0].price_bands[0].price_types[0].price;
    expect(price).to.include.keys('GBP', 'EUR', 'USD');
  });

  it('serves a seat map whose seat ids are the keys of the seats endpoint', async () => {
    const { detail, instance } = await theaterInstance(c, 'TH-LON-01');
    const svg = await (await fetch(detail.attraction.seat_map)).text();
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const circles = [...doc.querySelectorAll('g.section g.row circle.seat')];
    const seats = await c.call(
      'GET',
      `/v2/theater-events/TH-LON-01/instances/${instance.instance_id}/seats`,
    );
    const keyed = Object.assign({}, ...seats.body.map((g: { seats: object }) => g.seats));
    expect(circles.length).to.equal(Object.keys(keyed).length);
    for (const el of circles.slice(0, 50)) {
      expect(keyed[el.id]).to.be.an('object');
      expect(el.getAttribute('data-seat')).to.match(/^\d+$/);
      expect(el.closest('g.row')!.getAttribute('data-row')).to.equal(el.getAttribute('data-row'));
    }
    const categories = seats.body.map((g: { category_id: number }) => String(g.category_id)).sort();
    expect(categories).to.deep.equal(
      instance.price_bands.map((b: { price_category: string }) => b.price_category).sort(),
    );
    const restricted = Object.values(keyed).filter((s: Loose) => s.restricted_view);
    expect(restricted.length).to.be.above(0);
  });

  it('has a venue of at least 5,000 seats', async () => {
    const { detail } = await theaterInstance(c, 'TH-NYC-01');
    const svg = await (await fetch(detail.attraction.seat_map)).text();
    const count = new DOMParser()
      .parseFromString(svg, 'image/svg+xml')
      .querySelectorAll('circle.seat').length;
    expect(count).to.be.at.least(5000);
  });

  it('seats: 404 for an unknown attraction, 400 without seat sales or chart', async () => {
    const { instance } = await theaterInstance(c, 'TH-LON-03');
    expectHttp(await c.call('GET', `/v2/theater-events/NOPE/instances/x/seats`), 404);
    expectBusiness(
      await c.call('GET', `/v2/theater-events/TH-LON-03/instances/${instance.instance_id}/seats`),
      400,
      30,
    );
    const swan = await theaterInstance(c, 'TH-LON-04');
    expectBusiness(
      await c.call(
        'GET',
        `/v1/theater-events/TH-LON-04/instances/${swan.instance.instance_id}/seats`,
      ),
      400,
      30,
    );
  });

  it('two buyers cannot hold one seat; the held seat leaves the seats list', async () => {
    const { instance } = await theaterInstance(c, 'TH-LON-01', 1);
    const band = instance.price_bands[0];
    const seats = ['royal-crescent:STALLS-C-5', 'royal-crescent:STALLS-C-6'];
    const first = await reserveTheater(c, 'TH-LON-01', instance, [
      ticket(band, 2, 'GBP', 0, { seats }),
    ]);
    expect(first.status).to.equal(200);
    expect(
      first.body.tickets.map((t: { seatmap_seat_id: string }) => t.seatmap_seat_id),
    ).to.deep.equal(['STALLS-C-5', 'STALLS-C-6']);
    await c.newSession();
    const second = await reserveTheater(c, 'TH-LON-01', instance, [
      ticket(band, 1, 'GBP', 0, { seats: [seats[1]] }),
    ]);
    expectBusiness(second, 400, 41);
    const list = await c.call(
      'GET',
      `/v2/theater-events/TH-LON-01/instances/${instance.instance_id}/seats`,
    );
    const keyed = Object.assign({}, ...list.body.map((g: { seats: object }) => g.seats));
    expect(keyed).not.to.have.property('STALLS-C-5');
    expect(keyed).to.have.property('STALLS-C-7');
    const after = await theaterInstance(c, 'TH-LON-01', 1);
    expect(after.instance.price_bands[0].spaces_remaining).to.equal(band.spaces_remaining - 2);
  });

  it('assigns distinct seats together when the buyer picks none', async () => {
    const { instance } = await theaterInstance(c, 'TH-LON-01', 4);
    const band = instance.price_bands[1];
    const r = await reserveTheater(c, 'TH-LON-01', instance, [
      ticket(band, 2),
      ticket(band, 1, 'GBP', 1),
    ]);
    expect(r.status).to.equal(200);
    const seats = r.body.tickets.map((t: { seatmap_seat_id: string }) => t.seatmap_seat_id);
    expect(new Set(seats).size).to.equal(3);
    expect(new Set(r.body.tickets.map((t: { row_name: string }) => t.row_name)).size).to.equal(1);
  });

  it('code 1: a ticket count outside valid_splits', async () => {
    const { instance } = await theaterInstance(c, 'TH-BCN-02');
    expectBusiness(
      await reserveTheater(
        c,
        'TH-BCN-02',
        instance,
        [ticket(instance.price_bands[0], 3, 'EUR')],
        'EUR',
      ),
      400,
      1,
    );
  });

  it('code 2: several price bands where multiple_purchases is false', async () => {
    const { instance } = await theaterInstance(c, 'TH-PAR-01');
    const [a, b] = instance.price_bands;
    expectBusiness(
      await reserveTheater(
        c,
        'TH-PAR-01',
        instance,
        [ticket(a, 1, 'EUR'), ticket(b, 1, 'EUR')],
        'EUR',
      ),
      400,
      2,
    );
  });

  it('code 30: seats for an event without seat sales', async () => {
    const { instance } = await theaterInstance(c, 'TH-LON-03');
    const r = await reserveTheater(c, 'TH-LON-03', instance, [
      ticket(instance.price_bands[0], 1, 'GBP', 0, { seats: ['x'] }),
    ]);
    expectBusiness(r, 400, 30);
  });

  it('code 31: more tickets than max_tickets_per_order across the basket', async () => {
    const { instance } = await theaterInstance(c, 'TH-LON-03');
    const band = instance.price_bands[0];
    expect((await reserveTheater(c, 'TH-LON-03', instance, [ticket(band, 6)])).status).to.equal(
      200,
    );
    const other = (await theaterInstance(c, 'TH-LON-03', 1)).instance;
    expectBusiness(
      await reserveTheater(c, 'TH-LON-03', other, [ticket(other.price_bands[0], 6)]),
      400,
      31,
    );
  });

  it('code 32: seats from different rows', async () => {
    const { instance } = await theaterInstance(c, 'TH-LON-01', 2);
    const seats = ['royal-crescent:STALLS-D-1', 'royal-crescent:STALLS-E-1'];
    expectBusiness(
      await reserveTheater(c, 'TH-LON-01', instance, [
        ticket(instance.price_bands[0], 2, 'GBP', 0, { seats }),
      ]),
      400,
      32,
    );
  });

  it('code 50: a booking fee outside the range', async () => {
    const { instance } = await theaterInstance(c, 'TH-LON-03');
    const band = instance.price_bands[0];
    const tooHigh = band.price_types[0].max_booking_fee.GBP + 1;
    expectBusiness(
      await reserveTheater(c, 'TH-LON-03', instance, [
        ticket(band, 1, 'GBP', 0, { booking_fee: tooHigh }),
      ]),
      400,
      50,
    );
  });

  it('code 53: reserving the same band of a performance again', async () => {
    const { instance } = await theaterInstance(c, 'TH-LON-03', 2);
    const band = instance.price_bands[0];
    expect((await reserveTheater(c, 'TH-LON-03', instance, [ticket(band, 1)])).status).to.equal(
      200,
    );
    expectBusiness(await reserveTheater(c, 'TH-LON-03', instance, [ticket(band, 1)]), 400, 53);
  });

  it('code 24: a second currency in the basket; code 36: an attraction sold on its own', async () => {
    const { instance } = await theaterInstance(c, 'TH-LON-03');
    expect(
      (await reserveTheater(c, 'TH-LON-03', instance, [ticket(instance.price_bands[0], 1)])).status,
    ).to.equal(200);
    const paris = (await theaterInstance(c, 'TH-PAR-02')).instance;
    expectBusiness(
      await reserveTheater(c, 'TH-PAR-02', paris, [ticket(paris.price_bands[0], 1, 'EUR')], 'EUR'),
      400,
      24,
    );
    const gala = (await theaterInstance(c, 'TH-LON-05')).instance;
    expectBusiness(
      await reserveTheater(c, 'TH-LON-05', gala, [ticket(gala.price_bands[0], 1)]),
      400,
      36,
    );
  });

  it('summaries total the basket; removing one, then all, empties it', async () => {
    const a = (await theaterInstance(c, 'TH-LON-03')).instance;
    const b = (await theaterInstance(c, 'TH-LON-01', 3)).instance;
    const r1 = await reserveTheater(c, 'TH-LON-03', a, [ticket(a.price_bands[0], 2)]);
    const r2 = await reserveTheater(c, 'TH-LON-01', b, [ticket(b.price_bands[1], 2)]);
    const sum = await c.call('GET', '/v2/reservations');
    const full = [...r1.body.tickets, ...r2.body.tickets].reduce(
      (n: number, t: { full_price: number }) => n + t.full_price,
      0,
    );
    expect(sum.body.total_price).to.equal(full);
    expect(
      sum.body.reservations.map((r: { reservation_id: string }) => r.reservation_id),
    ).to.have.members([r1.body.reservation_id, r2.body.reservation_id]);
    expect((await c.call('DELETE', `/v2/reservations/${r1.body.reservation_id}`)).status).to.equal(
      204,
    );
    expectHttp(await c.call('DELETE', `/v1/reservations/${r1.body.reservation_id}`), 404);
    expect((await c.call('DELETE', '/v1/reservations')).status).to.equal(204);
    const empty = await c.call('GET', '/v1/reservations');
    expect(empty.body).to.deep.equal({ reservations: [], total_price: 0 });
  });

  it('v1 marks a reservation made with to_basket false as in basket (404 when unknown)', async () => {
    const { instance } = await theaterInstance(c, 'TH-LON-03');
    const r = await reserveTheater(
      c,
      'TH-LON-03',
      instance,
      [ticket(instance.price_bands[0], 1)],
      'GBP',
      { to_basket: false },
    );
    expect((await c.call('PUT', `/v1/reservations/${r.body.reservation_id}`)).status).to.equal(204);
    expectHttp(await c.call('PUT', '/v1/reservations/unknown'), 404);
  });
});
