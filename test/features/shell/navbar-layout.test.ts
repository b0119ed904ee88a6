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
});
