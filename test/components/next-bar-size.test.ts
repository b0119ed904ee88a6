import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { LitElement, css } from 'lit';
import { NextBarSize } from '../../src/components/next-bar-size.js';

const PROPERTY = '--tessera-next-bar-block-size';

/** A step-like host: a form whose bar comes, grows and goes with the host's state. */
class BarHost extends LitElement {
  static override properties = { rows: { type: Number } };
  static override styles = css`
    .next-bar {
      display: block;
      block-size: calc(var(--rows) * 40px);
    }
  `;
  rows = 1;
  constructor() {
    super();
    new NextBarSize(this);
  }
  override render() {
    return html`<form>
      <input aria-label="Name" />
      ${this.rows ? html`<div class="next-bar" style="--rows: ${this.rows}"></div>` : ''}
    </form>`;
  }
}
customElements.define('next-bar-size-test-host', BarHost);

const published = (el: HTMLElement) => el.style.getPropertyValue(PROPERTY);

describe('NextBarSize, the phone bar height a step publishes', () => {
  it('publishes the bar height on the host and follows it as the bar grows, is replaced and goes', async () => {
    const el = await fixture<BarHost>(html`<next-bar-size-test-host></next-bar-size-test-host>`);
    await waitUntil(() => published(el) === '40px', `published ${published(el)}`);
    // The host's fields read it (inherited into the shadow root).
    const input = el.shadowRoot!.querySelector('input')!;
    expect(getComputedStyle(input).getPropertyValue(PROPERTY).trim()).to.equal('40px');

    // A wider bar wraps: the same bar grows, and the new height is published.
    el.rows = 2;
    await waitUntil(() => published(el) === '80px', `published ${published(el)}`);

    // No bar: nothing published. A new bar element is followed from its first render.
    el.rows = 0;
    await el.updateComplete;
    expect(published(el)).to.equal('');
    el.rows = 3;
    await waitUntil(() => published(el) === '120px', `published ${published(el)}`);

    // Hidden with its step (kept for Back): no height while hidden, its height again when shown.
    el.hidden = true;
    await waitUntil(() => published(el) === '', `published ${published(el)}`);
    el.hidden = false;
    await waitUntil(() => published(el) === '120px', `published ${published(el)}`);
  });
});
