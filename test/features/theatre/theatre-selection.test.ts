import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { BookingStore } from '../../../src/state/booking-store.js';
import { TheatreSelection } from '../../../src/features/theatre/theatre-selection.js';

class SelectionHost extends LitElement {}
customElements.define('theatre-selection-host', SelectionHost);

let n = 0;

async function selection() {
  const distributor = `theatre-selection-test-${++n}`;
  const store = new BookingStore(() => distributor);
  const host = await fixture<SelectionHost>(
    html`<theatre-selection-host></theatre-selection-host>`,
  );
  const sel = new TheatreSelection(host, () => ({ store, attractionId: 'TH-1' }));
  return { store, host, sel };
}

describe('theatre selection: the performance and counts kept for a reload', () => {
  it('keeps the chosen performance and its counts, and finds them again', async () => {
    const { store, host, sel } = await selection();
    sel.pickPerformance('p-1');
    sel.setCount(null, 'adult', 2);
    await host.updateComplete;
    expect(store.choice('theatre:TH-1')).to.deep.equal({
      performance: 'p-1',
      counts: { adult: 2 },
    });
    const again = new TheatreSelection(host, () => ({ store, attractionId: 'TH-1' }));
    again.pickPerformance('p-1');
    expect(again.counts).to.deep.equal({ adult: 2 });
    const other = new TheatreSelection(host, () => ({ store, attractionId: 'TH-1' }));
    other.pickPerformance('p-2');
    expect(other.counts).to.deep.equal({});
  });

  it('reads a choice kept before the rename, whose performance was called instance', async () => {
    const { store, sel } = await selection();
    store.keepChoice('theatre:TH-1', { instance: 'p-7', counts: { adult: 3, child: 0 } });
    sel.pickPerformance('p-7');
    expect(sel.counts).to.deep.equal({ adult: 3 });
  });
});
