import { expect, fixture, html } from '@open-wc/testing';
import { TESSERA_VERSION } from '../src/index.js';
import type { TesseraBooking } from '../src/tessera-booking.js';

/** Files the page has fetched whose URL contains `part`. */
function fetched(part: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((n) => n.includes(part));
}

async function navbarButton(el: TesseraBooking, text: string) {
  for (let i = 0; i < 200; i++) {
    const navbar = el.shadowRoot!.querySelector('tessera-navbar');
    if (navbar?.shadowRoot?.querySelector('button')?.textContent?.trim() === text) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the navbar never said ${text}`);
}

describe('entry', () => {
  it('loads in Chromium', () => {
    expect(TESSERA_VERSION).to.match(/^\d+\.\d+\.\d+$/);
  });

  it('an English page loads no translations; another language loads only its own', async () => {
    const el = await fixture<TesseraBooking>(html`<tessera-booking></tessera-booking>`);
    await navbarButton(el, 'Search');
    expect(fetched('/src/localization.ts')).to.deep.equal([]);
    expect(fetched('/generated/locales/')).to.deep.equal([]);

    el.language = 'fr';
    await navbarButton(el, 'Rechercher');
    expect(fetched('/src/localization.ts')).to.have.length(1);
    expect(fetched('/generated/locales/').map((n) => n.replace(/.*\//, ''))).to.deep.equal([
      'fr.ts',
    ]);
    el.language = 'en';
    await navbarButton(el, 'Search');
  });
});
