import { expect } from '@open-wc/testing';
import {
  onlyLocalReferences,
  sanitizeVenueSvg,
} from '../../../src/components/seat-map/sanitize-svg.js';

/**
 * Every vector is placed in a venue SVG that also holds what a real venue file needs: a gradient
 * used by url(#grad), a symbol drawn with <use href="#seat"> and seats with data-* attributes.
 * After sanitizing, the vector must be gone and those must survive.
 */
const venue = (vector: string) => `<svg xmlns="http://www.w3.org/2000/svg"
    xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100">
  <defs>
    <linearGradient id="grad"><stop offset="0" stop-color="#fff"/></linearGradient>
    <symbol id="seat"><circle r="4"/></symbol>
  </defs>
  <use id="s1" class="seat" href="#seat" x="10" y="10" data-row="A" data-seat="1"/>
  <rect id="stage" width="80" height="10" fill="url(#grad)" data-kind="stage"/>
  ${vector}
</svg>`;

const clean = (vector: string) => {
  const svg = sanitizeVenueSvg(venue(vector));
  expect(svg, 'a usable <svg> is left').to.be.instanceOf(SVGSVGElement);
  return svg!;
};

/** What an attacker's markup leaves behind in the markup, lower-cased. */
const markup = (svg: SVGSVGElement) => svg.outerHTML.toLowerCase();

function expectVenueIntact(svg: SVGSVGElement) {
  const seat = svg.querySelector('#s1')!;
  expect(seat.getAttribute('href')).to.equal('#seat');
  expect(seat.getAttribute('data-row')).to.equal('A');
  expect(seat.getAttribute('data-seat')).to.equal('1');
  const stage = svg.querySelector('#stage')!;
  expect(stage.getAttribute('fill')).to.equal('url(#grad)');
  expect(stage.getAttribute('data-kind')).to.equal('stage');
  expect(svg.querySelector('linearGradient#grad')).to.not.equal(null);
}

interface Vector {
  name: string;
  svg: string;
  /** Text that must not survive anywhere in the sanitized markup. */
  gone: string[];
  /** Elements that must not survive. */
  noElements?: string;
}

const EVIL = 'evil.example';

