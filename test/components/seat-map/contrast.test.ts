import { expect, fixture, html } from '@open-wc/testing';
import { applyBrand } from '../../../src/brand/apply.js';
import { contrastRatio } from '../../../src/brand/color.js';
import { defaultResolvedBrand } from '../../../src/brand/defaults.js';
import { loadBrand } from '../../../src/brand/load.js';
import type { ResolvedBrand } from '../../../src/brand/types.js';
import '../../../src/components/seat-map/tessera-seat-map.js';
import type { TesseraSeatMap } from '../../../src/components/seat-map/tessera-seat-map.js';
import { SMALL_CATEGORIES, SMALL_GROUPS, SMALL_SVG } from '../../fixtures/seat-map-small.js';
import { listShown, message, part, seatEl } from './seat-map-helpers.js';

/**
 * axe with its colour-contrast rule on the seat map in light and dark brands: muted text, the
 * message box, buttons, the legend and the list mode, each against the surface it sits on.
 */

async function brandFile(name: string, scheme: 'light' | 'dark'): Promise<ResolvedBrand> {
  return (await loadBrand(`/demo/brands/${name}.json`, { log: false })).resolved[scheme];
}

/** The map inside a page painted like the widget's root, wearing `brand` from the start. */
async function brandedMap(brand: ResolvedBrand): Promise<[HTMLElement, TesseraSeatMap]> {
  const page = await fixture<HTMLDivElement>(html`
    <div
      style="background: var(--tessera-page-background); color: var(--tessera-page-text); padding: 8px"
    ></div>
  `);
  applyBrand(page, brand);
  const el = document.createElement('tessera-seat-map');
  el.style.width = '900px';
  el.locale = 'en-GB';
  el.svg = SMALL_SVG;
  el.seatGroups = SMALL_GROUPS;
  el.categories = SMALL_CATEGORIES;
  el.selected = ['ST-B-6'];
  page.append(el);
  await el.updateComplete;
  return [page, el];
}

const BRANDS: [string, () => Promise<ResolvedBrand>][] = [
  // Doc 3's defaults as they are: muted #888888 is 3.46:1 on the #fcfcff card.
  ['doc 3 defaults, light', async () => defaultResolvedBrand('light')],
  ['demo default brand, light', () => brandFile('default', 'light')],
  ['demo default brand, dark', () => brandFile('default', 'dark')],
  ['midnight-jazz, dark', () => brandFile('midnight-jazz', 'dark')],
];

describe('tessera-seat-map colour contrast', () => {
  for (const [name, brand] of BRANDS) {
    it(`passes axe with colour contrast in ${name}`, async () => {
      const [page, el] = await brandedMap(await brand());
      // Every text style on screen: a refusal in the message box, the selected list with its
      // restricted-view note, the legend, the hint and the count.
      seatEl(el, 'ST-A-2').dispatchEvent(
        new MouseEvent('click', { bubbles: true, composed: true }),
      );
      await el.updateComplete;
      expect(message(el)).to.contain('is not available');
      await expect(page).to.be.accessible();
      part<HTMLButtonElement>(el, '.toolbar button').click();
      await listShown(el);
      await expect(page).to.be.accessible();
    });
  }

  it('leans doc 3’s muted grey towards the text until it reads at 4.5:1 on the card', async () => {
    const [, el] = await brandedMap(defaultResolvedBrand('light'));
    const card = getComputedStyle(part(el, '.map-panel')).backgroundColor;
    for (const selector of ['.hint', '.count', '.legend-states', '.seat-line .muted']) {
      const color = getComputedStyle(part(el, selector)).color;
      expect(contrastRatio(color, card), selector).to.be.at.least(4.5);
    }
    // The token as it is would not do.
    expect(contrastRatio('#888888', card)).to.be.below(3.5);
  });
});
