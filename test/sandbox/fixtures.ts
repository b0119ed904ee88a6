/** Small steps the conformance tests share: find an instance, reserve, confirm. */
import { type Loose, type Reply, type SandboxClient, addDays, today } from './harness.js';

export async function theaterInstance(c: SandboxClient, id: string, index = 0) {
  const r = await c.call('GET', `/v2/theater-events/${id}?date_start=${today()}&size=30`);
  if (r.status !== 200) throw new Error(`theater ${id}: ${r.status}`);
  return { detail: r.body, instance: r.body.instances[index] as Loose };
}

/** The first price type of a band, with the minimum fee in `currency`. */
export function ticket(
  band: Loose,
  count: number,
  currency = 'GBP',
  typeIndex = 0,
  extra: object = {},
) {
  const pt = band.price_types[typeIndex];
  return {
    price_type_id: pt.price_type_id,
    number_of_tickets: count,
    booking_fee: pt.min_booking_fee[currency],
    ...extra,
  };
}

export function reserveTheater(
  c: SandboxClient,
  attraction: string,
  instance: Loose,
  tickets: object[],
  currency = 'GBP',
  extra: object = {},
): Promise<Reply> {
  return c.call('POST', '/v2/theater-events/reservations', {
    body: {
      attraction_id: attraction,
      instance_id: instance.instance_id,
      currency,
      tickets,
      ...extra,
    },
  });
}

/** A tour date and its availability options for a traveller mix. */
export async function availability(
  c: SandboxClient,
  id: string,
  mix: Record<string, number>,
  currency = 'GBP',
) {
  const detail = await c.call('GET', `/v2/tours/${id}?date_start=${addDays(today(), 1)}&size=5`);
  const date = (detail.body.instances[0].start_datetime as string).slice(0, 10);
  const tickets = Object.entries(mix).map(([suffix, n]) => ({
    price_type_id: `${id}-${suffix}`,
    number_of_tickets: n,
  }));
  const r = await c.call('POST', '/v2/tours/availability', {
    body: { attraction_id: id, date, currency, tickets },
  });
  return { date, tickets, reply: r, options: r.body as Loose[] };
}

/** Reserve tickets from an available option with the minimum fee of each price type. */
export function reserveTour(
  c: SandboxClient,
  id: string,
  date: string,
  option: Loose,
  currency = 'GBP',
  extra: object = {},
): Promise<Reply> {
  const tickets = (option.prices as Loose[]).map((p) => ({
    price_type_id: p.price_type_id,
    number_of_tickets: p.number_of_tickets,
    booking_fee: p.min_booking_fee[currency],
  }));
  return c.call('POST', '/v2/tours/reservations', {
    body: {
      attraction_id: id,
      date,
      currency,
      selection_id: option.selection_id,
      tickets,
      ...extra,
    },
  });
}

export const buyer = {
  email: 'ada@example.com',
  first_name: 'Ada',
  second_name: 'Lovelace',
  phone_number: '+447700900123',
};

export function confirm(c: SandboxClient, reservations: string[], extra: object = {}) {
  return c.call('PUT', '/v2/reservations', { body: { ...buyer, reservations, ...extra } });
}