const VECTORS: Vector[] = [
  {
    name: '<script> elements, with their text',
    svg: `<script>window.__pwned = '${EVIL}'</script><script href="https://${EVIL}/x.js"/>`,
    gone: ['script', EVIL, '__pwned'],
    noElements: 'script',
  },
  {
    name: 'onload and onclick handlers',
    svg: `<g onload="window.__pwned=1"><circle id="c" onclick="window.__pwned=1" onmouseover="x()" r="1"/></g>`,
    gone: ['onload', 'onclick', 'onmouseover', '__pwned'],
  },
  {
    name: 'a javascript: link on <a> (the element goes, its seat stays)',
    svg: `<a href="javascript:window.__pwned=1"><circle id="in-link" r="1" data-seat="2"/></a>`,
    gone: ['javascript', '__pwned', '<a'],
    noElements: 'a',
  },
  {
    name: 'an <a> to #id, which would change the host page hash',
    svg: `<a href="#s1" xlink:href="#s1"><circle r="1"/></a>`,
    gone: ['<a'],
    noElements: 'a',
  },
  {
    name: 'javascript: and data: hrefs on <use>',
    svg: `<use id="u1" href="javascript:alert(1)"/><use id="u2" xlink:href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/>
      <use id="u3" href=" JaVa&#x09;ScRiPt:alert(1)"/>`,
    gone: ['javascript', 'data:', 'alert'],
  },
  {
    name: 'external <use href> and xlink:href (absolute, protocol-relative and relative)',
    svg: `<use href="https://${EVIL}/sprite.svg#seat"/><use xlink:href="//${EVIL}/s.svg#a"/>
      <use href="sprite.svg#seat"/><use href="/${EVIL}.svg#x"/>`,
    gone: [EVIL, 'sprite.svg'],
  },
  {
    name: '<animate attributeName="href" to="javascript:…">',
    svg: `<use href="#seat"><animate attributeName="href" to="javascript:alert(1)" begin="0s"/></use>
      <animate attributeName="xlink:href" values="https://${EVIL}/a.svg#x"/>`,
    gone: ['animate', 'javascript', 'attributename', EVIL],
    noElements: 'animate',
  },
  {
    name: '<set> and other animations (an external fill set after sanitizing)',
    svg: `<circle r="1"><set attributeName="onmouseover" to="alert(1)"/>
      <set attributeName="fill" to="url(https://${EVIL}/p.svg#g)"/>
      <animateTransform attributeName="transform" type="rotate" from="0" to="90"/>
      <animateMotion dur="1s"><mpath href="https://${EVIL}/path.svg#p"/></animateMotion></circle>`,
    gone: ['<set', 'animatetransform', 'animatemotion', EVIL, 'alert'],
    noElements: 'set, animateTransform, animateMotion',
  },
  {
    name: '<foreignObject> with HTML',
    svg: `<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">
      <img src="https://${EVIL}/x.png" onerror="alert(1)"/><iframe src="https://${EVIL}/"></iframe></div></foreignObject>`,
    gone: ['foreignobject', EVIL, 'onerror', 'iframe', '<img'],
    noElements: 'foreignObject, img, iframe, div',
  },
  {
    name: '<image href> and <feImage>, external or local',
    svg: `<image href="https://${EVIL}/pixel.png" width="1" height="1"/><image xlink:href="#stage"/>
      <filter id="f"><feImage href="https://${EVIL}/f.png"/></filter>`,
    gone: ['<image', 'feimage', EVIL],
    noElements: 'image, feImage',
  },
  {
    name: 'fill and stroke with an external url()',
    svg: `<rect id="r1" fill="url(https://${EVIL}/x)" stroke="url(http://${EVIL}/y#g) red"/>`,
    gone: [EVIL],
  },
  {
    name: 'fill="url(\'//evil\')" (protocol-relative, quoted)',
    svg: `<rect id="r2" fill="url('//${EVIL}')" stroke='url("//${EVIL}/#g")'/>`,
    gone: [EVIL],
  },
  {
    name: 'filter, mask, clip-path and markers with an external url()',
    svg: `<path id="p1" d="M0 0L1 1" filter="url(https://${EVIL}/f.svg#f)" mask="url(https://${EVIL}/m#m)"
      clip-path="url(https://${EVIL}/c#c)" marker-start="url(https://${EVIL}/s#s)"
      marker-mid="url(https://${EVIL}/m#m)" marker-end="url(https://${EVIL}/e#e)"/>`,
    gone: [EVIL, 'filter=', 'mask=', 'clip-path=', 'marker-'],
  },
  {
    name: 'cursor and any other attribute with an external url()',
    svg: `<rect id="r3" cursor="url(https://${EVIL}/c.cur), auto" fill="url(#grad) url(https://${EVIL}/)"/>`,
    gone: [EVIL, 'cursor'],
  },
  {
    name: 'a local reference followed by an external one in one value',
    svg: `<rect id="r4" fill="url(#grad), url(https://${EVIL}/x)"/>`,
    gone: [EVIL],
  },
  {
    name: 'CSS escapes that spell a scheme or url( itself',
    svg: `<rect id="e1" fill="url(\\68ttps://${EVIL}/x)"/><rect id="e2" fill="u\\72l(https://${EVIL}/x)"/>
      <rect id="e3" fill="url(\\23 grad)"/><rect id="e4" style="fill: \\75rl(https://${EVIL}/x)"/>`,
    gone: [EVIL, '\\'],
  },
  {
    name: 'upper case and spaces: URL( "https://…" )',
    svg: `<rect id="c1" fill='URL( "https://${EVIL}/x" )'/><rect id="c2" mask="Url(
      https://${EVIL}/m)"/><rect id="c3" fill="url (https://${EVIL}/y)"/>`,
    gone: [EVIL],
  },
  {
    name: 'HTML character references that decode to an external url()',
    svg: `<rect id="h1" fill="url(&#104;ttps://${EVIL}/x)"/><rect id="h2" fill="&#x75;rl(//${EVIL})"/>`,
    gone: [EVIL],
  },
  {
    name: 'style attributes with url(), @import, expression() and image-set()',
    svg: `<rect id="st1" style="fill: url(https://${EVIL}/x)"/>
      <rect id="st2" style="@import 'https://${EVIL}/x.css'"/>
      <rect id="st3" style="width: expression(alert(1))"/>
      <rect id="st4" style="background-image: image-set('https://${EVIL}/x.png' 1x)"/>
      <rect id="st5" style="mask-image: url('//${EVIL}/m.png')"/>`,
    gone: [EVIL, 'expression', '@import', 'style='],
  },
  {
    name: 'xml:base, which would move every #id reference to another document',
    svg: `<g xml:base="https://${EVIL}/"><use href="#seat"/></g>`,
    gone: ['xml:base', EVIL],
  },
  {
    name: 'a <style> element',
    svg: `<style>@import url(https://${EVIL}/x.css); :host { display: none }</style>`,
    gone: ['<style', EVIL, ':host'],
    noElements: 'style',
  },
];

