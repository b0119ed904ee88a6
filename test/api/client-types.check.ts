/**
 * Compile-time checks (run by `npm run typecheck`, never executed): the client's types follow the
 * generated contract, including the v1/v2 differences. Each @ts-expect-error fails the type check
 * if the line it guards starts compiling.
 */
import { createApiClient } from '../../src/api/index.js';

const base = { baseUrl: '', distributorId: 'd', language: 'en', currency: 'EUR' };
const v2 = createApiClient(base);
const v1 = createApiClient({ ...base, apiVersion: 'v1' });

export async function checks() {
  const list2 = await v2.listAttractions({ date_start: '2026-05-01', group_id: 2 });
  list2.results[0]?.group_id satisfies number | undefined;
  list2.categories_count satisfies object | undefined;
  // @ts-expect-error v2 list items have no category_id
  void list2.results[0]?.category_id;
  // @ts-expect-error category_id is a v1 query parameter
  await v2.listAttractions({ date_start: '2026-05-01', category_id: 1 });

  const list1 = await v1.listAttractions({ date_start: '2026-05-01', category_id: 1 });
  list1.results[0]?.category_id satisfies number | undefined;
  // @ts-expect-error group_id is a v2 query parameter
  await v1.listAttractions({ date_start: '2026-05-01', group_id: 1 });

  const event2 = await v2.getTheaterEvent('a', { date_start: '2026-05-01' });
  event2.instances[0]?.price_bands[0]?.id satisfies string | undefined;
  const event1 = await v1.getTheaterEvent('a', { date_start: '2026-05-01' });
  event1.instances[0]?.price_bands[0]?.id satisfies number | undefined;

  // @ts-expect-error date_start is required
  await v2.getTour('t', {});
  // language_code, currency and to_basket come from the config or the API default.
  const reservation = await v2.reserveTour({
    attraction_id: 'a',
    date: '2026-05-01',
    selection_id: 's',
    tickets: [{ price_type_id: 'p', number_of_tickets: 1, booking_fee: 0 }],
  });
  reservation.reservation_id satisfies string;
  // @ts-expect-error selection_id is required
  await v2.reserveTour({ attraction_id: 'a', date: '2026-05-01', tickets: [] });

  const confirmation = await v2.confirmReservations({
    email: 'e',
    first_name: 'f',
    second_name: 's',
    phone_number: '+1',
    reservations: ['r'],
  });
  confirmation.client_secret satisfies string;
  (await v2.deleteReservations()) satisfies undefined;
  (await v2.createBookingSession())['booking-session'] satisfies string;
  // @ts-expect-error the browser client has no auth call
  void v2.auth;
}
