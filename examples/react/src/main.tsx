// React 19 passes `on<event>` props of a custom element to addEventListener, and sets the others
// as properties when the element has them (brandConfig) or as attributes (api-base).
import '@tessera-booking/widget/define';
import type {} from '@tessera-booking/widget/react';
import type { TesseraBrand } from '@tessera-booking/widget';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root')!;
const { apiBase = '', distributor = '', stripeKey = '' } = root.dataset;
const brand: TesseraBrand = { primary: '#2f4fb5', radius: '8px' };

function App() {
  const [booked, setBooked] = useState('');
  return (
    <>
      <h1>Theatre and tours</h1>
      <tessera-booking
        api-base={apiBase}
        distributor={distributor}
        stripe-key={stripeKey}
        currency="EUR"
        brandConfig={brand}
        ontessera-purchase={(e) =>
          setBooked(
            `Booked ${e.detail.items.length} item(s), transaction ${e.detail.transaction_id}`,
          )
        }
        ontessera-error={(e) => console.warn(e.detail.step, e.detail.message)}
      />
      <p role="status">{booked}</p>
    </>
  );
}

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
