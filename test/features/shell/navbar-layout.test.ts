import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/features/shell/tessera-navbar.js';
import { useLanguage } from '../../../src/localization.js';

describe('navbar layout with longer words', () => {
  after(() => useLanguage('en'));

  for (const width of [320, 375]) {
    it(`at ${width} px the French search button stays inside the search field`, async () => {
      await useLanguage('fr');
      const wrap = await fixture<HTMLDivElement>(
        html`<div style="width: ${width}px">
          <tessera-navbar basket-count="12"></tessera-navbar>
        </div>`,
      );
      const navbar = wrap.querySelector('tessera-navbar')!;
      await (navbar as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      const root = navbar.shadowRoot!;
      const button = root.querySelector('form button')!;
      expect(button.textContent!.trim()).to.equal('Rechercher');
      const bar = root.querySelector('.bar')!.getBoundingClientRect();
      const form = root.querySelector('form')!.getBoundingClientRect();
      const b = button.getBoundingClientRect();
      expect(form.right).to.be.at.most(bar.right);
      expect(b.right).to.be.at.most(form.right);
      expect(b.left).to.be.at.least(form.left);
      // The basket link shares the first row with the logo, not pushed off the screen.
      expect(root.querySelector('a.basket')!.getBoundingClientRect().right).to.be.at.most(
        bar.right,
      );
    });
  }

  it("the basket's count keeps an edge when a brand's navbar is its primary colour", async () => {
    // Wanderlust: the navbar is the primary colour, which the count's fill also is.
    const wrap = await fixture<HTMLDivElement>(
      html`<div
        style="width: 375px; --tessera-navbar-background: #0b7a75; --tessera-navbar-text: #ffffff;
          --tessera-primary-button-background: #0b7a75; --tessera-primary-button-text: #ffffff"
      >
        <tessera-navbar basket-count="2"></tessera-navbar>
      </div>`,
    );
    const navbar = wrap.querySelector('tessera-navbar')!;
    await (navbar as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const count = navbar.shadowRoot!.querySelector<HTMLElement>('.count')!;
    const style = getComputedStyle(count);
    expect(style.backgroundColor).to.equal('rgb(11, 122, 117)');
    // Its ring is the navbar's text colour, which the brand rules hold apart from the navbar.
    expect(style.boxShadow).to.match(/^rgb\(255, 255, 255\) 0px 0px 0px 1\.5px$/);
  });
});
