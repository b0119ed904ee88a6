// Registers <tessera-booking> (the package's main entry alone registers nothing).
import '@tessera-booking/widget/define';
import type { TesseraBrand } from '@tessera-booking/widget';

const booking = document.querySelector('tessera-booking')!;

// The brand as an object, typed from the brand schema.
const brand: TesseraBrand = { primary: '#2f4fb5', radius: '8px' };
booking.brandConfig = brand;

// Public events are typed: e.detail is the purchase's detail.
booking.addEventListener('tessera-purchase', (e) => {
  document.querySelector('#booked')!.textContent =
    `Booked ${e.detail.items.length} item(s), transaction ${e.detail.transaction_id}`;
});
booking.addEventListener('tessera-error', (e) => console.warn(e.detail.step, e.detail.message));
