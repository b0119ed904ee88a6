// Tours: availability options, traveller-mix prices, selection expiry and the reservation codes.
import { expect } from '@open-wc/testing';
import { SandboxClient, expectBusiness, expectValidation, today } from './harness.js';
import { availability, reserveTour } from './fixtures.js';

describe('sandbox: tours', () => {
  let c: SandboxClient;
  beforeEach(async () => {
    c = await SandboxClient.create();
    await c.newSession();
  });

  it('describes price types (adult with no upper age, guardians) and HTML fields', async () => {
    const r = await c.call('GET', `/v1/tours/TO-LON-01?date_start=${today()}`);
    const adult = r.body.price_types.find((p: { name: string }) => p.name === 'Adult');
    expect(adult.agerange_max).to.equal(null);
    expect(adult.can_be_guardian).to.equal(true);
    expect(
      r.body.price_types.find((p: { name: string }) => p.name === 'Child').require_guardian,
    ).to.equal(true);
    expect(r.body.attraction.itinerary).to.match(/<ol>/);
    expect(r.body.instances).to.have.length(10);
  });

  it('carries XSS payloads in the HTML of the sanitizer test tour', async () => {
    const r = await c.call('GET', `/v2/attractions/TO-NYC-02?date_start=${today()}`);
    expect(r.body.attraction_type).to.equal('TOUR');
    expect(r.body.attraction.itinerary).to.include('<script>');
    expect(r.body.attraction.itinerary).to.include('onerror=');
    expect(r.body.attraction.included).to.include('javascript:');
  });

  it('prices per ticket change with the traveller mix', async () => {
    const one = await availability(c, 'TO-LON-01', { ADULT: 1 });
    const four = await availability(c, 'TO-LON-01', { ADULT: 4 });
    const p1 = one.options[0].prices[0].price.GBP;
    const p4 = four.options[0].prices[0].price.GBP;
    expect(p4).to.be.below(p1);
  });

  it('an option with price_types_required is unavailable until the mix meets it', async () => {
    const one = await availability(c, 'TO-LON-01', { ADULT: 1 });
    const privateWalk = one.options.find((o) => o.name === 'Private walk');
    expect(privateWalk.available).to.equal(false);
    expect(privateWalk.selection_id).to.equal(null);
    expect(privateWalk.prices).to.equal(null);
    expect(privateWalk.price_types_required[0][0].min_count_required).to.equal(2);
    const two = await availability(c, 'TO-LON-01', { ADULT: 2 });
    const ok = two.options.find((o) => o.name === 'Private walk');
    expect(ok.available).to.equal(true);
    expect(ok.price_types_required).to.equal(null);
  });

  it('full-day options have no end; pickup points are alphabetical with notListed first', async () => {
    const { options } = await availability(c, 'TO-EDI-01', { ADULT: 1 });
    expect(options[0].full_day).to.equal(true);
    expect(options[0].end_datetime).to.equal(null);
    const ids = options[0].pickup_points.map(
      (p: { service_pickup_id: string }) => p.service_pickup_id,
    );
    expect(ids[0]).to.equal('notListed');
    const names = options[0].pickup_points
      .slice(1)
      .map((p: { pickup_name: string }) => p.pickup_name);
    expect(names).to.deep.equal([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('reserves an option, with a pickup and a tour language', async () => {
    const { date, options } = await availability(c, 'TO-EDI-01', { ADULT: 2, CHILD: 1 });
    const r = await reserveTour(c, 'TO-EDI-01', date, options[0], 'GBP', {
      pickup_id: 'notListed',
      pickup_entry: 'Hotel Caledonian, Princes St',
      tour_language: 'fr',
    });
    expect(r.status).to.equal(200);
    expect(r.body.tickets).to.have.length(3);
    expect(r.body.tour_language).to.equal('fr');
    const sum = await c.call('GET', '/v2/reservations');
    expect(sum.body.reservations[0].pickup_point.pickup_entry).to.equal(
      'Hotel Caledonian, Princes St',
    );
  });

  it('ignores price types sent with zero tickets', async () => {
    const { options, reply } = await availability(c, 'TO-LON-01', { ADULT: 2, CHILD: 0 });
    expect(reply.status).to.equal(200);
    expect(options[0].prices).to.have.length(1);
  });

  it('code 37 below min_booking_size, 38 above max_booking_size', async () => {
    expectBusiness((await availability(c, 'TO-LAS-01', { ADULT: 1 })).reply, 400, 37);
    expectBusiness((await availability(c, 'TO-LAS-01', { ADULT: 7 })).reply, 400, 38);
  });

  it('code 39: a price type count outside its range (infants, or children without an adult)', async () => {
    expectBusiness((await availability(c, 'TO-LON-01', { ADULT: 1, INFANT: 3 })).reply, 400, 39);
    expectBusiness((await availability(c, 'TO-LON-01', { CHILD: 2 })).reply, 400, 39);
  });

  it('code 26: a pickup id that availability did not offer; missing pickup is a validation error', async () => {
    const { date, options } = await availability(c, 'TO-LON-03', { ADULT: 1 });
    expectBusiness(
      await reserveTour(c, 'TO-LON-03', date, options[0], 'GBP', { pickup_id: 'elsewhere' }),
      400,
      26,
    );
    expectValidation(await reserveTour(c, 'TO-LON-03', date, options[0]), 'pickup_id');
  });

  it('code 51: tickets that differ from the availability request', async () => {
    const { date, options } = await availability(c, 'TO-PAR-01', { ADULT: 2 }, 'EUR');
    const changed = { ...options[0], prices: [{ ...options[0].prices[0], number_of_tickets: 3 }] };
    expectBusiness(await reserveTour(c, 'TO-PAR-01', date, changed, 'EUR'), 400, 51);
  });

  it('code 50: a fee outside the range; code 53: the same selection twice', async () => {
    const { date, options } = await availability(c, 'TO-PAR-01', { ADULT: 1 }, 'EUR');
    const p = options[0].prices[0];
    const bad = {
      ...options[0],
      prices: [{ ...p, min_booking_fee: { EUR: p.max_booking_fee.EUR + 10 } }],
    };
    expectBusiness(await reserveTour(c, 'TO-PAR-01', date, bad, 'EUR'), 400, 50);
    expect((await reserveTour(c, 'TO-PAR-01', date, options[0], 'EUR')).status).to.equal(200);
    expectBusiness(await reserveTour(c, 'TO-PAR-01', date, options[0], 'EUR'), 400, 53);
  });

  it('424 code 33 when the selection has expired (10 sandbox minutes)', async () => {
    const { date, options } = await availability(c, 'TO-CPH-01', { ADULT: 1 });
    await c.advance(11 * 60_000);
    expectBusiness(await reserveTour(c, 'TO-CPH-01', date, options[0]), 424, 33);
  });

  it('spaces are shared: a full option becomes unavailable to another session', async () => {
    const { date, options } = await availability(c, 'TO-LAS-01', { ADULT: 6 });
    const fee = options[0].prices[0].min_booking_fee.GBP;
    expect(
      (
        await reserveTour(c, 'TO-LAS-01', date, options[0], 'GBP', {
          pickup_id: options[0].pickup_points[0].service_pickup_id,
        })
      ).status,
    ).to.equal(200);
    expect(fee).to.be.a('number');
    await c.newSession();
    const again = await c.call('POST', '/v2/tours/availability', {
      body: {
        attraction_id: 'TO-LAS-01',
        date,
        currency: 'GBP',
        tickets: [{ price_type_id: 'TO-LAS-01-ADULT', number_of_tickets: 2 }],
      },
    });
    expect(again.body[0].available).to.equal(false);
  });
});
