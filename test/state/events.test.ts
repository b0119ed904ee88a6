import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import {
  containInternalEvents,
  emit,
  emitHostEvent,
  ga4Name,
  INTERNAL_COMPOSED,
  type PublicEventName,
} from '../../src/events.js';

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

  it('does not report a view from an element no longer on the page', () => {
    const gone = document.createElement('div');
    emitHostEvent(gone, 'tessera-view-item', { items: [] }, true);
    expect((window as { dataLayer?: unknown[] }).dataLayer).to.equal(undefined);
  });

  it('pushes a GA4 event to window.dataLayer only when asked', async () => {
    const el = await fixture<HTMLDivElement>(html`<div></div>`);
    emitHostEvent(el, 'tessera-view-item-list', {
      item_list_id: 'x',
      item_list_name: 'x',
      items: [],
    });
    expect((window as { dataLayer?: unknown[] }).dataLayer).to.equal(undefined);
    emitHostEvent(
      el,
      'tessera-view-item-list',
      { item_list_id: 'x', item_list_name: 'x', items: [] },
      true,
    );
    expect((window as { dataLayer?: unknown[] }).dataLayer).to.deep.equal([
      { ecommerce: null },
      { event: 'view_item_list', ecommerce: { item_list_id: 'x', item_list_name: 'x', items: [] } },
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

/** Every public event: the type makes the list complete. */
const ALL: Record<PublicEventName, true> = {
  'tessera-view-item-list': true,
  'tessera-select-item': true,
  'tessera-view-item': true,
  'tessera-add-to-cart': true,
  'tessera-remove-from-cart': true,
  'tessera-view-cart': true,
  'tessera-begin-checkout': true,
  'tessera-add-payment-info': true,
  'tessera-purchase': true,
  'tessera-session-expired': true,
  'tessera-error': true,
};
const PUBLIC = Object.keys(ALL) as PublicEventName[];

describe('internal events', () => {
  it('cross shadow roots only when the root must hear them, and stop at the root', async () => {
    const page = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = document.createElement('section');
    page.append(root);
    const step = document.createElement('span');
    root.attachShadow({ mode: 'open' }).append(step);
    const release = containInternalEvents(root);
    const atRoot: string[] = [];
    const outside: string[] = [];
    for (const name of [...INTERNAL_COMPOSED, 'retry', 'open-attraction'] as const) {
      root.addEventListener(name, () => atRoot.push(name));
      page.addEventListener(name, () => outside.push(name));
    }
    emit(step, 'tessera-step-request', { step: 'basket' });
    emit(step, 'tessera-payment-mount', document.createElement('div'));
    // Not composed: they end at the shadow root they start in.
    emit(step, 'retry');
    emit(step, 'open-attraction', { id: 'a' });
    expect(atRoot).to.deep.equal(['tessera-step-request', 'tessera-payment-mount']);
    expect(outside).to.deep.equal([]);
    release();
    emit(step, 'tessera-step-request', { step: 'search' });
    expect(outside).to.deep.equal(['tessera-step-request']);
  });

  it('tells the sender when a listener took a cancelable one', () => {
    const el = document.createElement('div');
    const node = document.createElement('div');
    el.addEventListener('tessera-payment-mount', (e) => e.preventDefault(), { once: true });
    expect(emit(el, 'tessera-payment-mount', node, { cancelable: true })).to.equal(false);
    expect(emit(el, 'tessera-payment-mount', node, { cancelable: true })).to.equal(true);
  });

  it('names every public event for GA4, one name per event', () => {
    const names = PUBLIC.map(ga4Name);
    expect(new Set(names).size).to.equal(names.length);
    expect(names).to.deep.equal([
      'view_item_list',
      'select_item',
      'view_item',
      'add_to_cart',
      'remove_from_cart',
      'view_cart',
      'begin_checkout',
      'add_payment_info',
      'purchase',
      'tessera_session_expired',
      'tessera_error',
    ]);
  });
});