describe('sanitizeVenueSvg', () => {
  for (const vector of VECTORS) {
    it(`removes ${vector.name}, keeping the venue's own references`, () => {
      const svg = clean(vector.svg);
      const text = markup(svg);
      for (const needle of vector.gone) {
        expect(text, `"${needle}" survived in ${text}`).to.not.contain(needle.toLowerCase());
      }
      if (vector.noElements) expect(svg.querySelector(vector.noElements)).to.equal(null);
      expectVenueIntact(svg);
    });
  }

  it('keeps local url(#id) references in presentation attributes and style', () => {
    const svg = clean(`<path id="ok" d="M0 0L1 1" fill="url(#grad)" stroke="url('#grad') red"
      filter='url("#f")' mask="url(#m)" clip-path="URL( #c )" marker-start="url(#a)"
      marker-mid="url(#b)" marker-end="url(#ns:end.1)" style="fill: url(#grad); stroke: #333"/>`);
    const path = svg.querySelector('#ok')!;
    expect(path.getAttribute('fill')).to.equal('url(#grad)');
    expect(path.getAttribute('stroke')).to.equal("url('#grad') red");
    expect(path.getAttribute('filter')).to.equal('url("#f")');
    expect(path.getAttribute('mask')).to.equal('url(#m)');
    expect(path.getAttribute('clip-path')).to.equal('URL( #c )');
    expect(path.getAttribute('marker-start')).to.equal('url(#a)');
    expect(path.getAttribute('marker-mid')).to.equal('url(#b)');
    expect(path.getAttribute('marker-end')).to.equal('url(#ns:end.1)');
    expect(path.getAttribute('style')).to.equal('fill: url(#grad); stroke: #333');
  });

  it('drops only the offending attribute, not the seat that carries it', () => {
    const svg = clean(
      `<circle id="s2" class="seat" data-row="B" data-seat="7" r="2" fill="url(https://${EVIL}/x)" stroke="#000"/>`,
    );
    const seat = svg.querySelector('#s2')!;
    expect(seat.hasAttribute('fill')).to.equal(false);
    expect(seat.getAttribute('stroke')).to.equal('#000');
    expect(seat.getAttribute('class')).to.equal('seat');
    expect(seat.getAttribute('data-row')).to.equal('B');
  });

  it('keeps data-* and aria-* text that merely mentions url(…) or a backslash', () => {
    const svg = clean(
      `<circle id="s3" r="1" data-note="see url(https://venue.example) \\ box" aria-label="Row C \\ 4"/>`,
    );
    const seat = svg.querySelector('#s3')!;
    expect(seat.getAttribute('data-note')).to.equal('see url(https://venue.example) \\ box');
    expect(seat.getAttribute('aria-label')).to.equal('Row C \\ 4');
  });

  it('removes elements of another namespace, comments and processing instructions', () => {
    const svg = clean(`<h:script xmlns:h="http://www.w3.org/1999/xhtml">window.__pwned=1</h:script>
      <h:img xmlns:h="http://www.w3.org/1999/xhtml" src="https://${EVIL}/x.png"/>
      <!-- ${EVIL} --><?xml-stylesheet href="https://${EVIL}/x.css"?>`);
    const text = markup(svg);
    for (const needle of ['script', '__pwned', '<h:img', EVIL]) expect(text).to.not.contain(needle);
    expectVenueIntact(svg);
  });

  it('drops handlers and external references on the root <svg> too', () => {
    const svg = sanitizeVenueSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" style="fill: url(https://${EVIL}/)" viewBox="0 0 10 10"><circle id="s9" r="1"/></svg>`,
    )!;
    expect(svg.getAttribute('viewBox')).to.equal('0 0 10 10');
    expect(svg.hasAttribute('onload')).to.equal(false);
    expect(svg.hasAttribute('style')).to.equal(false);
    expect(svg.querySelector('#s9')).to.not.equal(null);
  });

  it('reads SVG that is not well-formed XML as a page would (HTML), then cleans it the same', () => {
    const svg = sanitizeVenueSvg(
      `<svg viewBox="0 0 10 10"><g onclick=alert(1)><circle id=s8 class=seat data-seat=8 r=1></g><script>window.__pwned=1</script><img src=https://${EVIL}/x onerror=alert(1)></svg>`,
    )!;
    expect(svg).to.be.instanceOf(SVGSVGElement);
    expect(svg.querySelector('#s8')!.getAttribute('data-seat')).to.equal('8');
    const text = markup(svg);
    for (const needle of ['onclick', 'script', '__pwned', EVIL, 'onerror'])
      expect(text).to.not.contain(needle);
  });

  it('returns null when nothing usable is left', () => {
    expect(sanitizeVenueSvg('<script>alert(1)</script>')).to.equal(null);
    expect(sanitizeVenueSvg('not svg at all')).to.equal(null);
  });
});

describe('onlyLocalReferences', () => {
  it('accepts url(#id) in any spelling CSS allows, alone or with a fallback', () => {
    for (const value of [
      'url(#grad)',
      'URL( #grad )',
      "url('#grad')",
      'url( "#a-b_c.d:e" ) red',
      'url(#a) url(#b)',
      '#fff',
      'none',
    ]) {
      expect(onlyLocalReferences(value), value).to.equal(true);
    }
  });

  it('refuses anything else that could load or run something', () => {
    for (const value of [
      'url(https://x.example/a)',
      'url(//x.example)',
      'url(x.svg#a)',
      'url(#a) url(https://x.example)',
      'url("#a)',
      'url(#a"b)',
      'url(data:image/svg+xml,x)',
      'url(\\68ttps://x.example)',
      'u\\72l(https://x.example)',
      '@import "x.css"',
      'expression(alert(1))',
      "image-set('x.png' 1x)",
      "-webkit-image-set('x.png' 1x)",
      "cross-fade(url(#a), 'x.png')",
      'src("x.png")',
    ]) {
      expect(onlyLocalReferences(value), value).to.equal(false);
    }
  });
});
