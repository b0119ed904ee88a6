/** Reservations made through the client, as the theatre and tour steps would make them. */
import type { TesseraClient } from '../../../src/state/client-context.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export const today = () => new Date().toISOString().slice(0, 10);
export const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Reserves `count` general-admission tickets of a theatre event through the client. */
export async function reserveTheatre(client: TesseraClient, id = 'TH-LON-03', count = 2) {
  const detail: Loose = await client.getTheaterEvent(id, { date_start: today(), size: 5 });
  const instance = detail.instances[0];
  const pt = instance.price_bands[0].price_types[0];
  return client.reserveTheater({
    attraction_id: id,
    instance_id: instance.instance_id,
    currency: 'GBP',
    tickets: [
      {
        price_type_id: pt.price_type_id,
        number_of_tickets: count,
        booking_fee: pt.min_booking_fee.GBP,
      },
    ],
  } as Loose) as Promise<Loose>;
}

/** Reserves a tour option for `adults` adults through the client (first option, first language). */
export async function reserveTour(client: TesseraClient, id = 'TO-PAR-02', adults = 2) {
  const detail: Loose = await client.getTour(id, { date_start: addDays(today(), 1), size: 5 });
  const date = (detail.instances[0].start_datetime as string).slice(0, 10);
  const options: Loose = await client.getTourAvailability({
    attraction_id: id,
    date,
    currency: 'GBP',
    tickets: [{ price_type_id: `${id}-ADULT`, number_of_tickets: adults }],
  } as Loose);
  const option = options[0];
  const pickup = option.pickup_points?.[0]?.service_pickup_id;
  const language = Object.keys(option.languages_spoken ?? {})[0];
  return client.reserveTour({
    attraction_id: id,
    date,
    currency: 'GBP',
    selection_id: option.selection_id,
    tickets: option.prices.map((p: Loose) => ({
      price_type_id: p.price_type_id,
      number_of_tickets: p.number_of_tickets,
      booking_fee: p.min_booking_fee.GBP,
    })),
    ...(language ? { tour_language: language } : {}),
    ...(pickup && pickup !== 'notListed' ? { pickup_id: pickup } : {}),
  } as Loose) as Promise<Loose>;
}
