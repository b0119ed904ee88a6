import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../demo/brand-panel/tessera-demo-brand-panel.js';
import '../../demo/brand-panel/tessera-demo-brand-preview.js';
import type { TesseraDemoBrandPanel } from '../../demo/brand-panel/tessera-demo-brand-panel.js';
import type { TesseraDemoBrandPreview } from '../../demo/brand-panel/tessera-demo-brand-preview.js';
import { applyBrand } from '../../src/brand/apply.js';
import { processBrand } from '../../src/brand/process.js';

async function setup(brand = 'grand-theatre') {
  const target = document.createElement('div');
  document.body.append(target);
  const panel = await fixture<TesseraDemoBrandPanel>(
    html`<tessera-demo-brand-panel .target=${target} brand=${brand}></tessera-demo-brand-panel>`,
  );
  const primary = () => target.style.getPropertyValue('--tessera-primary');
  await waitUntil(() => primary() !== '', 'the first brand is applied');
  return { panel, target, primary, root: panel.shadowRoot! };
}

const pick = (root: ShadowRoot, selector: string) =>
  root.querySelector(selector) as HTMLInputElement;

describe('<tessera-demo-brand-panel>', () => {
  it('applies the chosen sample brand and switches brand and scheme live', async () => {
    const { target, primary, root } = await setup();
    expect(primary()).to.equal('#8c1c2c');
    const dark = pick(root, 'input[value="dark"]');
    dark.click();
    expect(primary()).to.equal('#d9a94e');
    expect(target.getAttribute('color-scheme')).to.equal('dark');
    const select = root.querySelector('select')!;
    select.value = 'wanderlust-tours';
    select.dispatchEvent(new Event('change'));
    await waitUntil(() => primary() === '#4fd1c5', 'the dark scheme of the new brand');
    target.remove();
  });

  it('applies JSON edits at once and lists messages inline', async () => {
    const { primary, root, target, panel } = await setup();
    const textarea = pick(root, 'textarea');
    textarea.value = '{ "primary": "#123456", "page": { "backgroud": "#fff" } }';
    textarea.dispatchEvent(new Event('input'));
    await panel.updateComplete;
    expect(primary()).to.equal('#123456');
    const items = [...root.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).to.include('/page/backgroud: unknown key; did you mean "background"?');
    expect(textarea.getAttribute('aria-invalid')).to.equal('true');

    textarea.value = '{ "primary": ';
    textarea.dispatchEvent(new Event('input'));
    await panel.updateComplete;
    expect(primary(), 'half-typed JSON keeps the last good brand').to.equal('#123456');
    expect(root.querySelector('li')!.textContent).to.match(/^\/: not JSON/);
    target.remove();
  });

  it('is accessible', async () => {
    const { panel, target } = await setup('default');
    await expect(panel).to.be.accessible();
    target.remove();
  });
});

describe('<tessera-demo-brand-preview>', () => {
  it('draws its surfaces from the applied brand and is accessible', async () => {
    const preview = await fixture<TesseraDemoBrandPreview>(
      html`<tessera-demo-brand-preview></tessera-demo-brand-preview>`,
    );
    // The demo default brand: doc 3's defaults themselves fail axe (muted text, status tags).
    const file = new URL('../../demo/brands/default.json', import.meta.url);
    const processed = processBrand({ ...(await (await fetch(file)).json()), primary: '#0b7a75' });
    applyBrand(preview, processed.resolved.light);
    preview.resolved = processed.resolved.light;
    await preview.updateComplete;
    const book = preview.shadowRoot!.querySelector('button.primary')!;
    expect(getComputedStyle(book).backgroundColor).to.equal('rgb(11, 122, 117)');
    expect(preview.shadowRoot!.querySelector('nav img')!.getAttribute('src')).to.equal(
      'logos/tessera.svg',
    );
    await expect(preview).to.be.accessible();
  });
});
