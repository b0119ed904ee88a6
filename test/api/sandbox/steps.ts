/** Booking steps the client-over-sandbox tests share, each made through the real client. */
import type { ApiClient, Schemas } from '../../../src/api/index.js';
import { today } from './link.js';

type Band = Schemas['PriceBandV2'];

export async function theaterInstance(api: ApiClient, attractionId: string, index = 0) {
  const detail = await api.getTheaterEvent(attractionId, { date_start: today(), size: 30 });
  const instance = detail.instances[index];
  if (!instance) throw new Error(`${attractionId} has no instance ${index}`);
  return instance;
}

/** `count` tickets of a band's price type at its minimum booking fee in `currency`. */
export function ticket(band: Band, count: number, currency = 'GBP', extra: object = {}) {
  const type = band.price_types[0];
  return {
    price_type_id: type.price_type_id,
    number_of_tickets: count,
    booking_fee: type.min_booking_fee[currency],
    ...extra,
  };
}

/** Reserves `count` tickets of the first band of an instance of a general-admission event. */
export async function reserveSome(
  api: ApiClient,
  attractionId: string,
  count = 1,
  index = 0,
  currency = 'GBP',
) {
  const instance = await theaterInstance(api, attractionId, index);
  return api.reserveTheater({
    attraction_id: attractionId,
    instance_id: instance.instance_id,
    currency,
    tickets: [ticket(instance.price_bands[0], count, currency)],
  });
}

/** A tour date one day ahead and the availability options for `mix` (suffix -> count). */
export async function tourOptions(
  api: ApiClient,
  attractionId: string,
  mix: Record<string, number>,
) {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const detail = await api.getTour(attractionId, { date_start: tomorrow, size: 5 });
  const date = detail.instances[0].start_datetime.slice(0, 10);
  const tickets = Object.entries(mix).map(([suffix, n]) => ({
    price_type_id: `${attractionId}-${suffix}`,
    number_of_tickets: n,
  }));
  const options = await api.getTourAvailability({ attraction_id: attractionId, date, tickets });
  return { date, options };
}

export const buyer = {
  email: 'ada@example.com',
  first_name: 'Ada',
  second_name: 'Lovelace',
  phone_number: '+447700900123',
};
