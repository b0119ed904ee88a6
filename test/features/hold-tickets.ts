/** Test set-up: something already in the buyer's basket, reserved through the client. */
import { isoDate } from '../../src/components/format.js';
import type { TesseraClient } from '../../src/state/client-context.js';

/**
 * Reserves tickets of the first price type of a theatre event's first performance, priced in
 * `currency`, with the smallest booking fee; `count` defaults to the type's smallest valid split.
 */
export async function holdTheatreTickets(
  client: TesseraClient,
  attractionId: string,
  currency: string,
  count?: number,
) {
  const event = await client.getTheaterEvent(attractionId, {
    date_start: isoDate(),
    size: 1,
    currency,
  });
  const type = event.instances[0].price_bands[0].price_types[0];
  await client.reserveTheater({
    attraction_id: attractionId,
    instance_id: event.instances[0].instance_id,
    currency,
    tickets: [
      {
        price_type_id: type.price_type_id,
        number_of_tickets: count ?? type.valid_splits?.[0] ?? 1,
        booking_fee: type.min_booking_fee[currency],
      },
    ],
    to_basket: true,
  });
}
