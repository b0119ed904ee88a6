/**
 * Turns venue SVG text into a detached, sanitized `<svg>` element, or null when nothing usable is
 * left. The text is parsed into an inert document (DOMParser: nothing runs, nothing loads) as a
 * page would read it (HTML's parser, lenient and faster than XML's); then, in one pass, every element
 * outside an allowlist of SVG drawing elements is removed with its content (`<a>` and `<switch>`
 * alone are unwrapped: their seats stay), and every attribute outside an allowlist is dropped.
 * Only what is left is adopted into the page. Gone are scripts, event handlers, foreignObject,
 * images, animations (they change attributes after sanitizing), `<style>` (it would style the whole
 * shadow root) and links (even to #id, they would navigate the host page). Every reference stays
 * in the document: `href` only as `#id`, `url(#id)` only, in presentation attributes and style.
 * ids, classes, data-* and aria-* survive, so seats can be matched to the seats response.
 *
 * One pass over the tree, no serialising and parsing again: a 20,000-seat arena (2.2 MB of SVG)
 * is parsed, cleaned and adopted in a fraction of the time a general-purpose sanitizer takes.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Drawing elements a venue plan may use (lower case). */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'text',
  'tspan',
  'textpath',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
  'path',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'pattern',
  'marker',
]);

/** Removed, their children kept: a seat inside a link is still a seat. */
const UNWRAP = new Set(['a', 'switch']);

/** Attributes kept when their value refers to nothing outside the document (lower case). */
const ATTRIBUTES = new Set([
  'id',
  'class',
  'role',
  'lang',
  'xml:lang',
  'xml:space',
  'xmlns',
  'xmlns:xlink',
  'version',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'width',
  'height',
  'd',
  'points',
  'pathlength',
  'transform',
  'viewbox',
  'preserveaspectratio',
  'offset',
  'gradientunits',
  'gradienttransform',
  'spreadmethod',
  'patternunits',
  'patterncontentunits',
  'patterntransform',
  'clippathunits',
  'maskunits',
  'maskcontentunits',
  'markerunits',
  'markerwidth',
  'markerheight',
  'refx',
  'refy',
  'orient',
  'rotate',
  'textlength',
  'lengthadjust',
  'startoffset',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'stop-color',
  'stop-opacity',
  'color',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'marker-start',
  'marker-mid',
  'marker-end',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'visibility',
  'display',
  'vector-effect',
  'paint-order',
  'shape-rendering',
  'style',
]);

/**
 * CSS that can load something without `url(` or run code. A backslash is refused as a whole: a CSS
 * escape can spell url( or a scheme without its letters (`u\72l(`, `url(\68ttps://...)`).
 */
const LOADS_OR_RUNS =
  /\\|@import|expression\s*\(|\b(?:image-set|image|cross-fade|element|src)\s*\(/i;
/** What may follow `url(`: a fragment of this document, quoted or not, then `)` or the end. */
const LOCAL_URL_ARGUMENT = /^\s*(["']?)#[\w.:-]+\1\s*(?:\)|$)/;

/**
 * True when a CSS-parsed value (a presentation attribute such as fill, mask or filter, or a style
 * attribute) refers to nothing outside the document: every url() is `url(#id)`.
 */
export function onlyLocalReferences(value: string): boolean {
  if (LOADS_OR_RUNS.test(value)) return false;
  for (const match of value.matchAll(/url\s*\(/gi)) {
    const argument = value.slice(match.index + match[0].length);
    if (!LOCAL_URL_ARGUMENT.test(argument)) return false;
  }
  return true;
}

function keepAttribute(name: string, value: string): boolean {
  // Plain text for the browser: never CSS-parsed, never a URL.
  if (name.startsWith('data-') || name.startsWith('aria-')) return true;
  if (name === 'href' || name === 'xlink:href') return value.trim().startsWith('#');
  if (!ATTRIBUTES.has(name)) return false;
  // Everything that could load or run needs "(", "@" or a backslash: most values are numbers.
  return !/[(@\\]/.test(value) || onlyLocalReferences(value);
}

function cleanAttributes(el: Element): void {
  // Names and values as strings: reading `el.attributes` would make an Attr object of each.
  for (const name of el.getAttributeNames()) {
    if (!keepAttribute(name.toLowerCase(), el.getAttribute(name)!)) el.removeAttribute(name);
  }
}

/** Cleans `root`'s subtree in place: one walk, children before their next sibling. */
function cleanTree(root: Element): void {
  const stack: Node[] = [...root.childNodes].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (node.nodeType === Node.TEXT_NODE) continue;
    const parent = node.parentNode!;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      parent.removeChild(node);
      continue;
    }
    const el = node as Element;
    const name = el.localName.toLowerCase();
    if (el.namespaceURI === SVG_NS && UNWRAP.has(name)) {
      const children = [...el.childNodes];
      el.replaceWith(...children);
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
      continue;
    }
    if (el.namespaceURI !== SVG_NS || !ELEMENTS.has(name)) {
      parent.removeChild(el);
      continue;
    }
    cleanAttributes(el);
    for (let child = el.lastChild; child; child = child.previousSibling) stack.push(child);
  }
}

/** The first `<svg>` of the text, parsed inert as a page would read it (HTML's parser). */
function parse(source: string): Element | null {
  const page = new DOMParser().parseFromString(source, 'text/html');
  return page.body.getElementsByTagNameNS(SVG_NS, 'svg')[0] ?? null;
}

export function sanitizeVenueSvg(source: string): SVGSVGElement | null {
  const root = parse(source);
  if (!root) return null;
  cleanAttributes(root);
  cleanTree(root);
  const svg = document.adoptNode(root);
  return svg instanceof SVGSVGElement ? svg : null;
}
