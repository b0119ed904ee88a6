import { expect } from '@open-wc/testing';
import '../../../src/index.js';
import type { TesseraBooking } from '../../../src/tessera-booking.js';
import { sandboxDistributor, deepAll, deepText, waitFor } from '../sandbox-helpers.js';

/** The root's wiring of the purchase steps: step requests, the checkout guard, the basket link. */
describe('<tessera-booking> purchase flow wiring', () => {
  let el: TesseraBooking | undefined;
  const startUrl = location.href;
  afterEach(() => {
    el?.remove();
    el = undefined;
    history.replaceState(null, '', startUrl);
  });

  async function mount(tessera: string) {
    const url = new URL(startUrl);
    url.searchParams.set('tessera', tessera);
    history.replaceState(null, '', url);
    sessionStorage.clear();
    const widget = document.createElement('tessera-booking') as TesseraBooking;
    widget.setAttribute('api-base', location.origin);
    widget.setAttribute('distributor', await sandboxDistributor());
    document.body.append(widget);
    await widget.updateComplete;
    return widget;
  }

  it('a reload on checkout with nothing held opens the basket and says why', async () => {
    el = await mount('checkout?q=jazz');
    await waitFor(() => deepAll(el!, 'tessera-basket')[0]);
    expect(new URL(location.href).searchParams.get('tessera')).to.equal('basket?q=jazz');
    expect(deepText(el)).to.contain('Your basket is empty, so there is nothing to pay for yet.');
  });

  it('a step asking for the search keeps the query of the current step', async () => {
    el = await mount('basket?city=paris');
    const basket = await waitFor(() => deepAll(el!, 'tessera-basket')[0]);
    basket.dispatchEvent(
      new CustomEvent('tessera-step-request', {
        detail: { step: 'search' },
        bubbles: true,
        composed: true,
      }),
    );
    expect(new URL(location.href).searchParams.get('tessera')).to.equal('search?city=paris');
  });

  it('the tour detail offers "Check availability", which opens the tour purchase step', async () => {
    el = await mount('attraction/TO-LON-01');
    const button = await waitFor(() =>
      deepAll<HTMLButtonElement>(el!, 'button').find(
        (b) => b.textContent?.trim() === 'Check availability',
      ),
    );
    button.click();
    expect(new URL(location.href).searchParams.get('tessera')).to.equal('book/tour/TO-LON-01');
    await waitFor(() => deepAll(el!, 'tessera-tour-options')[0]);
  });

  it('a theatre performance\'s "Choose" opens the theatre step on that performance', async () => {
    el = await mount('attraction/TH-LON-03');
    const choose = await waitFor(() =>
      deepAll<HTMLButtonElement>(el!, 'button').find((b) => b.textContent?.trim() === 'Choose'),
    );
    choose.click();
    const step = await waitFor(
      () =>
        deepAll<HTMLElement & { performanceId: string; attractionId: string }>(
          el!,
          'tessera-theatre-purchase',
        )[0],
    );
    expect(step.attractionId).to.equal('TH-LON-03');
    expect(step.performanceId).to.match(/^TH-LON-03-/);
    const route = new URL(location.href).searchParams.get('tessera')!;
    expect(route).to.equal(`book/theatre/TH-LON-03?performance=${step.performanceId}`);
  });
});
