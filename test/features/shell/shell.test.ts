import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../src/features/shell/tessera-navbar.js';
import '../../../src/features/shell/tessera-footer.js';
import { basketLabel } from '../../../src/components/basket-label.js';

describe('shell', () => {
  it('the navbar search is a labelled search landmark that submits the text', async () => {
    const el = await fixture(html`<tessera-navbar name="Grand Theatre"></tessera-navbar>`);
    await expect(el).to.be.accessible();
    const form = el.shadowRoot!.querySelector('form[role=search]')!;
    const input = form.querySelector('input')!;
    input.value = '  opera ';
    input.dispatchEvent(new Event('input'));
    setTimeout(() => form.querySelector('button')!.click());
    const event = await oneEvent(el, 'search');
    expect(event.detail.q).to.equal('opera');
  });

  it('the navbar shows the brand logo with the distributor name as alt text', async () => {
    const el = await fixture(
      html`<tessera-navbar
        name="Grand Theatre"
        logo="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E"
      ></tessera-navbar>`,
    );
    const img = el.shadowRoot!.querySelector('img')!;
    expect(img.getAttribute('src')).to.match(/^data:image/);
    expect(img.alt).to.equal('Grand Theatre');
  });

  it('the navbar basket link says how many tickets are held and asks the shell to open it', async () => {
    const el = await fixture<
      HTMLElement & { basketCount: number; basketLabel?: (count: number) => string }
    >(html`<tessera-navbar basket-href="?tessera=basket"></tessera-navbar>`);
    const link = el.shadowRoot!.querySelector<HTMLAnchorElement>('a.basket')!;
    const updated = () => (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(link.getAttribute('aria-label')).to.equal('Basket, empty');
    el.basketCount = 1;
    await updated();
    // Until the words for a count arrive (with the session timer's chunk), the link is "Basket".
    expect(link.getAttribute('aria-label')).to.equal('Basket');
    el.basketLabel = basketLabel;
    await updated();
    expect(link.getAttribute('aria-label')).to.equal('Basket, 1 ticket');
    el.basketCount = 3;
    await updated();
    expect(link.getAttribute('aria-label')).to.equal('Basket, 3 tickets');
    expect(link.getAttribute('href')).to.equal('?tessera=basket');
    setTimeout(() => link.click());
    const event = await oneEvent(el, 'navigate-basket');
    expect(event.bubbles).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('the footer states the currency and slots host content', async () => {
    const el = await fixture(
      html`<tessera-footer currency="GBP"><a href="/terms">Terms</a></tessera-footer>`,
    );
    expect(el.shadowRoot!.textContent).to.contain('GBP');
    expect(el.shadowRoot!.querySelector('slot')!.assignedElements()[0].textContent).to.equal(
      'Terms',
    );
    await expect(el).to.be.accessible();
  });
});
