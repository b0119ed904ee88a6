import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { TesseraBooking } from '../../src/tessera-booking.js';

/** Loads the hostile style element of demo/isolation.html into this test page. */
async function hostileCss(): Promise<HTMLStyleElement> {
  const page = await (await fetch('/demo/isolation.html')).text();
  const doc = new DOMParser().parseFromString(page, 'text/html');
  const style = doc.querySelector<HTMLStyleElement>('style#aggressive')!;
  const copy = document.createElement('style');
  copy.textContent = style.textContent;
  document.head.append(copy);
  return copy;
}

const PROBED = [
  'display',
  'color',
  'font-size',
  'padding-top',
  'background-color',
  'letter-spacing',
  'border-top-width',
];

function snapshot(el: Element) {
  const cs = getComputedStyle(el);
  return Object.fromEntries(PROBED.map((p) => [p, cs.getPropertyValue(p)]));
}

/** Finds an element through nested open shadow roots. */
function deep(root: Element | ShadowRoot, selectors: string[]): Element {
  let at: Element | ShadowRoot = root;
  for (const sel of selectors) {
    const scope: ParentNode = at instanceof Element && at.shadowRoot ? at.shadowRoot : at;
    at = scope.querySelector(sel)!;
    expect(at, sel).not.to.equal(null);
  }
  return at as Element;
}

describe('host isolation (demo/isolation.html CSS)', () => {
  let style: HTMLStyleElement;
  let box: HTMLDivElement;

  before(async () => {
    style = await hostileCss();
  });
  after(() => style.remove());
  afterEach(() => box?.remove());

  it('host CSS does not leak into the widget', async () => {
    box = document.createElement('div');
    box.innerHTML = '<tessera-booking url-state="off"></tessera-booking>';
    document.body.append(box);
    const widget = box.querySelector<TesseraBooking>('tessera-booking')!;
    await widget.updateComplete;

    // The widget's own layout (a flex column) survives the page's display rules.
    expect(getComputedStyle(widget).display).to.equal('flex');
    expect(getComputedStyle(widget).flexDirection).to.equal('column');
    const root = deep(widget, ['.root']);
    const rs = getComputedStyle(root);
    expect(rs.fontSize).to.equal('16px');
    expect(rs.letterSpacing).to.equal('normal');
    expect(rs.textTransform).to.equal('none');
    expect(rs.color).not.to.equal('rgb(255, 0, 0)');
    expect(rs.fontFamily).not.to.contain('Comic');

    const navbar = deep(widget, ['tessera-navbar']) as HTMLElement & {
      updateComplete: Promise<unknown>;
    };
    await navbar.updateComplete;
    const button = deep(navbar, ['button']);
    const bs = getComputedStyle(button);
    expect(bs.paddingTop).not.to.equal('30px');
    expect(bs.backgroundColor).not.to.equal('rgb(255, 105, 180)');
    expect(bs.borderTopWidth).not.to.equal('5px');
    // 1em in the widget is 16px whatever the page's html font-size (62.5% here).
    expect(parseFloat(getComputedStyle(deep(navbar, ['input'])).fontSize)).to.equal(16);
  });

  it('the widget does not change the host page around it', async () => {
    box = document.createElement('div');
    box.innerHTML =
      '<div class="probe">text</div><button class="probe" type="button">b</button><a class="probe" href="#">a</a>';
    document.body.append(box);
    const probes = [...box.querySelectorAll('.probe')];
    const before = probes.map(snapshot);
    const widget = document.createElement('tessera-booking') as TesseraBooking;
    widget.setAttribute('url-state', 'off');
    box.append(widget);
    await widget.updateComplete;
    await new Promise((r) => requestAnimationFrame(r));
    expect(probes.map(snapshot)).to.deep.equal(before);
    expect(getComputedStyle(document.documentElement).fontSize).to.equal('10px');
  });
});
