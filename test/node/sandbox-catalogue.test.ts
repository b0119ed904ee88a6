// The sandbox catalogue is generated from a seed: same seed, same catalogue; and it holds every
// case the widget must handle (issue 3, item 2).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildCatalogue } from '../../demo/sandbox/catalogue/index.js';
import { VENUES, venueSeats, seatMapSvg } from '../../demo/sandbox/catalogue/venues.js';
import type { Theater, Tour } from '../../demo/sandbox/catalogue/types.js';

const TODAY = '2026-03-02';

test('the same seed builds the same catalogue; another seed a different one', () => {
  const a = JSON.stringify(buildCatalogue(7, TODAY).attractions);
  const b = JSON.stringify(buildCatalogue(7, TODAY).attractions);
  const other = JSON.stringify(buildCatalogue(8, TODAY).attractions);
  assert.equal(a, b);
  assert.notEqual(a, other);
});

test('at least 30 attractions in several cities, instances only in the coming months', () => {
  const cat = buildCatalogue(1, TODAY);
  assert.ok(cat.attractions.length >= 30);
  assert.ok(new Set(cat.attractions.map((x) => x.cityId)).size >= 6);
  for (const a of cat.attractions) {
    const dates = a.kind === 'theater' ? a.instances.map((i) => i.start.slice(0, 10)) : a.dates;
    assert.ok(dates.length > 0, `${a.id} has dates`);
    assert.ok(
      dates.every((d) => d > TODAY && d < '2026-08-01'),
      `${a.id} dates in the coming months`,
    );
  }
});

test('theater events cover every rule the widget handles', () => {
  const theaters = buildCatalogue(1, TODAY).attractions.filter(
    (a): a is Theater => a.kind === 'theater',
  );
  const some = (f: (t: Theater) => boolean) => theaters.some(f);
  assert.ok(
    some((t) => t.instances.some((i) => i.provisional)),
    'provisional dates',
  );
  assert.ok(
    some((t) => t.multiplePurchases) && some((t) => !t.multiplePurchases),
    'multiple_purchases both ways',
  );
  assert.ok(
    some((t) => t.phoneVerification),
    'phone verification',
  );
  assert.ok(
    some((t) => t.mandatoryAttendee && t.required.length > 0),
    'mandatory attendees',
  );
  assert.ok(
    some((t) => t.bands.length > 1 && !t.venueId),
    'several bands without seats',
  );
  assert.ok(
    some((t) => t.bands.some((b) => b.priceTypes.some((p) => p.validSplits.join() === '2,4'))),
    'valid_splits in pairs',
  );
  for (const cur of ['GBP', 'EUR', 'USD'])
    assert.ok(
      theaters.every((t) => t.bands.every((b) => b.priceTypes.every((p) => p.price[cur] > 0))),
      cur,
    );
  assert.ok(theaters.filter((t) => t.venueId && t.seatSales).length >= 2, 'two seated events');
});

test('one venue has at least 5,000 seats, with restricted views, drawn in its SVG', () => {
  const sizes = Object.values(VENUES).map((v) => venueSeats(v).length);
  assert.ok(Math.max(...sizes) >= 5000);
  const arena = VENUES['meridian-arena'];
  const svg = seatMapSvg(arena);
  assert.equal((svg.match(/<circle class="seat"/g) ?? []).length, venueSeats(arena).length);
  assert.ok(venueSeats(arena).some((s) => s.restricted));
  assert.ok(svg.length < 1_000_000, `seat map is compact (${svg.length} bytes)`);
});

test('tours cover price types, booking sizes, options, pickups and the XSS payloads', () => {
  const tours = buildCatalogue(1, TODAY).attractions.filter((a): a is Tour => a.kind === 'tour');
  const some = (f: (t: Tour) => boolean) => tours.some(f);
  assert.ok(
    some((t) => t.priceTypes.some((p) => p.ageMax === null && p.canBeGuardian)),
    'adult',
  );
  assert.ok(
    some((t) => t.priceTypes.some((p) => p.id.endsWith('INFANT') && p.requireGuardian)),
    'infant',
  );
  assert.ok(
    some((t) => t.minBooking > 1),
    'min booking size',
  );
  assert.ok(
    some((t) => t.options.some((o) => o.required !== null)),
    'price_types_required',
  );
  assert.ok(
    some((t) => t.options.some((o) => o.length === null)),
    'full day',
  );
  assert.ok(some((t) => t.pickupRequired) && some((t) => t.pickupOnRequest), 'pickups');
  assert.ok(
    some((t) => t.pickups[0]?.service_pickup_id === 'notListed'),
    'notListed first',
  );
  assert.ok(
    some((t) => Object.keys(t.options[0].languages).length > 1),
    'languages',
  );
  const xss = tours.filter((t) => /<script/i.test(t.html.itinerary));
  assert.equal(xss.length, 1, 'exactly one tour carries XSS payloads');
});
