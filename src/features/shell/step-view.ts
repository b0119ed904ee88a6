import { html } from 'lit';
import type { ResolvedBrand } from '../../brand/types.js';
import type { Route } from '../../state/route.js';

/** What the root gives the purchase steps besides the contexts. */
export interface StepProps {
  stripeKey?: string;
  paymentMethodId?: string;
  /** Keys the checkout's payment kept for a reload. */
  distributor?: string;
  /** The resolved brand of the current scheme: Stripe's payment form wears it. */
  brand?: ResolvedBrand;
  /** The host page's signed-in customer, whose bookings "Your bookings" lists. */
  userId?: string;
}

/** The element of a route's step; its chunk is loaded by the root before this renders. */
export function renderStep(route: Route, props: StepProps) {
  switch (route.view) {
    case 'landing':
      return html`<tessera-landing></tessera-landing>`;
    case 'search':
      return html`<tessera-search></tessera-search>`;
    case 'attraction':
      return html`<tessera-attraction></tessera-attraction>`;
    case 'book':
      return route.kind === 'tour'
        ? html`<tessera-tour-options .attractionId=${route.id}></tessera-tour-options>`
        : html`<tessera-theatre-purchase
            .attractionId=${route.id}
            .performanceId=${route.performanceId ?? ''}
          ></tessera-theatre-purchase>`;
    case 'basket':
      return html`<tessera-basket></tessera-basket>`;
    case 'bookings':
      return html`<tessera-your-bookings user-id=${props.userId ?? ''}></tessera-your-bookings>`;
    case 'checkout':
      return html`<tessera-checkout
        publishable-key=${props.stripeKey ?? ''}
        payment-method-id=${props.paymentMethodId ?? ''}
        distributor=${props.distributor ?? ''}
        .brand=${props.brand}
        ><slot name="payment" slot="payment"></slot
      ></tessera-checkout>`;
  }
}
