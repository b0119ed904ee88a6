import DOMPurify from 'dompurify';

/**
 * Turns venue SVG text into a detached, sanitized `<svg>` element, or null when nothing usable is
 * left. DOMPurify's SVG profile drops scripts, event handlers, foreignObject and javascript: URLs;
 * the hook below keeps every reference in-document. ids and data-* attributes survive so seats
 * can be matched to the seats response.
 */

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

/** Attributes that are plain text for the browser (never CSS-parsed, never a URL). */
const isTextAttribute = (name: string) => name.startsWith('data-') || name.startsWith('aria-');

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // Own instance, so these hooks never affect other DOMPurify users on the page.
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (isTextAttribute(name)) return;
    // The SVG is rendered inside the widget's shadow root: external references would let a venue
    // file fetch from third parties, so only in-document references (#id) are kept.
    if (name === 'href' || name === 'xlink:href') {
      if (!value.startsWith('#')) data.keepAttr = false;
    } else if (!onlyLocalReferences(value)) {
      data.keepAttr = false;
    }
  });
  return purifier;
}

export function sanitizeVenueSvg(source: string): SVGSVGElement | null {
  const fragment = getPurifier().sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: false },
    FORBID_TAGS: [
      // A <style> element would style the whole shadow root, not only the map.
      'style',
      // A link, even to #id, would navigate the host page (its hash); its children are kept.
      'a',
      // <image href="#x"> still fetches the page itself as an image.
      'image',
      'feimage',
      // Animations change attributes after sanitizing (fill to an external url(), href).
      'animate',
      'animatecolor',
      'animatemotion',
      'animatetransform',
      'set',
      'discard',
      'foreignobject',
      'script',
    ],
    // xml:base would make every #id reference resolve against another document.
    FORBID_ATTR: ['xml:base', 'attributename'],
    // Venue files draw seats with <use> of a symbol; the hook above keeps its href in-document.
    ADD_TAGS: ['use'],
    ADD_ATTR: ['href', 'xlink:href'],
    ALLOW_DATA_ATTR: true,
    RETURN_DOM_FRAGMENT: true,
  });
  const svg = fragment.querySelector('svg');
  return svg instanceof SVGSVGElement ? svg : null;
}
