import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/tessera-booking.js';
import type { TesseraBooking } from '../../../src/tessera-booking.js';
import { emit } from '../../../src/events.js';

describe('the root element and the internal events', () => {
  it('acts on a step request from a step and lets it go no further than itself', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div><tessera-booking routing="none"></tessera-booking></div>`,
    );
    const root = page.querySelector<TesseraBooking>('tessera-booking')!;
    await root.updateComplete;
    const outside: Event[] = [];
    page.addEventListener('tessera-step-request', (e) => outside.push(e));
    const step = root.shadowRoot!.querySelector('main')!;
    emit(step, 'tessera-step-request', { step: 'search' });
    // The search step shows once its chunk has loaded.
    await waitUntil(() => root.shadowRoot!.querySelector('tessera-search'));
    expect(outside).to.deep.equal([]);
  });
});
