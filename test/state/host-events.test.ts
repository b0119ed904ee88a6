import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emitHostEvent } from '../../src/state/host-events.js';

describe('host events', () => {
  afterEach(() => {
    delete (window as { dataLayer?: unknown[] }).dataLayer;
  });

  it('bubbles out of a shadow root to the host page', async () => {
    const outer = await fixture<HTMLDivElement>(html`<div></div>`);
    const inner = document.createElement('span');
    outer.attachShadow({ mode: 'open' }).append(inner);
    const heard = oneEvent(document, 'tessera-view-item');
    emitHostEvent(inner, 'tessera-view-item', { items: [{ item_id: 'a', item_name: 'A' }] });
    const event = await heard;
    expect(event.detail.items[0].item_id).to.equal('a');
    expect(event.composed).to.equal(true);
  });

  it('pushes a GA4 event to window.dataLayer only when asked', () => {
    const el = document.createElement('div');
    emitHostEvent(el, 'tessera-view-item-list', { item_list_name: 'x', items: [] });
    expect((window as { dataLayer?: unknown[] }).dataLayer).to.equal(undefined);
    emitHostEvent(el, 'tessera-view-item-list', { item_list_name: 'x', items: [] }, true);
    expect((window as { dataLayer?: unknown[] }).dataLayer).to.deep.equal([
      { ecommerce: null },
      { event: 'view_item_list', ecommerce: { item_list_name: 'x', items: [] } },
    ]);
  });

  it('pushes the purchase as a GA4 ecommerce event and an expiry as plain fields', () => {
    const el = document.createElement('div');
    const purchase = { currency: 'EUR', value: 159.8, items: [], transaction_id: 't-1' };
    emitHostEvent(el, 'tessera-purchase', purchase, true);
    emitHostEvent(el, 'tessera-session-expired', { released: true }, true);
    expect((window as { dataLayer?: unknown[] }).dataLayer).to.deep.equal([
      { ecommerce: null },
      { event: 'purchase', ecommerce: purchase },
      { event: 'tessera_session_expired', released: true },
    ]);
  });
});
