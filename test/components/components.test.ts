import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/components/tessera-money.js';
import '../../src/components/tessera-date-time.js';
import '../../src/components/tessera-button.js';
import '../../src/components/tessera-chip.js';
import '../../src/components/tessera-field.js';
import '../../src/components/tessera-dialog.js';
import '../../src/components/tessera-skeleton.js';
import '../../src/components/tessera-error-state.js';
import type { TesseraChip } from '../../src/components/tessera-chip.js';
import type { TesseraField } from '../../src/components/tessera-field.js';
import type { TesseraDialog } from '../../src/components/tessera-dialog.js';
import { define } from '../../src/components/define.js';

const shadowText = (el: Element) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();

describe('shared components', () => {
  it('define() skips a tag that is already registered instead of throwing', () => {
    class Again extends HTMLElement {}
    expect(() => define('tessera-money', Again)).not.to.throw();
    expect(customElements.get('tessera-money')).not.to.equal(Again);
  });

  it('tessera-money renders minor units with the currency decimals', async () => {
    const el = await fixture(html`<tessera-money amount="500" currency="JPY"></tessera-money>`);
    expect(shadowText(el)).to.equal('¥500');
    await expect(el).to.be.accessible();
  });

  it('tessera-date-time renders a machine-readable time in the given zone', async () => {
    const el = await fixture(
      html`<tessera-date-time
        value="2026-12-01T19:30:00Z"
        time-zone="Asia/Tokyo"
        format="time"
        locale="en-GB"
      ></tessera-date-time>`,
    );
    const time = el.shadowRoot!.querySelector('time')!;
    expect(time.getAttribute('datetime')).to.equal('2026-12-01T19:30:00Z');
    expect(time.textContent).to.equal('04:30');
  });

  it('tessera-button is a native button that reports clicks and honours disabled', async () => {
    const el = await fixture(html`<tessera-button>Go</tessera-button>`);
    await expect(el).to.be.accessible();
    const inner = el.shadowRoot!.querySelector('button')!;
    let clicks = 0;
    el.addEventListener('click', () => clicks++);
    inner.click();
    expect(clicks).to.equal(1);
    const off = await fixture(html`<tessera-button disabled>Go</tessera-button>`);
    expect(off.shadowRoot!.querySelector('button')!.disabled).to.equal(true);
  });

  it('tessera-chip toggles aria-pressed and fires change', async () => {
    const el = await fixture<TesseraChip>(
      html`<tessera-chip label="Best Deal" highlight></tessera-chip>`,
    );
    const button = el.shadowRoot!.querySelector('button')!;
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    setTimeout(() => button.click());
    await oneEvent(el, 'change');
    await el.updateComplete;
    expect(el.pressed).to.equal(true);
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('tessera-chip: highlighted but not pressed looks like any chip not pressed, its star aside', async () => {
    const el = await fixture<HTMLDivElement>(
      html`<div
        style="--tessera-primary: #4657d4; --tessera-primary-tint: #eef0ff; --tessera-field-border: #cccccc; --tessera-status-info: #670c93"
      >
        <tessera-chip label="Best Deal" highlight></tessera-chip>
        <tessera-chip label="Family"></tessera-chip>
        <tessera-chip label="Musicals" pressed></tessera-chip>
      </div>`,
    );
    const [best, plain, pressed] = [...el.querySelectorAll('tessera-chip')].map((c) =>
      getComputedStyle(c.shadowRoot!.querySelector('button')!),
    );
    for (const p of ['borderColor', 'backgroundColor', 'boxShadow', 'fontWeight'] as const) {
      expect(best![p], p).to.equal(plain![p]);
    }
    expect(pressed!.borderColor).not.to.equal(plain!.borderColor);
  });

  it('tessera-field labels its input and ties the error to it', async () => {
    const el = await fixture<TesseraField>(
      html`<tessera-field label="City" error="Unknown city"></tessera-field>`,
    );
    const input = el.shadowRoot!.querySelector('input')!;
    const label = el.shadowRoot!.querySelector('label')!;
    expect(label.htmlFor).to.equal(input.id);
    const described = input.getAttribute('aria-describedby')!;
    expect(el.shadowRoot!.getElementById(described)!.textContent).to.equal('Unknown city');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    input.value = 'Rome';
    input.dispatchEvent(new Event('input'));
    expect(el.value).to.equal('Rome');
    await expect(el).to.be.accessible();
  });

  it('tessera-dialog opens modally and reports closing', async () => {
    const el = await fixture<TesseraDialog>(
      html`<tessera-dialog heading="Pick a city"><p>Body</p></tessera-dialog>`,
    );
    el.open = true;
    await el.updateComplete;
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    await expect(el).to.be.accessible();
    setTimeout(() => (el.shadowRoot!.querySelector('.close') as HTMLButtonElement).click());
    await oneEvent(el, 'close');
    expect(el.open).to.equal(false);
  });

  it('tessera-skeleton is hidden from assistive technology', async () => {
    const el = await fixture(html`<tessera-skeleton height="40px"></tessera-skeleton>`);
    expect(el.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(el).blockSize).to.equal('40px');
  });

  it('tessera-error-state announces the problem and fires retry', async () => {
    const el = await fixture(
      html`<tessera-error-state
        heading="No connection"
        message="Check your network"
      ></tessera-error-state>`,
    );
    expect(el.shadowRoot!.querySelector('[role=alert]')).not.to.equal(null);
    expect(shadowText(el)).to.contain('Check your network');
    await expect(el).to.be.accessible();
    setTimeout(() => (el.shadowRoot!.querySelector('button') as HTMLButtonElement).click());
    await oneEvent(el, 'retry');
  });
});
