import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, css } from 'lit';
import { applyBrand, clearBrand } from '../../src/brand/apply.js';
import { defaultTokenStyles } from '../../src/brand/tokens.js';
import { processBrand } from '../../src/brand/process.js';
import { loadBrandFonts } from '../../src/brand/fonts.js';
import { contrastRatio } from '../../src/brand/color.js';
import { buttonStyles } from '../../src/components/shared.styles.js';

/** A stand-in surface that reads tokens the way every widget element does. */
class BrandProbe extends LitElement {
  static override styles = [
    defaultTokenStyles,
    css`
      button {
        background: var(--tessera-primary-button-background);
        color: var(--tessera-primary-button-text);
        border-radius: var(--tessera-button-radius);
        font-family: var(--tessera-font);
      }
      nav {
        background-color: var(--tessera-navbar-background);
        background-image: var(--tessera-navbar-background-image);
      }
    `,
  ];
  override render() {
    return html`<nav>nav</nav>
      <button>Book</button>`;
  }
}
customElements.define('tessera-test-brand-probe', BrandProbe);

/** The widget's own buttons, busy ("Paying…") and disabled. */
class ButtonProbe extends LitElement {
  static override styles = [defaultTokenStyles, buttonStyles];
  override render() {
    return html`<button class="btn primary" aria-disabled="true" aria-busy="true">Paying…</button>
      <button class="btn secondary" disabled>Continue</button>`;
  }
}
customElements.define('tessera-test-button-probe', ButtonProbe);

const styleOf = (el: Element, selector: string) =>
  getComputedStyle(el.shadowRoot!.querySelector(selector)!);

describe('applyBrand', () => {
  it('shows doc 3 defaults before any brand is applied', async () => {
    const el = await fixture<BrandProbe>(
      html`<tessera-test-brand-probe></tessera-test-brand-probe>`,
    );
    expect(styleOf(el, 'button').backgroundColor).to.equal('rgb(70, 87, 212)');
    expect(styleOf(el, 'button').borderRadius).to.equal('24px');
  });

  it('sets every custom property on the host and re-themes live with another brand', async () => {
    const el = await fixture<BrandProbe>(
      html`<tessera-test-brand-probe></tessera-test-brand-probe>`,
    );
    const theatre = processBrand({ primary: '#8c1c2c', radius: '2px', font: 'Georgia, serif' });
    applyBrand(el, theatre.resolved.light);
    expect(el.style.getPropertyValue('--tessera-primary')).to.equal('#8c1c2c');
    expect(el.style.getPropertyValue('--tessera-page-text-muted')).to.equal('#888888');
    expect(styleOf(el, 'button').backgroundColor).to.equal('rgb(140, 28, 44)');
    expect(styleOf(el, 'button').borderRadius).to.equal('2px');
    expect(styleOf(el, 'button').fontFamily).to.equal('Georgia, serif');

    applyBrand(el, processBrand({ primary: '#0b7a75' }).resolved.dark);
    expect(styleOf(el, 'button').backgroundColor, 'base primary stays in dark').to.equal(
      'rgb(11, 122, 117)',
    );
    expect(styleOf(el, 'button').borderRadius).to.equal(
      '24px',
      'the previous brand leaves nothing behind',
    );
    expect(el.style.getPropertyValue('color-scheme')).to.equal('dark');

    clearBrand(el);
    expect(el.style.getPropertyValue('--tessera-primary')).to.equal('');
    expect(styleOf(el, 'button').backgroundColor).to.equal('rgb(70, 87, 212)');
  });

  it('paints the navbar gradient from --tessera-navbar-background-image', async () => {
    const el = await fixture<BrandProbe>(
      html`<tessera-test-brand-probe></tessera-test-brand-probe>`,
    );
    applyBrand(
      el,
      processBrand({
        navbar: { backgroundImage: 'linear-gradient(90deg, #ff0000 0%, #0000ff 100%)' },
      }).resolved.light,
    );
    expect(styleOf(el, 'nav').backgroundImage).to.equal(
      'linear-gradient(90deg, rgb(255, 0, 0) 0%, rgb(0, 0, 255) 100%)',
    );
  });

  it('keeps rem sizes independent of the host page root font size', async () => {
    document.documentElement.style.fontSize = '10px';
    try {
      const el = await fixture<BrandProbe>(
        html`<tessera-test-brand-probe></tessera-test-brand-probe>`,
      );
      applyBrand(el, processBrand({ radius: '1rem' }).resolved.light);
      expect(styleOf(el, 'button').borderRadius).to.equal('16px');
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });

  it('writes a busy or disabled button in the page text or background, whichever reads at 4.5:1', async () => {
    const el = await fixture<ButtonProbe>(
      html`<tessera-test-button-probe></tessera-test-button-probe>`,
    );
    const words = () =>
      [...el.shadowRoot!.querySelectorAll('button')].map((b) => {
        const { color, backgroundColor } = getComputedStyle(b);
        return contrastRatio(color, backgroundColor)!;
      });
    const brands: [string, unknown][] = [['no brand file', {}]];
    // The demo's brands: clearview-access has a dark grey button.disabled on a white page, the
    // others the default light grey.
    for (const name of ['clearview-access', 'grand-theatre', 'midnight-jazz', 'wanderlust-tours']) {
      brands.push([name, await (await fetch(`/demo/brands/${name}.json`)).json()]);
    }
    for (const ratio of words()) expect(ratio, 'before any brand').to.be.at.least(4.5);
    for (const [name, file] of brands) {
      const { resolved } = processBrand(file);
      for (const scheme of ['light', 'dark'] as const) {
        applyBrand(el, resolved[scheme]);
        for (const ratio of words()) {
          expect(ratio, `${name}, ${scheme}: ${ratio.toFixed(2)}:1`).to.be.at.least(4.5);
        }
      }
    }
    clearBrand(el);
    expect(el.style.getPropertyValue('--_button-disabled-text')).to.equal('');
  });

  it('an invalid brand falls back to defaults for its invalid fields only', async () => {
    const el = await fixture<BrandProbe>(
      html`<tessera-test-brand-probe></tessera-test-brand-probe>`,
    );
    applyBrand(el, processBrand({ primary: 'blue; color: red', radius: '3px' }).resolved.light);
    expect(styleOf(el, 'button').backgroundColor).to.equal('rgb(70, 87, 212)');
    expect(styleOf(el, 'button').borderRadius).to.equal('3px');
  });
});

describe('loadBrandFonts', () => {
  it('adds brand fonts to document.fonts, family defaulting to the first family of font', async () => {
    const resolved = processBrand({
      font: '"Tessera Test Sans", sans-serif',
      fontFaces: [
        { weight: 700, url: '/no-such-font.woff2' },
        { weight: 400, url: '/x.woff2', family: 'Other Face', style: 'italic' },
      ],
    }).resolved.light;
    const faces = await loadBrandFonts(resolved);
    const families = [...document.fonts].map((f) => `${f.family}|${f.weight}|${f.style}`);
    expect(families).to.include('"Tessera Test Sans"|700|normal');
    expect(families).to.include('"Other Face"|400|italic');
    expect(faces).to.have.length(2);
    await loadBrandFonts(resolved);
    expect([...document.fonts].filter((f) => f.family === '"Tessera Test Sans"')).to.have.length(
      1,
      'added once',
    );
  });
});
