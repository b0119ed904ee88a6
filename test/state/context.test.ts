// The widget's context protocol (src/state/context.ts): what <tessera-booking> hands its steps.
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { state } from 'lit/decorators.js';
import { consume, createContext, provide } from '../../src/state/context.js';

const word = createContext<string>(Symbol('test-word'));
const other = createContext<string>(Symbol('test-other'));

class WordProvider extends LitElement {
  @provide({ context: word }) @state() value = 'first';
  /** A provided property without Lit's accessor (as the booking store is). */
  @provide({ context: other }) plain = 'plain';
  override render() {
    return html`<word-reader></word-reader><slot></slot>`;
  }
}
class WordReader extends LitElement {
  @consume({ context: word }) @state() value?: string;
  @consume({ context: other }) plain?: string;
  renders = 0;
  override render() {
    this.renders++;
    return html`${this.value}`;
  }
}
customElements.define('word-provider', WordProvider);
customElements.define('word-reader', WordReader);

const shadowReader = (p: WordProvider) => p.shadowRoot!.querySelector('word-reader')!;

describe('context', () => {
  it("gives a consumer in the provider's shadow root and one slotted below it the value", async () => {
    const p = await fixture<WordProvider>(
      html`<word-provider><word-reader></word-reader></word-provider>`,
    );
    const slotted = p.querySelector('word-reader')!;
    await shadowReader(p).updateComplete;
    expect(shadowReader(p).value).to.equal('first');
    expect(slotted.value).to.equal('first');
    expect(shadowReader(p).plain).to.equal('plain');
    expect(shadowReader(p).shadowRoot!.textContent).to.equal('first');
  });

  it('gives every consumer a new value, and renders it', async () => {
    const p = await fixture<WordProvider>(html`<word-provider></word-provider>`);
    const reader = shadowReader(p);
    p.value = 'second';
    p.plain = 'changed';
    expect(reader.value).to.equal('second');
    expect(reader.plain).to.equal('changed');
    await reader.updateComplete;
    expect(reader.shadowRoot!.textContent).to.equal('second');
    expect(p.value).to.equal('second');
    expect(p.plain).to.equal('changed');
  });

  it('does not call consumers again for the same value', async () => {
    const p = await fixture<WordProvider>(html`<word-provider></word-provider>`);
    const reader = shadowReader(p);
    await reader.updateComplete;
    let calls = 0;
    const seen = Object.getOwnPropertyDescriptor(WordReader.prototype, 'value')!;
    Object.defineProperty(reader, 'value', {
      configurable: true,
      get: () => seen.get!.call(reader),
      set: (v) => {
        calls++;
        seen.set!.call(reader, v);
      },
    });
    p.value = 'first';
    expect(calls).to.equal(0);
    p.value = 'third';
    expect(calls).to.equal(1);
  });

  it('stops telling a disconnected consumer, and tells it again once reconnected', async () => {
    const p = await fixture<WordProvider>(
      html`<word-provider><word-reader></word-reader></word-provider>`,
    );
    const slotted = p.querySelector('word-reader')!;
    slotted.remove();
    p.value = 'while away';
    expect(slotted.value).to.equal('first');
    p.append(slotted);
    expect(slotted.value).to.equal('while away');
    p.value = 'back';
    expect(slotted.value).to.equal('back');
  });

  it('answers from the nearest provider', async () => {
    const outer = await fixture<WordProvider>(
      html`<word-provider
        ><word-provider><word-reader></word-reader></word-provider
      ></word-provider>`,
    );
    const inner = outer.querySelector('word-provider')!;
    inner.value = 'inner';
    const reader = inner.querySelector('word-reader')!;
    expect(reader.value).to.equal('inner');
    outer.value = 'outer';
    expect(reader.value).to.equal('inner');
  });
});

declare global {
  interface HTMLElementTagNameMap {
    'word-provider': WordProvider;
    'word-reader': WordReader;
  }
}
